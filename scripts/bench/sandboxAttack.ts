/**
 * What a client can make the in-memory sandbox hold while keeping to its documented limits, run
 * against a real portal process: the memory-budget process test (tests/sandbox/memoryBudget.test.ts)
 * asserts on it, `BENCH_ONLY=sandbox-attack npm run bench` times doc pages during it.
 *
 * The attack: personal keys minted from several loopback source addresses (the server sees each as
 * a client; `POST …/sandbox/keys` allows 10 an hour per client), each filled at once with messages
 * of 4,000 characters outside Latin-1 (two bytes a character in V8, the costliest text), a fresh
 * Idempotency-Key on each (so the sandbox keeps each answer too) and a read of the conversation now
 * and then; meanwhile every address writes to the shared demo set with the documented test
 * credentials. No credential sends more than PACE requests in any 60 seconds (the contract allows
 * 600). The last address's keys are minted and filled once the others are done, so they are the
 * ones used most recently: the budget must keep them and remove the others first.
 *
 * Only 127.0.0.1 is sent to; the source addresses are other 127.x loopback addresses.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { costOf } from '../../server/sandbox/rules/caps.ts';

/** The documented test credentials (README, "The API sandbox"): the shared demo set. */
export const SHARED_SECRET_KEY = 'sk_test_7Hc2Qp9LxV4m';
export const SHARED_USER_TOKEN = 'ut_9Qm4Zr7Xw2Lk';
/** The contract's professionals: one available (she answers), one away. */
const PROFESSIONALS = ['pro_4Kd2Ns', 'pro_9Bw1Yc'] as const;
/** Requests a credential sends in any 60 seconds at most: under the contract's 600, with room for delays on the way. */
export const PACE = { limit: 500, windowMs: 60_000 };
/** The most a message body may be (the contract's maxLength), in a character V8 keeps in two bytes. */
export const ATTACK_TEXT = '€'.repeat(4_000);
/** A personal key that refuses this many new messages in a row is full: its filler stops. */
const FULL_AFTER_REFUSALS = 5;

export interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** HTTP/1.1 to one origin from chosen loopback source addresses, a keep-alive pool per address. */
export class LoopbackClient {
  private readonly agents = new Map<string, Agent>();
  readonly origin: URL;

  constructor(origin: string) {
    this.origin = new URL(origin);
  }

  send(
    from: string,
    method: string,
    path: string,
    headers: Record<string, string> = {},
    json?: unknown,
  ): Promise<Answer> {
    let agent = this.agents.get(from);
    if (!agent) this.agents.set(from, (agent = new Agent({ keepAlive: true, maxSockets: 64 })));
    const payload = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const sent = request(
        {
          agent,
          host: this.origin.hostname,
          port: this.origin.port,
          localAddress: from,
          method,
          path,
          headers: {
            ...headers,
            ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': String(payload.length) } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              ms: performance.now() - started,
            }),
          );
          response.on('error', reject);
        },
      );
      sent.on('error', reject);
      sent.end(payload);
    });
  }

  close(): void {
    for (const agent of this.agents.values()) agent.destroy();
    this.agents.clear();
  }
}

/** Waits, when needed, so that no more than `limit` calls of take() fall in any `windowMs`. */
export class SlidingWindow {
  private readonly stamps: number[] = [];

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  async take(): Promise<void> {
    for (;;) {
      const now = performance.now();
      while (this.stamps.length > 0 && (this.stamps[0] as number) <= now - this.windowMs) this.stamps.shift();
      if (this.stamps.length < this.limit) {
        this.stamps.push(now);
        return;
      }
      await sleep((this.stamps[0] as number) + this.windowMs - now + 1);
    }
  }

  /** The most calls that fell in any window (for the report). */
  static most(stamps: number[], windowMs: number): number {
    let most = 0;
    for (let first = 0, last = 0; last < stamps.length; last += 1) {
      while ((stamps[first] as number) <= (stamps[last] as number) - windowMs) first += 1;
      most = Math.max(most, last - first + 1);
    }
    return most;
  }
}

/** What an answer of the sandbox is, for the attacker. */
export type Kind =
  | 'ok'
  /** 400: the personal key holds its most ("holds at most … MB", or its most records). */
  | 'full'
  /** 401: the key's data was removed to keep the sandbox within its budget. */
  | 'evicted'
  /** 429 in the error model (pacing should avoid it). */
  | 'limited'
  /** Another 4xx in the error model. */
  | 'other 4xx'
  /** A 4xx outside the error model, a 5xx, anything else. */
  | 'wrong';

export function classify(answer: Answer): Kind {
  if (answer.status >= 200 && answer.status < 300) return 'ok';
  if (answer.status < 400 || answer.status >= 500) return 'wrong';
  const message = errorMessage(answer.body);
  if (message === null) return 'wrong';
  if (answer.status === 400 && /^This sandbox key holds at most /.test(message)) return 'full';
  if (answer.status === 401 && /data was removed at .+ to make room/.test(message)) return 'evicted';
  if (answer.status === 429) return 'limited';
  return 'other 4xx';
}

/** The error model's message (`{"error": {"code", "message", "request_id"}}`), or null when the body is not one. */
export function errorMessage(body: string): string | null {
  try {
    const error = (JSON.parse(body) as { error?: Record<string, unknown> }).error;
    return typeof error?.code === 'string' && typeof error.message === 'string' && typeof error.request_id === 'string'
      ? error.message
      : null;
  } catch {
    return null;
  }
}

export interface AttackPlan {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The portal's BASE_URL (`/`, `/developer/`). */
  base: string;
  /** Source addresses whose keys are minted and filled together first. */
  addresses: string[];
  /** The source address whose keys are minted and filled once the first ones are done. */
  lastAddress: string;
  /** Personal keys minted per address (the sandbox mints 10 an hour per client). */
  keysPerAddress: number;
  /** Messages each address posts to the shared demo set with the documented user token. */
  sharedMessagesPerAddress: number;
  /** Users each address creates in the shared demo set with the documented secret key. */
  sharedUsersPerAddress: number;
  /** A personal key reads its conversation (the 100 newest messages) every this many requests. */
  readEvery: number;
  /** performance.now() after which nothing new is sent. */
  deadline: number;
}

/**
 * The attack the test and the bench run: six addresses' keys filled together, then the seventh's
 * (70 keys, 10 per address), with 150 shared messages and 20 shared users from each address. Filled
 * to their 2 MB each, the keys alone are offered several times the store's budget (32 MB by default).
 */
export function attackPlan(origin: string, base: string, seconds = 180): AttackPlan {
  return {
    origin,
    base,
    addresses: ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6', '127.0.0.7'],
    lastAddress: '127.0.0.8',
    keysPerAddress: 10,
    sharedMessagesPerAddress: 150,
    sharedUsersPerAddress: 20,
    readEvery: 10,
    deadline: performance.now() + seconds * 1000,
  };
}

export interface KeyRun {
  from: string;
  last: boolean;
  secretKey: string;
  userToken: string;
  requests: number;
  accepted: number;
  /** What the messages accepted cost the sandbox's budget (costOf: each record, its event and its kept answer). */
  acceptedBytes: number;
  /** The same for every message sent with the key. */
  offeredBytes: number;
  full: boolean;
  evicted: boolean;
  stamps: number[];
}

export interface AttackReport {
  keys: KeyRun[];
  /** `<what> <status>` → count, e.g. `personal message 201`. */
  answers: Record<string, number>;
  /** Answers that were neither 2xx nor a 4xx in the error model (the first 20). */
  wrong: { what: string; status: number; body: string }[];
  /** Requests that got no answer at all (the connection refused or reset). */
  transportErrors: string[];
  /** Messages of every 4xx in the error model, by status, without their times (the first of each). */
  messages: Record<string, string>;
  requests: number;
  /** Bytes of request bodies sent (UTF-8). */
  wireBytes: number;
  /** What every message sent would cost the budget (costOf), personal and shared. */
  offeredBytes: number;
  acceptedBytes: number;
  sharedOfferedBytes: number;
  /** The most requests one credential sent in any 60 seconds. */
  mostPerMinute: number;
  seconds: number;
  /** The deadline came first: some keys or shared writes were never sent. */
  cutShort: boolean;
}

/** Runs the attack to its end (every key full or removed, every shared write sent) or the deadline. */
export async function runAttack(plan: AttackPlan): Promise<AttackReport> {
  const started = performance.now();
  const client = new LoopbackClient(plan.origin);
  const report: AttackReport = {
    keys: [],
    answers: {},
    wrong: [],
    transportErrors: [],
    messages: {},
    requests: 0,
    wireBytes: 0,
    offeredBytes: 0,
    acceptedBytes: 0,
    sharedOfferedBytes: 0,
    mostPerMinute: 0,
    seconds: 0,
    cutShort: false,
  };
  const sandbox = `${plan.base}sandbox`;
  const perCredential: number[][] = [];

  /** One request, counted and classified; null when it got no answer. */
  const call = async (
    what: string,
    from: string,
    method: string,
    path: string,
    headers: Record<string, string>,
    json?: unknown,
  ): Promise<{ answer: Answer; kind: Kind } | null> => {
    report.requests += 1;
    if (json !== undefined) report.wireBytes += Buffer.byteLength(JSON.stringify(json));
    let answer: Answer;
    try {
      answer = await client.send(from, method, path, headers, json);
    } catch (error) {
      report.transportErrors.push(`${what}: ${(error as Error).message}`);
      return null;
    }
    const kind = classify(answer);
    const label = `${what} ${answer.status}`;
    report.answers[label] = (report.answers[label] ?? 0) + 1;
    if (kind === 'wrong' && report.wrong.length < 20)
      report.wrong.push({ what, status: answer.status, body: answer.body.slice(0, 500) });
    if (kind !== 'ok' && kind !== 'wrong') {
      const message = errorMessage(answer.body) ?? '';
      const generic = `${answer.status} ${message.replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, '<time>').replace(/[\d.]+ MB/g, '<n> MB')}`;
      report.messages[generic] ??= message;
    }
    // Pacing should keep every credential under its limit; if not, back off a second.
    if (kind === 'limited') await sleep(1000);
    return { answer, kind };
  };

  const mint = async (from: string, last: boolean): Promise<KeyRun[]> => {
    const keys: KeyRun[] = [];
    for (let i = 0; i < plan.keysPerAddress && performance.now() < plan.deadline; i += 1) {
      const result = await call('mint', from, 'POST', `${sandbox}/keys`, {});
      if (result?.kind !== 'ok') continue;
      const body = JSON.parse(result.answer.body) as { secret_key: string; user_token: string };
      keys.push({
        from,
        last,
        secretKey: body.secret_key,
        userToken: body.user_token,
        requests: 0,
        accepted: 0,
        acceptedBytes: 0,
        offeredBytes: 0,
        full: false,
        evicted: false,
        stamps: [],
      });
    }
    report.keys.push(...keys);
    return keys;
  };

  const fill = async (key: KeyRun): Promise<void> => {
    const window = new SlidingWindow(PACE.limit, PACE.windowMs);
    perCredential.push(key.stamps);
    const auth = { Authorization: `Bearer ${key.userToken}` };
    let refusals = 0;
    while (performance.now() < plan.deadline) {
      await window.take();
      key.stamps.push(performance.now());
      key.requests += 1;
      const professional = PROFESSIONALS[key.requests % 2] as string;
      if (key.requests % plan.readEvery === 0) {
        const read = await call(
          'personal read',
          key.from,
          'GET',
          `${sandbox}/v2/chat/messages?professional_id=${professional}&limit=100`,
          auth,
        );
        if (read?.kind === 'evicted') return void (key.evicted = true);
        continue;
      }
      const input = { professional_id: professional, body: ATTACK_TEXT };
      const cost = costOf(input);
      key.offeredBytes += cost;
      report.offeredBytes += cost;
      const posted = await call(
        'personal message',
        key.from,
        'POST',
        `${sandbox}/v2/chat/messages`,
        { ...auth, 'Idempotency-Key': randomUUID() },
        input,
      );
      if (!posted) return;
      if (posted.kind === 'ok') {
        refusals = 0;
        key.accepted += 1;
        key.acceptedBytes += cost;
        report.acceptedBytes += cost;
      } else if (posted.kind === 'full') {
        refusals += 1;
        if (refusals >= FULL_AFTER_REFUSALS) return void (key.full = true);
      } else if (posted.kind === 'evicted') {
        return void (key.evicted = true);
      }
    }
  };

  /** The shared demo set, with the documented credentials, from one address (their budget is per client). */
  const writeShared = async (from: string): Promise<void> => {
    const tokenWindow = new SlidingWindow(PACE.limit, PACE.windowMs);
    const keyWindow = new SlidingWindow(PACE.limit, PACE.windowMs);
    const tokenStamps: number[] = [];
    const keyStamps: number[] = [];
    perCredential.push(tokenStamps, keyStamps);
    for (let i = 0; i < plan.sharedUsersPerAddress && performance.now() < plan.deadline; i += 1) {
      await keyWindow.take();
      keyStamps.push(performance.now());
      await call(
        'shared user',
        from,
        'POST',
        `${sandbox}/v2/s2s/users`,
        { Authorization: `Bearer ${SHARED_SECRET_KEY}`, 'Idempotency-Key': randomUUID() },
        { external_id: `attack-${randomUUID()}`, name: '€'.repeat(100), locale: 'en' },
      );
    }
    for (let i = 0; i < plan.sharedMessagesPerAddress && performance.now() < plan.deadline; i += 1) {
      await tokenWindow.take();
      tokenStamps.push(performance.now());
      const input = { professional_id: PROFESSIONALS[i % 2] as string, body: ATTACK_TEXT };
      report.sharedOfferedBytes += costOf(input);
      report.offeredBytes += costOf(input);
      await call(
        'shared message',
        from,
        'POST',
        `${sandbox}/v2/chat/messages`,
        { Authorization: `Bearer ${SHARED_USER_TOKEN}`, 'Idempotency-Key': randomUUID() },
        input,
      );
    }
  };

  try {
    const firstKeys = (await Promise.all(plan.addresses.map((from) => mint(from, false)))).flat();
    await Promise.all([...firstKeys.map(fill), ...plan.addresses.map(writeShared)]);
    const lastKeys = await mint(plan.lastAddress, true);
    await Promise.all([...lastKeys.map(fill), writeShared(plan.lastAddress)]);
  } finally {
    client.close();
  }
  report.mostPerMinute = Math.max(0, ...perCredential.map((stamps) => SlidingWindow.most(stamps, 60_000)));
  report.seconds = (performance.now() - started) / 1000;
  report.cutShort = performance.now() >= plan.deadline;
  return report;
}

/** What each key answers once the attack is over: a read of its conversation with its user token. */
export async function keyStates(
  plan: Pick<AttackPlan, 'origin' | 'base'>,
  keys: KeyRun[],
): Promise<{ key: KeyRun; kind: Kind; answer: Answer }[]> {
  const client = new LoopbackClient(plan.origin);
  try {
    const states = [];
    for (const key of keys) {
      const answer = await client.send(
        key.from,
        'GET',
        `${plan.base}sandbox/v2/chat/messages?professional_id=${PROFESSIONALS[0]}&limit=1`,
        { Authorization: `Bearer ${key.userToken}` },
      );
      states.push({ key, kind: classify(answer), answer });
    }
    return states;
  } finally {
    client.close();
  }
}

/** Latencies of doc pages requested one after another from 127.0.0.1 until stop(). */
export function probePages(
  origin: string,
  paths: string[],
): { stop: () => Promise<{ path: string; status: number; ms: number }[]> } {
  const client = new LoopbackClient(origin);
  const results: { path: string; status: number; ms: number }[] = [];
  let running = true;
  const loop = (async () => {
    for (let i = 0; running; i += 1) {
      const path = paths[i % paths.length] as string;
      try {
        const answer = await client.send('127.0.0.1', 'GET', path, { 'Accept-Encoding': 'br' });
        results.push({ path, status: answer.status, ms: answer.ms });
      } catch {
        results.push({ path, status: 0, ms: Number.NaN });
        await sleep(100);
      }
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      client.close();
      return results;
    },
  };
}

/** The p-th percentile (0–100) of some values, nearest rank. */
export function percentile(values: number[], p: number): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

/** Resident set of one process from /proc (kB fields of status): VmRSS, VmHWM (the kernel's own peak) and RssAnon. */
export function residentKb(pid: number): { rssKb: number; peakKb: number; anonKb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    return { rssKb: field('VmRSS'), peakKb: field('VmHWM'), anonKb: field('RssAnon') };
  } catch {
    return null;
  }
}

export interface MemoryPeaks {
  /** The largest VmRSS sampled, and the kernel's VmHWM at the end (the true peak, between samples too), MiB. */
  rssMb: number;
  hwmMb: number;
  /** The largest RssAnon sampled (the heap, buffers, malloc: what the kernel cannot drop, unlike mapped files), MiB. */
  anonMb: number;
  /** The largest V8 heap used and heap size the process's metrics reported, MiB (NaN without metrics). */
  heapUsedMb: number;
  heapTotalMb: number;
  samples: number;
}

/**
 * Samples a process's resident memory every `everyMs` (and its heap from its Prometheus metrics,
 * `nodejs_heap_size_used_bytes`, when `metricsUrl` is given) until stop().
 */
export function sampleMemory(
  pid: number,
  metricsUrl: string | null,
  everyMs = 100,
): { stop: () => Promise<MemoryPeaks> } {
  const peaks: MemoryPeaks = {
    rssMb: 0,
    hwmMb: 0,
    anonMb: 0,
    heapUsedMb: Number.NaN,
    heapTotalMb: Number.NaN,
    samples: 0,
  };
  const sampleRss = () => {
    const resident = residentKb(pid);
    if (!resident) return;
    peaks.samples += 1;
    peaks.rssMb = Math.max(peaks.rssMb, resident.rssKb / 1024);
    peaks.hwmMb = Math.max(peaks.hwmMb, resident.peakKb / 1024);
    peaks.anonMb = Math.max(peaks.anonMb, resident.anonKb / 1024);
  };
  let scraping = false;
  const scrapeHeap = async () => {
    if (!metricsUrl || scraping) return;
    scraping = true;
    try {
      const text = await (await fetch(metricsUrl)).text();
      const gauge = (name: string) =>
        Number(new RegExp(`^${name} ([\\d.e+]+)`, 'm').exec(text)?.[1] ?? Number.NaN) / 2 ** 20;
      const used = gauge('nodejs_heap_size_used_bytes');
      const total = gauge('nodejs_heap_size_total_bytes');
      if (!Number.isNaN(used)) peaks.heapUsedMb = Math.max(Number.isNaN(peaks.heapUsedMb) ? 0 : peaks.heapUsedMb, used);
      if (!Number.isNaN(total))
        peaks.heapTotalMb = Math.max(Number.isNaN(peaks.heapTotalMb) ? 0 : peaks.heapTotalMb, total);
    } catch {
      // The process is busy or gone: the next sample tells.
    } finally {
      scraping = false;
    }
  };
  let ticks = 0;
  const timer = setInterval(() => {
    sampleRss();
    ticks += 1;
    if (ticks % 5 === 0) void scrapeHeap();
  }, everyMs);
  sampleRss();
  return {
    stop: async () => {
      clearInterval(timer);
      sampleRss();
      await scrapeHeap();
      return { ...peaks };
    },
  };
}
