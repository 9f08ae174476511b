/** Starting and stopping the processes a benchmark measures, pinned to one core when possible. */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/** The process `pid` and every process below it, from /proc (Linux). */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // `pid (comm) state ppid …`; the name may hold spaces and parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // It ended meanwhile.
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i] as number) ?? []));
  return tree;
}

/**
 * Proportional set size of a process (its own pages, and its share of pages it shares), from
 * /proc: summed over processes it counts each page once, where resident sizes count the pages a
 * child shares with its parent (a fork not yet exec'd) twice.
 */
function proportionalKb(pid: number): number {
  try {
    const match = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/**
 * Samples the memory of `pid` and all its descendants together every `everyMs` until `stop`, which
 * returns the peak in MB (NaN without /proc). GNU time's figure is the largest single process.
 */
export function sampleTreeMemory(pid: number | undefined, everyMs = 250): { stop: () => number } {
  let peakKb = Number.NaN;
  const sample = () => {
    if (!pid || !existsSync('/proc/self/smaps_rollup')) return;
    const kb = processTree(pid).reduce((sum, member) => sum + proportionalKb(member), 0);
    if (!(kb <= peakKb)) peakKb = kb;
  };
  const timer = setInterval(sample, everyMs);
  sample();
  return {
    stop: () => {
      clearInterval(timer);
      return peakKb / 1024;
    },
  };
}

/**
 * The portal itself, as `npm start` runs it, on a build in `distDir`, under `base` (`/developer`),
 * with `env` added (a heap limit, a metrics port).
 */
export async function startPortal(
  distDir: string,
  base: string,
  env: Record<string, string> = {},
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
    ...env,
  });
  const startMs = await waitForOk(`http://127.0.0.1:${port}${base}/healthz`, 60_000);
  return { ...server, port, origin: `http://127.0.0.1:${port}${base}`, startMs };
}
