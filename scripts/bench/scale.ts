/**
 * The scale part of the benchmark: the real docs plus a generated corpus (5,000 pages by default),
 * built, started and loaded like the 47-page site, and compared with it.
 */
import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import { projectRoot } from '../../server/projectPaths.ts';
import { CONTRACT_PATH } from '../../server/content/sources/docsVersions.ts';
import { generateCorpus } from '../generateCorpus.ts';
import { getRaw, measureBuild, measureContentBuild } from './measures.ts';
import { residentMegabytes, startPortal } from './processes.ts';

export interface ScaleSite {
  pages: number;
  contentMs: number;
  build: Awaited<ReturnType<typeof measureBuild>>;
  startMs: number;
  origin: string;
  pid: number | undefined;
  stop: () => Promise<void>;
}

/** The real docs, with the API contract their `::operation` and `::webhook` pages need, plus `pages` generated ones. */
export async function writeScaleCorpus(root: string, pages: number): Promise<void> {
  await cp(join(projectRoot, 'docs'), join(root, 'docs'), { recursive: true });
  await cp(join(projectRoot, CONTRACT_PATH), join(root, CONTRACT_PATH));
  await generateCorpus(root, pages);
}

export async function startScaleSite(work: string, pages: number, base: string): Promise<ScaleSite> {
  const root = join(work, 'corpus');
  await writeScaleCorpus(root, pages);
  const contentMs = await measureContentBuild(root, join(work, 'corpus-content.json'));
  const distDir = join(work, 'corpus-dist');
  const build = await measureBuild(distDir, root);
  const server = await startPortal(distDir, base);
  return {
    pages,
    contentMs,
    build,
    startMs: server.startMs,
    origin: server.origin,
    pid: server.child.pid,
    stop: server.stop,
  };
}

/** Identity size of a page's HTML, in KB. */
export async function htmlKb(origin: string, page: string): Promise<number> {
  await getRaw(origin + page); // prepare
  return (await getRaw(origin + page, { 'Accept-Encoding': 'identity' })).body.length / 1024;
}

export { residentMegabytes };
