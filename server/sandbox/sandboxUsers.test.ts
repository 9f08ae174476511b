/**
 * The server-to-server user API with state, on both stores: created users read back by ID and
 * external ID, the schema's defaults, BCP 47 locales, external IDs unique per space, updates that
 * change only what was sent (and nothing, with no event, when nothing changed), and tokens that act
 * for their user and end.
 */
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

describeEachStore('sandbox users', (stores) => {
  it('creates a user with the schema’s defaults, reads it back by ID and by external ID', async () => {
    const app = sandboxApp({ store: stores.store });
    const keys = await mintKeys(app);
    const created = await call(app, 'post', '/s2s/users', keys.secret_key).send({ external_id: 'cust-7' }).expect(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^usr_[A-Za-z0-9]+$/),
      external_id: 'cust-7',
      name: null,
      email: null,
      locale: 'en',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      updated_at: created.body.created_at,
    });
    const byId = await call(app, 'get', `/s2s/users/${created.body.id}`, keys.secret_key).expect(200);
    const byExternal = await call(app, 'get', '/s2s/users/ext:cust-7', keys.secret_key).expect(200);
    expect(byId.body).toEqual(created.body);
    expect(byExternal.body).toEqual(created.body);
    const missing = await call(app, 'get', '/s2s/users/ext:cust-8', keys.secret_key);
    expectErrorModel(missing, 404, 'not_found');
    expect(missing.body.error.message).toContain('cust-8');
    expectErrorModel(await call(app, 'get', '/s2s/users/usr_nobody', keys.secret_key), 404, 'not_found');
  });

  it('refuses a locale that is not a BCP 47 tag, on create and update, and accepts real ones', async () => {
    const app = sandboxApp({ store: stores.store });
    const keys = await mintKeys(app);
    for (const locale of ['english', 'en_US', '', 'x']) {
      const response = await call(app, 'post', '/s2s/users', keys.secret_key).send({ external_id: 'loc-1', locale });
      expectErrorModel(response, 400, 'invalid_request');
      expect(response.body.error.message).toContain('BCP 47');
    }
    const created = await call(app, 'post', '/s2s/users', keys.secret_key)
      .send({ external_id: 'loc-1', locale: 'zh-Hant-TW' })
      .expect(201);
    expect(created.body.locale).toBe('zh-Hant-TW');
    expectErrorModel(
      await call(app, 'patch', '/s2s/users/ext:loc-1', keys.secret_key).send({ locale: 'not a tag' }),
      400,
      'invalid_request',
    );
  });

  it('keeps external IDs unique in a space (409) but not across spaces', async () => {
    const app = sandboxApp({ store: stores.store });
    const keys = await mintKeys(app);
    const other = await mintKeys(app);
    await call(app, 'post', '/s2s/users', keys.secret_key).send({ external_id: 'dup-1' }).expect(201);
    const again = await call(app, 'post', '/s2s/users', keys.secret_key).send({ external_id: 'dup-1' });
    expectErrorModel(again, 409, 'conflict');
    expect(again.body.error.message).toContain('dup-1');
    // The seed user's external ID is taken in every space.
    expectErrorModel(
      await call(app, 'post', '/s2s/users', keys.secret_key).send({ external_id: 'customer-1042' }),
      409,
      'conflict',
    );
    await call(app, 'post', '/s2s/users', other.secret_key).send({ external_id: 'dup-1' }).expect(201);
  });

  it('updates only the fields sent; null locale resets to en; a change is an event, no change is none', async () => {
    const clock = testClock();
    const app = sandboxApp({ store: stores.store, now: clock.now });
    const keys = await mintKeys(app);
    const created = await call(app, 'post', '/s2s/users', keys.secret_key)
      .send({ external_id: 'upd-1', name: 'Ana', email: 'ana@example.com', locale: 'es-ES' })
      .expect(201);
    clock.advance(5_000);
    const renamed = await call(app, 'patch', '/s2s/users/ext:upd-1', keys.secret_key)
      .send({ name: 'Ana Ruiz', locale: null })
      .expect(200);
    expect(renamed.body).toEqual({
      ...created.body,
      name: 'Ana Ruiz',
      locale: 'en',
      updated_at: new Date(clock.now()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    });
    clock.advance(5_000);
    const same = await call(app, 'patch', `/s2s/users/${created.body.id}`, keys.secret_key)
      .send({ name: 'Ana Ruiz' })
      .expect(200);
    expect(same.body).toEqual(renamed.body);
    const events = await getEvents(app, keys.secret_key);
    expect(events.status).toBe(200);
    const types = events.body.data.map((event: { type: string }) => event.type);
    expect(types).toEqual(['user.updated', 'user.created']);
    expect(events.body.data[0].data).toEqual(renamed.body);
    expectErrorModel(
      await call(app, 'patch', '/s2s/users/ext:upd-1', keys.secret_key).send({}),
      400,
      'invalid_request',
    );
    expectErrorModel(
      await call(app, 'patch', '/s2s/users/ext:nobody', keys.secret_key).send({ name: 'X' }),
      404,
      'not_found',
    );
  });

  it('issues a token that acts for its user, for the asked time, and answers 401 once it ended', async () => {
    const clock = testClock();
    const app = sandboxApp({ store: stores.store, now: clock.now });
    const keys = await mintKeys(app);
    const created = await call(app, 'post', '/s2s/users', keys.secret_key).send({ external_id: 'tok-1' }).expect(201);
    const short = await call(app, 'post', '/s2s/users/ext:tok-1/authenticate', keys.secret_key)
      .send({ ttl_seconds: 300 })
      .expect(200);
    expect(short.body.user_id).toBe(created.body.id);
    expect(Date.parse(short.body.expires_at)).toBeGreaterThan(clock.now() + 299_000 - 1000);
    expect(Date.parse(short.body.expires_at)).toBeLessThanOrEqual(clock.now() + 300_000);
    const standard = await call(app, 'post', `/s2s/users/${created.body.id}/authenticate`, keys.secret_key).expect(200);
    expect(Date.parse(standard.body.expires_at)).toBeGreaterThan(clock.now() + 3_599_000 - 1000);
    // The token acts for the new user: their conversation is empty, the seed user's is not.
    const empty = await call(app, 'get', '/chat/messages?professional_id=pro_4Kd2Ns', short.body.token).expect(200);
    expect(empty.body).toEqual({ data: [], next_cursor: null });
    const posted = await call(app, 'post', '/chat/messages', short.body.token)
      .send({ professional_id: 'pro_4Kd2Ns', body: 'Hi' })
      .expect(201);
    expect(posted.body.user_id).toBe(created.body.id);
    clock.advance(301_000);
    const ended = await call(app, 'get', '/chat/unread-count', short.body.token);
    expectErrorModel(ended, 401, 'unauthorized');
    expect(ended.body.error.message).toContain('expired');
    await call(app, 'get', '/chat/unread-count', standard.body.token).expect(200);
    expectErrorModel(await call(app, 'post', '/s2s/users/ext:nobody/authenticate', keys.secret_key), 404, 'not_found');
    expectErrorModel(
      await call(app, 'post', '/s2s/users/ext:tok-1/authenticate', keys.secret_key).send({ ttl_seconds: 7200 }),
      400,
      'invalid_request',
    );
  });

  it('keeps every token working until its expires_at, however many were issued after it', async () => {
    // Stored tokens were capped with a space's records (the newest kept): lowered here, so the old
    // cap would have evicted the minted token and the first ones long before the last.
    const app = sandboxApp({ store: stores.store, limits: { personalRecords: 3, sharedRecordsPerKind: 3 } });
    const keys = await mintKeys(app);
    const personal: string[] = [];
    const shared: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      personal.push(
        (await call(app, 'post', '/s2s/users/usr_8f2k4m1q/authenticate', keys.secret_key).expect(200)).body.token,
      );
      shared.push(
        (await call(app, 'post', '/s2s/users/usr_8f2k4m1q/authenticate', SHARED_SECRET).expect(200)).body.token,
      );
    }
    expect(new Set([keys.user_token, ...personal, ...shared]).size).toBe(17);
    for (const token of [keys.user_token, ...personal, ...shared]) {
      const unread = await call(app, 'get', '/chat/unread-count', token);
      expect(unread.status, `${token}: ${JSON.stringify(unread.body)}`).toBe(200);
    }
  });

  it('says when a token expired for as long as it is sent, and that an edited one was never issued', async () => {
    const clock = testClock();
    const { store } = await stores.fresh();
    const app = sandboxApp({ store, now: clock.now });
    const other = await mintKeys(app);
    const short = await call(app, 'post', '/s2s/users/usr_8f2k4m1q/authenticate', SHARED_SECRET)
      .send({ ttl_seconds: 300 })
      .expect(200);
    const token = short.body.token as string;
    expect(token).toMatch(/^ut_sharedDemo00[A-Za-z0-9]+$/);
    // Every letter after the space's ID, changed; the token moved to another space; a leading 0.
    const payload = token.slice('ut_'.length + 12);
    const edited = [...payload].map(
      (letter, at) => `ut_sharedDemo00${payload.slice(0, at)}${letter === 'A' ? 'B' : 'A'}${payload.slice(at + 1)}`,
    );
    edited.push(`ut_${other.user_token.slice(3, 15)}${payload}`, `ut_sharedDemo000${payload}`);
    for (const credential of edited) {
      const response = await call(app, 'get', '/chat/unread-count', credential);
      expectErrorModel(response, 401, 'unauthorized');
      expect(response.body.error.message, credential).toContain('never issued this user token');
    }
    await call(app, 'get', '/chat/unread-count', token).expect(200);
    // Two days on, with whatever has expired swept: still "expired at", not "never issued".
    clock.advance(2 * 24 * 3_600_000);
    await store.sweep(clock.now());
    const late = await call(app, 'get', '/chat/unread-count', token);
    expectErrorModel(late, 401, 'unauthorized');
    expect(late.body.error.message).toContain(`user token expired at ${short.body.expires_at}`);
    // The documented token is not one the sandbox signs, and works as ever; so does a new token.
    await call(app, 'get', '/chat/unread-count', SHARED_TOKEN).expect(200);
    const fresh = await call(app, 'post', '/s2s/users/usr_8f2k4m1q/authenticate', SHARED_SECRET).expect(200);
    await call(app, 'get', '/chat/unread-count', fresh.body.token).expect(200);
  });

  it('answers 401 "no longer exists" to a token whose user ended before it', async () => {
    // The shared space keeps its newest created users (one here): a second evicts the first.
    const app = sandboxApp({ store: stores.store, limits: { sharedRecordsPerKind: 1 } });
    const first = await call(app, 'post', '/s2s/users', SHARED_SECRET).send({ external_id: 'gone-1' }).expect(201);
    const token = await call(app, 'post', `/s2s/users/${first.body.id}/authenticate`, SHARED_SECRET).expect(200);
    await call(app, 'get', '/chat/unread-count', token.body.token).expect(200);
    await call(app, 'post', '/s2s/users', SHARED_SECRET).send({ external_id: 'gone-2' }).expect(201);
    expectErrorModel(await call(app, 'get', `/s2s/users/${first.body.id}`, SHARED_SECRET), 404, 'not_found');
    const gone = await call(app, 'get', '/chat/unread-count', token.body.token);
    expectErrorModel(gone, 401, 'unauthorized');
    expect(gone.body.error.message).toContain('no longer exists');
  });
});
