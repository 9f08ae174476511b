/**
 * The sandbox's state in PostgreSQL (SANDBOX_DATABASE_URL), shared by every replica: records, rate
 * windows and the cursor secret. The semantics are the memory store's (the contract suite runs
 * against both): every time is the application's `Date.now()` passed as a parameter, never the
 * database's clock, and each method is one statement or an idempotent pair, so replicas may
 * interleave freely. A transaction (postgresTransactions.ts) runs on one connection and holds its
 * spaces' locks before any row: the only lock order, so writers of a space queue instead of
 * deadlocking. What each space holds is kept in `sandbox_spaces` by a trigger (postgresSchema.ts).
 *
 * The database may be down at start or restart at any time: the tables are made on first use (and
 * again after a failure), an idle connection's error is reported to `onPoolError` instead of
 * crashing the process, and a call that cannot reach the database rejects with
 * StoreUnavailableError (the sandbox answers 503) within the timeouts below.
 */
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { canonicalJson } from './canonicalJson.ts';
import { ensureSchema } from './postgresSchema.ts';
import { checkRateBudget, rateCount } from './rateLog.ts';
import { postgresTransactions, type Run } from './postgresTransactions.ts';
import { recordBytes } from './recordBytes.ts';
import type { ListQuery, NewRecord, RateCount, SandboxStore, StoredRecord } from './sandboxStore.ts';
import { StoreUnavailableError } from './storeUnavailable.ts';

export interface PostgresStoreOptions {
  /** An idle connection failed (the server restarted, the network dropped); the pool replaces it. */
  onPoolError?: (error: Error) => void;
}

export interface PostgresStore extends SandboxStore {
  /** Resolves once the tables exist; rejects (StoreUnavailableError) while the database is unreachable. */
  ready(): Promise<void>;
}

interface RecordRow {
  space: string;
  kind: string;
  id: string;
  key: string | null;
  grp: string | null;
  seq: string;
  data: unknown;
  expires_at: string | null;
  seed: boolean;
}

const COLUMNS = 'space, kind, id, key, grp, seq, data, expires_at, seed';
const LIVE = '(expires_at IS NULL OR expires_at > $NOW)';

const toRecord = (row: RecordRow): StoredRecord => ({
  space: row.space,
  kind: row.kind,
  id: row.id,
  key: row.key,
  group: row.grp,
  seq: Number(row.seq),
  data: row.data,
  expiresAt: row.expires_at === null ? null : Number(row.expires_at),
  seed: row.seed,
});

const json = (value: unknown) => JSON.stringify(value ?? null);
const hash = (value: unknown) => createHash('sha256').update(canonicalJson(value)).digest();

export function createPostgresStore(url: string, options: PostgresStoreOptions = {}): PostgresStore {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Fail a call in seconds while the database is away, rather than keep the request waiting.
    connectionTimeoutMillis: 5_000,
    query_timeout: 10_000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
  });
  // Without a listener, an idle client's error (a PostgreSQL restart terminates every connection)
  // is an unhandled 'error' event and ends the process.
  pool.on('error', (error) => options.onPoolError?.(error));

  let schema: Promise<void> | undefined;
  let secret: string | undefined;
  let closed: Promise<void> | undefined;

  const ready = async () => {
    try {
      await (schema ??= ensureSchema(pool).catch((error: unknown) => {
        schema = undefined; // tried again by the next call
        throw error;
      }));
    } catch (error) {
      throw new StoreUnavailableError(error);
    }
  };

  const transactionOn = postgresTransactions(pool, ready);
  const poolRun: Run = (text, values) => pool.query(text, values);

  /** The store's methods, each statement run by `run` (the pool's, or a transaction's connection). */
  const view = (run: Run, held: ReadonlySet<string> | null): SandboxStore => {
    /** Runs one statement; `$NOW` in the text is the last parameter, the application's clock. */
    const query = async <Row extends pg.QueryResultRow>(sql: string, params: unknown[], now?: number) => {
      await ready();
      const values = now === undefined ? params : [...params, now];
      const text = now === undefined ? sql : sql.replaceAll('$NOW', `$${values.length}`);
      try {
        return await run<Row>(text, values);
      } catch (error) {
        throw new StoreUnavailableError(error);
      }
    };

    const records = async (sql: string, params: unknown[], now?: number) =>
      (await query<RecordRow>(sql, params, now)).rows.map(toRecord);

    const self: SandboxStore = {
      async get(space, kind, id) {
        const sql = `SELECT ${COLUMNS} FROM sandbox_records WHERE space = $1 AND kind = $2 AND id = $3 AND ${LIVE}`;
        return (await records(sql, [space, kind, id], Date.now()))[0] ?? null;
      },

      async getByKey(space, kind, key) {
        const sql = `SELECT ${COLUMNS} FROM sandbox_records WHERE space = $1 AND kind = $2 AND key = $3 AND ${LIVE}`;
        return (await records(sql, [space, kind, key], Date.now()))[0] ?? null;
      },

      async insert(record: NewRecord) {
        const now = Date.now();
        // An expired record keeps neither its id nor its key: dropped first (harmless on its own if
        // the insert then loses to another replica's).
        await query(
          'DELETE FROM sandbox_records WHERE space = $1 AND kind = $2 AND (id = $3 OR key = $4) AND expires_at <= $NOW',
          [record.space, record.kind, record.id, record.key],
          now,
        );
        const text = json(record.data);
        const inserted = await records(
          `INSERT INTO sandbox_records (space, kind, id, key, grp, data, data_hash, expires_at, seed, bytes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
          [
            record.space,
            record.kind,
            record.id,
            record.key,
            record.group,
            text,
            hash(record.data),
            record.expiresAt,
            record.seed,
            recordBytes(record, text),
          ],
        );
        return inserted[0] ?? 'conflict';
      },

      async replace(space, kind, id, expected, data, expiresAt) {
        // Concurrent updates of one row queue on its lock; each re-checks data_hash against the row
        // the previous one left, so of several callers expecting the same data exactly one wins.
        const sql = `UPDATE sandbox_records
        SET data = $5, data_hash = $6, expires_at = CASE WHEN $7::boolean THEN $8::bigint ELSE expires_at END,
          bytes = $9 + octet_length(id) + coalesce(octet_length(key), 0) + coalesce(octet_length(grp), 0)
        WHERE space = $1 AND kind = $2 AND id = $3 AND data_hash = $4 AND ${LIVE}
        RETURNING ${COLUMNS}`;
        const text = json(data);
        const params = [
          space,
          kind,
          id,
          hash(expected),
          text,
          hash(data),
          expiresAt !== undefined,
          expiresAt ?? null,
          recordBytes({ id: '', key: null, group: null }, text),
        ];
        return (await records(sql, params, Date.now()))[0] ?? null;
      },

      async delete(space, kind, id) {
        await query('DELETE FROM sandbox_records WHERE space = $1 AND kind = $2 AND id = $3', [space, kind, id]);
      },

      async list(q: ListQuery) {
        if (q.limit <= 0) return [];
        const params: unknown[] = [q.space, q.kind];
        const where = ['space = $1', 'kind = $2', LIVE];
        const param = (value: unknown) => `$${params.push(value)}`;
        if (q.group !== undefined) where.push(`grp = ${param(q.group)}`);
        if (q.groupPrefix !== undefined) where.push(`starts_with(grp, ${param(q.groupPrefix)})`);
        if (q.after !== undefined) where.push(`seq ${q.order === 'asc' ? '>' : '<'} ${param(q.after)}`);
        const direction = q.order === 'asc' ? 'ASC' : 'DESC';
        const sql = `SELECT ${COLUMNS} FROM sandbox_records WHERE ${where.join(' AND ')}
        ORDER BY seq ${direction} LIMIT ${param(q.limit)}`;
        return records(sql, params, Date.now());
      },

      async count(space, kind) {
        const sql = `SELECT count(*)::int AS n FROM sandbox_records WHERE space = $1 AND kind = $2 AND ${LIVE}`;
        return (await query<{ n: number }>(sql, [space, kind], Date.now())).rows[0]?.n ?? 0;
      },

      async evictOldest(space, kind, n) {
        if (n <= 0) return;
        await query(
          `DELETE FROM sandbox_records WHERE space = $1 AND kind = $2 AND id IN (
           SELECT id FROM sandbox_records WHERE space = $1 AND kind = $2 AND NOT seed AND ${LIVE}
           ORDER BY seq LIMIT $3)`,
          [space, kind, n],
          Date.now(),
        );
      },

      async hit(counter, limit, windowMs, now = Date.now()): Promise<RateCount> {
        checkRateBudget(limit, windowMs);
        const stampsOf = (rows: { stamps: string[] }[]) => (rows[0]?.stamps ?? []).map(Number);
        // One statement on one row (rateLog.ts): concurrent hits on a counter, from any replica, queue
        // on its lock, and each decides on the times the one before left, so two never both take the
        // last place. The log keeps the newest `limit` times inside the window, ascending; a refused
        // hit (the WHERE) writes nothing.
        const logged = await query<{ stamps: string[] }>(
          `INSERT INTO sandbox_rate_logs AS log (counter, window_ms, stamps) VALUES ($1, $2, ARRAY[$4::bigint])
         ON CONFLICT (counter, window_ms) DO UPDATE SET stamps = ARRAY(
           SELECT s FROM (
             SELECT s FROM unnest(log.stamps || $4::bigint) AS s
             WHERE s > $4::bigint - $2::bigint ORDER BY s DESC LIMIT $3::bigint
           ) AS newest ORDER BY s)
         WHERE (SELECT count(*) FROM unnest(log.stamps) AS s WHERE s > $4::bigint - $2::bigint) < $3::bigint
         RETURNING stamps`,
          [counter, windowMs, limit, now],
        );
        if (logged.rows.length > 0) return rateCount(true, stampsOf(logged.rows), limit, windowMs, now);
        // Refused: the log as it stands now (at least as the refusal saw it) says when a place frees.
        const { rows } = await query<{ stamps: string[] }>(
          'SELECT stamps FROM sandbox_rate_logs WHERE counter = $1 AND window_ms = $2',
          [counter, windowMs],
        );
        const inWindow = stampsOf(rows)
          .filter((stamp) => stamp > now - windowMs)
          .sort((a, b) => a - b);
        return rateCount(false, inWindow, limit, windowMs, now);
      },

      async secret() {
        if (secret) return secret;
        // The first replica's secret wins; the others read it.
        const mine = randomBytes(32).toString('hex');
        await query('INSERT INTO sandbox_secret (secret) VALUES ($1) ON CONFLICT DO NOTHING', [mine]);
        const { rows } = await query<{ secret: string }>('SELECT secret FROM sandbox_secret', []);
        if (!rows[0]) throw new StoreUnavailableError('the sandbox secret is missing');
        return (secret = rows[0].secret);
      },

      async usage(space) {
        const { rows } = await query<{ records: string; bytes: string }>(
          'SELECT records, bytes FROM sandbox_spaces WHERE space = $1',
          [space],
        );
        return { records: Number(rows[0]?.records ?? 0), bytes: Number(rows[0]?.bytes ?? 0) };
      },

      async totalBytes() {
        const { rows } = await query<{ bytes: string }>(
          'SELECT coalesce(sum(bytes), 0) AS bytes FROM sandbox_spaces',
          [],
        );
        return Number(rows[0]?.bytes ?? 0);
      },

      async evictBytes(space, kindPrefixes, bytes) {
        if (bytes <= 0) return 0;
        // The oldest first, each while the ones before it have not freed `bytes` yet.
        const { rows } = await query<{ bytes: string }>(
          `WITH doomed AS (
           SELECT kind, id FROM (
             SELECT kind, id, bytes, sum(bytes) OVER (ORDER BY seq) AS running FROM sandbox_records
             WHERE space = $1 AND NOT seed AND EXISTS (SELECT 1 FROM unnest($2::text[]) p WHERE starts_with(kind, p))
           ) ranked WHERE running - bytes < $3)
         DELETE FROM sandbox_records r USING doomed d WHERE r.space = $1 AND r.kind = d.kind AND r.id = d.id
         RETURNING r.bytes`,
          [space, kindPrefixes, bytes],
        );
        return rows.reduce((sum, row) => sum + Number(row.bytes), 0);
      },

      async dropSpace(space) {
        await query('DELETE FROM sandbox_records WHERE space = $1', [space]);
        await query('DELETE FROM sandbox_spaces WHERE space = $1 AND records <= 0', [space]);
      },

      async transaction(names, work, options) {
        if (held) {
          const outside = names.filter((name) => !held.has(name));
          if (outside.length > 0) throw new Error(`a transaction inside one may not take ${outside.join(', ')}`);
          return work(self);
        }
        return transactionOn(names, (run) => work(view(run, new Set(names))), options?.claims);
      },

      async sweep(now) {
        // A space at a time, under its lock: the trigger's counts are written in the one lock order.
        const { rows } = await query<{ space: string }>(
          'SELECT DISTINCT space FROM sandbox_records WHERE expires_at <= $1',
          [now],
        );
        for (const { space } of rows) {
          await transactionOn([space], async (runInside) => {
            await runInside('DELETE FROM sandbox_records WHERE space = $1 AND expires_at <= $2', [space, now]);
            await runInside('DELETE FROM sandbox_spaces WHERE space = $1 AND records <= 0', [space]);
          });
        }
        // A log's newest time (the last: logs are ascending) has left its window: it decides nothing.
        await query('DELETE FROM sandbox_rate_logs WHERE stamps[array_upper(stamps, 1)] <= $1::bigint - window_ms', [
          now,
        ]);
      },

      async close() {
        await (closed ??= pool.end());
      },
    };
    return self;
  };

  return { ready, ...view(poolRun, null) };
}
