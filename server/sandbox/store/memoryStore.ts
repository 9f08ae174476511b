/**
 * The sandbox's state in this process (Maps): the default, right for one replica. Its semantics are
 * the interface's (sandboxStore.ts), the same as the PostgreSQL store's, which the contract suite
 * (sandboxStore.test.ts) runs against both. A record is gone from its `expiresAt` on; expired
 * records and finished rate windows are dropped by `sweep`, which the store also runs itself at
 * most once a minute, so memory stays bounded even if nobody calls it.
 *
 * A record's data is kept as its JSON text, not as objects: a string's size is known
 * (recordBytes.ts), so what the store reports as a space's bytes is what the space costs the heap,
 * and the rules' budget (rules/budget.ts) bounds the process's memory, not an estimate of it.
 *
 * A transaction holds its spaces' in-process locks and keeps an undo journal: when its work throws,
 * every write it made is undone in reverse order.
 */
import { randomBytes } from 'node:crypto';
import { canonicalJson } from './canonicalJson.ts';
import { claimsInProcess } from './claims.ts';
import { checkRateBudget, rateCount } from './rateLog.ts';
import { recordBytes } from './recordBytes.ts';
import type { ListQuery, NewRecord, RateCount, SandboxStore, SpaceUsage, StoredRecord } from './sandboxStore.ts';
import { spaceLocks } from './spaceLocks.ts';

/** A record as kept: its data as JSON text, and what it costs. */
interface Held extends Omit<StoredRecord, 'data'> {
  json: string;
  bytes: number;
}

/** One (space, kind): records by id in seq order (a Map keeps insertion order), and ids by key. */
interface Bucket {
  records: Map<string, Held>;
  byKey: Map<string, string>;
}

/** A counter's sliding-window log (rateLog.ts): admitted times, ascending, at most its limit. */
interface RateLog {
  windowMs: number;
  stamps: number[];
}

/** Undoes one write of a transaction that failed. */
type Undo = () => void;

const SELF_SWEEP_MS = 60_000;

export const isLive = (record: { expiresAt: number | null }, now: number): boolean =>
  record.expiresAt === null || now < record.expiresAt;

/** JSON out: callers never share objects with the store, as with PostgreSQL. */
const toRecord = ({ json, bytes: _bytes, ...record }: Held): StoredRecord => ({ ...record, data: JSON.parse(json) });
const jsonOf = (value: unknown): string => JSON.stringify(value ?? null);
const startsWithAny = (kind: string, prefixes: readonly string[]) => prefixes.some((prefix) => kind.startsWith(prefix));

export function createMemoryStore(): SandboxStore {
  const spaces = new Map<string, Map<string, Bucket>>();
  const usages = new Map<string, SpaceUsage>();
  let totalBytes = 0;
  const rates = new Map<string, RateLog>();
  const hold = spaceLocks();
  const claim = claimsInProcess();
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

  const account = (space: string, records: number, bytes: number) => {
    const usage = usages.get(space) ?? { records: 0, bytes: 0 };
    usage.records += records;
    usage.bytes += bytes;
    totalBytes += bytes;
    if (usage.records === 0) usages.delete(space);
    else usages.set(space, usage);
  };

  // The three writes everything else is made of; each journals its inverse when in a transaction.
  const put = (held: Held, journal: Undo[] | null, restoring = false) => {
    const b = bucket(held.space, held.kind, true) as Bucket;
    b.records.set(held.id, held);
    if (held.key !== null) b.byKey.set(held.key, held.id);
    account(held.space, 1, held.bytes);
    // A record put back by an undo goes back to its place: lists rely on the Map's seq order.
    if (restoring) b.records = new Map([...b.records].sort(([, x], [, y]) => x.seq - y.seq));
    journal?.push(() => remove(held, null));
  };

  const remove = (held: Held, journal: Undo[] | null) => {
    const b = bucket(held.space, held.kind, false);
    if (!b || b.records.get(held.id) !== held) return;
    b.records.delete(held.id);
    if (held.key !== null && b.byKey.get(held.key) === held.id) b.byKey.delete(held.key);
    account(held.space, -1, -held.bytes);
    journal?.push(() => put(held, null, true));
  };

  const change = (held: Held, json: string, expiresAt: number | null, journal: Undo[] | null) => {
    const before = { json: held.json, bytes: held.bytes, expiresAt: held.expiresAt };
    const bytes = recordBytes(held, json);
    account(held.space, 0, bytes - held.bytes);
    Object.assign(held, { json, bytes, expiresAt });
    journal?.push(() => change(held, before.json, before.expiresAt, null));
  };

  /** The live record, dropping it when it has expired. */
  const live = (b: Bucket | undefined, id: string | undefined, now: number, journal: Undo[] | null) => {
    const record = id === undefined ? undefined : b?.records.get(id);
    if (!record) return undefined;
    if (isLive(record, now)) return record;
    remove(record, journal);
    return undefined;
  };

  const sweep = (now: number) => {
    lastSweep = now;
    for (const [space, kinds] of spaces) {
      for (const [kind, b] of kinds) {
        for (const record of [...b.records.values()]) if (!isLive(record, now)) remove(record, null);
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

  /** The store's methods, journaling their writes into `journal` (a transaction's) when given. */
  const view = (journal: Undo[] | null, held: ReadonlySet<string> | null): SandboxStore => {
    const self: SandboxStore = {
      async get(space, kind, id) {
        const record = live(bucket(space, kind, false), id, Date.now(), journal);
        return record ? toRecord(record) : null;
      },

      async getByKey(space, kind, key) {
        const b = bucket(space, kind, false);
        const record = live(b, b?.byKey.get(key), Date.now(), journal);
        return record ? toRecord(record) : null;
      },

      async insert(input: NewRecord) {
        const now = Date.now();
        maybeSweep(now);
        const b = bucket(input.space, input.kind, false);
        // An expired holder of the id or key is dropped by live(), so both are free again.
        if (live(b, input.id, now, journal)) return 'conflict';
        if (input.key !== null && live(b, b?.byKey.get(input.key), now, journal)) return 'conflict';
        const json = jsonOf(input.data);
        const record: Held = {
          space: input.space,
          kind: input.kind,
          id: input.id,
          key: input.key,
          group: input.group,
          seq: ++lastSeq,
          json,
          bytes: recordBytes(input, json),
          expiresAt: input.expiresAt,
          seed: input.seed,
        };
        put(record, journal);
        return toRecord(record);
      },

      async replace(space, kind, id, expected, data, expiresAt) {
        const record = live(bucket(space, kind, false), id, Date.now(), journal);
        if (!record || canonicalJson(JSON.parse(record.json)) !== canonicalJson(expected)) return null;
        change(record, jsonOf(data), expiresAt === undefined ? record.expiresAt : expiresAt, journal);
        return toRecord(record);
      },

      async delete(space, kind, id) {
        const record = bucket(space, kind, false)?.records.get(id);
        if (record) remove(record, journal);
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
          found.push(toRecord(record));
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
        for (const record of [...b.records.values()]) {
          if (left === 0) break;
          if (record.seed || !isLive(record, now)) continue;
          remove(record, journal);
          left -= 1;
        }
      },

      async usage(space) {
        const usage = usages.get(space);
        return usage ? { ...usage } : { records: 0, bytes: 0 };
      },

      async totalBytes() {
        return totalBytes;
      },

      async evictBytes(space, kindPrefixes, bytes) {
        if (bytes <= 0) return 0;
        const candidates = [...(spaces.get(space) ?? new Map<string, Bucket>()).entries()]
          .filter(([kind]) => startsWithAny(kind, kindPrefixes))
          .flatMap(([, b]) => [...b.records.values()].filter((record) => !record.seed))
          .sort((a, b) => a.seq - b.seq);
        let freed = 0;
        for (const record of candidates) {
          if (freed >= bytes) break;
          freed += record.bytes;
          remove(record, journal);
        }
        return freed;
      },

      async dropSpace(space) {
        for (const b of spaces.get(space)?.values() ?? [])
          for (const record of [...b.records.values()]) remove(record, journal);
        spaces.delete(space);
      },

      async transaction(names, work, options) {
        if (held) {
          const outside = names.filter((name) => !held.has(name));
          if (outside.length > 0) throw new Error(`a transaction inside one may not take ${outside.join(', ')}`);
          return work(self);
        }
        const releaseClaims = claim(options?.claims ?? []);
        const release = await hold(names).catch((error: unknown) => {
          releaseClaims();
          throw error;
        });
        const undo: Undo[] = [];
        try {
          return await work(view(undo, new Set(names)));
        } catch (error) {
          for (const step of undo.reverse()) step();
          throw error;
        } finally {
          release();
          releaseClaims();
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
        usages.clear();
        totalBytes = 0;
        rates.clear();
      },
    };
    return self;
  };

  return view(null, null);
}
