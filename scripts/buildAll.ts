/** The production build: page store, client and server bundles and public files into `dist/`, skipped when up to date. */
import { randomUUID } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { stop as stopEsbuild } from 'esbuild';
import { buildOutputPaths, distDir as defaultDistDir, projectRoot } from '../server/projectPaths.ts';
import { buildClient } from './buildClient.ts';
import { buildIdOf, withBuildId } from '../server/content/pageStore/buildId.ts';
import { compileContent, writePageStore } from './buildContent.ts';
import { buildFingerprint } from './buildFingerprint.ts';
import { buildServer } from './buildServer.ts';
import { bundleVersionWorker, removeVersionWorker } from './buildVersionWorkers.ts';
import { hashBuildCode } from './hashBuildCode.ts';
import { copySiteFiles, writeDocAssets } from './siteFiles.ts';
import { readDocsVersions } from '../server/content/sources/docsVersions.ts';

export interface BuildResult {
  /** False when `ifStale` found the last build up to date. */
  built: boolean;
  pages: number;
  milliseconds: number;
}

/**
 * Builds into a staging folder and swaps it in only when everything succeeded, so a failed build
 * leaves the previous output (and its stamp) untouched, never a half-written `dist/`.
 */
export interface BuildOptions {
  ifStale: boolean;
  /** Folder holding docs/ (and versions.json, versioned_docs/): the repository by default. */
  contentRoot?: string;
  distDir?: string;
  /**
   * The build is all this process does (`npm run build`): esbuild's service process is stopped
   * once the bundles are built. Not where others may use esbuild meanwhile (vitest's transforms).
   */
  ownProcess?: boolean;
}

const BUILD_SETTINGS = [
  'DOCS_ON_PAGE_ERROR',
  'DOCS_ON_BROKEN_LINKS',
  'DOCS_ON_BROKEN_ANCHORS',
  'DOCS_ON_BROKEN_IMAGES',
];

export async function buildAll({
  ifStale,
  contentRoot = projectRoot,
  distDir = defaultDistDir,
  ownProcess = false,
}: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  // What these variables are set to changes what the same inputs build to: a build made under
  // DOCS_ON_PAGE_ERROR=warn is not up to date for a run under throw, which must fail.
  const settings = BUILD_SETTINGS.filter((name) => process.env[name]).map((name) => `${name}=${process.env[name]}`);
  const fingerprint = [await buildFingerprint(contentRoot), ...settings].join('\n');
  if (ifStale && (await readFile(buildOutputPaths(distDir).stampFile, 'utf8').catch(() => '')) === fingerprint) {
    return { built: false, pages: 0, milliseconds: performance.now() - started };
  }

  // One staging folder per build: with a shared `dist.staging`, a second build started meanwhile
  // (a test, a watcher, `npm start` beside `npm run build`) removed the folder the first was
  // writing into, and the first failed with ENOENT …/dist.staging/client.
  const stagingDir = `${distDir}.staging-${process.pid}-${randomUUID().slice(0, 8)}`;
  const staged = buildOutputPaths(stagingDir);
  // A site of several versions compiles them in worker threads (buildVersionWorkers.ts), whose
  // entry is bundled with the rest; a version list that cannot be read fails in the compile below.
  const manyVersions = (await readDocsVersions(contentRoot).catch(() => [])).length > 1;
  const versionWorker: Promise<string | null> = manyVersions ? bundleVersionWorker() : Promise.resolve(null);
  try {
    // allSettled: every step finishes writing before a failure cleans the staging folder up.
    // The bundles first, then the content, not side by side: esbuild's own process takes both
    // cores for under a second, and its results (tens of MB) are collected before the Markdown
    // compile's heap peaks instead of on top of it. Side by side was slower and used ~30 MB more.
    const others = await Promise.allSettled([
      buildClient(staged.clientDir, { contentRoot }),
      buildServer(staged.serverDir),
      copySiteFiles(join(projectRoot, 'public'), contentRoot, staged.publicDir),
      versionWorker,
    ]);
    // esbuild's service process is done: it stayed resident (40–220 MB) through the whole compile.
    if (ownProcess) await stopEsbuild();
    const workerFile = await versionWorker.catch(() => null);
    // The content's problems come first: they are the ones an author fixes.
    const content = await compileContent(contentRoot, { versionWorker: workerFile });
    for (const other of others) if (other.status === 'rejected') throw other.reason;
    await writeDocAssets(content, contentRoot, staged.clientDir);
    // Written last: its build id covers the bundles, so they must be complete.
    const store = withBuildId(content, buildIdOf(content, await hashBuildCode(stagingDir)));
    await writePageStore(staged.pageStoreFile, store);
    await writeFile(staged.stampFile, fingerprint);
    await swapIn(stagingDir, distDir);
    return { built: true, pages: Object.keys(store.pages).length, milliseconds: performance.now() - started };
  } finally {
    await Promise.all([
      rm(stagingDir, { recursive: true, force: true }),
      versionWorker.then((file) => (file ? removeVersionWorker(file) : undefined)).catch(() => undefined),
    ]);
  }
}

/** Replaces `distDir` with the staged build; a build finishing at the same moment may put its own back in between. */
async function swapIn(stagingDir: string, distDir: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await rm(distDir, { recursive: true, force: true });
    try {
      await rename(stagingDir, distDir);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (attempt >= 3 || (code !== 'ENOTEMPTY' && code !== 'EEXIST')) throw error;
    }
  }
}
