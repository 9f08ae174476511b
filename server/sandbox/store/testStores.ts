/**
 * For test suites that must hold for both stores: `describeEachStore(title, (stores) => …)` runs the
 * suite once on the memory store and once on PostgreSQL (a throwaway cluster from
 * tests/samples/postgres.ts, one per test file, and a fresh database per suite). Without
 * PostgreSQL installed the PostgreSQL suites are skipped, saying why, except under CI=true where
 * that is a failure: CI must prove both.
 */
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe } from 'vitest';
import { type Postgres, startPostgres } from '../../../tests/samples/postgres.ts';
import { createMemoryStore } from './memoryStore.ts';
import { createPostgresStore, type PostgresStore } from './postgresStore.ts';
import type { NewRecord, SandboxStore } from './sandboxStore.ts';

export type StoreName = 'memory' | 'postgres';
export const STORE_NAMES: readonly StoreName[] = ['memory', 'postgres'];

export interface StoresUnderTest {
  readonly name: StoreName;
  /** The suite's store (set in its beforeAll): state no other suite sees. */
  readonly store: SandboxStore;
  /**
   * Another store on the same state, as a second replica has it: a second pool on the same
   * database; for memory the same store (one process, one memory). Closed after the suite.
   */
  replica(): SandboxStore;
  /** A store on state of its own (a new memory store, a new database), and its replicas; closed after the suite. */
  fresh(): Promise<{ store: SandboxStore; replica(): SandboxStore }>;
}

/** A user record of `space` whose data is its id; `extra` changes any field. */
export const userRecord = (space: string, id: string, extra: Partial<NewRecord> = {}): NewRecord => ({
  space,
  kind: 'user',
  id,
  key: null,
  group: null,
  data: { id },
  expiresAt: null,
  seed: false,
  ...extra,
});

/** Whether Debian's PostgreSQL packages are there (what startPostgres needs). */
export function postgresInstalled(): boolean {
  try {
    return readdirSync('/usr/lib/postgresql').some((name) => /^\d+$/.test(name));
  } catch {
    return false;
  }
}

/** node-postgres's connection string for a database of the cluster, over its Unix socket. */
export const postgresUrl = (db: Postgres, database = db.database): string =>
  `postgresql://${db.user}@/${database}?host=${encodeURIComponent(db.host)}`;

// One cluster per test file: started by the file's first PostgreSQL suite, stopped after its last.
let cluster: Promise<Postgres> | undefined;
let databases = 0;

async function stopCluster(): Promise<void> {
  const stopping = cluster;
  cluster = undefined;
  await (await stopping?.catch(() => undefined))?.stop();
}

/** A new, empty database in this file's cluster, and its connection string. */
export async function freshPostgresDatabase(): Promise<string> {
  const db = await (cluster ??= startPostgres());
  const name = `sandbox_${process.pid}_${++databases}`;
  await db.psql(`CREATE DATABASE ${name}`);
  return postgresUrl(db, name);
}

export function describeEachStore(title: string, suite: (stores: StoresUnderTest) => void): void {
  // Registered where the caller is (the file's top level): after every suite of the file.
  afterAll(stopCluster);
  for (const name of STORE_NAMES) {
    const skip = name === 'postgres' && !postgresInstalled() && process.env.CI !== 'true';
    const heading = skip ? `${title} (postgres: skipped, PostgreSQL is not installed)` : `${title} (${name})`;
    describe.skipIf(skip)(heading, () => {
      const opened: SandboxStore[] = [];
      let store: SandboxStore | undefined;
      let url = '';
      const open = <S extends SandboxStore>(made: S): S => {
        opened.push(made);
        return made;
      };
      const postgres = (at: string): PostgresStore => open(createPostgresStore(at));

      beforeAll(async () => {
        if (name === 'memory') store = open(createMemoryStore());
        else store = postgres((url = await freshPostgresDatabase()));
      }, 120_000); // initdb on a loaded runner
      afterAll(async () => {
        await Promise.all(opened.map((made) => made.close()));
      });

      suite({
        name,
        get store() {
          if (!store) throw new Error('the store is made in beforeAll; use it inside tests');
          return store;
        },
        replica: () => (name === 'memory' ? (store as SandboxStore) : postgres(url)),
        fresh: async () => {
          if (name === 'memory') {
            const made = open(createMemoryStore());
            return { store: made, replica: () => made };
          }
          const at = await freshPostgresDatabase();
          return { store: postgres(at), replica: () => postgres(at) };
        },
      });
    });
  }
}

/** A store whose methods are `store`'s, bound to it, for a test to replace some of. */
function boundCopy(store: SandboxStore): SandboxStore {
  const copy = Object.create(store) as SandboxStore;
  for (const method of Object.keys(store) as (keyof SandboxStore)[]) {
    (copy as unknown as Record<string, unknown>)[method] = (store[method] as (...args: unknown[]) => unknown).bind(
      store,
    );
  }
  return copy;
}

/**
 * The store with `insert` going through `hook` first, inside transactions too (the rules write
 * there): for tests that hold a write back or count them.
 */
export function withInsertHook(store: SandboxStore, hook: (record: NewRecord) => Promise<void>): SandboxStore {
  const hooked = boundCopy(store);
  hooked.insert = async (record) => {
    await hook(record);
    return store.insert(record);
  };
  hooked.transaction = (spaces, work, options) =>
    store.transaction(spaces, (inner) => work(withInsertHook(inner, hook)), options);
  return hooked;
}

/** The store with `before(spaces)` run ahead of each transaction (not inside it): to race one. */
export function withTransactionHook(
  store: SandboxStore,
  before: (spaces: readonly string[]) => Promise<void>,
): SandboxStore {
  const hooked = boundCopy(store);
  hooked.transaction = async (spaces, work, options) => {
    await before(spaces);
    return store.transaction(spaces, work, options);
  };
  return hooked;
}
