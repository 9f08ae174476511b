/**
 * Runs the samples of one docs version against its contract's sandbox, one at a time (each run's
 * sandbox calls are told apart by time), and reports one line per sample: a step of a flow
 * (scripts/samples/sampleFlow.ts) is one sample, judged as any other.
 */
import type { LoadedVersion } from '../../server/content/sources/loadVersion.ts';
import { type RunTarget, runSample } from './runSample.ts';
import { PageFlows } from './sampleFlow.ts';
import {
  type SandboxCall,
  type SandboxOrigin,
  type SandboxOriginOptions,
  startSandboxOrigin,
} from './sandboxOrigin.ts';
import { type Sample, samplesOf } from './samplesOf.ts';

export interface SampleReport {
  where: string;
  outcome: 'passed' | 'failed' | 'skipped';
  /** What ran and what it was answered, or why it was skipped or failed. */
  detail: string;
}

/** The sandbox's x-sandbox server, as its origin: `https://sandbox.api.advoca.io`. */
function sandboxOriginOf(contractJson: string): string {
  const servers = (JSON.parse(contractJson) as { servers?: { url: string; 'x-sandbox'?: boolean }[] }).servers ?? [];
  const sandbox = servers.find((server) => server['x-sandbox'] === true);
  if (!sandbox) throw new Error('The API contract marks no server with x-sandbox: true');
  return new URL(sandbox.url).origin;
}

const callList = (calls: SandboxCall[]) =>
  calls.map((call) => `${call.method} ${call.path} → ${call.status}`).join(', ');
/**
 * The line of the output that says what went wrong: the API's error message (a `"message":` line,
 * also when jq printed the body over several lines), else the first naming an error, else the last.
 */
function telling(output: string): string {
  const lines = output
    .trim()
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const line =
    lines.find((text) => /"message"\s*:/.test(text)) ??
    lines.find((text) => /error|exception|fatal|denied|refused/i.test(text)) ??
    lines.at(-1);
  return line?.slice(0, 200) ?? 'it printed nothing';
}

/** A sample passes when it exits 0 having called the sandbox, and every call got a 2xx. */
function judge(exitCode: number, output: string, calls: SandboxCall[]): Pick<SampleReport, 'outcome' | 'detail'> {
  if (exitCode !== 0) return { outcome: 'failed', detail: `exit ${exitCode}: ${telling(output)}` };
  if (calls.length === 0) return { outcome: 'failed', detail: `no call reached the sandbox: ${telling(output)}` };
  const refused = calls.filter((call) => call.status < 200 || call.status > 299);
  if (refused.length > 0) return { outcome: 'failed', detail: `${callList(refused)}: ${telling(output)}` };
  return { outcome: 'passed', detail: callList(calls) };
}

type RunnableSample = Extract<Sample, { kind: 'run' }>;

/** How many steps each flow of a page has. */
function stepCounts(samples: Sample[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const sample of samples) {
    if (sample.kind === 'run' && sample.flow !== null) counts.set(sample.flow, (counts.get(sample.flow) ?? 0) + 1);
  }
  return counts;
}

/** Runs one sample (alone, or as the next step of its flow) and says how it went. */
async function checkSample(
  sample: RunnableSample,
  sandbox: SandboxOrigin,
  target: RunTarget,
  flows: PageFlows,
): Promise<SampleReport> {
  if (sample.flow === null) {
    sandbox.take();
    const { exitCode, output } = await runSample(sample.runtime, sample.code, target);
    return { where: `${sample.where} (${sample.runtime})`, ...judge(exitCode, output, sandbox.take()) };
  }
  const next = await flows.next(sample.flow);
  const where = `${sample.where} (${sample.runtime}, ${next.label})`;
  if ('blockedBy' in next) {
    return {
      where,
      outcome: 'failed',
      detail: `not run: an earlier step of flow ${sample.flow} failed (${next.blockedBy})`,
    };
  }
  sandbox.take();
  const { exitCode, output, exported } = await runSample(sample.runtime, sample.code, target, next.step);
  const verdict = judge(exitCode, output, sandbox.take());
  flows.record(sample.flow, sample.where, verdict.outcome === 'passed', exported);
  return { where, ...verdict };
}

export async function checkVersionSamples(
  version: LoadedVersion,
  onReport: (report: SampleReport) => void,
  options: SandboxOriginOptions = {},
): Promise<SampleReport[]> {
  const pages = version.docs.map((doc) => samplesOf(doc.sourcePath, doc.codeBlocks));
  const reports: SampleReport[] = [];
  const report = (entry: SampleReport) => {
    reports.push(entry);
    onReport(entry);
  };
  const runnable = pages.flat().filter((sample) => sample.kind === 'run');
  if (runnable.length > 0 && !version.contract) {
    throw new Error(`${version.source.displayDir} has samples to run, and no API contract to run them against`);
  }
  const sandbox = version.contract ? await startSandboxOrigin(version.contract, options) : null;
  try {
    for (const samples of pages) {
      const flows = new PageFlows(stepCounts(samples));
      try {
        for (const sample of samples) {
          if (sample.kind === 'skip') {
            report({ where: sample.where, outcome: 'skipped', detail: sample.reason });
            continue;
          }
          if (!sandbox || !version.contract) continue;
          const target: RunTarget = {
            sandboxOrigin: sandboxOriginOf(version.contract.json),
            localOrigin: sandbox.origin,
            certificate: sandbox.certificate,
          };
          report(await checkSample(sample, sandbox, target, flows));
        }
      } finally {
        await flows.close();
      }
    }
  } finally {
    await sandbox?.close();
  }
  return reports;
}
