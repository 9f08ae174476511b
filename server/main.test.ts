/**
 * The process as an orchestrator sees it: configuration errors, health, draining on SIGTERM, crashes.
 * The server runs as production runs it: the bundle of the full build the unit suite's global setup
 * made (`<build>/server/main.js`), which these tests never change (broken builds are copies).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { Agent, get as httpGet } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SERVER_ENTRY_FILE } from '../scripts/buildServer.ts';
import { buildOutputPaths, projectRoot } from './projectPaths.ts';
import { freePort } from '../scripts/support/freePort.ts';
import { withinStartupLimit } from '../tests/support/startupLimit.ts';
import { startPostgres } from '../tests/samples/postgres.ts';
import { postgresInstalled, postgresUrl } from './sandbox/store/testStores.ts';

const tsx = join(projectRoot, 'node_modules/tsx/dist/loader.mjs');
let workDir: string;
let distDir: string;
let serverBundle: string;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'portal-broken-builds-'));
  distDir = inject('distDir');
  serverBundle = join(buildOutputPaths(distDir).serverDir, SERVER_ENTRY_FILE);
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

interface Started {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

/** `node <args>`. No PORTAL_DIST_DIR: the server bundle must find its build folder itself. */
function run(args: string[], env: Record<string, string>): Started {
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: { ...process.env, PORTAL_DIST_DIR: '', TSX_DISABLE_CACHE: '1', ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

async function waitForHealthy(port: number): Promise<void> {
  const since = performance.now();
  while (withinStartupLimit(since)) {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null);
    if (response?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server never became healthy');
}

describe('start-up', () => {
  it.each([
    [{ PORT: 'abc' }, 'Configuration error: PORT must be a whole number from 0 to 65535, got "abc"'],
    [{ BASE_URL: 'developer' }, 'Configuration error: BASE_URL must start and end with "/"'],
    [
      { TRUST_PROXY: 'banana' },
      'Configuration error: TRUST_PROXY must be true, false, a hop count or a list of addresses',
    ],
    [
      { SHUTDOWN_TIMEOUT_MS: 'soon' },
      'Configuration error: SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds',
    ],
    [
      { METRICS_PORT: 'nine' },
      'Configuration error: METRICS_PORT must be a whole number from 1 to 65535 (or unset: no metrics), got "nine"',
    ],
    [
      { SANDBOX_DATABASE_URL: 'mysql://portal@db/sandbox' },
      'Configuration error: SANDBOX_DATABASE_URL must be a PostgreSQL connection URL',
    ],
  ])('stops with one clear line on %j', async (env, line) => {
    const started = run([serverBundle], env);
    expect(await started.exit).toBe(1);
    const lines = started.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(line);
  });
});

describe('an incomplete build', () => {
  /** A copy of the build with one thing broken, served through PORTAL_DIST_DIR. */
  async function brokenCopy(breakIt: (dir: string) => Promise<void>): Promise<string> {
    const dir = join(workDir, `broken-${Math.random().toString(36).slice(2)}`);
    await cp(distDir, dir, { recursive: true });
    await breakIt(dir);
    return dir;
  }
  const editStore = (edit: (store: Record<string, unknown>) => unknown) => async (dir: string) => {
    const file = join(dir, 'content.json');
    await writeFile(file, JSON.stringify(edit(JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>)));
  };

  it.each([
    [
      'no client assets',
      (dir: string) => rm(join(dir, 'client/assets'), { recursive: true }),
      /The build is incomplete: the client manifest names \/assets\/\S+ \(\w+\), which is not in /,
    ],
    [
      'no public files',
      (dir: string) => rm(join(dir, 'public'), { recursive: true }),
      /The build is incomplete: the page \/ loads \/favicon\.svg, and \S+ is missing; run "npm run build"/,
    ],
    [
      'a page store of null',
      editStore(() => null),
      /The page store \S+ holds null, not a page store: run "npm run build"/,
    ],
    [
      'no docs versions',
      editStore((store) => ({ ...store, versions: [] })),
      /The build is incomplete: the page store has no docs versions/,
    ],
    [
      'no pages',
      editStore((store) => ({ ...store, pages: {} })),
      /The build is incomplete: the page store has no pages/,
    ],
    [
      'a broken search index',
      editStore((store) => ({ ...store, search: { documentCount: 'many' } })),
      /The page store's search index cannot be loaded/,
    ],
  ])('with %s stops with one clear line and exit 1', async (_, breakIt, line) => {
    const started = run([serverBundle], { PORTAL_DIST_DIR: await brokenCopy(breakIt), PORT: String(await freePort()) });
    expect(await started.exit).toBe(1);
    const lines = started.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Start-up failed: /);
    expect(lines[0]).toMatch(line);
  });
});

describe('serving and shutting down', () => {
  it('logs JSON, answers /healthz, finishes a half-sent request on SIGTERM and exits 0', async () => {
    const port = await freePort();
    const started = run([serverBundle], { PORT: String(port), HOST: '127.0.0.1', SHUTDOWN_DELAY_MS: '0' });
    await waitForHealthy(port);

    // A request whose headers are only half sent when SIGTERM arrives.
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let response = '';
    socket.on('data', (chunk: Buffer) => (response += chunk));
    socket.write('GET /docs/ios/badge HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    // A request answered on another connection, sent after those bytes: the server's event loop
    // has read the half-sent headers (which reached it first) by the time it answers.
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    started.child.kill('SIGTERM');
    // No delay asked for: the listener closes, and from then on new connections are refused.
    await expect.poll(() => connectionOutcome(port), { timeout: 10_000 }).toBe('ECONNREFUSED');
    socket.write('\r\n');

    // How long the drain may take is asserted under a controlled clock (server/drain/drain.test.ts).
    expect(await started.exit).toBe(0);
    expect(response).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(response.toLowerCase()).toContain('connection: close');
    expect(response).toContain('<h1 class="doc__title">Badge</h1>');
    const logs = started
      .output()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string; req?: { url: string }; res?: { statusCode: number } });
    expect(logs.map((entry) => entry.msg)).toContain('draining: finishing requests in flight');
    expect(logs.some((entry) => entry.req?.url === '/docs/ios/badge' && entry.res?.statusCode === 200)).toBe(true);
  }, 30_000);

  it('keeps serving for SHUTDOWN_DELAY_MS with /healthz at 503, then exits 0 before SHUTDOWN_TIMEOUT_MS', async () => {
    const port = await freePort();
    const started = run([serverBundle], {
      PORT: String(port),
      HOST: '127.0.0.1',
      // The page below must be asked for within the delay, after the signal and two requests: a
      // delay a busy runner cannot use up before then, not 1.5 s.
      SHUTDOWN_DELAY_MS: '5000',
      SHUTDOWN_TIMEOUT_MS: '15000',
    });
    await waitForHealthy(port);
    const signalledAt = Date.now();
    started.child.kill('SIGTERM');
    // The signal is delivered asynchronously: healthz turns 503 once the process has it.
    await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(503);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(await health.json()).toEqual({ status: 'draining' });
    const page = await fetch(`http://127.0.0.1:${port}/docs/ios/badge`);
    expect(page.status).toBe(200);
    expect(await started.exit).toBe(0);
    // A lower bound only: the delay is served in full. The deadline is asserted under a controlled
    // clock (server/drain/drain.test.ts), where a busy machine cannot make it flaky.
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(5000);
  }, 30_000);

  it('answers every request written on a new connection just before SIGTERM, even without a delay', async () => {
    const port = await freePort();
    const started = run([serverBundle], { PORT: String(port), HOST: '127.0.0.1', SHUTDOWN_DELAY_MS: '0' });
    await waitForHealthy(port);
    const sockets = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const socket = connect(port, '127.0.0.1');
        await new Promise((resolve) => socket.once('connect', resolve));
        return socket;
      }),
    );
    const responses = sockets.map(
      (socket) =>
        new Promise<string>((resolve) => {
          let response = '';
          socket.on('data', (chunk: Buffer) => (response += chunk));
          socket.on('error', (error) => resolve(`error ${error.message}`));
          socket.on('close', () => resolve(response));
        }),
    );
    for (const socket of sockets) socket.write('GET /docs/webhooks/security HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    started.child.kill('SIGTERM');
    const statusLines = (await Promise.all(responses)).map((response) => response.split('\r\n')[0]);
    expect(statusLines).toEqual(sockets.map(() => 'HTTP/1.1 200 OK'));
    expect(await started.exit).toBe(0);
  }, 30_000);

  it.each(['0', '300'])(
    'drains keep-alive load without a single reset (SHUTDOWN_DELAY_MS=%s)',
    async (delay) => {
      const port = await freePort();
      const started = run([serverBundle], {
        PORT: String(port),
        HOST: '127.0.0.1',
        SHUTDOWN_DELAY_MS: delay,
        LOG_LEVEL: 'warn',
      });
      await waitForHealthy(port);
      const agent = new Agent({ keepAlive: true, maxSockets: 8 });
      const outcomes = { ok: 0, other: 0, refused: 0, errors: [] as string[] };
      let signalled = false;
      /** One client: requests back to back on kept-alive connections until the server has gone. */
      const client = async () => {
        for (let sent = 0; sent < 2000; sent += 1) {
          const result = await get(
            agent,
            port,
            sent % 2 ? '/docs/ios/badge' : '/api/content?path=/docs/ios/installation',
          );
          if (result === 200) outcomes.ok += 1;
          else if (typeof result === 'number') outcomes.other += 1;
          else if (result === 'ECONNREFUSED' && signalled) {
            outcomes.refused += 1;
            return; // the listener has closed: this client would now go to another replica
          } else outcomes.errors.push(result);
        }
      };
      const clients = Array.from({ length: 8 }, client);
      // Under load: every client has had answers on its connections before the signal.
      await expect.poll(() => outcomes.ok, { timeout: 20_000 }).toBeGreaterThanOrEqual(8 * 20);
      signalled = true;
      started.child.kill('SIGTERM');
      await Promise.all(clients);
      agent.destroy();
      expect(outcomes.errors).toEqual([]);
      expect(outcomes.other).toBe(0);
      expect(outcomes.ok).toBeGreaterThan(0);
      expect(await started.exit).toBe(0);
    },
    60_000,
  );
});

/** Opens a connection and closes it at once: `connected`, or the error's code. */
function connectionOutcome(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** A GET on the agent's connections: the status, or the error's code. */
function get(agent: Agent, port: number, path: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = httpGet({ host: '127.0.0.1', port, path, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}
describe('metrics', () => {
  it('with METRICS_PORT, serves Prometheus text there and never on the public port', async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const started = run([serverBundle], {
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      HOST: '127.0.0.1',
      SHUTDOWN_DELAY_MS: '0',
    });
    try {
      await waitForHealthy(port);
      await fetch(`http://127.0.0.1:${port}/docs/ios/badge`);
      const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      const text = await response.text();
      expect(text).toMatch(/^portal_build_info\{build_id="[^"]+",version="0\.1\.0"\} 1$/m);
      expect(text).toMatch(/^portal_http_requests_total\{route="page",status_class="2xx"\} 1$/m);
      expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);
    } finally {
      started.child.kill('SIGTERM');
    }
    // The metrics listener does not hold the process open past its drain.
    expect(await started.exit).toBe(0);
  }, 30_000);
});

describe.skipIf(!postgresInstalled() && process.env.CI !== 'true')('SANDBOX_DATABASE_URL', () => {
  /** The portal's log lines (JSON) with this message. */
  const logged = (started: Started, msg: string) =>
    started
      .output()
      .trim()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; level: number })
      .filter((line) => line.msg === msg);

  it('makes the sandbox’s tables at start, and leaves no connection behind after the drain', async () => {
    const db = await startPostgres();
    try {
      await db.psql('CREATE DATABASE portal_sandbox');
      const port = await freePort();
      const started = run([serverBundle], {
        PORT: String(port),
        HOST: '127.0.0.1',
        SHUTDOWN_DELAY_MS: '0',
        SANDBOX_DATABASE_URL: postgresUrl(db, 'portal_sandbox'),
      });
      try {
        await waitForHealthy(port);
        await expect.poll(() => logged(started, 'sandbox store: PostgreSQL ready')).toHaveLength(1);
        const connections = await db.psql(
          "SELECT count(*) FROM pg_stat_activity WHERE datname = 'portal_sandbox' AND backend_type = 'client backend'",
        );
        expect(Number(connections)).toBeGreaterThan(0);
      } finally {
        started.child.kill('SIGTERM');
      }
      expect(await started.exit).toBe(0);
      await expect
        .poll(() => db.psql("SELECT count(*) FROM pg_stat_activity WHERE datname = 'portal_sandbox'"))
        .toBe('0\n');
    } finally {
      await db.stop();
    }
  }, 120_000);

  it('serves the docs while the database cannot be reached, saying so in one line', async () => {
    const port = await freePort();
    const started = run([serverBundle], {
      PORT: String(port),
      HOST: '127.0.0.1',
      SHUTDOWN_DELAY_MS: '0',
      SANDBOX_DATABASE_URL: `postgresql://portal:s3cret@/sandbox?host=${encodeURIComponent(join(workDir, 'no-socket'))}`,
    });
    try {
      await waitForHealthy(port);
      expect((await fetch(`http://127.0.0.1:${port}/docs/ios/badge`)).status).toBe(200);
      const line = 'sandbox store: PostgreSQL unreachable at start; the sandbox answers 503 until it is reachable';
      await expect.poll(() => logged(started, line)).toHaveLength(1);
      expect(started.output()).not.toContain('s3cret');
    } finally {
      started.child.kill('SIGTERM');
    }
    expect(await started.exit).toBe(0);
  });
});

describe('an uncaught error', () => {
  it.each(['exception', 'rejection'])('(%s) is logged and the process exits non-zero', async (kind) => {
    const started = run(['--import', tsx, 'tests/fixtures/processes/crash.ts', kind], {});
    expect(await started.exit).toBe(1);
    const log = JSON.parse(started.output().trim().split('\n').pop() ?? '{}') as { level: number; msg: string };
    expect(log.level).toBe(60);
    expect(log.msg).toMatch(/uncaught exception|unhandled promise rejection/);
  });
});
