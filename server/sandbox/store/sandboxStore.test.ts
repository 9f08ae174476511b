/**
 * The store contract (sandboxStore.ts), run against both stores: what the sandbox's rules may rely
 * on whichever one a deployment uses. Each test works in a space of its own; the clock is
 * Date.now, which the stores read for "now" (PostgreSQL's clock is never used).
 */
import fc from 'fast-check';
import { beforeEach, expect, it, vi } from 'vitest';
import { ClaimTakenError } from './claims.ts';
import { recordBytes } from './recordBytes.ts';
import type { SandboxStore } from './sandboxStore.ts';
import { describeEachStore, userRecord } from './testStores.ts';

const T0 = 1_800_000_000_000;
let now = T0;
let spaces = 0;

/** A space no other test uses (suites share a store). */
const newSpace = () => `spc_${++spaces}`;

beforeEach(() => {
  now = T0;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
});

describeEachStore('sandbox store', (stores) => {
  it('keeps a record and reads it back by id and by key, as a copy', async () => {
    const space = newSpace();
    const data = { name: 'Ada', locale: 'en', tags: ['a', 'b'], nested: { z: 1, a: null } };
    const inserted = await stores.store.insert(userRecord(space, 'usr_1', { key: 'ext_1', group: 'g', data }));
    expect(inserted).toEqual({
      ...userRecord(space, 'usr_1', { key: 'ext_1', group: 'g', data }),
      seq: expect.any(Number),
    });
    const read = await stores.store.get(space, 'user', 'usr_1');
    expect(read).toEqual(inserted);
    // Keys come back in the order written (the API's answers are built from them).
    expect(Object.keys(read?.data as object)).toEqual(['name', 'locale', 'tags', 'nested']);
    expect(await stores.store.getByKey(space, 'user', 'ext_1')).toEqual(inserted);
    (read?.data as { name: string }).name = 'changed by the caller';
    expect((await stores.store.get(space, 'user', 'usr_1'))?.data).toEqual(data);
    expect(await stores.store.get(space, 'user', 'usr_2')).toBeNull();
    expect(await stores.store.get(space, 'message', 'usr_1')).toBeNull();
    expect(await stores.store.get(newSpace(), 'user', 'usr_1')).toBeNull();
    expect(await stores.store.getByKey(space, 'user', 'ext_2')).toBeNull();
  });

  it('keeps strings PostgreSQL’s jsonb would refuse or change', async () => {
    const space = newSpace();
    const data = { nul: 'a\u0000b', emoji: '👩🏽‍⚕️', big: 2 ** 53 - 1, float: 1.5, empty: {} };
    await stores.store.insert(userRecord(space, 'usr_1', { data }));
    expect((await stores.store.get(space, 'user', 'usr_1'))?.data).toEqual(data);
  });

  it('refuses a second live record with the same id or key in a (space, kind), and only there', async () => {
    const space = newSpace();
    await stores.store.insert(userRecord(space, 'usr_1', { key: 'ext_1' }));
    expect(await stores.store.insert(userRecord(space, 'usr_1'))).toBe('conflict');
    expect(await stores.store.insert(userRecord(space, 'usr_2', { key: 'ext_1' }))).toBe('conflict');
    expect(await stores.store.insert(userRecord(space, 'usr_3'))).not.toBe('conflict');
    expect(await stores.store.insert(userRecord(space, 'usr_4'))).not.toBe('conflict'); // null keys never clash
    expect(await stores.store.insert(userRecord(space, 'usr_1', { kind: 'message', key: 'ext_1' }))).not.toBe(
      'conflict',
    );
    expect(await stores.store.insert(userRecord(newSpace(), 'usr_1', { key: 'ext_1' }))).not.toBe('conflict');
    expect((await stores.store.get(space, 'user', 'usr_1'))?.data).toEqual({ id: 'usr_1' });
  });

  it('lets exactly one of concurrent inserts of one key win', async () => {
    const space = newSpace();
    const replica = stores.replica();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? replica : stores.store).insert(userRecord(space, `usr_${i}`, { key: 'ext' })),
      ),
    );
    expect(results.filter((result) => result !== 'conflict')).toHaveLength(1);
  });

  it('forgets a record from its expiresAt on, and frees its id and key', async () => {
    const space = newSpace();
    const first = await stores.store.insert(userRecord(space, 'usr_1', { key: 'ext_1', expiresAt: T0 + 1000 }));
    now = T0 + 999;
    expect(await stores.store.get(space, 'user', 'usr_1')).toEqual(first);
    expect(await stores.store.count(space, 'user')).toBe(1);
    now = T0 + 1000;
    expect(await stores.store.get(space, 'user', 'usr_1')).toBeNull();
    expect(await stores.store.getByKey(space, 'user', 'ext_1')).toBeNull();
    expect(await stores.store.list({ space, kind: 'user', order: 'asc', limit: 10 })).toEqual([]);
    expect(await stores.store.count(space, 'user')).toBe(0);
    expect(await stores.store.replace(space, 'user', 'usr_1', { id: 'usr_1' }, { id: 'x' })).toBeNull();

    const again = await stores.store.insert(userRecord(space, 'usr_1', { key: 'ext_1', data: { again: true } }));
    const other = await stores.store.insert(userRecord(space, 'usr_2', { key: 'ext_1' }));
    expect(other).toBe('conflict');
    if (again === 'conflict' || first === 'conflict') throw new Error('expected inserts');
    expect(again.seq).toBeGreaterThan(first.seq);
    // The key expired on another record is free too.
    const space2 = newSpace();
    await stores.store.insert(userRecord(space2, 'usr_a', { key: 'ext', expiresAt: T0 + 2000 }));
    now = T0 + 2000;
    expect(await stores.store.insert(userRecord(space2, 'usr_b', { key: 'ext' }))).not.toBe('conflict');
    expect((await stores.store.getByKey(space2, 'user', 'ext'))?.id).toBe('usr_b');
  });

  it('numbers records in insertion order within a (space, kind)', async () => {
    const space = newSpace();
    const seqs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const inserted = await stores.store.insert(userRecord(space, `usr_${i}`));
      if (inserted === 'conflict') throw new Error('conflict');
      seqs.push(inserted.seq);
    }
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(5);
  });

  it('lists by order, group, group prefix, cursor position and limit', async () => {
    const space = newSpace();
    const groups = ['usr_1:pro_a', 'usr_1:pro_b', 'usr_2:pro_a', null, 'usr_1:pro_a'];
    for (const [i, group] of groups.entries()) await stores.store.insert(userRecord(space, `msg_${i}`, { group }));
    await stores.store.insert(userRecord(space, 'msg_other_kind', { kind: 'event', group: 'usr_1:pro_a' }));
    const ids = async (query: Partial<Parameters<typeof stores.store.list>[0]>) =>
      (await stores.store.list({ space, kind: 'user', order: 'asc', limit: 100, ...query })).map((found) => found.id);

    expect(await ids({})).toEqual(['msg_0', 'msg_1', 'msg_2', 'msg_3', 'msg_4']);
    expect(await ids({ order: 'desc' })).toEqual(['msg_4', 'msg_3', 'msg_2', 'msg_1', 'msg_0']);
    expect(await ids({ group: 'usr_1:pro_a' })).toEqual(['msg_0', 'msg_4']);
    expect(await ids({ groupPrefix: 'usr_1:' })).toEqual(['msg_0', 'msg_1', 'msg_4']);
    expect(await ids({ groupPrefix: 'usr_1:', order: 'desc', limit: 2 })).toEqual(['msg_4', 'msg_1']);
    expect(await ids({ groupPrefix: '%' })).toEqual([]); // a prefix, not a pattern
    expect(await ids({ limit: 2 })).toEqual(['msg_0', 'msg_1']);
    expect(await ids({ limit: 0 })).toEqual([]);
    const all = await stores.store.list({ space, kind: 'user', order: 'asc', limit: 100 });
    const seqOf = (id: string) => all.find((found) => found.id === id)?.seq;
    expect(await ids({ after: seqOf('msg_1') })).toEqual(['msg_2', 'msg_3', 'msg_4']);
    expect(await ids({ after: seqOf('msg_3'), order: 'desc' })).toEqual(['msg_2', 'msg_1', 'msg_0']);
    expect(await ids({ after: seqOf('msg_4') })).toEqual([]);
  });

  it('pages through every matching record exactly once, in order, whatever the page size', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('a', 'b', 'ab', null), { maxLength: 12 }),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom<'asc' | 'desc'>('asc', 'desc'),
        fc.constantFrom(undefined, 'a'),
        async (groups, limit, order, groupPrefix) => {
          const space = newSpace();
          for (const [i, group] of groups.entries()) await stores.store.insert(userRecord(space, `r_${i}`, { group }));
          const seen: string[] = [];
          let after: number | undefined;
          for (;;) {
            const page = await stores.store.list({ space, kind: 'user', order, limit, after, groupPrefix });
            seen.push(...page.map((found) => found.id));
            if (page.length < limit) break;
            after = page.at(-1)?.seq;
          }
          const expected = groups
            .map((group, i) => ({ group, id: `r_${i}` }))
            .filter(({ group }) => groupPrefix === undefined || group?.startsWith(groupPrefix))
            .map(({ id }) => id);
          expect(seen).toEqual(order === 'asc' ? expected : expected.reverse());
        },
      ),
      { numRuns: stores.name === 'memory' ? 100 : 25 },
    );
  });

  it('replaces data only when it is still what the caller expects (compared as JSON)', async () => {
    const space = newSpace();
    const inserted = await stores.store.insert(
      userRecord(space, 'msg_1', { data: { status: 'sent', n: 1 }, expiresAt: T0 + 5000 }),
    );
    if (inserted === 'conflict') throw new Error('conflict');
    expect(await stores.store.replace(space, 'user', 'msg_1', { status: 'read', n: 1 }, { status: 'x' })).toBeNull();
    // Key order does not matter; the expiry stays when not given.
    const replaced = await stores.store.replace(space, 'user', 'msg_1', { n: 1, status: 'sent' }, { status: 'read' });
    expect(replaced).toEqual({ ...inserted, data: { status: 'read' } });
    expect(await stores.store.get(space, 'user', 'msg_1')).toEqual(replaced);
    expect((await stores.store.replace(space, 'user', 'msg_1', { status: 'read' }, 1, null))?.expiresAt).toBeNull();
    expect((await stores.store.replace(space, 'user', 'msg_1', 1, 2, T0 + 10))?.expiresAt).toBe(T0 + 10);
    expect(await stores.store.replace(space, 'user', 'msg_2', 1, 2)).toBeNull();
    now = T0 + 10;
    expect(await stores.store.replace(space, 'user', 'msg_1', 2, 3)).toBeNull();
  });

  it('lets exactly one of 10 concurrent compare-and-sets from the same state win, across replicas', async () => {
    const space = newSpace();
    await stores.store.insert(userRecord(space, 'msg_1', { data: { status: 'sent' } }));
    const replica = stores.replica();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? replica : stores.store).replace(space, 'user', 'msg_1', { status: 'sent' }, { status: 'read', by: i }),
      ),
    );
    const winners = results.filter((result) => result !== null);
    expect(winners).toHaveLength(1);
    expect((await stores.store.get(space, 'user', 'msg_1'))?.data).toEqual(winners[0]?.data);
  });

  it('deletes a record (and its key), and deleting nothing is fine', async () => {
    const space = newSpace();
    await stores.store.insert(userRecord(space, 'usr_1', { key: 'ext_1' }));
    await stores.store.delete(space, 'user', 'usr_1');
    await stores.store.delete(space, 'user', 'usr_1');
    expect(await stores.store.get(space, 'user', 'usr_1')).toBeNull();
    expect(await stores.store.getByKey(space, 'user', 'ext_1')).toBeNull();
    expect(await stores.store.insert(userRecord(space, 'usr_2', { key: 'ext_1' }))).not.toBe('conflict');
  });

  it('counts the live records of a (space, kind), seeds included', async () => {
    const space = newSpace();
    await stores.store.insert(userRecord(space, 'usr_s', { seed: true }));
    await stores.store.insert(userRecord(space, 'usr_1', { expiresAt: T0 + 10 }));
    await stores.store.insert(userRecord(space, 'usr_2'));
    await stores.store.insert(userRecord(space, 'msg_1', { kind: 'message' }));
    expect(await stores.store.count(space, 'user')).toBe(3);
    now = T0 + 10;
    expect(await stores.store.count(space, 'user')).toBe(2);
    expect(await stores.store.count(newSpace(), 'user')).toBe(0);
  });

  it('evicts the oldest live records but never a seed', async () => {
    const space = newSpace();
    await stores.store.insert(userRecord(space, 'seed_1', { seed: true }));
    await stores.store.insert(userRecord(space, 'old_1'));
    await stores.store.insert(userRecord(space, 'seed_2', { seed: true }));
    await stores.store.insert(userRecord(space, 'old_2'));
    await stores.store.insert(userRecord(space, 'new_1'));
    await stores.store.insert(userRecord(space, 'new_2', { kind: 'message' }));
    await stores.store.evictOldest(space, 'user', 2);
    const ids = async () =>
      (await stores.store.list({ space, kind: 'user', order: 'asc', limit: 10 })).map((found) => found.id);
    expect(await ids()).toEqual(['seed_1', 'seed_2', 'new_1']);
    await stores.store.evictOldest(space, 'user', 0);
    expect(await ids()).toEqual(['seed_1', 'seed_2', 'new_1']);
    await stores.store.evictOldest(space, 'user', 10);
    expect(await ids()).toEqual(['seed_1', 'seed_2']);
    expect(await stores.store.count(space, 'message')).toBe(1);
  });

  it('admits hits in a sliding window shared by replicas: a new clock minute frees nothing, refused hits count for nothing', async () => {
    const counter = `ip:${newSpace()}`;
    const replica = stores.replica();
    const minute = 60_000; // T0 starts a clock minute; T0 + 60 s starts the next
    const hit = (store: SandboxStore, at: number) => store.hit(counter, 3, minute, at);
    expect(await hit(stores.store, T0 + 58_000)).toEqual({ admitted: true, count: 1, resetAt: T0 + 118_000 });
    expect(await hit(replica, T0 + 59_000)).toEqual({ admitted: true, count: 2, resetAt: T0 + 118_000 });
    expect(await hit(stores.store, T0 + 59_500)).toEqual({ admitted: true, count: 3, resetAt: T0 + 118_000 });
    // Fixed windows would let 3 more through from T0 + 60 s: these 3 are still in the 60 s before.
    expect(await hit(replica, T0 + 60_000)).toEqual({ admitted: false, count: 3, resetAt: T0 + 118_000 });
    expect(await hit(stores.store, T0 + 117_999)).toEqual({ admitted: false, count: 3, resetAt: T0 + 118_000 });
    // The first hit leaves the window at T0 + 118 s: one place frees, and only one.
    expect(await hit(replica, T0 + 118_000)).toEqual({ admitted: true, count: 3, resetAt: T0 + 119_000 });
    expect(await hit(stores.store, T0 + 118_000)).toEqual({ admitted: false, count: 3, resetAt: T0 + 119_000 });
    // Had the refused hits at 60 s, 117.999 s and 118 s been counted, the window would still be full.
    expect(await hit(replica, T0 + 119_000)).toEqual({ admitted: true, count: 3, resetAt: T0 + 119_500 });
    expect((await hit(stores.store, T0 + 119_000)).admitted).toBe(false);
    // Another counter, or another window length, is a log of its own.
    expect((await stores.store.hit(`${counter}:other`, 3, minute, T0 + 119_000)).count).toBe(1);
    expect((await stores.store.hit(counter, 3, 1_000, T0 + 119_000)).count).toBe(1);
    // Without a time, the store reads Date.now().
    now = T0 + 200_000;
    expect(await stores.store.hit(counter, 3, minute)).toEqual({ admitted: true, count: 1, resetAt: now + minute });
  });

  it('admits a hit exactly when fewer than `limit` were admitted in the window before it', async () => {
    const replica = stores.replica();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.record({ gap: fc.integer({ min: 0, max: 30 }), onReplica: fc.boolean() }), { maxLength: 30 }),
        async (limit, windowMs, hits) => {
          const counter = `ip:${newSpace()}`;
          const admitted: number[] = [];
          let at = T0;
          for (const { gap, onReplica } of hits) {
            at += gap;
            const inWindow = admitted.filter((time) => time > at - windowMs);
            const answer = await (onReplica ? replica : stores.store).hit(counter, limit, windowMs, at);
            expect(answer.admitted).toBe(inWindow.length < limit);
            if (answer.admitted) admitted.push(at);
            const counted = admitted.filter((time) => time > at - windowMs);
            expect(answer.count).toBe(counted.length);
            // When the oldest counted leaves the window (a refused caller's place frees).
            expect(answer.resetAt).toBe((counted[0] as number) + windowMs);
          }
          // What a limit means: no span of windowMs holds more than `limit` admitted hits.
          for (const start of admitted) {
            expect(admitted.filter((time) => time >= start && time < start + windowMs).length).toBeLessThanOrEqual(
              limit,
            );
          }
        },
      ),
      { numRuns: stores.name === 'memory' ? 100 : 25 },
    );
  });

  it('lets exactly `limit` of many concurrent hits on one counter through, across replicas', async () => {
    const counter = `cred:${newSpace()}`;
    const replicas = [stores.store, stores.replica(), stores.replica()];
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => (replicas[i % 3] as SandboxStore).hit(counter, 25, 60_000, T0 + (i % 7))),
    );
    const admitted = answers.filter((answer) => answer.admitted);
    expect(admitted.map((answer) => answer.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    expect(answers.filter((answer) => !answer.admitted).map((answer) => answer.count)).toEqual(Array(35).fill(25));
    expect((await (replicas[1] as SandboxStore).hit(counter, 25, 60_000, T0 + 59_999)).admitted).toBe(false);
  });

  it('refuses a limit or a window it cannot keep', async () => {
    await expect(stores.store.hit('ip:bounds', 0, 1_000)).rejects.toThrow(RangeError);
    await expect(stores.store.hit('ip:bounds', 1.5, 1_000)).rejects.toThrow(RangeError);
    await expect(stores.store.hit('ip:bounds', 1, 0)).rejects.toThrow(RangeError);
  });

  it('makes one secret, the same for every replica and on every call', async () => {
    const secret = await stores.store.secret();
    expect(secret).toMatch(/^[0-9a-f]{64,}$/);
    expect(await stores.store.secret()).toBe(secret);
    expect(await stores.replica().secret()).toBe(secret);
    const other = await stores.fresh();
    expect(await other.store.secret()).not.toBe(secret);
  });

  it('agrees on the secret when replicas ask for it first at the same time', async () => {
    if (stores.name === 'memory') return; // one process has one memory store
    const state = await stores.fresh();
    const secrets = await Promise.all([state.store.secret(), state.replica().secret(), state.replica().secret()]);
    expect(new Set(secrets).size).toBe(1);
  });

  it('sweeps expired records and rate logs with nothing left in their window away for good', async () => {
    const space = newSpace();
    const counter = `ip:${space}`;
    await stores.store.insert(userRecord(space, 'usr_1', { expiresAt: T0 + 100 }));
    await stores.store.insert(userRecord(space, 'usr_2', { expiresAt: T0 + 5000 }));
    await stores.store.insert(userRecord(space, 'usr_3', { seed: true }));
    await stores.store.hit(counter, 1, 1000, T0);
    await stores.store.hit(`${counter}:late`, 1, 1000, T0 + 500);
    await stores.store.sweep(T0 + 150);
    await stores.store.sweep(T0 + 1000);
    // Back before the expiry: what was swept is gone, what was not is still there.
    now = T0;
    expect(await stores.store.get(space, 'user', 'usr_1')).toBeNull();
    expect(await stores.store.get(space, 'user', 'usr_2')).not.toBeNull();
    expect(await stores.store.get(space, 'user', 'usr_3')).not.toBeNull();
    // The log whose hit left its window by T0 + 1 s is gone (a hit at T0 again finds a place); the
    // one whose hit was still in it is kept.
    expect((await stores.store.hit(counter, 1, 1000, T0)).admitted).toBe(true);
    expect((await stores.store.hit(`${counter}:late`, 1, 1000, T0 + 500)).admitted).toBe(false);
  });

  it('measures what each space holds, in records and bytes, through every kind of write', async () => {
    const space = newSpace();
    const before = await stores.store.totalBytes();
    expect(await stores.store.usage(space)).toEqual({ records: 0, bytes: 0 });
    const small = userRecord(space, 'usr_1', { data: { text: 'a' } });
    const wide = userRecord(space, 'usr_2', { data: { text: '€'.repeat(1000) } });
    await stores.store.insert(small);
    const one = await stores.store.usage(space);
    expect(one).toEqual({ records: 1, bytes: recordBytes(small, JSON.stringify(small.data)) });
    await stores.store.insert(wide);
    // Two bytes a character once one is outside Latin-1, as V8 keeps such a string.
    const wideBytes = recordBytes(wide, JSON.stringify(wide.data));
    expect(wideBytes).toBeGreaterThan(2000);
    expect(await stores.store.usage(space)).toEqual({ records: 2, bytes: one.bytes + wideBytes });
    expect(await stores.store.totalBytes()).toBe(before + one.bytes + wideBytes);
    await stores.store.replace(space, 'user', 'usr_2', wide.data, { text: 'b' });
    const replaced = recordBytes(wide, JSON.stringify({ text: 'b' }));
    expect(await stores.store.usage(space)).toEqual({ records: 2, bytes: one.bytes + replaced });
    await stores.store.delete(space, 'user', 'usr_1');
    expect(await stores.store.usage(space)).toEqual({ records: 1, bytes: replaced });
    // An expired record costs until it is swept.
    await stores.store.insert(userRecord(space, 'usr_3', { expiresAt: T0 + 10 }));
    expect((await stores.store.usage(space)).records).toBe(2);
    await stores.store.sweep(T0 + 10);
    expect(await stores.store.usage(space)).toEqual({ records: 1, bytes: replaced });
    await stores.store.dropSpace(space);
    expect(await stores.store.usage(space)).toEqual({ records: 0, bytes: 0 });
    expect(await stores.store.totalBytes()).toBe(before);
  });

  it('evicts a space’s oldest records of the kinds asked until enough bytes are freed, never a seed', async () => {
    const space = newSpace();
    await stores.store.insert(userRecord(space, 'seed_1', { kind: 'event', seed: true }));
    for (let i = 1; i <= 6; i += 1) {
      await stores.store.insert(userRecord(space, `evt_${i}`, { kind: i % 2 ? 'event' : 'idempotency:abc' }));
    }
    await stores.store.insert(userRecord(space, 'usr_1'));
    const each = (await stores.store.usage(space)).bytes / 8;
    // A little more than two records' worth: three go, the oldest first.
    const freed = await stores.store.evictBytes(space, ['event', 'idempotency:'], Math.floor(each * 2) + 1);
    expect(freed).toBeGreaterThan(each * 2);
    expect(await stores.store.get(space, 'event', 'evt_1')).toBeNull();
    expect(await stores.store.get(space, 'idempotency:abc', 'evt_2')).toBeNull();
    expect(await stores.store.get(space, 'event', 'evt_3')).toBeNull();
    expect(await stores.store.get(space, 'idempotency:abc', 'evt_4')).not.toBeNull();
    // Only the kinds asked: the user stays however much is asked; seeds always stay.
    await stores.store.evictBytes(space, ['event'], 1_000_000);
    expect(await stores.store.get(space, 'event', 'evt_5')).toBeNull();
    expect(await stores.store.get(space, 'event', 'seed_1')).not.toBeNull();
    expect(await stores.store.get(space, 'user', 'usr_1')).not.toBeNull();
    expect(await stores.store.get(space, 'idempotency:abc', 'evt_6')).not.toBeNull();
    expect(await stores.store.evictBytes(space, [''], 0)).toBe(0);
    await stores.store.evictBytes(space, [''], 1_000_000);
    expect((await stores.store.usage(space)).records).toBe(1);
  });

  it('commits a transaction’s writes together, and none of them when its work throws', async () => {
    const space = newSpace();
    await stores.store.insert(userRecord(space, 'usr_0', { data: { v: 0 } }));
    const usage = await stores.store.usage(space);
    await expect(
      stores.store.transaction([space], async (tx) => {
        await tx.insert(userRecord(space, 'usr_1'));
        await tx.replace(space, 'user', 'usr_0', { v: 0 }, { v: 1 });
        await tx.delete(space, 'user', 'usr_0');
        await tx.insert(userRecord(space, 'usr_2'));
        expect((await tx.usage(space)).records).toBe(2);
        throw new Error('the rule failed');
      }),
    ).rejects.toThrow('the rule failed');
    expect(await stores.store.get(space, 'user', 'usr_1')).toBeNull();
    expect(await stores.store.get(space, 'user', 'usr_2')).toBeNull();
    expect((await stores.store.get(space, 'user', 'usr_0'))?.data).toEqual({ v: 0 });
    expect(await stores.store.usage(space)).toEqual(usage);
    const made = await stores.store.transaction([space], async (tx) => {
      await tx.insert(userRecord(space, 'usr_1'));
      await tx.delete(space, 'user', 'usr_0');
      return 'done';
    });
    expect(made).toBe('done');
    expect(await stores.store.get(space, 'user', 'usr_1')).not.toBeNull();
    expect(await stores.store.get(space, 'user', 'usr_0')).toBeNull();
    // Lists keep their order after an undo put a record back.
    const listed = await stores.store.list({ space, kind: 'user', order: 'asc', limit: 10 });
    expect(listed.map((record) => record.id)).toEqual(['usr_1']);
  });

  it('runs transactions on one space one after another, on every replica, and lets other spaces through', async () => {
    const space = newSpace();
    const other = newSpace();
    await stores.store.insert(userRecord(space, 'counter', { data: { n: 0 } }));
    // Read, wait, write: without the lock, concurrent increments would lose updates.
    const increment = (store: SandboxStore) =>
      store.transaction([space], async (tx) => {
        const record = await tx.get(space, 'user', 'counter');
        const n = (record?.data as { n: number }).n;
        await new Promise((resolve) => setTimeout(resolve, 5));
        await tx.replace(space, 'user', 'counter', { n }, { n: n + 1 });
      });
    const replica = stores.replica();
    let otherDone = false;
    await Promise.all([
      ...Array.from({ length: 12 }, (_, i) => increment(i % 2 ? replica : stores.store)),
      stores.store
        .transaction([other], async (tx) => {
          await tx.insert(userRecord(other, 'usr_1'));
        })
        .then(() => (otherDone = true)),
    ]);
    expect(otherDone).toBe(true);
    expect((await stores.store.get(space, 'user', 'counter'))?.data).toEqual({ n: 12 });
  });

  it('never deadlocks transactions that take the same spaces in any order', async () => {
    const [a, b, c] = [newSpace(), newSpace(), newSpace()];
    const replica = stores.replica();
    const orders = [
      [a, b],
      [b, a],
      [c, b, a],
      [a, c],
    ];
    await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        (i % 2 ? replica : stores.store).transaction(orders[i % orders.length] as string[], async (tx) => {
          for (const space of orders[i % orders.length] as string[]) {
            await tx.insert(userRecord(space, `usr_${i}`));
            await new Promise((resolve) => setTimeout(resolve, 2));
          }
        }),
      ),
    );
    expect((await stores.store.usage(a)).records).toBe(16);
  });

  it('refuses a transaction inside one that names a space it does not hold', async () => {
    const space = newSpace();
    await stores.store.transaction([space], async (tx) => {
      await expect(tx.transaction([newSpace()], async () => undefined)).rejects.toThrow(/may not take/);
      expect(await tx.transaction([space], async () => 'nested')).toBe('nested');
    });
  });

  it('refuses at once a transaction whose claim another holds, on any replica, and frees the claim after', async () => {
    const space = newSpace();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let inside = () => {};
    const entered = new Promise<void>((resolve) => (inside = resolve));
    const first = stores.store.transaction(
      [space],
      async () => {
        inside();
        await held;
        return 'first';
      },
      { claims: ['key-1'] },
    );
    await entered;
    for (const store of [stores.store, stores.replica()]) {
      await expect(store.transaction([newSpace()], async () => 'second', { claims: ['key-1'] })).rejects.toThrow(
        ClaimTakenError,
      );
    }
    // Another claim on another space goes through meanwhile.
    expect(await stores.replica().transaction([newSpace()], async () => 'other', { claims: ['key-2'] })).toBe('other');
    release();
    expect(await first).toBe('first');
    expect(await stores.replica().transaction([space], async () => 'again', { claims: ['key-1'] })).toBe('again');
  });
});
