/**
 * The sandbox's tables in PostgreSQL, made when missing. Replicas starting together all run this:
 * `CREATE … IF NOT EXISTS` alone can still fail on a concurrent create (a unique violation in the
 * catalog), so each run holds a transaction-scoped advisory lock and the others wait their turn.
 *
 * `data` is `json`, not `jsonb`: json keeps the text as written, so records come back with their
 * keys in the order the rules wrote them (as from the memory store), and it accepts strings with
 * U+0000, which jsonb refuses (a valid request must not fail there). Compare-and-set compares
 * `data_hash`, a SHA-256 of the data's canonical JSON, the memory store's comparison.
 */
import type { Pool } from 'pg';

/** Any constant shared by every replica; the bytes of "sandbox" as a number. */
const SCHEMA_LOCK = 0x73616e64626f78;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS sandbox_records (
  space text NOT NULL,
  kind text NOT NULL,
  id text NOT NULL,
  key text,
  grp text,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  data json NOT NULL,
  data_hash bytea NOT NULL,
  -- Unix milliseconds from the application's clock, as the memory store counts.
  expires_at bigint,
  seed boolean NOT NULL,
  PRIMARY KEY (space, kind, id)
);
CREATE UNIQUE INDEX IF NOT EXISTS sandbox_records_key ON sandbox_records (space, kind, key) WHERE key IS NOT NULL;
CREATE INDEX IF NOT EXISTS sandbox_records_seq ON sandbox_records (space, kind, seq);
CREATE INDEX IF NOT EXISTS sandbox_records_group ON sandbox_records (space, kind, grp, seq);
CREATE INDEX IF NOT EXISTS sandbox_records_expiry ON sandbox_records (expires_at) WHERE expires_at IS NOT NULL;
-- What a record costs the budget (recordBytes.ts), and per space the sum, kept by a trigger in the
-- same transaction as every write, so the budget is never read from a count that is behind.
ALTER TABLE sandbox_records ADD COLUMN IF NOT EXISTS bytes bigint NOT NULL DEFAULT 0;
CREATE TABLE IF NOT EXISTS sandbox_spaces (
  space text PRIMARY KEY,
  records bigint NOT NULL,
  bytes bigint NOT NULL
);
CREATE OR REPLACE FUNCTION sandbox_count_usage() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO sandbox_spaces AS s (space, records, bytes) VALUES (NEW.space, 1, NEW.bytes)
      ON CONFLICT (space) DO UPDATE SET records = s.records + 1, bytes = s.bytes + NEW.bytes;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE sandbox_spaces SET records = records - 1, bytes = bytes - OLD.bytes WHERE space = OLD.space;
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER sandbox_count_usage AFTER INSERT OR DELETE OR UPDATE OF bytes ON sandbox_records
  FOR EACH ROW EXECUTE FUNCTION sandbox_count_usage();
-- The rate limits' sliding-window logs (rateLog.ts): one row per counter, the Unix ms (the
-- application's clock) of its newest admitted requests still in the window, ascending, at most its
-- limit. (sandbox_rates, the fixed windows of earlier builds, is no longer read: it is left for
-- their replicas during a rollout, and may be dropped once none runs.)
CREATE TABLE IF NOT EXISTS sandbox_rate_logs (
  counter text NOT NULL,
  window_ms bigint NOT NULL,
  stamps bigint[] NOT NULL,
  PRIMARY KEY (counter, window_ms)
);
CREATE TABLE IF NOT EXISTS sandbox_secret (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  secret text NOT NULL
);
`;

/**
 * What the schema's last statement writes on `sandbox_records`: bump it with any change above, so
 * replicas of the new version run the DDL once. A database that has it already is left alone, and
 * no lock is taken: DDL on a table others are writing (a replica starting in a rolling update)
 * would queue behind their transactions and make their next statements queue behind it.
 */
const SCHEMA_VERSION = 'developer-portal sandbox schema 2: budget (bytes, sandbox_spaces), rate logs';

export async function ensureSchema(pool: Pool): Promise<void> {
  const current = await pool.query<{ current: boolean }>(
    "SELECT obj_description(to_regclass('sandbox_records'), 'pg_class') IS NOT DISTINCT FROM $1 AS current",
    [SCHEMA_VERSION],
  );
  if (current.rows[0]?.current) return;
  const client = await pool.connect();
  let failed: Error | undefined;
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    const { rows } = await client.query<{ made: boolean }>("SELECT to_regclass('sandbox_spaces') IS NOT NULL AS made");
    await client.query(SCHEMA);
    await client.query(`COMMENT ON TABLE sandbox_records IS '${SCHEMA_VERSION}'`);
    // A database from before the budget: its spaces are counted once, when their table is made.
    if (!rows[0]?.made) {
      await client.query(
        'INSERT INTO sandbox_spaces (space, records, bytes) SELECT space, count(*), sum(bytes) FROM sandbox_records GROUP BY space ON CONFLICT DO NOTHING',
      );
    }
    await client.query('COMMIT');
  } catch (error) {
    failed = error instanceof Error ? error : new Error(String(error));
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    // A client that failed may hold a broken connection: the pool discards it instead of reusing it.
    client.release(failed);
  }
}
