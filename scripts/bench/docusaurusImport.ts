/**
 * `BENCH_ONLY=docusaurus-import npm run bench`: a Docusaurus site moved in as its author moves it,
 * timed. The react-native website (../shared/compat-sites/react-native-nostatic.tar.gz, about
 * 2,200 pages in eleven versions) is imported with `npm run import:docusaurus` into a copy of the
 * portal, then built with `npm run build` as the import tells its author to (every problem a
 * warning), with an empty compiled-page cache of its own: the import's check fills it, the build
 * reads it. Each step's
 * wall time and the peak memory of all its processes together, against the target of the whole:
 * four minutes and 1 GB on two cores.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BUILD_NODE_ARGS, IMPORT_NODE_ARGS } from '../buildCommand.ts';
import { compatSitesCandidates, compatSitesDir } from '../compat/compatSitesDir.ts';
import { copyPortalInto } from '../support/portalCopy.ts';
import { sampleTreeMemory } from './processes.ts';
import { REAL_SITE_ARCHIVE } from './realSite.ts';
import type { Row } from './report.ts';

const run = promisify(execFile);

/** The import and the build after it, together. */
export const IMPORT_TARGETS = { seconds: 240, megabytes: 1024 };

export interface StepMeasure {
  seconds: number;
  /** Peak of the step's processes together (proportional set sizes; NaN without /proc). */
  megabytes: number;
}

export type DocusaurusImportMeasure = { skipped: string } | { import: StepMeasure; build: StepMeasure };

/** Runs `command` in `cwd` to its end: its wall time and its process tree's peak memory. */
function step(command: string, args: string[], cwd: string, env: Record<string, string>): Promise<StepMeasure> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    const memory = sampleTreeMemory(child.pid);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + String(chunk)).slice(-4000)));
    child.once('error', reject);
    child.once('exit', (code) => {
      const megabytes = memory.stop();
      if (code !== 0)
        reject(new Error(`${args.join(' ')} failed (${code}): ${stderr.trim().split('\n').slice(-5).join('\n')}`));
      else resolve({ seconds: (performance.now() - started) / 1000, megabytes });
    });
  });
}

/** Imports and builds the site in a copy of the portal under `work`. */
export async function measureDocusaurusImport(work: string): Promise<DocusaurusImportMeasure> {
  const archive = join(compatSitesDir(), REAL_SITE_ARCHIVE);
  if (!existsSync(archive))
    return { skipped: `${REAL_SITE_ARCHIVE} is not in ${compatSitesCandidates().join(' or ')}` };
  const sites = join(work, 'import-site');
  const portal = join(work, 'import-portal');
  await mkdir(sites, { recursive: true });
  await mkdir(portal, { recursive: true });
  await run('tar', ['-xzf', archive, '-C', sites]);
  await copyPortalInto(portal);
  // Empty, and not the checkout's: the import starts from nothing, as on a fresh clone.
  // Problems are reported, not fatal, as in the real-site rows: the archive leaves out the site's
  // static files, which its pages' images name, and its pages link to its blog.
  const env = {
    DOCS_PAGE_CACHE_DIR: join(work, 'import-page-cache'),
    DOCS_PAGE_CACHE: '',
    DOCS_ON_PAGE_ERROR: 'warn',
    DOCS_ON_BROKEN_LINKS: 'warn',
    DOCS_ON_BROKEN_ANCHORS: 'warn',
    DOCS_ON_BROKEN_IMAGES: 'warn',
  };
  const site = join(sites, 'react-native', 'website');
  const imported = await step(process.execPath, [...IMPORT_NODE_ARGS, site, '--into', portal], portal, env);
  const build = await step(process.execPath, [...BUILD_NODE_ARGS], portal, env);
  return { import: imported, build };
}

const mb = (value: number) => (Number.isNaN(value) ? 'n/a' : `${Math.round(value)} MB`);

export function docusaurusImportRows(measure: DocusaurusImportMeasure): Row[] {
  const { seconds, megabytes } = IMPORT_TARGETS;
  const target = `≤ ${seconds / 60} min, ≤ ${megabytes / 1024} GB`;
  if ('skipped' in measure) return [['react-native import + build', `skipped: ${measure.skipped}`, target, '']];
  const total = measure.import.seconds + measure.build.seconds;
  // The steps run one after the other: the peak of the whole is the larger of theirs.
  const peak = Math.max(measure.import.megabytes, measure.build.megabytes);
  const figures = ({ seconds: s, megabytes: m }: StepMeasure) => `${s.toFixed(1)} s, ${mb(m)}`;
  return [
    ['react-native: npm run import:docusaurus', figures(measure.import), '', ''],
    ['react-native: npm run build after it', figures(measure.build), '', ''],
    [
      'react-native: import + build',
      `${total.toFixed(1)} s, peak ${mb(peak)} (all processes)`,
      target,
      total <= seconds && peak <= megabytes,
    ],
  ];
}
