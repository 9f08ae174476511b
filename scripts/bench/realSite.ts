/**
 * The large real site of the benchmark: the react-native website (its docs and ten frozen versions,
 * about 2,200 pages), imported with `npm run import:docusaurus` into a copy of the portal and built
 * there as `npm run build` builds, with page errors and broken links and anchors reported, not
 * fatal (the site links to its blog and other parts the portal does not serve). The archive is
 * `../shared/compat-sites/react-native-nostatic.tar.gz` from the project; without it the rows say
 * so and why.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BUILD_NODE_ARGS, IMPORT_NODE_ARGS } from '../buildCommand.ts';
import type { Row } from './report.ts';
import { sampleTreeMemory } from './processes.ts';
import { copyPortalInto } from '../support/portalCopy.ts';
import { compatSitesCandidates, compatSitesDir } from '../compat/compatSitesDir.ts';

const run = promisify(execFile);

/** Where the archive is, from the project. */
export const REAL_SITE_ARCHIVE = 'react-native-nostatic.tar.gz';
/** The site's folder inside the archive (its docs are `../docs` from there). */
const SITE_IN_ARCHIVE = join('react-native', 'website');

/** Targets of its build: wall time and the peak memory of all its processes together. */
export const REAL_SITE_TARGETS = { seconds: 150, megabytes: 1024 };

/** What the build is run with: a page that fails becomes a notice, broken links are listed. */
// Every problem a warning (the archive has no static files, so its images are missing), and the
// build from scratch, not from the pages the import's check compiled (BENCH_ONLY=docusaurus-import
// measures the two together).
const WARN_ONLY = {
  DOCS_ON_PAGE_ERROR: 'warn',
  DOCS_ON_BROKEN_LINKS: 'warn',
  DOCS_ON_BROKEN_ANCHORS: 'warn',
  DOCS_ON_BROKEN_IMAGES: 'warn',
  DOCS_PAGE_CACHE: 'off',
};

export interface TimedRun {
  seconds: number;
  /** The largest single process's peak resident memory (GNU time). */
  largestProcessMegabytes: number;
  /** The peak of all the run's processes together (sampled proportional set sizes; NaN without /proc). */
  allProcessesMegabytes: number;
}

export type RealSiteMeasure =
  { skipped: string } | { pages: number; versions: number; import: TimedRun; build: TimedRun };

/** Runs `command` in `cwd` under GNU time, sampling the memory of it and its children. */
function timed(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<TimedRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('/usr/bin/time', ['-f', 'BENCH %e %M', command, ...args], {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const memory = sampleTreeMemory(child.pid);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      const allProcessesMegabytes = memory.stop();
      const match = /BENCH ([\d.]+) (\d+)/.exec(stderr);
      if (code !== 0 || !match) {
        reject(
          new Error(`${command} ${args.join(' ')} failed (${code}): ${stderr.trim().split('\n').slice(-5).join('\n')}`),
        );
        return;
      }
      resolve({ seconds: Number(match[1]), largestProcessMegabytes: Number(match[2]) / 1024, allProcessesMegabytes });
    });
  });
}

/** Imports the site into a copy of the portal under `work` and builds it, both measured. */
export async function measureRealSite(work: string): Promise<RealSiteMeasure> {
  if (process.env.BENCH_REAL_SITE === '0') return { skipped: 'BENCH_REAL_SITE=0' };
  const archive = join(compatSitesDir(), REAL_SITE_ARCHIVE);
  if (!existsSync(archive))
    return { skipped: `${REAL_SITE_ARCHIVE} is not in ${compatSitesCandidates().join(' or ')}` };
  const sites = join(work, 'real-site');
  const portal = join(work, 'real-site-portal');
  await mkdir(sites, { recursive: true });
  await mkdir(portal, { recursive: true });
  await run('tar', ['-xzf', archive, '-C', sites]);
  await copyPortalInto(portal);
  const imported = await timed(
    process.execPath,
    [...IMPORT_NODE_ARGS, join(sites, SITE_IN_ARCHIVE), '--into', portal],
    portal,
  );
  const build = await timed(process.execPath, [...BUILD_NODE_ARGS], portal, WARN_ONLY);
  const store = JSON.parse(await readFile(join(portal, 'dist', 'content.json'), 'utf8')) as {
    pages: Record<string, unknown>;
    versions: unknown[];
  };
  return { pages: Object.keys(store.pages).length, versions: store.versions.length, import: imported, build };
}

const megabytes = (value: number) => (Number.isNaN(value) ? 'n/a' : `${Math.round(value)} MB`);

/** The build's peak against the target: all processes together, else the largest one. */
const buildPeak = ({ allProcessesMegabytes, largestProcessMegabytes }: TimedRun) =>
  Number.isNaN(allProcessesMegabytes) ? largestProcessMegabytes : allProcessesMegabytes;

export function realSiteRows(measure: RealSiteMeasure): Row[] {
  const { seconds, megabytes: limit } = REAL_SITE_TARGETS;
  const target = `≤ ${seconds} s, ≤ ${limit / 1024} GB`;
  if ('skipped' in measure) return [['react-native site: import and build', `skipped: ${measure.skipped}`, target, '']];
  const figures = (timedRun: TimedRun) =>
    `${timedRun.seconds.toFixed(1)} s, ${megabytes(timedRun.allProcessesMegabytes)} all processes (largest ${megabytes(timedRun.largestProcessMegabytes)})`;
  const { build } = measure;
  return [
    [`react-native site: import:docusaurus`, figures(measure.import), '', ''],
    [
      `react-native site (${measure.pages} pages, ${measure.versions} versions): whole build`,
      figures(build),
      target,
      build.seconds <= seconds && buildPeak(build) <= limit,
    ],
  ];
}
