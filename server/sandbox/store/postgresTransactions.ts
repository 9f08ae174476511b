/**
 * The PostgreSQL store's transactions (sandboxStore.ts `transaction`), apart from its statements:
 * one connection from the pool, `BEGIN`, the claims taken without waiting, then each space's
 * transaction-scoped advisory lock in one order (by key), before `work` touches a row, and
 * `COMMIT`. The in-process locks and claims come first, so a replica's own transactions on a space
 * queue without holding a connection each. A deadlock, a serialization failure or a lock held past
 * 5 s is tried again, twice; a claim another holds is ClaimTakenError at once.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { ClaimTakenError, claimsInProcess } from './claims.ts';
import { spaceLocks } from './spaceLocks.ts';
import { StoreUnavailableError } from './storeUnavailable.ts';

/** Runs one statement: on the pool, or on a transaction's connection. */
export type Run = <Row extends pg.QueryResultRow>(text: string, values: unknown[]) => Promise<pg.QueryResult<Row>>;

/** A space's (or a claim's) advisory lock: 64 bits of its name's SHA-256, as PostgreSQL's signed bigint. */
const lockKey = (name: string): bigint => createHash('sha256').update(name).digest().readBigInt64BE(0);

/** Deadlock (40P01), serialization failure (40001) and lock timeout (55P03): a transaction tried again. */
const RETRIED_CODES = new Set(['40P01', '40001', '55P03']);
const ATTEMPTS = 3;
const isRetried = (error: unknown): boolean => {
  const cause = error instanceof StoreUnavailableError ? error.cause : error;
  return RETRIED_CODES.has(String((cause as { code?: unknown } | null)?.code));
};

/** Runs `work(run)` in a transaction holding `spaces` and `claims`; its rejections are the store's. */
export type TransactionRunner = <T>(
  spaces: readonly string[],
  work: (run: Run) => Promise<T>,
  claims?: readonly string[],
) => Promise<T>;

export function postgresTransactions(pool: pg.Pool, ready: () => Promise<void>): TransactionRunner {
  const hold = spaceLocks();
  const claim = claimsInProcess();
  return async (spaces, work, claims = []) => {
    const releaseClaims = claim(claims);
    const release = await hold(spaces).catch((error: unknown) => {
      releaseClaims();
      throw error;
    });
    try {
      await ready();
      const keys = [...new Set(spaces)].map(lockKey).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      for (let attempt = 1; ; attempt += 1) {
        let client: pg.PoolClient;
        try {
          client = await pool.connect();
        } catch (error) {
          throw new StoreUnavailableError(error);
        }
        const run: Run = async (text, values) => {
          try {
            return await client.query(text, values);
          } catch (error) {
            throw new StoreUnavailableError(error);
          }
        };
        let broken: Error | undefined;
        try {
          await run('BEGIN', []);
          // A lock held too long (a stuck connection) fails this transaction, which is tried again.
          await run("SET LOCAL lock_timeout = '5s'", []);
          // Claims first and without waiting (another replica's holder makes this one refuse).
          for (const name of claims) {
            const taken = await run<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS ok', [
              lockKey(`claim:${name}`).toString(),
            ]);
            if (!taken.rows[0]?.ok) throw new ClaimTakenError(name);
          }
          for (const key of keys) await run('SELECT pg_advisory_xact_lock($1)', [key.toString()]);
          const result = await work(run);
          await run('COMMIT', []);
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch((failed: unknown) => {
            broken = failed instanceof Error ? failed : new Error(String(failed));
          });
          if (!broken && isRetried(error) && attempt < ATTEMPTS) continue;
          throw error;
        } finally {
          // A connection whose rollback failed may be broken: the pool discards it.
          client.release(broken);
        }
      }
    } finally {
      release();
      releaseClaims();
    }
  };
}
