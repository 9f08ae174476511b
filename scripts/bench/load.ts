/**
 * Drives HTTP load: wrk when installed (it needs little CPU), else autocannon; a mix of addresses
 * always with autocannon (its request list), and several targets interleaved.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

const run = promisify(execFile);

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  tool: 'wrk' | 'autocannon';
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers: Record<string, string>;
}

const WRK = '/usr/bin/wrk';

function milliseconds(value: string, unit: string): number {
  return Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);
}

export async function load(url: string, { connections, seconds, headers }: LoadOptions): Promise<LoadResult> {
  if (existsSync(WRK)) {
    const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
    const { stdout } = await run(WRK, ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...headerArgs, url]);
    const percentile = (p: string) => {
      const match = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`).exec(stdout);
      return match ? milliseconds(match[1] as string, match[2] as string) : Number.NaN;
    };
    const rps = /Requests\/sec:\s+([\d.]+)/.exec(stdout);
    return { requestsPerSecond: Number(rps?.[1]), p50Ms: percentile('50'), p99Ms: percentile('99'), tool: 'wrk' };
  }
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    tool: 'autocannon',
  };
}

/**
 * Every connection goes through `paths` in turn, over and over. `[<id>]` in a path becomes a new
 * id on every request (autocannon's idReplacement): addresses no cache has seen.
 */
export async function loadMix(
  origin: string,
  paths: string[],
  { connections, seconds, headers }: LoadOptions,
): Promise<LoadResult> {
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    headers,
    idReplacement: paths.some((path) => path.includes('[<id>]')),
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    tool: 'autocannon',
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * Alternates the targets for `rounds` rounds (odd, so that the median is one run's figure) and
 * keeps each one's median: a noisy machine then hurts every target alike.
 */
export async function interleaved(
  targets: Record<string, string>,
  options: LoadOptions,
  rounds: number,
): Promise<Record<string, LoadResult>> {
  const results: Record<string, LoadResult[]> = {};
  for (const url of Object.values(targets)) await load(url, { ...options, seconds: 1 }); // warm-up
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, url] of Object.entries(targets)) (results[name] ??= []).push(await load(url, options));
  }
  return Object.fromEntries(
    Object.entries(results).map(([name, runs]) => [
      name,
      {
        requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
        p50Ms: median(runs.map((run) => run.p50Ms)),
        p99Ms: median(runs.map((run) => run.p99Ms)),
        tool: runs[0]?.tool ?? 'wrk',
      },
    ]),
  );
}
