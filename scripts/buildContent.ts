/** Compiles the docs (every version) into the page store file the server loads at start. */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { buildPageStore } from '../server/content/pageStore/buildPageStore.ts';
import type { PageStore } from '../server/content/pageStore/pageStore.ts';
import { readDocsVersions } from '../server/content/sources/docsVersions.ts';
import { publicDir } from '../server/projectPaths.ts';
import { siteFileRoutes } from './siteFiles.ts';

/** `contentRoot` holds `docs/`, and `versions.json` with `versioned_docs/` when there are versions. */
export async function compileContent(contentRoot: string): Promise<PageStore> {
  return buildPageStore(await readDocsVersions(contentRoot), {
    fileRoutes: await siteFileRoutes(publicDir, contentRoot),
  });
}

export async function writePageStore(outFile: string, store: PageStore): Promise<void> {
  await mkdir(dirname(outFile), { recursive: true });
  await writeFile(outFile, JSON.stringify(store));
}

/** The store alone, with the content's own build id (the full build's also covers the code). */
export async function buildContent(contentRoot: string, outFile: string): Promise<PageStore> {
  const store = await compileContent(contentRoot);
  await writePageStore(outFile, store);
  return store;
}
