/**
 * How many records a space holds, so nothing a reader sends grows without bound:
 * - a personal space holds at most `limits.personalRecords` users and messages together; beyond,
 *   the request is refused (400) and the reader gets a new key;
 * - the shared demo space, which every reader writes to, keeps at most
 *   `limits.sharedRecordsPerKind` new records of a kind besides its seeds, evicting the oldest new
 *   ones first (a refusal there would stop every reader of the docs at once).
 * A professional's answer (answers.ts) counts as a message but is never refused: the reader did not
 * send it, and there is at most one per message they did send.
 */
import type { SandboxError } from '../sandboxError.ts';
import type { RuleContext, Space } from './context.ts';
import { MESSAGE, USER } from './spaces.ts';

type CapContext = Pick<RuleContext, 'store' | 'limits' | 'seed'>;

/** A 400 when a personal space is full; null when the record fits. */
export async function roomFor(context: CapContext, space: Space): Promise<SandboxError | null> {
  if (space.expiresAt === null) return null;
  const held = (await context.store.count(space.id, USER)) + (await context.store.count(space.id, MESSAGE));
  if (held < context.limits.personalRecords) return null;
  const most = context.limits.personalRecords.toLocaleString('en');
  return { status: 400, message: `This sandbox key holds at most ${most} records; get a new key.` };
}

/** After a record was added to the shared space: the oldest new ones beyond the cap go. */
export async function trimShared(context: CapContext, space: Space, kind: string): Promise<void> {
  if (space.expiresAt !== null) return;
  const seeds = kind === USER ? 1 : kind === MESSAGE ? context.seed.messages.length : 0;
  const excess = (await context.store.count(space.id, kind)) - seeds - context.limits.sharedRecordsPerKind;
  if (excess > 0) await context.store.evictOldest(space.id, kind, excess);
}
