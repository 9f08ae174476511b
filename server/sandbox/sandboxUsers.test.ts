/**
 * The server-to-server user API with state, on both stores: created users read back by ID and
 * external ID, the schema's defaults, BCP 47 locales, external IDs unique per space, updates that
 * change only what was sent (and nothing, with no event, when nothing changed), and tokens that act
 * for their user and end.
 */
import { expect, it } from 'vitest';
import { describeEachStore } from './store/testStores.ts';
import { call, expectErrorModel, getEvents, mintKeys, sandboxApp, testClock } from './testSandbox.ts';

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
});
