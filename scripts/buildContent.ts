/** Compiles the docs (every version) into the page store file the server loads at start. */
import { buildPageStore } from '../server/content/pageStore/buildPageStore.ts';
import type { PageStore } from '../server/content/pageStore/pageStore.ts';
import { writePageStore } from '../server/content/pageStore/pageStoreFile.ts';
import { readDocsVersions } from '../server/content/sources/docsVersions.ts';
import { publicDir } from '../server/projectPaths.ts';
import { VersionWorkers, versionWorkerPlan } from './buildVersionWorkers.ts';
import { siteFileRoutes } from './siteFiles.ts';

export interface CompileOptions {
  /**
   * The bundled worker (buildVersionWorkers.ts): with it, a site of several versions is compiled in
   * worker threads; without it, or with one version, in this thread.
   */
  versionWorker?: string | null;
  /** Where warnings go (printed by default). */
  onWarning?: (message: string) => void;
}

/** `contentRoot` holds `docs/`, and `versions.json` with `versioned_docs/` when there are versions. */
export async function compileContent(
  contentRoot: string,
  { versionWorker, onWarning }: CompileOptions = {},
): Promise<PageStore> {
  const sources = await readDocsVersions(contentRoot);
  const fileRoutes = await siteFileRoutes(publicDir, contentRoot);
  const options = { fileRoutes, ...(onWarning ? { onWarning } : {}) };
  if (!versionWorker || sources.length < 2) return buildPageStore(sources, options);
  const workers = new VersionWorkers(versionWorker, await versionWorkerPlan(sources));
  try {
    return await buildPageStore(sources, { ...options, loadVersion: workers.load });
  } finally {
    await workers.close();
  }
}

export { writePageStore };

/** The store alone, with the content's own build id (the full build's also covers the code). */
export async function buildContent(contentRoot: string, outFile: string): Promise<PageStore> {
  const store = await compileContent(contentRoot);
  await writePageStore(outFile, store);
  return store;
}
