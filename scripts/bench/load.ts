/** Drives HTTP load: wrk when installed (it needs little CPU), else autocannon. */
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
  return { requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, tool: 'autocannon' };
}
