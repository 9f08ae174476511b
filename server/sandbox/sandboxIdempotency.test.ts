/**
 * `Idempotency-Key` on both stores: the same request again answers the first answer (marked
 * replayed) without doing it twice, another request with the key is 422, a retry while the first
 * still runs is 409 on any replica, a failed request leaves nothing behind, keys are per secret key or user, and the documented Create a user request counts as made already.
 */
import { expect, it } from 'vitest';
import { StoreUnavailableError } from './store/storeUnavailable.ts';
import { describeEachStore, withInsertHook } from './store/testStores.ts';
import { call, expectErrorModel, getEvents, mintKeys, sandboxApp, SHARED_SECRET, testClock } from './testSandbox.ts';

describeEachStore('sandbox idempotency', (stores) => {
  it('answers the same request again with the first answer, once done, and 422 to another body', async () => {
    // A clock that stands still: no professional's answer adds a message.created, however slow the run.
    const app = sandboxApp({ store: stores.store, now: testClock().now });
    const keys = await mintKeys(app);
    const post = (body: object, key = 'key-1') =>
      call(app, 'post', '/chat/messages', keys.user_token).set('Idempotency-Key', key).send(body);
    const first = await post({ professional_id: 'pro_4Kd2Ns', body: 'Once' }).expect(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post({ body: 'Once', professional_id: 'pro_4Kd2Ns' }).expect(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const reused = await post({ professional_id: 'pro_4Kd2Ns', body: 'Twice' });
    expectErrorModel(reused, 422, 'idempotency_key_reused');
    const list = await call(app, 'get', '/chat/messages?professional_id=pro_4Kd2Ns', keys.user_token).expect(200);
    expect(list.body.data.filter((message: { body: string }) => message.body === 'Once')).toHaveLength(1);
    const events = await getEvents(app, keys.secret_key).expect(200);
    expect(events.body.data.filter((event: { type: string }) => event.type === 'message.created')).toHaveLength(1);
    // A 4xx the operation answered is kept too: the retry gets it again, under its own request ID.
    const unknown = await post({ professional_id: 'pro_0Zz0Zz', body: 'Hi' }, 'key-2');
    expectErrorModel(unknown, 404, 'not_found');
    const unknownAgain = await post({ professional_id: 'pro_0Zz0Zz', body: 'Hi' }, 'key-2');
    expectErrorModel(unknownAgain, 404, 'not_found');
    expect(unknownAgain.headers['idempotent-replayed']).toBe('true');
    expect(unknownAgain.body.error.request_id).not.toBe(unknown.body.error.request_id);
  });

  it('keeps keys per secret key, or per user on chat calls: another owner is a new request, a refreshed token is not', async () => {
    const app = sandboxApp({ store: stores.store });
    const keys = await mintKeys(app);
    const created = await call(app, 'post', '/s2s/users', keys.secret_key)
      .set('Idempotency-Key', 'shared-key')
      .send({ external_id: 'idem-a' })
      .expect(201);
    const token = await call(app, 'post', `/s2s/users/${created.body.id}/authenticate`, keys.secret_key).expect(200);
    await call(app, 'post', '/chat/messages', keys.user_token)
      .set('Idempotency-Key', 'shared-key')
      .send({ professional_id: 'pro_4Kd2Ns', body: 'A' })
      .expect(201);
    const second = await call(app, 'post', '/chat/messages', token.body.token)
      .set('Idempotency-Key', 'shared-key')
      .send({ professional_id: 'pro_4Kd2Ns', body: 'B' })
      .expect(201);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    // The same user with a refreshed token is the same owner: the retry replays the first answer.
    const refreshed = await call(app, 'post', `/s2s/users/${created.body.id}/authenticate`, keys.secret_key).expect(
      200,
    );
    expect(refreshed.body.token).not.toBe(token.body.token);
    const retry = await call(app, 'post', '/chat/messages', refreshed.body.token)
      .set('Idempotency-Key', 'shared-key')
      .send({ professional_id: 'pro_4Kd2Ns', body: 'B' })
      .expect(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body.id).toBe(second.body.id);
  });

  it('answers 409 to a retry sent while the first request with the key still runs, on any replica, and the first answer after', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered = () => {};
    const started = new Promise<void>((resolve) => (entered = resolve));
    let usersMade = 0;
    // The first request's user insert waits until the test lets it go.
    const hold = async (record: { kind: string; seed: boolean }) => {
      if (record.kind !== 'user' || record.seed) return;
      usersMade += 1;
      entered();
      await held;
    };
    const app = sandboxApp({ store: withInsertHook(stores.store, hold) });
    const other = sandboxApp({ store: withInsertHook(stores.replica(), hold) });
    const keys = await mintKeys(app);
    const create = (on = app) =>
      call(on, 'post', '/s2s/users', keys.secret_key).set('Idempotency-Key', 'slow-1').send({ external_id: 'slow-1' });
    const first = create().then((response) => response);
    await started;
    expectErrorModel(await create(), 409, 'conflict');
    expectErrorModel(await create(other), 409, 'conflict');
    release();
    expect((await first).status).toBe(201);
    for (const on of [app, other]) {
      const after = await create(on).expect(201);
      expect(after.headers['idempotent-replayed']).toBe('true');
      expect(after.body).toEqual((await first).body);
    }
    expect(usersMade).toBe(1);
  });

  it('keeps nothing of a request that failed, so its retry makes the record once', async () => {
    let failNext = true;
    // The first attempt fails after the user was written (a database that went away mid-request).
    const flaky = withInsertHook(stores.store, async (record) => {
      if (record.kind === 'event' && failNext) {
        failNext = false;
        throw new StoreUnavailableError('connection lost');
      }
    });
    const app = sandboxApp({ store: flaky });
    const keys = await mintKeys(app);
    const create = () =>
      call(app, 'post', '/s2s/users', keys.secret_key)
        .set('Idempotency-Key', 'flaky-1')
        .send({ external_id: 'flaky-1' });
    expectErrorModel(await create(), 503, 'service_unavailable');
    const retried = await create().expect(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    const again = await create().expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.id).toBe(retried.body.id);
    const events = await getEvents(app, keys.secret_key, '?limit=100').expect(200);
    expect(events.body.data.filter((event: { type: string }) => event.type === 'user.created')).toHaveLength(1);
  });

  it('counts the documented Create a user request as made: sent again with its key, it replays the seed user', async () => {
    const app = sandboxApp({ store: stores.store });
    const keys = await mintKeys(app);
    const documented = {
      external_id: 'customer-1042',
      name: 'Laura Gómez',
      email: 'laura.gomez@example.com',
      locale: 'es-ES',
    };
    for (const credential of [keys.secret_key, SHARED_SECRET]) {
      const response = await call(app, 'post', '/s2s/users', credential)
        .set('Idempotency-Key', '3f1c9a4e-52b7-4d0e-9c61-7a2f0b8e4d13')
        .send(documented);
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      expect(response.body).toMatchObject({ id: 'usr_8f2k4m1q', external_id: 'customer-1042' });
      expect(response.headers['idempotent-replayed']).toBe('true');
    }
    // Without the key, it is a second user with a taken external ID.
    expectErrorModel(await call(app, 'post', '/s2s/users', keys.secret_key).send(documented), 409, 'conflict');
  });
});
