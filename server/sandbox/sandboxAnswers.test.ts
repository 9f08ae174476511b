/**
 * The sandbox's professionals answer, on both stores: an available one a few seconds after the
 * user's latest message (not before, once per burst), an away one never; the answer is a real
 * message (unread, counted, markable read) whose events fit the contract; two replicas reading at
 * once make one answer.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect, it } from 'vitest';
import { DEFAULT_LIMITS } from './rules/limits.ts';
import { describeEachStore } from './store/testStores.ts';
import {
  type App,
  call,
  CONTRACT_JSON,
  getEvents,
  mintKeys,
  type PersonalKeys,
  sandboxApp,
  testClock,
} from './testSandbox.ts';

const DELAY = DEFAULT_LIMITS.answerDelayMs;
const MARIA = 'pro_4Kd2Ns'; // available
const DANIEL = 'pro_9Bw1Yc'; // away

interface Message {
  id: string;
  conversation_id: string;
  user_id: string;
  professional_id: string;
  sender: string;
  body: string;
  status: string;
  created_at: string;
  updated_at: string;
}

interface LoggedEvent {
  id: string;
  type: string;
  created_at: string;
  data: { id?: string; message_id?: string };
}

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
ajv.addSchema(JSON.parse(CONTRACT_JSON) as object, 'contract.json');
/** The contract's schema of a component, as ajv checks it. */
function expectSchema(name: string, value: unknown) {
  const validate = ajv.getSchema(`contract.json#/components/schemas/${name}`);
  if (!validate) throw new Error(`the contract has no schema ${name}`);
  expect(validate(value), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
}

/** A new user of a personal space, with their token: no conversation yet. */
async function newUser(app: App, keys: PersonalKeys, externalId: string) {
  const created = await call(app, 'post', '/s2s/users', keys.secret_key).send({ external_id: externalId }).expect(201);
  const token = await call(app, 'post', `/s2s/users/${created.body.id}/authenticate`, keys.secret_key).expect(200);
  return { id: created.body.id as string, token: token.body.token as string };
}

const post = (app: App, token: string, professional: string, body: string) =>
  call(app, 'post', '/chat/messages', token).send({ professional_id: professional, body }).expect(201);

async function conversation(app: App, token: string, professional = MARIA): Promise<Message[]> {
  const list = await call(app, 'get', `/chat/messages?professional_id=${professional}&limit=100`, token).expect(200);
  return list.body.data as Message[];
}

const answers = (messages: Message[]) => messages.filter((message) => message.sender === 'professional');

/** The user's messages as the professional's reading leaves them: read at `at`. */
const readAt = (messages: Message[], at: number) =>
  messages.map((message) => ({
    ...message,
    status: 'read',
    updated_at: new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z'),
  }));

describeEachStore('sandbox professionals answer', (stores) => {
  it('answers the latest message of a burst once, the delay after it and not before', async () => {
    const clock = testClock();
    const app = sandboxApp({ store: stores.store, now: clock.now });
    const keys = await mintKeys(app);
    const user = await newUser(app, keys, 'answer-burst');
    const burst: Message[] = [];
    for (const text of ['First', 'Second', 'Third']) {
      burst.unshift((await post(app, user.token, MARIA, text)).body);
      clock.advance(DELAY / 3 - 1); // each within the delay of the one before
    }
    clock.advance(DELAY - (DELAY / 3 - 1) - 1); // a millisecond before the last one's delay
    expect(await conversation(app, user.token)).toEqual(burst);
    clock.advance(1);
    const answered = await conversation(app, user.token);
    // Answering, Maria read the burst first.
    expect(answered.slice(1)).toEqual(readAt(burst, clock.now()));
    const [answer] = answered as [Message];
    expect(answer).toMatchObject({
      id: expect.stringMatching(/^msg_[A-Za-z0-9]+$/),
      conversation_id: burst[0]?.conversation_id,
      user_id: user.id,
      professional_id: MARIA,
      sender: 'professional',
      body: 'Sandbox answer from Maria Lindqvist: thanks, I have read your message.',
      status: 'sent',
      created_at: new Date(clock.now()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    });
    expectSchema('Message', answer);
    clock.advance(60_000);
    expect(answers(await conversation(app, user.token))).toEqual([answer]);
    // A new message after the answer is a new burst: answered in its turn.
    const next = (await post(app, user.token, MARIA, 'Fourth')).body as Message;
    clock.advance(DELAY);
    const later = await conversation(app, user.token);
    expect(later.slice(1, 3)).toEqual([...readAt([next], clock.now()), answer]);
    expect(later[0]?.sender).toBe('professional');
    expect(later[0]?.id).not.toBe(answer.id);
  });

  it('answers a message left unanswered for the delay before storing the next one', async () => {
    const clock = testClock();
    const app = sandboxApp({ store: stores.store, now: clock.now });
    const keys = await mintKeys(app);
    const user = await newUser(app, keys, 'answer-between');
    const first = (await post(app, user.token, MARIA, 'Hello')).body as Message;
    clock.advance(DELAY + 5_000); // no read meanwhile
    const second = (await post(app, user.token, MARIA, 'Anyone there?')).body as Message;
    const list = await conversation(app, user.token);
    expect(list.map((message) => [message.sender, message.id])).toEqual([
      ['user', second.id],
      ['professional', expect.any(String)],
      ['user', first.id],
    ]);
  });

  it('never answers for an away professional', async () => {
    const clock = testClock();
    const app = sandboxApp({ store: stores.store, now: clock.now });
    const keys = await mintKeys(app);
    const user = await newUser(app, keys, 'answer-away');
    const sent = (await post(app, user.token, DANIEL, 'Are you there?')).body as Message;
    clock.advance(10 * DELAY);
    expect(await conversation(app, user.token, DANIEL)).toEqual([sent]);
    expect((await call(app, 'get', '/chat/unread-count', user.token).expect(200)).body).toEqual({ unread_count: 0 });
    const events = await getEvents(app, keys.secret_key, '?limit=100').expect(200);
    expect(events.body.data.map((event: { type: string }) => event.type)).toEqual(['message.created', 'user.created']);
  });

  it('makes the answer an unread message the user counts, marks delivered and read, with the contract’s events', async () => {
    const clock = testClock();
    const app = sandboxApp({ store: stores.store, now: clock.now });
    const keys = await mintKeys(app);
    const user = await newUser(app, keys, 'answer-read');
    const unread = async (query = '') =>
      (await call(app, 'get', `/chat/unread-count${query}`, user.token).expect(200)).body.unread_count as number;
    await post(app, user.token, MARIA, 'My deposit?');
    expect(await unread()).toBe(0);
    clock.advance(DELAY);
    // The count is a read too: it finds the answer first.
    expect(await unread()).toBe(1);
    expect(await unread(`?professional_id=${MARIA}`)).toBe(1);
    expect(await unread(`?professional_id=${DANIEL}`)).toBe(0);
    const [answer] = answers(await conversation(app, user.token)) as [Message];

    // The event log: the answer's message.created and its push.requested, newest first.
    const events = await getEvents(app, keys.secret_key, '?limit=2').expect(200);
    const [push, created] = events.body.data;
    expect(created).toMatchObject({ type: 'message.created', data: answer });
    expectSchema('MessageCreatedEvent', created);
    expect(push).toMatchObject({
      type: 'push.requested',
      data: {
        user_id: user.id,
        external_id: 'answer-read',
        title: 'Maria Lindqvist',
        body: answer.body,
        conversation_id: answer.conversation_id,
        professional_id: MARIA,
        message_id: answer.id,
        unread_count: 1,
      },
    });
    expectSchema('PushRequestedEvent', push);

    const mark = (status: string) =>
      call(app, 'patch', `/chat/messages/${answer.id}/status`, user.token).send({ status }).expect(200);
    expect((await mark('delivered')).body.status).toBe('delivered');
    expect(await unread()).toBe(1);
    expect((await mark('read')).body).toMatchObject({ id: answer.id, status: 'read' });
    expect(await unread()).toBe(0);
    const after = await getEvents(app, keys.secret_key, '?limit=2').expect(200);
    expect(after.body.data.map((event: { type: string; data: { id: string } }) => [event.type, event.data.id])).toEqual(
      [
        ['message.updated', answer.id],
        ['message.updated', answer.id],
      ],
    );
  });

  it('reads the user’s messages before answering, each with a message.updated event, once; an away professional never', async () => {
    const clock = testClock();
    const app = sandboxApp({ store: stores.store, now: clock.now });
    const keys = await mintKeys(app);
    const user = await newUser(app, keys, 'answer-reads');
    const sent: Message[] = [];
    for (const text of ['Hello', 'My deposit?']) {
      sent.unshift((await post(app, user.token, MARIA, text)).body);
      clock.advance(1_000);
    }
    const away = (await post(app, user.token, DANIEL, 'Are you there?')).body as Message;
    clock.advance(DELAY);
    const answeredAt = clock.now();
    const [answer, ...mine] = await conversation(app, user.token);
    expect(answer?.sender).toBe('professional');
    expect(mine).toEqual(readAt(sent, answeredAt));
    expect(answer?.created_at).toBe(mine[0]?.updated_at);

    // Newest first: the answer's push.requested and message.created, after one message.updated
    // per message read, oldest message first; then the posts' message.created and user.created.
    const log = async () =>
      (await getEvents(app, keys.secret_key, '?limit=100').expect(200)).body.data as LoggedEvent[];
    const events = await log();
    expect(events.map((event) => [event.type, event.data.id ?? event.data.message_id])).toEqual([
      ['push.requested', answer?.id],
      ['message.created', answer?.id],
      ['message.updated', sent[0]?.id],
      ['message.updated', sent[1]?.id],
      ['message.created', away.id],
      ['message.created', sent[0]?.id],
      ['message.created', sent[1]?.id],
      ['user.created', user.id],
    ]);
    const updates = events.filter((event) => event.type === 'message.updated');
    for (const [index, event] of updates.entries()) {
      expectSchema('MessageUpdatedEvent', event);
      expect(event.data).toEqual(mine[index]);
    }

    // Read once: later reads of the conversation and the log add nothing.
    clock.advance(60_000);
    expect(await conversation(app, user.token)).toEqual([answer, ...mine]);
    expect(await log()).toEqual(events);
    // Daniel is away: he never answers, so never reads.
    expect(await conversation(app, user.token, DANIEL)).toEqual([away]);
  });

  it('counts the unread answers in push.requested, over every conversation', async () => {
    const clock = testClock();
    const app = sandboxApp({ store: stores.store, now: clock.now });
    const keys = await mintKeys(app);
    const user = await newUser(app, keys, 'answer-badge');
    for (const text of ['One', 'Two']) {
      await post(app, user.token, MARIA, text);
      clock.advance(DELAY);
      await conversation(app, user.token);
    }
    const events = await getEvents(app, keys.secret_key, '?limit=100').expect(200);
    const pushes = events.body.data.filter((event: { type: string }) => event.type === 'push.requested');
    expect(pushes.map((event: { data: { unread_count: number } }) => event.data.unread_count)).toEqual([2, 1]);
  });

  it('answers through the event log too, and once when two replicas read at once', async () => {
    const clock = testClock();
    const { store, replica } = await stores.fresh();
    // Each replica's read answers inside the space's transaction: the second finds the answer made.
    const one = sandboxApp({ store, now: clock.now });
    const two = sandboxApp({ store: replica(), now: clock.now });
    const keys = await mintKeys(one);
    const user = await newUser(one, keys, 'answer-race');
    await post(one, user.token, MARIA, 'Racing');
    clock.advance(DELAY);
    // The secret key's event log on one replica, the user's message list on the other, at once.
    await Promise.all([
      getEvents(one, keys.secret_key).expect(200),
      call(two, 'get', `/chat/messages?professional_id=${MARIA}`, user.token).expect(200),
    ]);
    expect(answers(await conversation(two, user.token))).toHaveLength(1);
    const events = await getEvents(one, keys.secret_key, '?limit=100').expect(200);
    const types = events.body.data.map((event: { type: string }) => event.type);
    expect(types).toEqual(['push.requested', 'message.created', 'message.updated', 'message.created', 'user.created']);
  });
});
