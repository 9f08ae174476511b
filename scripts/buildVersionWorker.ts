/**
 * A worker thread of the build that compiles docs versions (see buildVersionWorkers.ts): it is sent
 * one version's source at a time (with the compiled-page cache's settings) and answers with the version loaded, or with why it failed.
 * Bundled on its own by the build, so that it runs under plain node like the build itself.
 */
import { parentPort } from 'node:worker_threads';
import type { DocsVersionSource } from '../server/content/sources/docsVersions.ts';
import { reportSiteTimers } from '../server/content/markdown/box/siteCodeBox.ts';
import { loadVersion } from '../server/content/sources/loadVersion.ts';
import type { PageCacheSettings } from '../server/content/sources/pageCache.ts';

/** What the build sends the worker: a version to load, and the compiled-page cache to use, if any. */
export interface VersionWorkerJob {
  source: DocsVersionSource;
  pageCache: PageCacheSettings | null;
}

/** What the worker answers for one version. */
export type VersionWorkerAnswer =
  | { version: Awaited<ReturnType<typeof loadVersion>> }
  /** The version's own problem (its contract or sidebars file cannot be read): the build reports it. */
  | { error: string }
  /** The version cannot be sent back (a value structured clone refuses): the build loads it itself. */
  | { unsendable: string };

const port = parentPort;
if (!port) throw new Error('buildVersionWorker.ts runs as a worker thread of the build');

port.on('message', async ({ source, pageCache }: VersionWorkerJob) => {
  let version: Awaited<ReturnType<typeof loadVersion>>;
  try {
    version = await loadVersion(source, { keepFailedPages: true, pageCache });
  } catch (error) {
    reportSiteTimers((message) => console.warn(`warning: ${message}`));
    port.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies VersionWorkerAnswer);
    return;
  }
  // What the version's site code left running would keep this thread busy: stopped, and named.
  reportSiteTimers((message) => console.warn(`warning: ${message}`));
  try {
    port.postMessage({ version } satisfies VersionWorkerAnswer);
  } catch (error) {
    port.postMessage({ unsendable: (error as Error).message } satisfies VersionWorkerAnswer);
  }
});
