/**
 * The process as an orchestrator sees it: configuration errors, health, draining on SIGTERM, crashes.
 * The server runs as production runs it: the bundle a full build writes (`<build>/server/main.js`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAll } from '../scripts/buildAll.ts';
import { SERVER_ENTRY_FILE } from '../scripts/buildServer.ts';
import { buildOutputPaths, projectRoot } from './projectPaths.ts';
import { freePort } from '../tests/support/freePort.ts';

const tsx = join(projectRoot, 'node_modules/tsx/dist/loader.mjs');
let workDir: string;
let distDir: string;
let serverBundle: string;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'portal-dist-'));
  distDir = join(workDir, 'dist');
  await buildAll({ ifStale: false, distDir });
  serverBundle = join(buildOutputPaths(distDir).serverDir, SERVER_ENTRY_FILE);
}, 60_000);
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
  for (let attempt = 0; attempt < 100; attempt += 1) {
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
    [{ METRICS_PORT: 'nine' }, 'Configuration error: METRICS_PORT must be a whole number from 1 to 65535 (or unset: no metrics), got "nine"'],
  ])('stops with one clear line on %j', async (env, line) => {
    const started = run([serverBundle], env);
    expect(await started.exit).toBe(1);
    const lines = started.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(line);
  });
});

describe('serving and shutting down', () => {
  it('logs JSON, answers /healthz, finishes a request in flight on SIGTERM and exits 0', async () => {
    const port = await freePort();
    const started = run([serverBundle], { PORT: String(port), HOST: '127.0.0.1' });
    await waitForHealthy(port);

    // A request whose headers are only half sent when SIGTERM arrives.
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let response = '';
    socket.on('data', (chunk: Buffer) => (response += chunk));
    socket.write('GET /docs/ios/badge HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalledAt = Date.now();
    started.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Draining: no new connections are accepted.
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    socket.write('Connection: close\r\n\r\n');

    expect(await started.exit).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(response).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(response).toContain('<h1 class="doc__title">Badge</h1>');
    const logs = started
      .output()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string; req?: { url: string }; res?: { statusCode: number } });
    expect(logs.map((entry) => entry.msg)).toContain('draining: finishing requests in flight');
    expect(logs.some((entry) => entry.req?.url === '/docs/ios/badge' && entry.res?.statusCode === 200)).toBe(true);
  }, 30_000);
});

describe('metrics', () => {
  it('with METRICS_PORT, serves Prometheus text there and never on the public port', async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const started = run([serverBundle], { PORT: String(port), METRICS_PORT: String(metricsPort), HOST: '127.0.0.1' });
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

describe('an uncaught error', () => {
  it.each(['exception', 'rejection'])('(%s) is logged and the process exits non-zero', async (kind) => {
    const started = run(['--import', tsx, 'tests/fixtures/processes/crash.ts', kind], {});
    expect(await started.exit).toBe(1);
    const log = JSON.parse(started.output().trim().split('\n').pop() ?? '{}') as { level: number; msg: string };
    expect(log.level).toBe(60);
    expect(log.msg).toMatch(/uncaught exception|unhandled promise rejection/);
  });
});
