/** Starting and stopping the processes a benchmark measures, pinned to one core when possible. */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { projectRoot } from '../../server/projectPaths.ts';
import { serverNodeArgs } from '../buildServer.ts';
import { freePort } from '../support/freePort.ts';

const TASKSET = '/usr/bin/taskset';

/** The measured server gets core 0; the load generator (this process) the other. */
export function pinned(command: string, args: string[]): [string, string[]] {
  return existsSync(TASKSET) ? [TASKSET, ['-c', '0', command, ...args]] : [command, args];
}

export interface Started {
  child: ChildProcess;
  stop: () => Promise<void>;
}

export function start(command: string, args: string[], env: Record<string, string> = {}): Started {
  const [file, fileArgs] = pinned(command, args);
  const child = spawn(file, fileArgs, {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout?.resume();
  return {
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function waitForOk(url: string, timeoutMs = 15_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const response = await fetch(url).catch(() => null);
    if (response?.ok) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Resident memory of a process, from /proc (Linux). */
export function residentMegabytes(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** The portal itself, as `npm start` runs it, on a build in `distDir`, under `base` (`/developer`). */
export async function startPortal(
  distDir: string,
  base: string,
): Promise<Started & { port: number; origin: string; startMs: number }> {
  const port = await freePort();
  const server = start(process.execPath, serverNodeArgs(distDir), {
    PORT: String(port),
    HOST: '127.0.0.1',
    PORTAL_DIST_DIR: distDir,
    BASE_URL: `${base}/`,
    NODE_ENV: 'production',
    // No load balancer to wait for between runs.
    SHUTDOWN_DELAY_MS: '0',
  });
  const startMs = await waitForOk(`http://127.0.0.1:${port}${base}/healthz`, 60_000);
  return { ...server, port, origin: `http://127.0.0.1:${port}${base}`, startMs };
}
