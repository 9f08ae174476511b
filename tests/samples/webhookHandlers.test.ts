/**
 * The webhook handlers that keep chat messages in a database (docs/webhooks/code/: the Node
 * message.created handler, the PHP message.updated handler, the minimal receiver), run as their
 * comments say against Debian's PostgreSQL with the tables of schema.sql. Events arrive as Advoca
 * delivers them: duplicated, in any order, at once. Whatever the order, a message ends at its most
 * advanced status, and an answer the user has read never keeps a queued email. A PostgreSQL restart
 * stops none of them: they answer 500 while it is down, so Advoca retries, and 200 once it is back.
 */
import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/projectPaths.ts';
import { type Postgres, startPostgres } from './postgres.ts';
import { type SampleServer, startSampleServer } from './runtimes.ts';

const CODE = join(projectRoot, 'docs/webhooks/code');
const SECRET = 'whsec_8Yk2Qf7Lm3Np';

type Status = 'sent' | 'delivered' | 'read';

/** The professional's answer msg_7Tq9Wm of the contract's examples, at each status. */
function answer(status: Status, sender: 'professional' | 'user' = 'professional') {
  const updatedAt = { sent: '2024-05-14T09:31:02Z', delivered: '2024-05-14T09:31:05Z', read: '2024-05-14T09:40:18Z' };
  return {
    id: 'msg_7Tq9Wm',
    conversation_id: 'cnv_2Lp8Rd',
    user_id: 'usr_8f2k4m1q',
    professional_id: 'pro_4Kd2Ns',
    sender,
    body: 'Thanks, I have reviewed your lease. The deposit must be returned within 30 days.',
    status,
    created_at: '2024-05-14T09:31:02Z',
    updated_at: updatedAt[status],
  };
}

/** The three events of the answer's life: its creation, then one per status step. */
const EVENTS = {
  created: { id: 'evt_1Cr8Qa', type: 'message.created', created_at: '2024-05-14T09:31:03Z', data: answer('sent') },
  delivered: {
    id: 'evt_2Dl4Wb',
    type: 'message.updated',
    created_at: '2024-05-14T09:31:06Z',
    data: answer('delivered'),
  },
  read: { id: 'evt_3Rd7Xc', type: 'message.updated', created_at: '2024-05-14T09:40:19Z', data: answer('read') },
};
type EventName = keyof typeof EVENTS;

let db: Postgres;
let created: SampleServer;
let updated: SampleServer;
let receiver: SampleServer;

function deliver(server: SampleServer, event: object): Promise<Response> {
  const body = JSON.stringify(event);
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', SECRET).update(`${t}.${body}`).digest('hex');
  return fetch(`${server.origin}/webhooks/advoca`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'advoca-signature': `t=${t},v1=${v1}` },
    body,
  });
}

/** Each endpoint subscribes to its event, as the pages set them up. */
const handlerOf = (name: EventName) => (name === 'created' ? created : updated);

async function stored() {
  const [status = '', emails] = await Promise.all([
    db.psql("SELECT status FROM chat_messages WHERE id = 'msg_7Tq9Wm'"),
    db.psql('SELECT count(*) FROM answer_notifications'),
  ]);
  return { status: status.trim(), emails: Number(emails) };
}

beforeAll(async () => {
  db = await startPostgres();
  await db.psql(await readFile(join(CODE, 'schema.sql'), 'utf8'));
  const node = { ADVOCA_WEBHOOK_SECRET: SECRET, PGHOST: db.host, PGUSER: db.user, PGDATABASE: db.database };
  [created, updated, receiver] = await Promise.all([
    startSampleServer('node', () => [join(CODE, 'on-message-created.js')], node),
    startSampleServer('php', (port) => ['-S', `127.0.0.1:${port}`, join(CODE, 'on-message-updated.php')], {
      ADVOCA_WEBHOOK_SECRET: SECRET,
      DATABASE_DSN: `pgsql:host=${db.host};dbname=${db.database};user=${db.user}`,
    }),
    startSampleServer('node', () => [join(CODE, 'receiver.js')], node),
  ]);
  // initdb, then three servers: seconds here, more than the project's 60 s for hooks on a loaded runner.
}, 120_000);

afterAll(async () => {
  await Promise.all([created?.stop(), updated?.stop(), receiver?.stop()]);
  await db?.stop();
});

beforeEach(async () => {
  await db.psql('TRUNCATE answer_notifications, chat_messages, advoca_events');
});

describe('message.created and message.updated handlers on PostgreSQL', () => {
  it('queue an email for a new answer, and withdraw it when the user reads the answer', async () => {
    expect((await deliver(created, EVENTS.created)).status).toBe(200);
    expect(await stored()).toEqual({ status: 'sent', emails: 1 });
    expect((await deliver(updated, EVENTS.read)).status).toBe(200);
    expect(await stored()).toEqual({ status: 'read', emails: 0 });
  });

  it('queue nothing for a message.created that arrives after the answer was read', async () => {
    expect((await deliver(updated, EVENTS.read)).status).toBe(200);
    expect((await deliver(created, EVENTS.created)).status).toBe(200);
    expect(await stored()).toEqual({ status: 'read', emails: 0 });
  });

  it('process a redelivered event once, and never move a status backwards', async () => {
    await deliver(created, EVENTS.created);
    await deliver(created, EVENTS.created);
    expect(await stored()).toEqual({ status: 'sent', emails: 1 });
    await deliver(updated, EVENTS.read);
    await deliver(updated, EVENTS.delivered);
    expect(await stored()).toEqual({ status: 'read', emails: 0 });
    expect(await db.psql('SELECT count(*) FROM advoca_events')).toBe('3\n');
  });

  it('queue no email for a user’s own question', async () => {
    await deliver(created, { ...EVENTS.created, data: answer('sent', 'user') });
    expect(await stored()).toEqual({ status: 'sent', emails: 0 });
  });

  it('withdraw the email when the answer is read while its message.created is still being stored', async () => {
    // The interleaving a busy machine once gave the property below, made certain: the answer is
    // stored (delivered), its message.created is held inside the email's INSERT, and the read
    // arrives meanwhile. Without a lock on the message's row, the read commits first without
    // seeing the uncommitted email, which then outlives it.
    await deliver(updated, EVENTS.delivered);
    await db.psql(`CREATE FUNCTION hold_notification() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN PERFORM pg_sleep(1); RETURN NEW; END $$;
      CREATE TRIGGER hold_notification BEFORE INSERT ON answer_notifications
      FOR EACH ROW EXECUTE FUNCTION hold_notification();`);
    try {
      const creating = deliver(created, EVENTS.created);
      await expect
        .poll(() =>
          db.psql("SELECT count(*) FROM pg_stat_activity WHERE query LIKE 'INSERT INTO answer_notifications%'"),
        )
        .toBe('1\n');
      const statuses = await Promise.all([deliver(updated, EVENTS.read), creating].map((r) => r.then((x) => x.status)));
      expect(statuses).toEqual([200, 200]);
      expect(await stored()).toEqual({ status: 'read', emails: 0 });
    } finally {
      await db.psql('DROP TRIGGER hold_notification ON answer_notifications; DROP FUNCTION hold_notification();');
    }
  });

  it('end the same whatever the order, the duplicates and the concurrency of deliveries', async () => {
    const names = Object.keys(EVENTS) as EventName[];
    const delivery = fc.record({
      // Each event at least once, some twice, in any order.
      events: fc
        .shuffledSubarray([...names, ...names], { minLength: names.length })
        .filter((picked) => names.every((name) => picked.includes(name))),
      atOnce: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(delivery, async ({ events, atOnce }) => {
        await db.psql('TRUNCATE answer_notifications, chat_messages, advoca_events');
        const send = (name: EventName) => deliver(handlerOf(name), EVENTS[name]).then((response) => response.status);
        const statuses = atOnce ? await Promise.all(events.map(send)) : [];
        if (!atOnce) for (const name of events) statuses.push(await send(name));
        expect(statuses.every((status) => status === 200)).toBe(true);
        expect(await stored()).toEqual({ status: 'read', emails: 0 });
      }),
      { numRuns: 25 },
    );
    // 25 rounds of up to ten deliveries through PHP, Node and PostgreSQL: many seconds on a loaded runner.
  }, 120_000);

  it('answer 500 when the database fails, so that Advoca retries', async () => {
    const [node, php] = await Promise.all([
      startSampleServer('node', () => [join(CODE, 'on-message-created.js')], {
        ADVOCA_WEBHOOK_SECRET: SECRET,
        PGHOST: db.host,
        PGUSER: db.user,
        PGDATABASE: 'no_such_database',
      }),
      startSampleServer('php', (port) => ['-S', `127.0.0.1:${port}`, join(CODE, 'on-message-updated.php')], {
        ADVOCA_WEBHOOK_SECRET: SECRET,
        DATABASE_DSN: `pgsql:host=${db.host};dbname=no_such_database;user=${db.user}`,
      }),
    ]);
    try {
      expect((await deliver(node, EVENTS.created)).status).toBe(500);
      expect((await deliver(php, EVENTS.read)).status).toBe(500);
    } finally {
      await Promise.all([node.stop(), php.stop()]);
    }
  });
});

describe('the minimal receiver on PostgreSQL', () => {
  it('stores each event once, with its payload, however often it is delivered', async () => {
    const responses = await Promise.all([1, 2, 3].map(() => deliver(receiver, EVENTS.read)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(await db.psql("SELECT id, payload->'data'->>'status' FROM advoca_events")).toBe('evt_3Rd7Xc|read\n');
  });
});

/** A delivery's status, or `no answer` when nothing listens any more (the handler has died). */
const statusOf = (server: SampleServer, event: object) =>
  deliver(server, event).then(
    (response) => response.status,
    () => 'no answer',
  );

describe('the handlers through a PostgreSQL restart', () => {
  // Last in the file: handlers that died here would fail every test after them for another reason.
  it('keep running, answer 500 while it is down, and store what Advoca redelivers once it is back', async () => {
    // The receiver's own events: the handlers record theirs in the same advoca_events table.
    const toReceiver = (id: string) => ({ ...EVENTS.read, id });
    // Before: each Node handler has written through a connection that now waits, idle, in its pool.
    const before = await Promise.all([
      statusOf(created, EVENTS.created),
      statusOf(updated, EVENTS.delivered),
      statusOf(receiver, toReceiver('evt_4Rv1Ad')),
    ]);
    expect(before).toEqual([200, 200, 200]);
    expect(await stored()).toEqual({ status: 'delivered', emails: 1 });

    // Stopping ends those idle connections with "terminating connection due to administrator
    // command"; deliveries meanwhile find no server to connect to.
    const redeliveries: [SampleServer, object][] = [
      [created, EVENTS.created],
      [updated, EVENTS.read],
      [receiver, toReceiver('evt_5Rv2Be')],
    ];
    let whileDown: (number | string)[] = [];
    await db.restart(async () => {
      whileDown = await Promise.all(redeliveries.map(([server, event]) => statusOf(server, event)));
    });
    const output = () => [created, updated, receiver].map((server) => server.output()).join('\n');
    expect(whileDown, output()).toEqual([500, 500, 500]);
    // The path under test was taken: each Node handler saw its idle connection end, and logged it.
    for (const server of [created, receiver]) {
      await expect.poll(server.output).toContain('idle database connection lost: terminating connection');
    }

    // After: the same processes, with fresh connections, take Advoca's retries.
    const after = await Promise.all(redeliveries.map(([server, event]) => statusOf(server, event)));
    expect(after, output()).toEqual([200, 200, 200]);
    expect(await stored()).toEqual({ status: 'read', emails: 0 });
    expect(await db.psql('SELECT id FROM advoca_events ORDER BY id')).toBe(
      'evt_1Cr8Qa\nevt_2Dl4Wb\nevt_3Rd7Xc\nevt_4Rv1Ad\nevt_5Rv2Be\n',
    );
  });
});
