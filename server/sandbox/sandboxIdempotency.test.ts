/**
 * `Idempotency-Key` on both stores: the same request again answers the first answer (marked
 * replayed) without doing it twice, another request with the key is 422, a key still running is
 * 409, keys are per secret key or user, and the documented Create a user request counts as made already.
 */
import { expect, it } from 'vitest';
import type { SandboxStore } from './store/sandboxStore.ts';
import { describeEachStore } from './store/testStores.ts';
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

  it('answers 409 while the first request with the key still runs, and the first answer after', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered = () => {};
    const started = new Promise<void>((resolve) => (entered = resolve));
    // A store whose user inserts wait: the first request stays "running" as long as the test says.
    const slow: SandboxStore = {
      ...stores.store,
      get: stores.store.get.bind(stores.store),
      insert: async (record) => {
        if (record.kind === 'user' && !record.seed) {
          entered();
          await held;
        }
        return stores.store.insert(record);
      },
    };
    for (const method of Object.keys(stores.store) as (keyof SandboxStore)[]) {
      if (method !== 'insert')
        (slow as unknown as Record<string, unknown>)[method] = stores.store[method].bind(stores.store);
    }
    const app = sandboxApp({ store: slow });
    const keys = await mintKeys(app);
    const create = () =>
      call(app, 'post', '/s2s/users', keys.secret_key).set('Idempotency-Key', 'slow-1').send({ external_id: 'slow-1' });
    const first = create().then((response) => response);
    await started;
    expectErrorModel(await create(), 409, 'conflict');
    release();
    expect((await first).status).toBe(201);
    const after = await create().expect(201);
    expect(after.headers['idempotent-replayed']).toBe('true');
    expect(after.body).toEqual((await first).body);
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
