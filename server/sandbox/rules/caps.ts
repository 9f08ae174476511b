/**
 * How much a space holds, so nothing a reader sends grows without bound, in records and in bytes
 * (what the store measures, recordBytes.ts):
 * - a personal space holds at most `limits.personalRecords` users and messages together and
 *   `limits.personalBytes` in all; a new user or message beyond is refused (400) and the reader
 *   gets a new key. What the sandbox writes itself (events, a professional's answer, idempotency
 *   answers) is never refused: when it passes the bytes, the space's oldest events and idempotency
 *   answers go first (a log and a cache; the users and messages the reader made stay).
 * - the shared demo space, which every reader writes to, keeps at most
 *   `limits.sharedRecordsPerKind` new records of a kind besides its seeds and `limits.sharedBytes`
 *   in all, evicting the oldest new ones first (a refusal there would stop every reader of the docs
 *   at once).
 * Both run inside the write's transaction, so the cap and the write commit together.
 */
import type { SandboxError } from '../sandboxError.ts';
import { stringBytes } from '../store/recordBytes.ts';
import type { RuleContext, Space } from './context.ts';
import { MESSAGE, USER } from './spaces.ts';

type CapContext = Pick<RuleContext, 'store' | 'limits' | 'seed'>;

/** What the sandbox may drop from a full personal space: its log and its idempotency cache. */
const DROPPABLE_KINDS = ['event', 'idempotency:'] as const;
const TRIM_DOWN_TO = 0.9;

/**
 * What a new record made from `input` will cost with what it brings along: the record, its
 * webhook event and an idempotency answer each hold a copy of it.
 */
export const costOf = (input: unknown): number => 3 * stringBytes(JSON.stringify(input ?? null));

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** A 400 when a personal space is full (in records, or in bytes with `incoming`); null when it fits. */
export async function roomFor(context: CapContext, space: Space, incoming = 0): Promise<SandboxError | null> {
  if (space.expiresAt === null) return null;
  const held = (await context.store.count(space.id, USER)) + (await context.store.count(space.id, MESSAGE));
  if (held >= context.limits.personalRecords) {
    const most = context.limits.personalRecords.toLocaleString('en');
    return { status: 400, message: `This sandbox key holds at most ${most} records; get a new key.` };
  }
  const { bytes } = await context.store.usage(space.id);
  if (bytes + incoming <= context.limits.personalBytes) return null;
  return {
    status: 400,
    message: `This sandbox key holds at most ${megabytes(context.limits.personalBytes)} of data (its users, messages, events and idempotency answers) and has ${megabytes(bytes)}; get a new key.`,
  };
}

/** After a record was added to the shared space: the oldest new ones beyond the count cap go. */
export async function trimShared(context: CapContext, space: Space, kind: string): Promise<void> {
  if (space.expiresAt !== null) return;
  const seeds = kind === USER ? 1 : kind === MESSAGE ? context.seed.messages.length : 0;
  const excess = (await context.store.count(space.id, kind)) - seeds - context.limits.sharedRecordsPerKind;
  if (excess > 0) await context.store.evictOldest(space.id, kind, excess);
}

/**
 * After a write: a space over its bytes sheds its oldest records that may go (any but seeds in
 * the shared space; events and idempotency answers in a personal one).
 */
export async function trimToBudget(context: CapContext, space: Space): Promise<void> {
  const shared = space.expiresAt === null;
  const budget = shared ? context.limits.sharedBytes : context.limits.personalBytes;
  const { bytes } = await context.store.usage(space.id);
  if (bytes <= budget) return;
  // Down to 90 %, so a space at its budget sheds now and then, not on every write.
  await context.store.evictBytes(space.id, shared ? [''] : DROPPABLE_KINDS, bytes - budget * TRIM_DOWN_TO);
}
