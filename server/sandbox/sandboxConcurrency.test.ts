/**
 * Two replicas writing one space at once, on both stores (the PostgreSQL run is the one that
 * matters: two pools on one database, as two portal replicas share SANDBOX_DATABASE_URL). The
 * space's event log is full (`limits.events`), so every write also evicts the oldest event: the
 * load that used to deadlock, answer 503 for a write that was stored, drop its idempotency entry,
 * and so store the contract's retry a second time. Here 40 writers spread over both replicas each
 * post messages with their own `Idempotency-Key`, retrying on a 5xx, a network error or a 409
 * "still in progress" as the contract asks (and some successful requests on purpose, some sent to
 * both replicas at once), in the shared demo space and in one personal space. Checked: no 5xx, every key's message
 * stored once, the log exactly at its cap with each message's event once, and no deadlock in the
 * PostgreSQL server's log (when it can be read) nor in pg_stat_database.
 *
 * The load is bounded (a fixed number of requests, each retried a bounded number of times, each
 * with a timeout) and stays on 127.0.0.1; nothing is timed.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { open, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { expect, it } from 'vitest';
import { SHARED_SPACE, type Space } from './rules/context.ts';
import { recordEvent } from './rules/events.ts';
import { DEFAULT_LIMITS } from './rules/limits.ts';
import type { SandboxStore } from './store/sandboxStore.ts';
import { describeEachStore, freshPostgresDatabase } from './store/testStores.ts';
import { type App, sandboxApp, SHARED_SECRET, SHARED_TOKEN } from './testSandbox.ts';

/** Away (`available: false` in the contract): never answers, so the only events are the writes'. */
const DANIEL = 'pro_9Bw1Yc';
const CAP = DEFAULT_LIMITS.events;
const WRITERS = 40;
const MESSAGES_PER_WRITER = 3;
/** Attempts per request before the writer gives up (each 5xx and network error is recorded). */
const ATTEMPTS = 6;
/** Requests of the fill sent at once. */
const FILL_BATCH = 25;
/** Requests of the fill through the API: the log's last FILL_RENAMES / 2 places, and as many past the cap. */
const FILL_RENAMES = 2 * FILL_BATCH;
/** A request that has not answered by then is a network error for the writer (and retried). */
const REQUEST_TIMEOUT_MS = 20_000;
/**
 * Each test's bound: the fill, the writers and the checks. Their 230-odd requests queue on one
 * space's lock, some 30 ms each on PostgreSQL on a busy 2-core machine, up to 100 ms with every
 * core taken by something else.
 */
const TEST_TIMEOUT_MS = 60_000;

interface Replica {
  name: string;
  base: string;
  close(): Promise<void>;
}

/** An app listening on 127.0.0.1, as a replica behind a load balancer. */
async function listen(name: string, app: App): Promise<Replica> {
  const server: Server = createServer(app);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    name,
    base: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close').catch(() => undefined);
    },
  };
}

interface Reply {
  replica: string;
  status: number;
  body: unknown;
  replayed: boolean;
}

interface Sent {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  /** Sent as a bearer credential; none when empty. */
  credential: string;
  body?: unknown;
  idempotencyKey?: string;
}

/** One HTTP request; a network error (refused, reset, timed out) rejects. */
async function send(replica: Replica, request: Sent): Promise<Reply> {
  const headers: Record<string, string> = request.credential ? { Authorization: `Bearer ${request.credential}` } : {};
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  if (request.idempotencyKey !== undefined) headers['Idempotency-Key'] = request.idempotencyKey;
  const response = await fetch(`${replica.base}${request.path}`, {
    method: request.method,
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // kept as text, for the failure message
  }
  return {
    replica: replica.name,
    status: response.status,
    body,
    replayed: response.headers.get('idempotent-replayed') === 'true',
  };
}

/** What went wrong on the way: every 5xx (with its body) and every network error, whether retried or not. */
interface Problem {
  replica: string;
  request: string;
  attempt: number;
  status?: number;
  body?: unknown;
  error?: string;
}

const describeRequest = (request: Sent) =>
  `${request.method} ${request.path}${request.idempotencyKey ? ` (Idempotency-Key ${request.idempotencyKey})` : ''}`;

/** A 409 the contract documents for "the same key while the first request runs": retry with the same key. */
const inProgress = (reply: Reply) =>
  reply.status === 409 && /in progress/i.test(JSON.stringify((reply.body as { error?: unknown }).error ?? ''));

/**
 * Sends a request as the contract asks a client to: on a 5xx, a network error or an
 * idempotency-in-progress 409, the same request (same key, same body) again, on the next replica,
 * after a short back-off; at most ATTEMPTS times. Every 5xx and network error goes to `problems`.
 */
async function deliver(replicas: Replica[], first: number, request: Sent, problems: Problem[]): Promise<Reply[]> {
  const replies: Reply[] = [];
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const replica = replicas[(first + attempt - 1) % replicas.length] as Replica;
    try {
      const reply = await send(replica, request);
      replies.push(reply);
      if (reply.status >= 500) {
        problems.push({
          replica: replica.name,
          request: describeRequest(request),
          attempt,
          status: reply.status,
          body: reply.body,
        });
      } else if (!inProgress(reply)) {
        return replies;
      }
    } catch (error) {
      problems.push({ replica: replica.name, request: describeRequest(request), attempt, error: String(error) });
    }
    await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
  }
  return replies;
}

/** Every page of a list (`data`, `next_cursor`), following the cursors; at most `maxPages`. */
async function everyPage<T>(replica: Replica, path: string, credential: string, maxPages = 50): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < maxPages; page += 1) {
    const separator = path.includes('?') ? '&' : '?';
    const reply = await send(replica, {
      method: 'GET',
      path: `${path}${cursor ? `${separator}cursor=${encodeURIComponent(cursor)}` : ''}`,
      credential,
    });
    expect(reply.status, `${path}: ${JSON.stringify(reply.body)}`).toBe(200);
    const body = reply.body as { data: T[]; next_cursor: string | null };
    items.push(...body.data);
    cursor = body.next_cursor;
    if (cursor === null) return items;
  }
  throw new Error(`${path} had more than ${maxPages} pages`);
}

interface LoggedEvent {
  id: string;
  type: string;
  data: { id?: string };
}
interface Message {
  id: string;
  body: string;
  sender: string;
}

const eventsOf = (replica: Replica, secret: string) =>
  everyPage<LoggedEvent>(replica, '/sandbox/events?limit=100', secret);

/** The space's credentials: a secret key for users and events, a user token for messages. */
interface Credentials {
  secret: string;
  userToken: string;
  space: Space;
}

/**
 * Fills the space's event log past its cap. Most of it is written straight to the store (what a
 * thousand earlier requests would have left, in one transaction: a thousand requests through one
 * space's lock take half a minute on a busy runner); the last stretch, FILL_RENAMES requests from
 * both replicas FILL_BATCH at a time, crosses the cap through the API, so every write of its last
 * batches already evicts. Those are `user.updated`: one user of its own, renamed again and again
 * (no new records, so a personal space's record cap stays out of the way).
 */
async function fillEvents(
  store: SandboxStore,
  replicas: Replica[],
  credentials: Credentials,
  tag: string,
  problems: Problem[],
) {
  const created = await deliver(
    replicas,
    0,
    {
      method: 'POST',
      path: '/sandbox/v2/s2s/users',
      credential: credentials.secret,
      body: { external_id: `fill-${tag}`, name: 'Fill 0' },
      idempotencyKey: `fill-${tag}`,
    },
    problems,
  );
  const user = created.at(-1);
  expect(user?.status, JSON.stringify(user?.body)).toBe(201);
  const userId = (user?.body as { id: string }).id;
  const before = (await eventsOf(replicas[0] as Replica, credentials.secret)).length;
  const now = Date.now();
  await store.transaction([credentials.space.id], async (tx) => {
    for (let n = before; n < CAP - FILL_RENAMES / 2; n += 1) {
      const data = { ...(user?.body as object), name: `Earlier ${n}`, updated_at: new Date(now).toISOString() };
      await recordEvent({ store: tx, now, limits: DEFAULT_LIMITS }, credentials.space, 'user.updated', data);
    }
  });
  for (let start = 0; start < FILL_RENAMES; start += FILL_BATCH) {
    const batch = Array.from({ length: Math.min(FILL_BATCH, FILL_RENAMES - start) }, (_, offset) => start + offset);
    const replies = await Promise.all(
      batch.map((n) =>
        deliver(
          replicas,
          n,
          {
            method: 'PATCH',
            path: `/sandbox/v2/s2s/users/${userId}`,
            credential: credentials.secret,
            body: { name: `Fill ${n + 1}` },
          },
          problems,
        ),
      ),
    );
    for (const reply of replies.map((all) => all.at(-1))) {
      expect.soft(reply?.status, JSON.stringify(reply?.body)).toBe(200);
    }
  }
  // Soft, as the checks after the writers: a run reports whatever else it finds too.
  const filled = await eventsOf(replicas[1] as Replica, credentials.secret);
  expect.soft(filled.length, 'events kept once the fill crossed the cap').toBe(CAP);
}

interface KeyOutcome {
  key: string;
  body: string;
  /** Every answer the key got (first send, retries, deliberate repeats), in order. */
  replies: Reply[];
  /** Deliberately sent again after a success: the repeat's answers. */
  repeats: Reply[];
}

/**
 * WRITERS writers, writer w starting on replica w % 2, each posting MESSAGES_PER_WRITER messages one
 * after another, each with its own key and a body no other message has. Message 1 of each writer is
 * sent again once answered (on the other replica); message 2 of every even writer is sent to both
 * replicas at once.
 */
async function runWriters(
  replicas: Replica[],
  credentials: Credentials,
  tag: string,
  problems: Problem[],
): Promise<KeyOutcome[]> {
  const writer = async (w: number): Promise<KeyOutcome[]> => {
    const outcomes: KeyOutcome[] = [];
    for (let i = 0; i < MESSAGES_PER_WRITER; i += 1) {
      const key = `${tag}-w${w}-m${i}-${randomBytes(6).toString('hex')}`;
      const body = `Concurrency ${tag}: writer ${w}, message ${i}`;
      const request: Sent = {
        method: 'POST',
        path: '/sandbox/v2/chat/messages',
        credential: credentials.userToken,
        body: { professional_id: DANIEL, body },
        idempotencyKey: key,
      };
      const outcome: KeyOutcome = { key, body, replies: [], repeats: [] };
      if (i === 2 && w % 2 === 0) {
        // The same request to both replicas at once: one makes the message; the other replays it, at
        // once or after a 409 "still in progress" and a retry (the contract's answer while the first runs).
        const both = await Promise.all([0, 1].map((first) => deliver(replicas, w + first, request, problems)));
        outcome.replies.push(...both.flat());
        outcome.repeats.push(...(both[1] ?? []));
      } else {
        outcome.replies.push(...(await deliver(replicas, w, request, problems)));
      }
      if (i === 1) {
        const repeat = await deliver(replicas, w + 1, request, problems);
        outcome.replies.push(...repeat);
        outcome.repeats.push(...repeat);
      }
      outcomes.push(outcome);
    }
    return outcomes;
  };
  return (await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)))).flat();
}

/**
 * The space after the writers: no 5xx, their messages each stored once, the log at its cap, each
 * message's event once. Soft expectations, so one run reports every kind of failure it saw.
 */
async function expectStoredOnce(
  replicas: Replica[],
  credentials: Credentials,
  tag: string,
  outcomes: KeyOutcome[],
  problems: Problem[],
) {
  expect.soft(problems, `5xx and network errors:\n${JSON.stringify(problems, null, 2)}`).toEqual([]);
  expect(outcomes).toHaveLength(WRITERS * MESSAGES_PER_WRITER);
  expect(outcomes.filter((outcome) => outcome.repeats.length > 0)).toHaveLength(WRITERS + WRITERS / 2);
  const idByKey = new Map<string, string>();
  const unanswered: KeyOutcome[] = [];
  const twoMessages: KeyOutcome[] = [];
  const notReplayedOnce: KeyOutcome[] = [];
  for (const outcome of outcomes) {
    const created = outcome.replies.filter((reply) => reply.status === 201);
    const last = outcome.replies.at(-1);
    const repeated = outcome.repeats.at(-1);
    if (created.length === 0 || last?.status !== 201 || (outcome.repeats.length > 0 && repeated?.status !== 201)) {
      unanswered.push(outcome);
    }
    const ids = new Set(created.map((reply) => (reply.body as { id: string }).id));
    if (ids.size > 1 || created.some((reply) => (reply.body as { body: string }).body !== outcome.body)) {
      twoMessages.push(outcome);
    }
    // Exactly one 201 made the message; any other replayed it.
    if (created.filter((reply) => !reply.replayed).length !== 1) notReplayedOnce.push(outcome);
    if (ids.size > 0) idByKey.set(outcome.key, [...ids][0] as string);
  }
  const show = (list: KeyOutcome[]) => JSON.stringify(list.slice(0, 5), null, 2);
  expect.soft(unanswered, `keys whose requests did not end in 201: ${show(unanswered)}`).toEqual([]);
  expect.soft(twoMessages, `keys answered with different messages: ${show(twoMessages)}`).toEqual([]);
  expect
    .soft(notReplayedOnce, `keys not made exactly once (by Idempotent-Replayed): ${show(notReplayedOnce)}`)
    .toEqual([]);

  // The conversation holds each body once, under the ID its key answered.
  const messages = await everyPage<Message>(
    replicas[1] as Replica,
    `/sandbox/v2/chat/messages?professional_id=${DANIEL}&limit=100`,
    credentials.userToken,
  );
  const ours = messages.filter((message) => message.body.startsWith(`Concurrency ${tag}:`));
  const copies = new Map<string, number>();
  for (const message of ours) copies.set(message.body, (copies.get(message.body) ?? 0) + 1);
  const duplicated = [...copies].filter(([, count]) => count > 1);
  expect.soft(duplicated, `bodies stored more than once (of ${ours.length} stored)`).toEqual([]);
  expect.soft(ours.length, 'messages stored').toBe(outcomes.length);
  const storedIds = new Map<string, string[]>();
  for (const message of ours) storedIds.set(message.body, [...(storedIds.get(message.body) ?? []), message.id]);
  const misplaced = outcomes.filter(
    (outcome) => storedIds.get(outcome.body)?.join() !== (idByKey.get(outcome.key) ?? '(none)'),
  );
  expect
    .soft(
      misplaced.map((outcome) => outcome.key),
      'keys whose stored message is not the one answered',
    )
    .toEqual([]);

  // The log is at its cap, each event once; every message's message.created is there once (they
  // are the newest writes, so the cap kept them all) and no other message of ours is.
  const events = await eventsOf(replicas[0] as Replica, credentials.secret);
  expect.soft(events.length, 'events kept').toBe(CAP);
  expect.soft(new Set(events.map((event) => event.id)).size, 'distinct events kept').toBe(events.length);
  const created = new Map<string, number>();
  for (const event of events) {
    if (event.type === 'message.created' && event.data.id) {
      created.set(event.data.id, (created.get(event.data.id) ?? 0) + 1);
    }
  }
  expect
    .soft(
      [...created].filter(([, count]) => count > 1),
      'messages with more than one message.created',
    )
    .toEqual([]);
  expect.soft(new Set(created.keys()), 'messages with a message.created').toEqual(new Set(ours.map((m) => m.id)));
}

/** What the PostgreSQL server says about deadlocks: its log (when readable) and pg_stat_database. */
interface DeadlockProbe {
  /**
   * Lines of the server log since the probe started that mention a deadlock; null when the log
   * cannot be read or does not show the error the probe made on purpose.
   */
  logged(): Promise<string[] | null>;
  /** Deadlocks pg_stat_database counts in the cluster since the probe started. */
  counted(): Promise<number>;
  close(): Promise<void>;
}

async function deadlockProbe(): Promise<DeadlockProbe> {
  // A database of this file's cluster (testStores.ts): its URL names the cluster's folder, where
  // tests/samples/postgres.ts writes server.log.
  const url = await freshPostgresDatabase();
  const host = decodeURIComponent(/[?&]host=([^&]+)/.exec(url)?.[1] ?? '');
  const log = join(host, 'server.log');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const deadlocks = async () =>
    Number(
      (await client.query<{ n: string }>('SELECT coalesce(sum(deadlocks), 0) AS n FROM pg_stat_database')).rows[0]?.n,
    );
  const logStart = await stat(log).then(
    (info) => info.size,
    () => null,
  );
  const countStart = await deadlocks();
  // An error of our own, which the log must show: else it is not this server's log, or not written.
  const marker = `log-probe-${randomBytes(6).toString('hex')}`;
  await client.query(`SELECT '${marker}'::int`).catch(() => undefined);
  return {
    async logged() {
      if (logStart === null) return null;
      const file = await open(log, 'r').catch(() => null);
      if (!file) return null;
      try {
        const { size } = await file.stat();
        const buffer = Buffer.alloc(Math.max(0, size - logStart));
        await file.read(buffer, 0, buffer.length, logStart);
        const text = buffer.toString('utf8');
        if (!text.includes(marker)) return null;
        const lines = text.split('\n');
        // Each "deadlock detected" with the DETAIL lines after it (which processes waited for what).
        return lines.flatMap((line, at) => (/deadlock detected/i.test(line) ? lines.slice(at, at + 4) : []));
      } finally {
        await file.close();
      }
    },
    async counted() {
      // A backend reports its deadlocks when idle or when it exits: wait (boundedly) for the
      // closed pools' backends to end, so their counts are in.
      for (let tries = 0; tries < 100; tries += 1) {
        const { rows } = await client.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()",
        );
        if ((rows[0]?.n ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return (await deadlocks()) - countStart;
    },
    close: () => client.end(),
  };
}

describeEachStore('sandbox concurrency', (stores) => {
  /**
   * Two replicas (two apps, each with its own pool on one fresh database), the real limits but the
   * rate limit (out of the way, as sandboxApp has it), a fresh store per test.
   */
  async function twoReplicas(tag: string) {
    const fresh = await stores.fresh();
    const opened: SandboxStore[] = [fresh.store, fresh.replica()];
    const replicas = await Promise.all(
      opened.map((store, n) => listen(`replica-${n === 0 ? 'a' : 'b'}-${tag}`, sandboxApp({ store }))),
    );
    const probe = stores.name === 'postgres' ? await deadlockProbe() : null;
    return {
      replicas,
      store: fresh.store,
      /**
       * Stops both replicas and, on PostgreSQL, checks the server logged and counted no deadlock
       * (soft: reported beside whatever else failed).
       */
      async finish() {
        await Promise.all(replicas.map((replica) => replica.close()));
        if (!probe) return;
        try {
          const logged = await probe.logged();
          if (logged !== null) expect.soft(logged, 'deadlocks in the PostgreSQL log').toEqual([]);
          // The pools closed (the suite closes them again, harmlessly), so every backend's counts are in.
          await Promise.all(opened.map((store) => store.close()));
          expect.soft(await probe.counted(), 'pg_stat_database.deadlocks grew by').toBe(0);
        } finally {
          await probe.close();
        }
      },
    };
  }

  it(
    'stores each retried message once when 40 writers on two replicas post to the shared demo space with its event log full',
    async () => {
      const { replicas, store, finish } = await twoReplicas('shared');
      const problems: Problem[] = [];
      const credentials = {
        secret: SHARED_SECRET,
        userToken: SHARED_TOKEN,
        space: { id: SHARED_SPACE, expiresAt: null },
      };
      const tag = `shared-${randomBytes(4).toString('hex')}`;
      try {
        await fillEvents(store, replicas, credentials, tag, problems);
        const outcomes = await runWriters(replicas, credentials, tag, problems);
        await expectStoredOnce(replicas, credentials, tag, outcomes, problems);
      } finally {
        await finish();
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'stores each retried message once when 40 writers on two replicas post to one personal sandbox with its event log full',
    async () => {
      const { replicas, store, finish } = await twoReplicas('personal');
      const problems: Problem[] = [];
      const tag = `personal-${randomBytes(4).toString('hex')}`;
      try {
        const minted = await send(replicas[0] as Replica, { method: 'POST', path: '/sandbox/keys', credential: '' });
        expect(minted.status, JSON.stringify(minted.body)).toBe(201);
        const keys = minted.body as { secret_key: string; user_token: string; expires_at: string };
        // The space is in the key (`sk_test_<space>…`); it ends with the key.
        const space = {
          id: keys.secret_key.slice('sk_test_'.length, 'sk_test_'.length + 12),
          expiresAt: Date.parse(keys.expires_at),
        };
        const credentials = { secret: keys.secret_key, userToken: keys.user_token, space };
        await fillEvents(store, replicas, credentials, tag, problems);
        const outcomes = await runWriters(replicas, credentials, tag, problems);
        await expectStoredOnce(replicas, credentials, tag, outcomes, problems);
      } finally {
        await finish();
      }
    },
    TEST_TIMEOUT_MS,
  );
});
