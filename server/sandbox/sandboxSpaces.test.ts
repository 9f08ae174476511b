/**
 * Spaces on both stores: personal keys minted on demand, isolated from each other and from the
 * shared demo set, ending after 24 hours with a 401 that says so; credentials the sandbox never
 * issued refused; the shared space's seed restored after a change; the event log per space.
 */
import request from 'supertest';
import { expect, it } from 'vitest';
import { describeEachStore } from './store/testStores.ts';
import {
  call,
  expectErrorModel,
  getEvents,
  mintKeys,
  sandboxApp,
  SHARED_SECRET,
  SHARED_TOKEN,
  testClock,
} from './testSandbox.ts';

describeEachStore('sandbox spaces', (stores) => {
  it('mints a personal key pair and token of the seed user, ending in 24 hours, without cookies or CORS', async () => {
    const clock = testClock();
    const app = sandboxApp({ store: stores.store, now: clock.now });
    const response = await request(app).post('/sandbox/keys').set('Origin', 'https://elsewhere.example').expect(201);
    expect(response.body).toEqual({
      secret_key: expect.stringMatching(/^sk_test_[A-Za-z0-9]+$/),
      public_key: expect.stringMatching(/^pk_test_[A-Za-z0-9]+$/),
      user_token: expect.stringMatching(/^ut_[A-Za-z0-9]+$/),
      user_id: 'usr_8f2k4m1q',
      expires_at: new Date(clock.now() + 24 * 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      user_token_expires_at: new Date(clock.now() + 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const user = await call(app, 'get', '/s2s/users/usr_8f2k4m1q', response.body.secret_key).expect(200);
    expect(user.body.external_id).toBe('customer-1042');
    const wrongMethod = await request(app).get('/sandbox/keys');
    expectErrorModel(wrongMethod, 405, 'invalid_request');
    expect(wrongMethod.headers.allow).toBe('POST');
  });

  it('keeps two personal spaces and the shared one apart', async () => {
    const app = sandboxApp({ store: stores.store });
    const one = await mintKeys(app);
    const two = await mintKeys(app);
    const created = await call(app, 'post', '/s2s/users', one.secret_key).send({ external_id: 'iso-1' }).expect(201);
    expectErrorModel(await call(app, 'get', '/s2s/users/ext:iso-1', two.secret_key), 404, 'not_found');
    expectErrorModel(await call(app, 'get', `/s2s/users/${created.body.id}`, SHARED_SECRET), 404, 'not_found');
    await call(app, 'patch', '/s2s/users/usr_8f2k4m1q', one.secret_key).send({ name: 'Changed in one' }).expect(200);
    const untouched = await call(app, 'get', '/s2s/users/usr_8f2k4m1q', two.secret_key).expect(200);
    expect(untouched.body.name).toBe('Laura Gómez');
    const posted = await call(app, 'post', '/chat/messages', one.user_token)
      .send({ professional_id: 'pro_4Kd2Ns', body: 'Only in one' })
      .expect(201);
    for (const token of [two.user_token, SHARED_TOKEN]) {
      const list = await call(app, 'get', '/chat/messages?professional_id=pro_4Kd2Ns&limit=100', token).expect(200);
      expect(list.body.data.map((message: { id: string }) => message.id)).not.toContain(posted.body.id);
    }
    const events = await getEvents(app, two.secret_key).expect(200);
    expect(events.body).toEqual({ data: [], next_cursor: null });
  });

  it('ends the minted user token after 60 minutes, as every user token, while the key pair goes on', async () => {
    const clock = testClock();
    const app = sandboxApp({ store: stores.store, now: clock.now });
    const keys = await mintKeys(app);
    expect(Date.parse(keys.user_token_expires_at)).toBe(Math.floor((clock.now() + 3_600_000) / 1000) * 1000);
    clock.advance(59 * 60_000);
    await call(app, 'get', '/chat/unread-count', keys.user_token).expect(200);
    clock.advance(61_000);
    const ended = await call(app, 'get', '/chat/unread-count', keys.user_token);
    expectErrorModel(ended, 401, 'unauthorized');
    expect(ended.body.error.message).toContain(`user token expired at ${keys.user_token_expires_at}`);
    expect(ended.body.error.message).toContain('Authenticate a user');
    // The secret key has 23 hours left, and gets the seed user a token of the same space.
    await call(app, 'get', '/s2s/users/usr_8f2k4m1q', keys.secret_key).expect(200);
    const again = await call(app, 'post', '/s2s/users/usr_8f2k4m1q/authenticate', keys.secret_key).expect(200);
    expect(Date.parse(again.body.expires_at)).toBe(Math.floor((clock.now() + 3_600_000) / 1000) * 1000);
    const list = await call(app, 'get', '/chat/messages?professional_id=pro_4Kd2Ns', again.body.token).expect(200);
    expect(list.body.data.length).toBeGreaterThan(0);
  });

  it('answers 401 to an expired key and its tokens, saying when and where to get another', async () => {
    const clock = testClock();
    const app = sandboxApp({ store: stores.store, now: clock.now });
    const keys = await mintKeys(app);
    const created = await call(app, 'post', '/s2s/users', keys.secret_key).send({ external_id: 'exp-1' }).expect(201);
    const token = await call(app, 'post', `/s2s/users/${created.body.id}/authenticate`, keys.secret_key).expect(200);
    clock.advance(23 * 3_600_000);
    // A token never outlives its key.
    const late = await call(app, 'post', `/s2s/users/${created.body.id}/authenticate`, keys.secret_key).expect(200);
    expect(late.body.expires_at).toBe(keys.expires_at);
    clock.advance(3_600_000);
    for (const credential of [keys.secret_key, keys.user_token, late.body.token]) {
      const path = credential.startsWith('sk_') ? '/s2s/users/usr_8f2k4m1q' : '/chat/unread-count';
      const response = await call(app, 'get', path, credential);
      expectErrorModel(response, 401, 'unauthorized');
      expect(response.body.error.message).toContain(`expired at ${keys.expires_at}`);
      expect(response.body.error.message).toContain('/sandbox/keys');
    }
    const ended = await call(app, 'get', '/chat/unread-count', token.body.token);
    expectErrorModel(ended, 401, 'unauthorized');
    expect(ended.body.error.message).toContain('expired');
    expectErrorModel(await getEvents(app, keys.secret_key), 401, 'unauthorized');
    // The documented credentials never expire.
    await call(app, 'get', '/s2s/users/usr_8f2k4m1q', SHARED_SECRET).expect(200);
    await call(app, 'get', '/chat/unread-count', SHARED_TOKEN).expect(200);
  });

  it('answers 401 to well-formed credentials the sandbox never issued, 403 to the other kind', async () => {
    const app = sandboxApp({ store: stores.store });
    const keys = await mintKeys(app);
    const forged = [
      ['/s2s/users/usr_8f2k4m1q', 'sk_test_7Hc2Qp9LxV4n'],
      ['/s2s/users/usr_8f2k4m1q', `${keys.secret_key.slice(0, -1)}${keys.secret_key.endsWith('a') ? 'b' : 'a'}`],
      ['/chat/unread-count', 'ut_9Qm4Zr7Xw2Lj'],
      ['/chat/unread-count', `${keys.user_token.slice(0, -1)}${keys.user_token.endsWith('a') ? 'b' : 'a'}`],
    ] as const;
    for (const [path, credential] of forged) {
      const response = await call(app, 'get', path, credential);
      expectErrorModel(response, 401, 'unauthorized');
      expect(response.body.error.message).toContain('never issued');
    }
    expectErrorModel(await call(app, 'get', '/chat/unread-count', keys.secret_key), 403, 'forbidden');
    expectErrorModel(await call(app, 'get', '/chat/unread-count', keys.public_key), 403, 'forbidden');
    expectErrorModel(await call(app, 'get', '/s2s/users/usr_8f2k4m1q', keys.user_token), 403, 'forbidden');
    expectErrorModel(await getEvents(app, keys.user_token), 403, 'forbidden');
  });

  it('restores a changed seed record of the shared space ten minutes after the change, and keeps new records an hour', async () => {
    const clock = testClock();
    const { store } = await stores.fresh();
    const app = sandboxApp({ store, now: clock.now });
    const seed = await call(app, 'get', '/s2s/users/usr_8f2k4m1q', SHARED_SECRET).expect(200);
    await call(app, 'patch', '/s2s/users/usr_8f2k4m1q', SHARED_SECRET).send({ name: 'Vandal' }).expect(200);
    const created = await call(app, 'post', '/s2s/users', SHARED_SECRET).send({ external_id: 'shared-1' }).expect(201);
    const record = await store.get('sharedDemo00', 'user', created.body.id);
    expect(record?.expiresAt).toBe(clock.now() + 3_600_000);
    clock.advance(9 * 60_000);
    expect((await call(app, 'get', '/s2s/users/usr_8f2k4m1q', SHARED_SECRET).expect(200)).body.name).toBe('Vandal');
    clock.advance(2 * 60_000);
    const restored = await call(app, 'get', '/s2s/users/usr_8f2k4m1q', SHARED_SECRET).expect(200);
    expect(restored.body).toEqual(seed.body);
  });

  it('logs the events a space’s calls caused, newest first, as the contract shapes them, paged', async () => {
    const app = sandboxApp({ store: stores.store });
    const keys = await mintKeys(app);
    const user = await call(app, 'post', '/s2s/users', keys.secret_key).send({ external_id: 'evt-1' }).expect(201);
    const message = await call(app, 'post', '/chat/messages', keys.user_token)
      .send({ professional_id: 'pro_9Bw1Yc', body: 'Hello' })
      .expect(201);
    const list = await call(app, 'get', '/chat/messages?professional_id=pro_4Kd2Ns', keys.user_token).expect(200);
    const answer = list.body.data.find((item: { sender: string }) => item.sender === 'professional');
    const read = await call(app, 'patch', `/chat/messages/${answer.id}/status`, keys.user_token)
      .send({ status: 'read' })
      .expect(200);
    const first = await getEvents(app, keys.secret_key, '?limit=2').expect(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body.data).toEqual([
      {
        id: expect.stringMatching(/^evt_[A-Za-z0-9]+$/),
        type: 'message.updated',
        created_at: expect.any(String),
        data: read.body,
      },
      {
        id: expect.stringMatching(/^evt_[A-Za-z0-9]+$/),
        type: 'message.created',
        created_at: expect.any(String),
        data: message.body,
      },
    ]);
    const second = await getEvents(app, keys.secret_key, `?limit=2&cursor=${first.body.next_cursor}`).expect(200);
    expect(second.body).toEqual({
      data: [{ id: expect.any(String), type: 'user.created', created_at: expect.any(String), data: user.body }],
      next_cursor: null,
    });
    expectErrorModel(await getEvents(app, keys.secret_key, '?limit=0'), 400, 'invalid_request');
    expectErrorModel(await getEvents(app, keys.secret_key, '?cursor=cur_nope'), 400, 'invalid_request');
    expectErrorModel(await request(app).get('/sandbox/events'), 401, 'unauthorized');
  });
});
