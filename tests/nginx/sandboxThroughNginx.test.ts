/**
 * The API sandbox through the documented nginx configuration (deploy/nginx/developer-portal.conf),
 * in front of two real portal replicas that share PostgreSQL (SANDBOX_DATABASE_URL) and trust
 * loopback (TRUST_PROXY=loopback), as handbook/operations.md deploys them. What the issue found there: one valid
 * call was replayed from the cache to anonymous and live-key callers, the `no-store` wrong-base-URL
 * page was cached, the rate limit counted per replica, and a client on loopback escaped it by
 * forging X-Forwarded-For.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startPostgres, type Postgres } from '../samples/postgres.ts';
import { type RunningNginx, startNginx } from '../support/nginx.ts';
import { type PortalProcess, startPortalProcess } from '../support/portalProcess.ts';

/** The contract's documented test credentials (each security scheme's `x-example`). */
const DEMO_USER_TOKEN = 'ut_9Qm4Zr7Xw2Lk';
const SANDBOX = '/developer/sandbox';
const PROFESSIONALS = `${SANDBOX}/v2/chat/professionals`;
/** Read with a minted secret key by the rate-limit test alone, so its calls can be told apart in the logs. */
const SEED_USER = `${SANDBOX}/v2/s2s/users/usr_8f2k4m1q`;

/**
 * The contract's rate limit, as every replica runs it (not lowered for the test: the 600 a minute
 * integrators get is what must hold across replicas), and the calls sent past it in each burst.
 */
const LIMIT = 600;
const WINDOW_MS = 60_000;
const OVER = 10;

/** Credentials the sandbox must refuse with 401, however recently a valid one was answered. */
const REFUSED: Record<string, Record<string, string>> = {
  anonymous: {},
  'a live key': { Authorization: 'Bearer sk_live_7Hc2Qp9LxV4m' },
  'a user token the sandbox never issued': { Authorization: 'Bearer ut_NeverIssued0000' },
};

let postgres: Postgres | undefined;
let replicas: PortalProcess[] = [];
let nginx: RunningNginx | undefined;
let origin: string;

beforeAll(async () => {
  postgres = await startPostgres();
  const env = {
    BASE_URL: '/developer/',
    TRUST_PROXY: 'loopback',
    SANDBOX_DATABASE_URL: `postgresql://${postgres.user}@/${postgres.database}?host=${postgres.host}`,
    SHUTDOWN_DELAY_MS: '0',
  };
  const distDir = inject('distDir');
  replicas = await Promise.all([startPortalProcess(distDir, env), startPortalProcess(distDir, env)]);
  nginx = await startNginx(replicas.map((replica) => replica.port));
  origin = nginx.origin;
});

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(replicas.map((replica) => replica.stop()));
  await postgres?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(origin + path, { redirect: 'manual', headers });

/** A query string no earlier request had, so that no earlier test's cache entry can answer. */
let fresh = 0;
const unique = (path: string) => `${path}?run=${Date.now()}-${(fresh += 1)}`;

describe('the sandbox through nginx', () => {
  it('never answers from the cache: after a valid call, anonymous, live-key and unknown-token calls still get 401', async () => {
    const valid = { Authorization: `Bearer ${DEMO_USER_TOKEN}` };
    // Rounds within nginx's one-second page cache, which the shipped file used to apply here.
    for (let round = 0; round < 3; round += 1) {
      const answers = [
        ['the demo user token', 200, await get(PROFESSIONALS, valid)] as const,
        ...(await Promise.all(
          Object.entries(REFUSED).map(async ([who, headers]) => [who, 401, await get(PROFESSIONALS, headers)] as const),
        )),
      ];
      for (const [who, status, response] of answers) {
        expect(response.status, `${who}, round ${round}`).toBe(status);
        // No cache at all on the sandbox's location: nginx does not even look one up.
        expect(response.headers.get('x-cache-status'), `${who}, round ${round}`).toBeNull();
        expect(response.headers.get('cache-control'), `${who}, round ${round}`).toBe('no-store');
        await response.arrayBuffer();
      }
    }
  });

  it('neither serves nor stores a page requested with Authorization', async () => {
    const path = unique('/developer/docs/ios/badge');
    const withCredential = await get(path, { Authorization: `Bearer ${DEMO_USER_TOKEN}` });
    expect(withCredential.status).toBe(200);
    expect(withCredential.headers.get('x-cache-status')).toBe('BYPASS');
    await withCredential.arrayBuffer();
    // Not stored: the first anonymous request still goes to the portal…
    const first = await get(path);
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    await first.arrayBuffer();
    // …which is stored as before, and never served to a request with a credential.
    expect((await get(path)).headers.get('x-cache-status')).toBe('HIT');
    expect((await get(path, { Authorization: 'Bearer sk_live_7Hc2Qp9LxV4m' })).headers.get('x-cache-status')).toBe(
      'BYPASS',
    );
  });

  it('never stores an answer that says no-store, such as the wrong-base-URL page', async () => {
    // A doc page under a prefix that is not the base URL: the page with a banner, 200, no-store.
    const path = unique('/developer/portal/docs/ios/badge');
    for (let round = 0; round < 3; round += 1) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-cache-status'), `round ${round}`).toBe('MISS');
      await response.arrayBuffer();
    }
  });

  it('holds one rate limit for a credential across both replicas: the call past the limit gets 429 whichever replica answers', async () => {
    const minted = await fetch(`${origin}${SANDBOX}/keys`, { method: 'POST' });
    expect(minted.status, await minted.clone().text()).toBe(201);
    const { secret_key: secretKey } = (await minted.json()) as { secret_key: string };
    const answers = await burst(SEED_USER, () => ({ Authorization: `Bearer ${secretKey}` }));

    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array<number>(LIMIT).fill(200),
      ...Array<number>(OVER).fill(429),
    ]);
    expect(answers.map((answer) => answer.remaining)).toEqual([
      ...Array.from({ length: LIMIT }, (_, call) => String(LIMIT - 1 - call)),
      ...Array<string>(OVER).fill('0'),
    ]);
    expect(new Set(answers.map((answer) => answer.limit))).toEqual(new Set([String(LIMIT)]));
    expect(answers.slice(LIMIT).every((answer) => Number(answer.retryAfter) >= 1)).toBe(true);
    // nginx shared the calls between the replicas, and neither answered more than the limit: had
    // each counted its own, none would have been refused.
    await expect
      .poll(() => replicas.map((replica) => callsTo(replica, SEED_USER)).reduce((sum, calls) => sum + calls, 0))
      .toBe(LIMIT + OVER);
    for (const replica of replicas) {
      expect(callsTo(replica, SEED_USER)).toBeGreaterThan(0);
      expect(callsTo(replica, SEED_USER)).toBeLessThanOrEqual(LIMIT);
    }
  }, 120_000);

  it('limits a client on loopback however it forges X-Forwarded-For', async () => {
    // Calls without a credential count against the client's address: nginx's, never the header's.
    const answers = await burst(PROFESSIONALS, (call) => ({
      'X-Forwarded-For': call % 2 ? `203.0.113.${call % 250}` : `198.51.100.${call % 250}, 10.0.${call >> 8}.1`,
    }));
    // The earlier tests' calls without a valid credential count in the window too, and may leave it
    // during the burst: at least what the first answer says remained is let through, never more
    // than the limit (the burst fits in one window), and forged addresses buy nothing more.
    const statuses = answers.map((answer) => answer.status);
    const admitted = statuses.filter((status) => status === 401).length;
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(admitted).toBeGreaterThanOrEqual(Number(answers[0]?.remaining) + 1);
    expect(admitted).toBeGreaterThan(LIMIT - 20);
    expect(admitted).toBeLessThanOrEqual(LIMIT);
  }, 120_000);
});

interface CountedAnswer {
  status: number;
  limit: string | null;
  remaining: string | null;
  retryAfter: string | null;
}

/**
 * LIMIT + OVER calls one after another, all within one rate window: the limit is a sliding window
 * of WINDOW_MS, so calls sent within WINDOW_MS of the first are all counted against each other.
 */
async function burst(path: string, headers: (call: number) => Record<string, string>): Promise<CountedAnswer[]> {
  const started = Date.now();
  const answers: CountedAnswer[] = [];
  for (let call = 0; call < LIMIT + OVER; call += 1) {
    const response = await get(path, headers(call));
    await response.arrayBuffer();
    expect(response.headers.get('x-cache-status')).toBeNull();
    answers.push({
      status: response.status,
      limit: response.headers.get('x-ratelimit-limit'),
      remaining: response.headers.get('x-ratelimit-remaining'),
      retryAfter: response.headers.get('retry-after'),
    });
  }
  expect(Date.now() - started, 'the burst fits in one window').toBeLessThan(WINDOW_MS);
  return answers;
}

/** Requests for `path` a replica has logged (one JSON line each; lines are written within a second). */
const callsTo = (replica: PortalProcess, path: string) => replica.output().split(`"url":"${path}"`).length - 1;
