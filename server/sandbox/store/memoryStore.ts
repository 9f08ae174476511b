/**
 * The sandbox's state in this process (Maps): the default, right for one replica. Its semantics are
 * the interface's (sandboxStore.ts), the same as the PostgreSQL store's, which the contract suite
 * (sandboxStore.test.ts) runs against both. A record is gone from its `expiresAt` on; expired
 * records and finished rate windows are dropped by `sweep`, which the store also runs itself at
 * most once a minute, so memory stays bounded even if nobody calls it.
 */
import { randomBytes } from 'node:crypto';
import { canonicalJson } from './canonicalJson.ts';
import { checkRateBudget, rateCount } from './rateLog.ts';
import type { ListQuery, NewRecord, RateCount, SandboxStore, StoredRecord } from './sandboxStore.ts';

/** One (space, kind): records by id in seq order (a Map keeps insertion order), and ids by key. */
interface Bucket {
  records: Map<string, StoredRecord>;
  byKey: Map<string, string>;
}

/** A counter's sliding-window log (rateLog.ts): admitted times, ascending, at most its limit. */
interface RateLog {
  windowMs: number;
  stamps: number[];
}

const SELF_SWEEP_MS = 60_000;

export const isLive = (record: { expiresAt: number | null }, now: number): boolean =>
  record.expiresAt === null || now < record.expiresAt;

/** JSON in, JSON out: callers never share objects with the store, as with PostgreSQL's JSONB. */
const copy = (record: StoredRecord): StoredRecord => ({ ...record, data: cloneJson(record.data) });
const cloneJson = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

export function createMemoryStore(): SandboxStore {
  const spaces = new Map<string, Map<string, Bucket>>();
  const rates = new Map<string, RateLog>();
  // One sequence for the whole store: increasing within every (space, kind), and never reused when
  // an emptied bucket is dropped, so an old cursor never points into newer records.
  let lastSeq = 0;
  let lastSweep = Date.now();
  let secret: string | undefined;

  const bucket = (space: string, kind: string, create: boolean): Bucket | undefined => {
    let kinds = spaces.get(space);
    if (!kinds && create) spaces.set(space, (kinds = new Map()));
    let found = kinds?.get(kind);
    if (!found && create && kinds) kinds.set(kind, (found = { records: new Map(), byKey: new Map() }));
    return found;
  };

  const remove = (b: Bucket, record: StoredRecord) => {
    b.records.delete(record.id);
    if (record.key !== null && b.byKey.get(record.key) === record.id) b.byKey.delete(record.key);
  };

  /** The live record, dropping it when it has expired. */
  const live = (b: Bucket | undefined, id: string | undefined, now: number): StoredRecord | undefined => {
    const record = id === undefined ? undefined : b?.records.get(id);
    if (!record || !b) return undefined;
    if (isLive(record, now)) return record;
    remove(b, record);
    return undefined;
  };

  const sweep = (now: number) => {
    lastSweep = now;
    for (const [space, kinds] of spaces) {
      for (const [kind, b] of kinds) {
        for (const record of b.records.values()) if (!isLive(record, now)) remove(b, record);
        if (b.records.size === 0) kinds.delete(kind);
      }
      if (kinds.size === 0) spaces.delete(space);
    }
    // A counter whose newest admitted time has left its window decides nothing any more.
    for (const [counter, log] of rates)
      if ((log.stamps.at(-1) ?? -Infinity) <= now - log.windowMs) rates.delete(counter);
  };

  const maybeSweep = (now: number) => {
    if (now - lastSweep >= SELF_SWEEP_MS) sweep(now);
  };

  return {
    async get(space, kind, id) {
      const record = live(bucket(space, kind, false), id, Date.now());
      return record ? copy(record) : null;
    },

    async getByKey(space, kind, key) {
      const b = bucket(space, kind, false);
      const record = live(b, b?.byKey.get(key), Date.now());
      return record ? copy(record) : null;
    },

    async insert(input: NewRecord) {
      const now = Date.now();
      maybeSweep(now);
      const b = bucket(input.space, input.kind, true) as Bucket;
      // An expired holder of the id or key is dropped by live(), so both are free again.
      if (live(b, input.id, now)) return 'conflict';
      if (input.key !== null && live(b, b.byKey.get(input.key), now)) return 'conflict';
      const record: StoredRecord = {
        space: input.space,
        kind: input.kind,
        id: input.id,
        key: input.key,
        group: input.group,
        seq: ++lastSeq,
        data: cloneJson(input.data),
        expiresAt: input.expiresAt,
        seed: input.seed,
      };
      b.records.set(record.id, record);
      if (record.key !== null) b.byKey.set(record.key, record.id);
      return copy(record);
    },

    async replace(space, kind, id, expected, data, expiresAt) {
      const record = live(bucket(space, kind, false), id, Date.now());
      if (!record || canonicalJson(record.data) !== canonicalJson(expected)) return null;
      record.data = cloneJson(data);
      if (expiresAt !== undefined) record.expiresAt = expiresAt;
      return copy(record);
    },

    async delete(space, kind, id) {
      const b = bucket(space, kind, false);
      const record = b?.records.get(id);
      if (b && record) remove(b, record);
    },

    async list(query: ListQuery) {
      const b = bucket(query.space, query.kind, false);
      if (!b || query.limit <= 0) return [];
      const now = Date.now();
      const records = [...b.records.values()];
      if (query.order === 'desc') records.reverse();
      const found: StoredRecord[] = [];
      for (const record of records) {
        if (!isLive(record, now)) continue;
        if (
          query.after !== undefined &&
          (query.order === 'asc' ? record.seq <= query.after : record.seq >= query.after)
        )
          continue;
        if (query.group !== undefined && record.group !== query.group) continue;
        if (query.groupPrefix !== undefined && !record.group?.startsWith(query.groupPrefix)) continue;
        found.push(copy(record));
        if (found.length >= query.limit) break;
      }
      return found;
    },

    async count(space, kind) {
      const b = bucket(space, kind, false);
      if (!b) return 0;
      const now = Date.now();
      let total = 0;
      for (const record of b.records.values()) if (isLive(record, now)) total += 1;
      return total;
    },

    async evictOldest(space, kind, n) {
      const b = bucket(space, kind, false);
      if (!b || n <= 0) return;
      const now = Date.now();
      let left = n;
      for (const record of b.records.values()) {
        if (left === 0) break;
        if (record.seed || !isLive(record, now)) continue;
        remove(b, record);
        left -= 1;
      }
    },

    async hit(counter, limit, windowMs, now = Date.now()): Promise<RateCount> {
      checkRateBudget(limit, windowMs);
      maybeSweep(Date.now());
      const name = `${windowMs}:${counter}`;
      const log = rates.get(name) ?? { windowMs, stamps: [] };
      const { stamps } = log;
      // Times that have left the window, and any beyond the newest `limit`, decide nothing.
      let gone = 0;
      while (gone < stamps.length && (stamps[gone] as number) <= now - windowMs) gone += 1;
      stamps.splice(0, Math.max(gone, stamps.length - limit));
      const admitted = stamps.length < limit;
      if (admitted) {
        let at = stamps.length; // kept ascending even if the caller's clock went back
        while (at > 0 && (stamps[at - 1] as number) > now) at -= 1;
        stamps.splice(at, 0, now);
      }
      if (stamps.length > 0) rates.set(name, log);
      return rateCount(admitted, stamps, limit, windowMs, now);
    },

    async secret() {
      return (secret ??= randomBytes(32).toString('hex'));
    },

    async sweep(now) {
      sweep(now);
    },

    async close() {
      spaces.clear();
      rates.clear();
    },
  };
}
