/**
 * Where the sandbox keeps its state, apart from its rules (server/sandbox/rules/): one interface,
 * an in-process store for one replica (memoryStore.ts) and a PostgreSQL store that several replicas
 * share (postgresStore.ts, SANDBOX_DATABASE_URL). The store knows nothing of users or messages:
 * it keeps JSON records in spaces, numbers them, lists them in order, expires them, and counts
 * requests for the rate limits, and it measures what each space holds (recordBytes.ts) so the
 * rules can keep the sandbox within its memory budget (rules/budget.ts). Every method is atomic on
 * its own; what must commit together runs in `transaction`, which holds the locks of the spaces it
 * names (always taken in one order), so two replicas may call in any interleaving and never
 * deadlock.
 */

/** What a record is (the rules decide the kinds; the store only keeps them apart). */
export type RecordKind = string;

export interface StoredRecord {
  /** The sandbox a record belongs to: a key pair's space, or the shared demo space. */
  space: string;
  kind: RecordKind;
  /** Unique within (space, kind). */
  id: string;
  /** A second unique name within (space, kind), such as a user's external ID; null for none. */
  key: string | null;
  /** What lists filter on, by equality or prefix, such as `usr_8f2k4m1q:pro_4Kd2Ns`; null for none. */
  group: string | null;
  /** Store-assigned, increasing within (space, kind) in insertion order: what lists and cursors order by. */
  seq: number;
  data: unknown;
  /** Unix milliseconds after which the record is gone (reads never return it); null = never. */
  expiresAt: number | null;
  /** A seed record: never evicted by a cap; the rules may restore it from `seedData`. */
  seed: boolean;
}

export type NewRecord = Omit<StoredRecord, 'seq'>;

export interface ListQuery {
  space: string;
  kind: RecordKind;
  /** Only records whose group equals this… */
  group?: string;
  /** …or starts with this. */
  groupPrefix?: string;
  /** Only records after this seq in the chosen order (a cursor's position). */
  after?: number;
  order: 'asc' | 'desc';
  limit: number;
}

export interface RateCount {
  /** Whether the request is let through: fewer than `limit` were, under its counter, in the window before it. */
  admitted: boolean;
  /** Requests admitted in the window ending now, this one included when admitted; at least `limit` when refused. */
  count: number;
  /**
   * Unix milliseconds at which the oldest of them leaves the window, so `count` falls: when a
   * refused caller finds a place free (unless others take it first).
   */
  resetAt: number;
}

/** What a space holds, expired records not yet swept included: what it costs the budget. */
export interface SpaceUsage {
  records: number;
  /** recordBytes() of every record, summed. */
  bytes: number;
}

export interface SandboxStore {
  /** The record, or null when there is none or it has expired. */
  get(space: string, kind: RecordKind, id: string): Promise<StoredRecord | null>;
  /** The record with this `key`, or null. */
  getByKey(space: string, kind: RecordKind, key: string): Promise<StoredRecord | null>;
  /** Adds a record; 'conflict' when (space, kind, id) or (space, kind, key) is taken by a live record. */
  insert(record: NewRecord): Promise<StoredRecord | 'conflict'>;
  /**
   * Replaces a record's data (and expiry when given), only if its data is still `expected`
   * (compared as JSON): the compare-and-set that keeps two replicas from both moving a status.
   * Null when the record is gone or changed meanwhile.
   */
  replace(
    space: string,
    kind: RecordKind,
    id: string,
    expected: unknown,
    data: unknown,
    expiresAt?: number | null,
  ): Promise<StoredRecord | null>;
  delete(space: string, kind: RecordKind, id: string): Promise<void>;
  list(query: ListQuery): Promise<StoredRecord[]>;
  /** Live records of (space, kind), seeds included. */
  count(space: string, kind: RecordKind): Promise<number>;
  /** Removes the `n` oldest live non-seed records of (space, kind). */
  evictOldest(space: string, kind: RecordKind, n: number): Promise<void>;
  /**
   * Admits one request under `counter` if fewer than `limit` were admitted under it in the
   * `windowMs` before `now` (Date.now() unless given), across every replica: a sliding window, so
   * no `windowMs` ever holds more than `limit`. A refused request is not counted. Counters of
   * different window lengths are apart; one counter takes one limit (rateLog.ts).
   */
  hit(counter: string, limit: number, windowMs: number, now?: number): Promise<RateCount>;
  /**
   * A random secret made once per store and the same on every replica sharing it (signs cursors),
   * at least 32 bytes, hex.
   */
  secret(): Promise<string>;
  usage(space: string): Promise<SpaceUsage>;
  /** What every space holds together, in bytes. */
  totalBytes(): Promise<number>;
  /**
   * Removes a space's oldest non-seed records whose kind starts with one of `kindPrefixes` (`''`
   * for any kind), oldest first, until at least `bytes` are freed; the bytes freed.
   */
  evictBytes(space: string, kindPrefixes: readonly string[], bytes: number): Promise<number>;
  /** Removes every record of a space, seeds included. */
  dropSpace(space: string): Promise<void>;
  /**
   * Runs `work` with a store whose writes commit together when `work` resolves and not at all when
   * it throws. Other transactions naming any of `spaces` wait until this one ends (locks are taken
   * in one order, so transactions never deadlock); writes outside a transaction do not wait. The
   * store `work` is given may only be used inside it; a transaction inside it may name only spaces
   * it holds. `claims` are names held without waiting (claims.ts): when another transaction holds
   * one, this one rejects at once with ClaimTakenError, before `work` runs.
   */
  transaction<T>(
    spaces: readonly string[],
    work: (store: SandboxStore) => Promise<T>,
    options?: { claims?: readonly string[] },
  ): Promise<T>;
  /** Drops expired records and finished rate windows; called now and then by the sandbox. */
  sweep(now: number): Promise<void>;
  close(): Promise<void>;
}
