/**
 * What only the PostgreSQL store has to survive (the shared contract is sandboxStore.test.ts):
 * replicas creating the tables at once, a database unreachable at start, and a restart while the
 * pool holds connections: calls reject with StoreUnavailableError meanwhile (the sandbox's 503)
 * and work again after, without the process ending on the idle connections' errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Postgres, startPostgres } from '../../../tests/samples/postgres.ts';
import { createPostgresStore, type PostgresStore } from './postgresStore.ts';
import { StoreUnavailableError } from './storeUnavailable.ts';
import { postgresInstalled, postgresUrl, userRecord } from './testStores.ts';

const skip = !postgresInstalled() && process.env.CI !== 'true';

describe.skipIf(skip)('PostgreSQL sandbox store', () => {
  let db: Postgres;
  let databases = 0;
  const opened: PostgresStore[] = [];
  const open = (url: string, onPoolError?: (error: Error) => void) => {
    const store = createPostgresStore(url, { onPoolError });
    opened.push(store);
    return store;
  };
  const freshUrl = async () => {
    const name = `store_${++databases}`;
    await db.psql(`CREATE DATABASE ${name}`);
    return postgresUrl(db, name);
  };
  const user = (id: string) => userRecord('spc', id);

  beforeAll(async () => {
    db = await startPostgres();
  }, 120_000);
  afterAll(async () => {
    await Promise.all(opened.map((store) => store.close()));
    await db?.stop();
  });

  it('starts a replica beside one in a transaction without waiting for it (no DDL on a current schema)', async () => {
    const url = await freshUrl();
    const first = open(url);
    await first.ready();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let inside = () => {};
    const entered = new Promise<void>((resolve) => (inside = resolve));
    // A transaction that has written and stays open, as a replica's does mid-request.
    const open_ = first.transaction(['spc'], async (tx) => {
      await tx.insert(user('usr_held'));
      inside();
      await held;
    });
    await entered;
    const second = open(url);
    await second.ready(); // would wait for the transaction (and time out) if it ran DDL
    await second.insert(userRecord('other', 'usr_2'));
    release();
    await open_;
    expect(await second.get('spc', 'user', 'usr_held')).not.toBeNull();
  });

  it('makes its tables once when several replicas start together', async () => {
    const url = await freshUrl();
    const replicas = Array.from({ length: 4 }, () => open(url));
    await Promise.all(replicas.map((store) => store.ready()));
    await Promise.all(replicas.map((store) => store.ready())); // and again: nothing to do
    expect(await replicas[0]?.insert(user('usr_1'))).toMatchObject({ id: 'usr_1' });
    expect(await replicas[3]?.get('spc', 'user', 'usr_1')).toMatchObject({ id: 'usr_1' });
  });

  it('rejects with StoreUnavailableError while the database cannot be reached, in seconds', async () => {
    const store = open(`postgresql://postgres@/postgres?host=${encodeURIComponent(`${db.host}/missing`)}`);
    const started = Date.now();
    await expect(store.ready()).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.get('spc', 'user', 'usr_1')).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.hit('ip', 600, 60_000)).rejects.toThrow(/sandbox store unavailable/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('answers again after a restart, and an idle connection’s end does not end the process', async () => {
    const poolErrors: Error[] = [];
    const url = await freshUrl();
    const store = open(url, (error) => poolErrors.push(error));
    // Several idle connections in the pool, which the restart terminates.
    await Promise.all(Array.from({ length: 3 }, (_, i) => store.insert(user(`usr_${i}`))));
    let lateStore: PostgresStore | undefined;
    await db.restart(async () => {
      await expect(store.get('spc', 'user', 'usr_0')).rejects.toBeInstanceOf(StoreUnavailableError);
      // A replica starting while the database is down: its tables wait for it.
      lateStore = open(url);
      await expect(lateStore.count('spc', 'user')).rejects.toBeInstanceOf(StoreUnavailableError);
    });
    expect(poolErrors.length).toBeGreaterThan(0);
    expect(poolErrors[0]?.message).toMatch(/terminating connection/);
    expect(await store.get('spc', 'user', 'usr_0')).toMatchObject({ id: 'usr_0' });
    expect(await lateStore?.count('spc', 'user')).toBe(3);
  });

  it('closes its pool once, however often it is asked', async () => {
    const store = open(await freshUrl());
    await store.ready();
    await Promise.all([store.close(), store.close()]);
    await store.close();
    await expect(store.get('spc', 'user', 'usr_0')).rejects.toBeInstanceOf(StoreUnavailableError);
  });
});
