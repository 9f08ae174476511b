/**
 * The sandbox's budget as a whole: every space together holds at most `limits.storeBytes`
 * (recordBytes.ts, what the memory store's data costs the heap), so no client within the documented
 * limits can take the portal's memory, or a database's disk, from its docs. Each space is capped
 * on its own (caps.ts); this bounds how many full spaces there may be:
 *
 * - every request of a personal space notes when it was used (to the minute, on its key's record);
 * - after a request that wrote, a store over its budget removes whole personal spaces, the least
 *   recently used first (never the caller's), until it holds 90 % of it: a space is removed in one
 *   transaction with its key's record, leaving a note that answers its credentials with a 401 that
 *   says what happened (refusal in spaces.ts) until the key would have expired anyway.
 *
 * The shared demo space and the key registry are never removed; their own caps bound them.
 */
import type { SandboxStore } from '../store/sandboxStore.ts';
import type { Caller } from './context.ts';
import { KEYS_SPACE, LIVE_KEY, type LiveKeyData, type Resolution, type SpaceContext } from './spaces.ts';

/** A removed space's note, in KEYS_SPACE, by the space's ID. */
export const EVICTED_SPACE = 'evicted_space';

interface EvictedData {
  evicted_at: number;
}

/** How stale a space's last-used time may be: one write a minute per space at most. */
const NOTE_USE_EVERY_MS = 60_000;
/** What a full store is brought down to, so eviction runs now and then, not on every write. */
const EVICT_DOWN_TO = 0.9;

/** The space a sandbox-issued credential belongs to (`sk_test_<space>…`, `ut_<space>…`). */
const SPACE_OF = /^(?:sk_test_|ut_)([A-Za-z0-9]{12})[A-Za-z0-9]/;

/** When the store holds more than its budget: removes the least recently used personal spaces but `keep`. */
export async function keepWithinBudget(context: SpaceContext, keep: string | null): Promise<void> {
  const { store, limits } = context;
  let total = await store.totalBytes();
  if (total <= limits.storeBytes) return;
  const keys = await store.list({ space: KEYS_SPACE, kind: LIVE_KEY, order: 'asc', limit: limits.liveKeys });
  const leastRecent = keys
    .filter((key) => key.id !== keep)
    .sort((a, b) => (a.data as LiveKeyData).last_used - (b.data as LiveKeyData).last_used);
  for (const key of leastRecent) {
    if (total <= limits.storeBytes * EVICT_DOWN_TO) break;
    total -= await evictSpace(context, key.id);
  }
}

/** Removes a personal space whole and leaves its note; the bytes freed. */
export async function evictSpace(
  context: Pick<SpaceContext, 'store' | 'limits' | 'now'>,
  space: string,
): Promise<number> {
  const { store, limits, now } = context;
  return store.transaction([KEYS_SPACE, space], async (tx) => {
    const key = await tx.get(KEYS_SPACE, LIVE_KEY, space);
    if (!key) return 0; // expired or removed by another replica meanwhile
    const { bytes } = await tx.usage(space);
    await tx.dropSpace(space);
    await tx.delete(KEYS_SPACE, LIVE_KEY, space);
    const note: EvictedData = { evicted_at: now };
    await tx.insert({
      space: KEYS_SPACE,
      kind: EVICTED_SPACE,
      id: space,
      key: null,
      group: null,
      data: note,
      // As long as its secret key would have said "expired at" (a day past the key's end).
      expiresAt: (key.data as LiveKeyData).expires_at + limits.keyTtlMs,
      seed: false,
    });
    // Notes are bounded too: the newest, as many as keys may live at once.
    const excess = (await tx.count(KEYS_SPACE, EVICTED_SPACE)) - limits.liveKeys;
    if (excess > 0) await tx.evictOldest(KEYS_SPACE, EVICTED_SPACE, excess);
    return bytes;
  });
}

/**
 * A credential that opens nothing because its space was removed for room says so; any other
 * resolution is returned as it is.
 */
export async function withEviction(
  store: SandboxStore,
  credential: string,
  resolution: Resolution | null,
): Promise<Resolution | null> {
  if (resolution?.kind !== 'unknown' && resolution?.kind !== 'gone') return resolution;
  const space = SPACE_OF.exec(credential)?.[1];
  const note = space ? await store.get(KEYS_SPACE, EVICTED_SPACE, space) : null;
  return note ? { kind: 'evicted', role: resolution.role, at: (note.data as EvictedData).evicted_at } : resolution;
}

/**
 * At the start of a request's transaction (which holds its space's lock, as a removal does): null
 * while a personal space is still open, noting that it was used now (at most once a minute, for
 * eviction's order), else what its credential now resolves to. A request whose credential was read
 * just before its space was removed must not write into the removed space, where nothing would own
 * or ever remove what it wrote until it expired.
 */
export async function openForUse(
  store: SandboxStore,
  caller: Caller,
  now: number,
): Promise<Exclude<Resolution, { kind: 'caller' }> | null> {
  const { space } = caller;
  if (space.expiresAt === null) return null;
  const live = (await store.get(KEYS_SPACE, LIVE_KEY, space.id))?.data as LiveKeyData | undefined;
  if (live) {
    // Lost to a concurrent note: that one is as recent.
    if (live.last_used + NOTE_USE_EVERY_MS <= now) {
      await store.replace(KEYS_SPACE, LIVE_KEY, space.id, live, { ...live, last_used: now });
    }
    return null;
  }
  const note = await store.get(KEYS_SPACE, EVICTED_SPACE, space.id);
  return note
    ? { kind: 'evicted', role: caller.role, at: (note.data as EvictedData).evicted_at }
    : { kind: 'expired', role: caller.role, what: 'key', at: space.expiresAt };
}
