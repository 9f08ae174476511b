/**
 * The chat API with state, on both stores: the documented flow end to end, paging that returns each
 * message once and ends, cursors refused when foreign, forged or expired, and the status rules.
 */
import fc from 'fast-check';
import type { Response } from 'supertest';
import { expect, it } from 'vitest';
import { describeEachStore } from './store/testStores.ts';
import { call, expectErrorModel, mintKeys, sandboxApp, SHARED_TOKEN, testClock } from './testSandbox.ts';

describeEachStore('sandbox messages', (stores) => {
  it('runs the documented flow: create, authenticate, list professionals, post, page, mark read, count', async () => {
    // A clock that stands still: the available professional's answer (sandboxAnswers.test.ts) stays
    // out of the pages however slowly the test runs.
    const app = sandboxApp({ store: stores.store, now: testClock().now });
    const keys = await mintKeys(app);
    const created = await call(app, 'post', '/s2s/users', keys.secret_key)
      .send({ external_id: 'flow-1', name: 'Ana Ruiz' })
      .expect(201);
    const token = await call(app, 'post', `/s2s/users/${created.body.id}/authenticate`, keys.secret_key).expect(200);
    expect(token.body).toMatchObject({ user_id: created.body.id, token: expect.stringMatching(/^ut_[A-Za-z0-9]+$/) });
    const professionals = await call(app, 'get', '/chat/professionals', token.body.token).expect(200);
    expect(professionals.body.next_cursor).toBeNull();
    const professional = professionals.body.data[0].id as string;
    const posted: string[] = [];
    for (const text of ['First question', 'Second question', 'Third question']) {
      const response = await call(app, 'post', '/chat/messages', token.body.token)
        .send({ professional_id: professional, body: text })
        .expect(201);
      expect(response.body).toMatchObject({ user_id: created.body.id, sender: 'user', status: 'sent', body: text });
      posted.push(response.body.id);
    }
    // One conversation for the pair.
    const seen: { id: string; conversation_id: string }[] = [];
    let cursor: string | null = null;
    do {
      const page: Response = await call(
        app,
        'get',
        `/chat/messages?professional_id=${professional}&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
        token.body.token,
      ).expect(200);
      expect(page.body.data).toHaveLength(1);
      seen.push(...page.body.data);
      cursor = page.body.next_cursor;
    } while (cursor !== null);
    expect(seen.map((message) => message.id)).toEqual([...posted].reverse());
    expect(new Set(seen.map((message) => message.conversation_id)).size).toBe(1);

    // The seed user's conversation holds the professional's message; mark it read.
    const seedList = await call(app, 'get', `/chat/messages?professional_id=pro_4Kd2Ns`, keys.user_token).expect(200);
    const answer = seedList.body.data.find((message: { sender: string }) => message.sender === 'professional');
    const before = await call(app, 'get', '/chat/unread-count', keys.user_token).expect(200);
    expect(before.body.unread_count).toBeGreaterThan(0);
    const read = await call(app, 'patch', `/chat/messages/${answer.id}/status`, keys.user_token)
      .send({ status: 'read' })
      .expect(200);
    expect(read.body).toMatchObject({ id: answer.id, status: 'read' });
    expect(read.body.updated_at).not.toBe(answer.updated_at);
    const after = await call(app, 'get', '/chat/unread-count?professional_id=pro_4Kd2Ns', keys.user_token).expect(200);
    expect(after.body.unread_count).toBe(before.body.unread_count - 1);
  });

  it('pages through any number of messages with any limit, each exactly once, newest first, ending with null', async () => {
    const app = sandboxApp({ store: stores.store });
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 1, max: 8 }), async (count, limit) => {
        const keys = await mintKeys(app);
        const ids: string[] = [];
        for (let i = 0; i < count; i += 1) {
          const response = await call(app, 'post', '/chat/messages', keys.user_token)
            .send({ professional_id: 'pro_9Bw1Yc', body: `message ${i}` })
            .expect(201);
          ids.unshift(response.body.id);
        }
        const seen: string[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const page: Response = await call(
            app,
            'get',
            `/chat/messages?professional_id=pro_9Bw1Yc&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
            keys.user_token,
          ).expect(200);
          pages += 1;
          if (page.body.next_cursor !== null) expect(page.body.data).toHaveLength(limit);
          seen.push(...page.body.data.map((message: { id: string }) => message.id));
          cursor = page.body.next_cursor;
        } while (cursor !== null && pages < 20);
        expect(seen).toEqual(ids);
        expect(pages).toBe(Math.max(1, Math.ceil(count / limit)));
      }),
      { numRuns: 12 },
    );
  }, 120_000);

  it('refuses a cursor from another space, another user, another filter, another operation, forged or expired, with 400', async () => {
    const clock = testClock();
    // Cursors live 24 hours, as long as a personal key: an hour here, so the expiry shows first.
    const app = sandboxApp({ store: stores.store, now: clock.now, limits: { cursorTtlMs: 60 * 60_000 } });
    const keys = await mintKeys(app);
    const other = await mintKeys(app);
    // Another user of the same space, and a second token of the cursor's own user.
    const created = await call(app, 'post', '/s2s/users', keys.secret_key).send({ external_id: 'cur-b' }).expect(201);
    const userB = await call(app, 'post', `/s2s/users/${created.body.id}/authenticate`, keys.secret_key).expect(200);
    const sameUser = await call(app, 'post', '/s2s/users/usr_8f2k4m1q/authenticate', keys.secret_key).expect(200);
    const first = await call(app, 'get', '/chat/messages?professional_id=pro_4Kd2Ns&limit=1', keys.user_token).expect(
      200,
    );
    const cursor = first.body.next_cursor as string;
    expect(cursor).toMatch(/^cur_[A-Za-z0-9]+$/);
    await call(
      app,
      'get',
      `/chat/messages?professional_id=pro_4Kd2Ns&limit=1&cursor=${cursor}`,
      keys.user_token,
    ).expect(200);
    // The cursor is the user's, whichever of their tokens sends it.
    await call(
      app,
      'get',
      `/chat/messages?professional_id=pro_4Kd2Ns&limit=1&cursor=${cursor}`,
      sameUser.body.token,
    ).expect(200);
    const professionals = await call(app, 'get', '/chat/professionals?limit=1', keys.user_token).expect(200);
    await call(app, 'get', `/chat/professionals?cursor=${professionals.body.next_cursor}`, keys.user_token).expect(200);
    const refusals = [
      [`/chat/messages?professional_id=pro_4Kd2Ns&cursor=${cursor}`, other.user_token],
      [`/chat/messages?professional_id=pro_4Kd2Ns&cursor=${cursor}`, userB.body.token],
      [`/chat/professionals?cursor=${professionals.body.next_cursor}`, userB.body.token],
      [`/chat/messages?professional_id=pro_9Bw1Yc&cursor=${cursor}`, keys.user_token],
      [`/chat/professionals?cursor=${cursor}`, keys.user_token],
      [
        `/chat/messages?professional_id=pro_4Kd2Ns&cursor=${cursor.slice(0, -1)}${cursor.endsWith('0') ? '1' : '0'}`,
        keys.user_token,
      ],
      [`/chat/messages?professional_id=pro_4Kd2Ns&cursor=cur_8Zr1`, keys.user_token],
    ] as const;
    for (const [path, credential] of refusals) {
      const response = await call(app, 'get', path, credential);
      expectErrorModel(response, 400, 'invalid_request');
      expect(response.body.error.message).toContain('not one this endpoint returned');
    }
    clock.advance(61 * 60_000);
    // The minted token has ended too (60 minutes): the user's new one finds the cursor expired.
    const later = await call(app, 'post', '/s2s/users/usr_8f2k4m1q/authenticate', keys.secret_key).expect(200);
    const expired = await call(
      app,
      'get',
      `/chat/messages?professional_id=pro_4Kd2Ns&cursor=${cursor}`,
      later.body.token,
    );
    expectErrorModel(expired, 400, 'invalid_request');
    expect(expired.body.error.message).toContain('expired');
  });

  it('gives cursors that tell nothing of other sandboxes: the same page twice, with writes elsewhere between, shares no run of letters', async () => {
    // A clock that stands still: both cursors name the same position with the same expiry. In
    // clear (the store's seq, one sequence for every sandbox) they would be one string, and a
    // position's digits would grow with every other sandbox's writes.
    const app = sandboxApp({ store: stores.store, now: testClock().now });
    const keys = await mintKeys(app);
    const elsewhere = await mintKeys(app);
    const page = () =>
      call(app, 'get', '/chat/messages?professional_id=pro_4Kd2Ns&limit=1', keys.user_token).expect(200);
    const first = await page();
    for (let i = 0; i < 5; i += 1) {
      await call(app, 'post', '/chat/messages', elsewhere.user_token)
        .send({ professional_id: 'pro_9Bw1Yc', body: `elsewhere ${i}` })
        .expect(201);
    }
    const second = await page();
    expect(second.body.data).toEqual(first.body.data);
    const [one, two] = [first.body.next_cursor as string, second.body.next_cursor as string];
    expect(one).toMatch(/^cur_[A-Za-z0-9]+$/);
    expect(two).toMatch(/^cur_[A-Za-z0-9]+$/);
    const runs = (text: string) => new Set(Array.from({ length: text.length - 7 }, (_, at) => text.slice(at, at + 8)));
    const shared = [...runs(one.slice(4))].filter((run) => runs(two.slice(4)).has(run));
    expect(shared).toEqual([]);
    // Both name the same next page.
    const next = await Promise.all(
      [one, two].map((cursor) =>
        call(app, 'get', `/chat/messages?professional_id=pro_4Kd2Ns&limit=1&cursor=${cursor}`, keys.user_token).expect(
          200,
        ),
      ),
    );
    expect(next[1]?.body.data).toEqual(next[0]?.body.data);
    expect(next[0]?.body.data).toHaveLength(1);
  });

  it('moves a status only forward: 409 backwards, 200 unchanged when repeated, 403 on the user’s own, 404 on another user’s', async () => {
    const app = sandboxApp({ store: stores.store });
    const keys = await mintKeys(app);
    const other = await mintKeys(app);
    const status = (id: string, value: string, token = keys.user_token) =>
      call(app, 'patch', `/chat/messages/${id}/status`, token).send({ status: value });
    const list = await call(app, 'get', '/chat/messages?professional_id=pro_4Kd2Ns', keys.user_token).expect(200);
    const theirs = list.body.data.find((message: { sender: string }) => message.sender === 'professional');
    const mine = list.body.data.find((message: { sender: string }) => message.sender === 'user');

    const read = await status(theirs.id, 'read').expect(200);
    const again = await status(theirs.id, 'read').expect(200);
    expect(again.body).toEqual(read.body);
    expectErrorModel(await status(theirs.id, 'delivered'), 409, 'conflict');
    expectErrorModel(await status(mine.id, 'read'), 403, 'forbidden');
    expectErrorModel(await status('msg_doesNotExist', 'read'), 404, 'not_found');
    // Another user of the same space (a user created there) cannot touch the seed user's message.
    const created = await call(app, 'post', '/s2s/users', keys.secret_key)
      .send({ external_id: 'other-user' })
      .expect(201);
    const token = await call(app, 'post', `/s2s/users/${created.body.id}/authenticate`, keys.secret_key).expect(200);
    expectErrorModel(await status(theirs.id, 'read', token.body.token), 404, 'not_found');
    // Another space's copy of the same seed message is its own: still delivered there.
    const elsewhere = await status(theirs.id, 'read', other.user_token).expect(200);
    expect(elsewhere.body.status).toBe('read');
  });

  it('refuses a blank message (400) and an unknown professional (404) on every chat operation', async () => {
    const app = sandboxApp({ store: stores.store });
    const keys = await mintKeys(app);
    const blank = await call(app, 'post', '/chat/messages', keys.user_token).send({
      professional_id: 'pro_4Kd2Ns',
      body: ' \n\t ',
    });
    expectErrorModel(blank, 400, 'invalid_request');
    expect(blank.body.error.message).toContain('blank');
    for (const response of [
      await call(app, 'post', '/chat/messages', keys.user_token).send({ professional_id: 'pro_4Kd2Nx', body: 'Hello' }),
      await call(app, 'get', '/chat/messages?professional_id=pro_4Kd2Nx', keys.user_token),
      await call(app, 'get', '/chat/unread-count?professional_id=pro_4Kd2Nx', keys.user_token),
      await call(app, 'get', '/chat/professionals/pro_4Kd2Nx', keys.user_token),
    ]) {
      expectErrorModel(response, 404, 'not_found');
      expect(response.body.error.message).toContain('pro_4Kd2Nx');
    }
    const list = await call(app, 'get', '/chat/messages?professional_id=pro_4Kd2Ns', keys.user_token).expect(200);
    expect(list.body.data.map((message: { body: string }) => message.body)).not.toContain(' \n\t ');
  });

  it('gives every listed professional a profile', async () => {
    const app = sandboxApp({ store: stores.store });
    const list = await call(app, 'get', '/chat/professionals?limit=100', SHARED_TOKEN).expect(200);
    expect(list.body.data.length).toBeGreaterThan(1);
    for (const professional of list.body.data) {
      const profile = await call(app, 'get', `/chat/professionals/${professional.id}`, SHARED_TOKEN).expect(200);
      expect(profile.body).toMatchObject(professional);
      expect(profile.body).toHaveProperty('bio');
      expect(profile.body).toHaveProperty('languages');
      expect(profile.body).toHaveProperty('joined_at');
    }
  });
});
