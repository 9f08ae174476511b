/**
 * Get the professional list and a professional's profile. Professionals are the contract's
 * examples, the same in every space and read-only (no operation changes them), so they are served
 * from the seed rather than stored per space; every listed professional has a profile.
 */
import { type CursorScope, pagedList } from './cursors.ts';
import type { RuleContext, RuleResult } from './context.ts';
import type { Json, SeedSet } from './seed.ts';

export function getProfessionalList(context: RuleContext): Promise<RuleResult> {
  const scope: CursorScope = {
    space: context.caller.space.id,
    user: context.caller.userId,
    operation: context.operationId,
    filter: '',
  };
  // Positions are 1-based places in the list's order: stable, as the list never changes.
  const all = inListOrder(context.seed.professionals).map((value, index) => ({ seq: index + 1, value }));
  return pagedList(context, scope, async (after, count) =>
    all.filter((item) => after === undefined || item.seq > after).slice(0, count),
  );
}

/**
 * The order Get the professional list documents: those available right now first, then the others,
 * each group by name.
 */
export function inListOrder(professionals: Json[]): Json[] {
  return [...professionals].sort(
    (a, b) =>
      Number(b.available === true) - Number(a.available === true) || String(a.name).localeCompare(String(b.name)),
  );
}

export async function getProfessionalProfile(context: RuleContext): Promise<RuleResult> {
  const id = context.params.professionalId ?? '';
  const profile = context.seed.profiles.get(id);
  return profile ? { status: 200, body: profile } : unknownProfessional(context.seed, id);
}

/** The 404 for a `pro_…` ID no professional has, naming the ones there are. */
export function unknownProfessional(seed: SeedSet, id: string): RuleResult {
  const known = seed.professionals.map((professional) => String(professional.id));
  return {
    status: 404,
    message: `No professional ${id} is available to this user; the sandbox has ${known.join(', ')}. IDs are case-sensitive.`,
  };
}
