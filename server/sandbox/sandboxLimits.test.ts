/**
 * The sandbox's bounds on both stores: the rate limit counted per credential (per client for the
 * shared test credentials and for requests without one), personal keys per client and alive,
 * records per space, events kept; and a store that cannot answer is a 503, never a 500.
 */
import request from 'supertest';
import { expect, it, vi } from 'vitest';
import type { SandboxStore } from './store/sandboxStore.ts';
import { describeEachStore } from './store/testStores.ts';
import { call, expectErrorModel, getEvents, mintKeys, sandboxApp, SHARED_SECRET, V2 } from './testSandbox.ts';

describeEachStore('sandbox limits', (stores) => {
  it('limits each credential, with the headers on every answer and Retry-After on the 429', async () => {
    const { store } = await stores.fresh();
    const app = sandboxApp({ store, rateLimit: { limit: 3, windowMs: 60_000 } });
    const keys = await mintKeys(app); // the minting client spends its own budget, not the key's
    for (let i = 0; i < 3; i += 1) {
      const response = await call(app, 'get', '/chat/unread-count', keys.user_token).expect(200);
      expect(response.headers['x-ratelimit-limit']).toBe('3');
      expect(response.headers['x-ratelimit-remaining']).toBe(String(2 - i));
      expect(Number(response.headers['x-ratelimit-reset'])).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000));
    }
    const limited = await call(app, 'get', '/chat/unread-count', keys.user_token);
    expectErrorModel(limited, 429, 'rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    // The key's secret has its own budget, as the contract says.
    await call(app, 'get', '/s2s/users/usr_8f2k4m1q', keys.secret_key).expect(200);
    // A fresh token of the same user is the same credential: asking for tokens buys no more calls.
    const fresh = await call(app, 'post', `/s2s/users/${keys.user_id}/authenticate`, keys.secret_key).expect(200);
    expect(fresh.body.token).not.toBe(keys.user_token);
    expectErrorModel(await call(app, 'get', '/chat/unread-count', fresh.body.token), 429, 'rate_limited');
  });

  it('slides the window: a new clock minute lets no more through, and Retry-After waits until a place frees', async () => {
    const { store } = await stores.fresh();
    const app = sandboxApp({ store, rateLimit: { limit: 2, windowMs: 60_000 } });
    // A clock near the real time (the stores expire records by it), 1 s before a clock minute starts.
    let now = (Math.floor(Date.now() / 60_000) + 1) * 60_000 - 1_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const shared = () => call(app, 'get', '/s2s/users/usr_8f2k4m1q', SHARED_SECRET).set('X-Forwarded-For', '10.3.0.1');
    const first = now;
    expect((await shared().expect(200)).headers['x-ratelimit-remaining']).toBe('1');
    now += 500;
    const second = await shared().expect(200);
    expect(second.headers['x-ratelimit-remaining']).toBe('0');
    expect(second.headers['x-ratelimit-reset']).toBe(String((first + 60_000) / 1000));
    now += 1_000; // 0.5 s into the next clock minute, where fixed windows counted afresh
    const limited = await shared();
    expectErrorModel(limited, 429, 'rate_limited');
    expect(limited.headers['retry-after']).toBe('59'); // the first call leaves the window in 58.5 s
    expect(limited.headers['x-ratelimit-reset']).toBe(String((first + 60_000) / 1000));
    expect(limited.body.error.message).toBe(
      'The sandbox takes 2 requests in any 60 seconds with one credential. Retry after 59 seconds.',
    );
    now = first + 59_999;
    expectErrorModel(await shared(), 429, 'rate_limited');
    // The first call has left the window; the refused ones never counted, so one place is free.
    now = first + 60_000;
    await shared().expect(200);
    expectErrorModel(await shared(), 429, 'rate_limited');
  });

  it('counts the shared test credentials per client, and requests without a credential per client', async () => {
    const { store } = await stores.fresh();
    const app = sandboxApp({ store, rateLimit: { limit: 2, windowMs: 60_000 } });
    const shared = (ip: string) =>
      call(app, 'get', '/s2s/users/usr_8f2k4m1q', SHARED_SECRET).set('X-Forwarded-For', ip);
    await shared('10.1.0.1').expect(200);
    await shared('10.1.0.1').expect(200);
    expectErrorModel(await shared('10.1.0.1'), 429, 'rate_limited');
    await shared('10.1.0.2').expect(200);
    const anonymous = () => request(app).get(`${V2}/chat/unread-count`).set('X-Forwarded-For', '10.1.0.3');
    expectErrorModel(await anonymous(), 401, 'unauthorized');
    expectErrorModel(await anonymous(), 401, 'unauthorized');
    expectErrorModel(await anonymous(), 429, 'rate_limited');
  });

  it('limits minting per client (429) and the keys alive (503), each with Retry-After', async () => {
    const { store } = await stores.fresh();
    const app = sandboxApp({ store, mintLimit: { limit: 2, windowMs: 3_600_000 }, limits: { liveKeys: 3 } });
    const mint = (ip: string) => request(app).post('/sandbox/keys').set('X-Forwarded-For', ip);
    await mint('10.2.0.1').expect(201);
    await mint('10.2.0.1').expect(201);
    const limited = await mint('10.2.0.1');
    expectErrorModel(limited, 429, 'rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    await mint('10.2.0.2').expect(201);
    const full = await mint('10.2.0.3');
    expectErrorModel(full, 503, 'service_unavailable');
    expect(Number(full.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses records beyond a personal space’s cap, saying to get a new key', async () => {
    const app = sandboxApp({ store: stores.store, limits: { personalRecords: 5 } });
    const keys = await mintKeys(app); // 3 seed records: the user and two messages
    await call(app, 'post', '/s2s/users', keys.secret_key).send({ external_id: 'cap-1' }).expect(201);
    await call(app, 'post', '/chat/messages', keys.user_token)
      .send({ professional_id: 'pro_4Kd2Ns', body: 'x' })
      .expect(201);
    for (const response of [
      await call(app, 'post', '/s2s/users', keys.secret_key).send({ external_id: 'cap-2' }),
      await call(app, 'post', '/chat/messages', keys.user_token).send({ professional_id: 'pro_4Kd2Ns', body: 'y' }),
    ]) {
      expectErrorModel(response, 400, 'invalid_request');
      expect(response.body.error.message).toContain('at most 5 records; get a new key');
    }
  });

  it('evicts the oldest new records of the shared space beyond its cap, never a seed', async () => {
    const { store } = await stores.fresh();
    const app = sandboxApp({ store, limits: { sharedRecordsPerKind: 2 } });
    const ids: string[] = [];
    for (const external of ['ev-1', 'ev-2', 'ev-3']) {
      ids.push(
        (await call(app, 'post', '/s2s/users', SHARED_SECRET).send({ external_id: external }).expect(201)).body.id,
      );
    }
    expectErrorModel(await call(app, 'get', `/s2s/users/${ids[0]}`, SHARED_SECRET), 404, 'not_found');
    await call(app, 'get', `/s2s/users/${ids[1]}`, SHARED_SECRET).expect(200);
    await call(app, 'get', `/s2s/users/${ids[2]}`, SHARED_SECRET).expect(200);
    await call(app, 'get', '/s2s/users/usr_8f2k4m1q', SHARED_SECRET).expect(200);
  });

  it('keeps the newest events of a space only', async () => {
    const app = sandboxApp({ store: stores.store, limits: { events: 2 } });
    const keys = await mintKeys(app);
    for (const external of ['e-1', 'e-2', 'e-3']) {
      await call(app, 'post', '/s2s/users', keys.secret_key).send({ external_id: external }).expect(201);
    }
    const events = await getEvents(app, keys.secret_key).expect(200);
    expect(events.body.data.map((event: { data: { external_id: string } }) => event.data.external_id)).toEqual([
      'e-3',
      'e-2',
    ]);
  });
});

it('answers 503 with Retry-After when the store cannot answer, and works again when it can', async () => {
  const { createMemoryStore } = await import('./store/memoryStore.ts');
  const real = createMemoryStore();
  let down = false;
  const flaky = Object.fromEntries(
    Object.entries(real).map(([name, method]) => [
      name,
      (...args: unknown[]) =>
        down ? Promise.reject(new Error('connection refused')) : (method as (...a: unknown[]) => unknown)(...args),
    ]),
  ) as unknown as SandboxStore;
  const app = sandboxApp({ store: flaky });
  await call(app, 'get', '/chat/unread-count', 'ut_9Qm4Zr7Xw2Lk').expect(200);
  down = true;
  for (const response of [
    await call(app, 'get', '/chat/unread-count', 'ut_9Qm4Zr7Xw2Lk'),
    await call(app, 'post', '/s2s/users', SHARED_SECRET).send({ external_id: 'down-1' }),
    await request(app).post('/sandbox/keys'),
  ]) {
    expectErrorModel(response, 503, 'service_unavailable');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  }
  down = false;
  await call(app, 'post', '/s2s/users', SHARED_SECRET).send({ external_id: 'down-1' }).expect(201);
});
