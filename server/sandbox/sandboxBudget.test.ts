/**
 * The sandbox's byte budget on both stores (rules/caps.ts, rules/budget.ts): a personal key holds
 * its bytes and no more, the shared demo space sheds its oldest records, and a store over its
 * budget removes the personal sandboxes used least recently, whose credentials then say so.
 * Budgets are lowered so a test fills them in a few requests; the rules are the same.
 */
import { expect, it } from 'vitest';
import { SHARED_SPACE } from './rules/context.ts';
import { evictSpace } from './rules/budget.ts';
import { DEFAULT_LIMITS } from './rules/limits.ts';
import { describeEachStore, withTransactionHook } from './store/testStores.ts';
import {
  call,
  expectErrorModel,
  getEvents,
  mintKeys,
  type PersonalKeys,
  sandboxApp,
  SHARED_TOKEN,
  testClock,
} from './testSandbox.ts';

const KB = 1024;
const AWAY = 'pro_9Bw1Yc'; // never answers: no records but the reader's own
const text = (n: number, char = '€') => char.repeat(n);
const spaceOf = (keys: PersonalKeys) => keys.secret_key.slice('sk_test_'.length, 'sk_test_'.length + 12);

describeEachStore('sandbox byte budget', (stores) => {
  const post = (app: ReturnType<typeof sandboxApp>, token: string, body: string, key?: string) => {
    const request = call(app, 'post', '/chat/messages', token);
    if (key) request.set('Idempotency-Key', key);
    return request.send({ professional_id: AWAY, body });
  };

  it('refuses new messages to a personal key past its bytes, saying so, and keeps it within them', async () => {
    const { store } = await stores.fresh();
    const budget = 200 * KB;
    const app = sandboxApp({ store, limits: { personalBytes: budget }, now: testClock().now });
    const keys = await mintKeys(app);
    const space = spaceOf(keys);
    let refused: Awaited<ReturnType<typeof post>> | undefined;
    for (let i = 0; i < 60 && !refused; i += 1) {
      const response = await post(app, keys.user_token, text(4000), `fill-${i}`);
      if (response.status !== 201) refused = response;
    }
    expect(refused, 'a full key refuses').toBeDefined();
    expectErrorModel(refused as Awaited<ReturnType<typeof post>>, 400, 'invalid_request');
    expect(refused?.body.error.message).toMatch(/holds at most 0\.2 MB of data .* get a new key/);
    expect((await store.usage(space)).bytes).toBeLessThanOrEqual(budget);
    // What is there still reads; a small message that fits is still taken.
    await call(app, 'get', `/chat/messages?professional_id=${AWAY}`, keys.user_token).expect(200);
  });

  it('drops a full personal key’s oldest events, never its messages, when the sandbox’s own writes pass its bytes', async () => {
    const { store } = await stores.fresh();
    const budget = 150 * KB;
    const app = sandboxApp({ store, limits: { personalBytes: budget }, now: testClock().now });
    const keys = await mintKeys(app);
    const space = spaceOf(keys);
    const ids: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      const response = await post(app, keys.user_token, text(1000));
      if (response.status !== 201) break;
      ids.push(response.body.id as string);
    }
    // Renaming the user again and again writes only events (user.updated).
    for (let i = 0; i < 200; i += 1) {
      await call(app, 'patch', `/s2s/users/${keys.user_id}`, keys.secret_key)
        .send({ name: `${text(90, 'n')}${i}` })
        .expect(200);
    }
    expect((await store.usage(space)).bytes).toBeLessThanOrEqual(budget);
    const list = await call(app, 'get', `/chat/messages?professional_id=${AWAY}&limit=100`, keys.user_token).expect(
      200,
    );
    expect(list.body.data.map((message: { id: string }) => message.id).sort()).toEqual([...ids].sort());
    const events = await getEvents(app, keys.secret_key, '?limit=100').expect(200);
    expect(events.body.data[0].type).toBe('user.updated');
    expect(events.body.data.length).toBeLessThan(ids.length + 200);
  });

  it('sheds the shared demo space’s oldest new records past its bytes, never a seed', async () => {
    const { store } = await stores.fresh();
    const budget = 300 * KB;
    const app = sandboxApp({ store, limits: { sharedBytes: budget }, now: testClock().now });
    const first = await post(app, SHARED_TOKEN, text(4000)).expect(201);
    for (let i = 0; i < 40; i += 1) await post(app, SHARED_TOKEN, text(4000)).expect(201);
    expect((await store.usage(SHARED_SPACE)).bytes).toBeLessThanOrEqual(budget);
    const list = await call(app, 'get', `/chat/messages?professional_id=${AWAY}&limit=100`, SHARED_TOKEN).expect(200);
    const listed = list.body.data.map((message: { id: string }) => message.id);
    expect(listed).not.toContain(first.body.id);
    expect(listed.length).toBeGreaterThan(0);
    // The seeds are all still there: the demo user and their conversation with Maria.
    await call(app, 'get', '/s2s/users/usr_8f2k4m1q', 'sk_test_7Hc2Qp9LxV4m').expect(200);
    const seeded = await call(app, 'get', '/chat/messages?professional_id=pro_4Kd2Ns', SHARED_TOKEN).expect(200);
    expect(seeded.body.data.map((message: { id: string }) => message.id)).toEqual(
      expect.arrayContaining(['msg_3Hv6Pe', 'msg_7Tq9Wm']),
    );
  });

  it('removes the least recently used personal sandboxes when the store is full, and tells their owners', async () => {
    const { store } = await stores.fresh();
    const clock = testClock();
    const app = sandboxApp({
      store,
      now: clock.now,
      limits: { storeBytes: 600 * KB, personalBytes: 200 * KB },
    });
    const keys: PersonalKeys[] = [];
    for (let i = 0; i < 3; i += 1) {
      keys.push(await mintKeys(app));
      clock.advance(2 * 60_000);
    }
    const [oldest, used] = keys as [PersonalKeys, PersonalKeys, PersonalKeys];
    await post(app, oldest.user_token, text(4000)).expect(201);
    clock.advance(2 * 60_000);
    // The second key is used after the first: the first is now the least recently used.
    await post(app, used.user_token, 'still here').expect(201);
    clock.advance(2 * 60_000);
    // Fresh keys filled to their own budget until the store has had to make room.
    let filler = keys[2] as PersonalKeys;
    for (
      let round = 0;
      round < 6 && (await store.get('sandboxKeys0', 'evicted_space', spaceOf(oldest))) === null;
      round += 1
    ) {
      for (let i = 0; i < 60; i += 1) {
        const response = await post(app, filler.user_token, text(4000));
        if (response.status !== 201) break;
      }
      filler = await mintKeys(app);
    }
    expect(await store.totalBytes()).toBeLessThanOrEqual(600 * KB);
    const keyRefused = await call(app, 'get', `/s2s/users/${oldest.user_id}`, oldest.secret_key);
    expectErrorModel(keyRefused, 401, 'unauthorized');
    expect(keyRefused.body.error.message).toMatch(/removed at .* to make room.*unused the longest first/);
    const tokenRefused = await call(app, 'get', `/chat/messages?professional_id=${AWAY}`, oldest.user_token);
    expectErrorModel(tokenRefused, 401, 'unauthorized');
    expect(tokenRefused.body.error.message).toMatch(/removed at .* to make room/);
    // The newest key still works.
    await call(app, 'get', `/chat/messages?professional_id=${AWAY}`, filler.user_token).expect(200);
  });

  it('refuses a request whose sandbox was removed after its key was read, and writes nothing there', async () => {
    const { store } = await stores.fresh();
    const clock = testClock();
    let doomed: string | null = null;
    // The removal lands between the credential's lookup and the request's transaction.
    const racing = withTransactionHook(store, async (spaces) => {
      if (doomed === null || !spaces.includes(doomed)) return;
      const space = doomed;
      doomed = null;
      await evictSpace({ store, limits: DEFAULT_LIMITS, now: clock.now() }, space);
    });
    const app = sandboxApp({ store: racing, now: clock.now });
    const keys = await mintKeys(app);
    doomed = spaceOf(keys);
    const refused = await post(app, keys.user_token, 'too late', 'late-1');
    expectErrorModel(refused, 401, 'unauthorized');
    expect(refused.body.error.message).toMatch(/removed at .* to make room/);
    expect(await store.usage(spaceOf(keys))).toEqual({ records: 0, bytes: 0 });
  });
});
