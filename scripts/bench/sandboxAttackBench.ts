/**
 * A doc page while the sandbox is attacked (scripts/bench/sandboxAttack.ts, the attack the memory
 * budget's process test runs): the portal started as the shipped deployment runs it
 * (`NODE_OPTIONS=--max-old-space-size=160`, the metrics port, the sandbox in memory), pinned to
 * one core; the page requested one after another from 127.0.0.1, first on a quiet server, then
 * while the attack runs, then quiet again with the sandbox full. Memory is sampled throughout: the
 * process tree's proportional set size (as the build's peak is), the kernel's peak resident set
 * (VmHWM) and the V8 heap the metrics report. `BENCH_ONLY=sandbox-attack npm run bench` runs
 * only this.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../support/freePort.ts';
import { sampleTreeMemory, startPortal } from './processes.ts';
import type { Row } from './report.ts';
import {
  attackPlan,
  type AttackReport,
  keyStates,
  type MemoryPeaks,
  percentile,
  probePages,
  runAttack,
  sampleMemory,
} from './sandboxAttack.ts';

/** The target beside the figure: a reader's page while the sandbox is attacked. */
export const ATTACKED_P99_TARGET_MS = 250;
/** The pod's memory limit in deploy/kubernetes/deployment.yaml (256Mi). */
export const POD_LIMIT_MIB = 256;
const QUIET_SECONDS = 10;

interface Latency {
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers other than 200. */
  failed: number;
}

export interface SandboxAttackMeasure {
  page: string;
  quiet: Latency;
  attacked: Latency;
  /** Quiet again once the attack is over, the sandbox holding its budget. */
  after: Latency;
  /** The process tree's peak proportional set size, MiB. */
  treePeakMb: number;
  memory: MemoryPeaks;
  keys: number;
  evicted: number;
  report: Omit<AttackReport, 'keys'>;
  exitedDuringAttack: boolean;
}

function latency(samples: { status: number; ms: number }[]): Latency {
  const times = samples.map((sample) => sample.ms);
  return {
    requests: samples.length,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    maxMs: Math.max(...times),
    failed: samples.filter((sample) => sample.status !== 200).length,
  };
}

async function quietly(origin: string, paths: string[], seconds: number): Promise<Latency> {
  const probe = probePages(origin, paths);
  await sleep(seconds * 1000);
  return latency(await probe.stop());
}

/** Starts the portal of `distDir` under `base` (`/developer`), attacks its sandbox and times `page` throughout. */
export async function measureSandboxAttack(distDir: string, base: string, page: string): Promise<SandboxAttackMeasure> {
  const metricsPort = await freePort();
  const server = await startPortal(distDir, base, {
    NODE_OPTIONS: '--max-old-space-size=160',
    METRICS_PORT: String(metricsPort),
    SANDBOX_DATABASE_URL: '',
  });
  try {
    const origin = `http://127.0.0.1:${server.port}`;
    const pid = server.child.pid as number;
    const paths = [`${base}${page}`];
    // The first request prepares the page and its brotli forms.
    await quietly(origin, paths, 1);
    const quiet = await quietly(origin, paths, QUIET_SECONDS);
    const tree = sampleTreeMemory(pid);
    const memory = sampleMemory(pid, `http://127.0.0.1:${metricsPort}/metrics`);
    const probe = probePages(origin, paths);
    const plan = attackPlan(origin, `${base}/`);
    let report: AttackReport;
    let attackedSamples: { status: number; ms: number }[] = [];
    try {
      report = await runAttack(plan);
    } finally {
      attackedSamples = await probe.stop();
    }
    const exitedDuringAttack = server.child.exitCode !== null || server.child.signalCode !== null;
    const after = exitedDuringAttack ? latency([]) : await quietly(origin, paths, QUIET_SECONDS);
    const peaks = await memory.stop();
    const treePeakMb = tree.stop();
    const states = exitedDuringAttack ? [] : await keyStates(plan, report.keys);
    const { keys, ...rest } = report;
    return {
      page: paths[0] as string,
      quiet,
      attacked: latency(attackedSamples),
      after,
      treePeakMb,
      memory: peaks,
      keys: keys.length,
      evicted: states.filter((state) => state.kind === 'evicted').length,
      report: rest,
      exitedDuringAttack,
    };
  } finally {
    await server.stop();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

export function sandboxAttackRows(measure: SandboxAttackMeasure): Row[] {
  const { quiet, attacked, after, memory, report } = measure;
  const figures = ({ requests, p50Ms, p99Ms, maxMs, failed }: Latency) =>
    `p50 ${ms(p50Ms)}, p99 ${ms(p99Ms)}, max ${ms(maxMs)} (${requests} requests${failed ? `, ${failed} not 200` : ''})`;
  const serverErrors = Object.entries(report.answers)
    .filter(([label]) => /\s5\d\d$/.test(label))
    .reduce((sum, [, count]) => sum + count, 0);
  const peak = Math.max(measure.treePeakMb, memory.hwmMb);
  return [
    [`Sandbox attack: doc page, quiet`, figures(quiet), '', ''],
    [
      `Sandbox attack: doc page, under attack`,
      figures(attacked),
      `p99 ≤ ${ATTACKED_P99_TARGET_MS} ms, all 200`,
      attacked.p99Ms <= ATTACKED_P99_TARGET_MS && attacked.failed === 0 && !measure.exitedDuringAttack,
    ],
    [`Sandbox attack: p99 under attack vs quiet`, `${(attacked.p99Ms / quiet.p99Ms).toFixed(1)}×`, '', ''],
    [`Sandbox attack: doc page, quiet again, sandbox full`, figures(after), '', ''],
    [
      `Sandbox attack: memory peak (tree PSS; VmHWM)`,
      `${measure.treePeakMb.toFixed(0)} MiB; ${memory.hwmMb.toFixed(0)} MiB`,
      `≤ ${POD_LIMIT_MIB} MiB (the pod's limit)`,
      peak <= POD_LIMIT_MIB,
    ],
    [
      `Sandbox attack: V8 heap peak (used / total)`,
      `${memory.heapUsedMb.toFixed(0)} / ${memory.heapTotalMb.toFixed(0)} MiB`,
      '< 160 MiB (--max-old-space-size)',
      memory.heapUsedMb < 160,
    ],
    [
      `Sandbox attack: what was sent`,
      `${measure.keys} keys, ${report.requests} requests in ${report.seconds.toFixed(0)} s, ${mib(report.offeredBytes)} offered (budget measure), ${mib(report.acceptedBytes)} accepted, ${measure.evicted} keys removed, ${serverErrors} 5xx`,
      'no 5xx, process up',
      serverErrors === 0 && report.wrong.length === 0 && !measure.exitedDuringAttack,
    ],
  ];
}
