/** Compiles the docs (every version) into the page store file the server loads at start. */
import { buildPageStore } from '../server/content/pageStore/buildPageStore.ts';
import type { PageStore } from '../server/content/pageStore/pageStore.ts';
import { writePageStore } from '../server/content/pageStore/pageStoreFile.ts';
import { readDocsVersions } from '../server/content/sources/docsVersions.ts';
import { loadVersion } from '../server/content/sources/loadVersion.ts';
import { pageCacheSettings, prunePageCache } from '../server/content/sources/pageCache.ts';
import { projectRoot, publicDir } from '../server/projectPaths.ts';
import { VersionWorkers, versionWorkerPlan } from './buildVersionWorkers.ts';
import { reportSiteTimers } from '../server/content/markdown/box/siteCodeBox.ts';
import { siteEnvNames } from '../server/content/siteModules/siteEnv.ts';
import { siteFileRoutes } from './siteFiles.ts';
import { blogSourcesOf } from '../server/content/blog/blogSources.ts';
import { sitePagesSourceOf } from '../server/content/pages/loadSitePages.ts';
import { siteConfig } from '../shared/site-config.ts';
import { type ChromeLinkSource, chromeLinkSource } from '../server/content/navigation/chromeLinks.ts';
import { resolve } from 'node:path';

export interface CompileOptions {
  /**
   * The bundled worker (buildVersionWorkers.ts): with it, a site of several versions is compiled in
   * worker threads; without it, or with one version, in this thread.
   */
  versionWorker?: string | null;
  /** Where warnings go (printed by default). */
  onWarning?: (message: string) => void;
  /**
   * Use the compiled-page cache (server/content/sources/pageCache.ts): a page whose inputs are
   * unchanged since a build or check stored it is not compiled again. On unless DOCS_PAGE_CACHE=off.
   */
  pageCache?: boolean;
  /** Build the search index (true; check:docs does without). */
  searchIndex?: boolean;
}

/** `contentRoot` holds `docs/`, and `versions.json` with `versioned_docs/` when there are versions. */
export async function compileContent(
  contentRoot: string,
  { versionWorker, onWarning, pageCache: useCache = true, searchIndex = true }: CompileOptions = {},
): Promise<PageStore> {
  // A DOCS_SITE_ENV that cannot be honoured stops the build once, not at each construct.
  siteEnvNames();
  const sources = await readDocsVersions(contentRoot);
  const [fileRoutes, pageCache] = await Promise.all([
    siteFileRoutes(publicDir, contentRoot),
    useCache ? pageCacheSettings(contentRoot) : null,
  ]);
  const blogs = blogSourcesOf(siteConfig.settings, contentRoot);
  const sitePages = sitePagesSourceOf(contentRoot);
  const chromeLinks = chromeLinksOf(contentRoot);
  const options = { fileRoutes, searchIndex, blogs, sitePages, chromeLinks, ...(onWarning ? { onWarning } : {}) };
  try {
    if (!versionWorker || sources.length < 2)
      return await buildPageStore(sources, {
        ...options,
        loadVersion: (source) => loadVersion(source, { keepFailedPages: true, pageCache }),
      });
    const workers = new VersionWorkers(versionWorker, await versionWorkerPlan(sources), pageCache);
    try {
      return await buildPageStore(sources, { ...options, loadVersion: workers.load });
    } finally {
      await workers.close();
    }
  } finally {
    // Timers site code started in this thread (a version compiled in a worker stops its own).
    reportSiteTimers(onWarning ?? ((message) => console.warn(`warning: ${message}`)));
    if (pageCache) await prunePageCache(pageCache.dir);
  }
}

export { writePageStore };

/**
 * The navbar's and footer's links to check (chromeLinks.ts): those of site.config.json, which
 * describe the content beside it. Another content folder (PORTAL_CONTENT_ROOT: tests, the bench)
 * is built with the portal's chrome, whose links it does not hold, so they are not checked there.
 */
export function chromeLinksOf(contentRoot: string): ChromeLinkSource | null {
  return resolve(contentRoot) === resolve(projectRoot) ? chromeLinkSource(siteConfig.settings) : null;
}

/** The store alone, with the content's own build id (the full build's also covers the code). */
export async function buildContent(contentRoot: string, outFile: string): Promise<PageStore> {
  const store = await compileContent(contentRoot);
  await writePageStore(outFile, store);
  return store;
}
