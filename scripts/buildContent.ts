/** Compiles the docs (every version) into the page store file the server loads at start. */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { buildPageStore, type PageStore } from '../server/content/buildPageStore.ts';
import { readDocsVersions } from '../server/content/docsVersions.ts';

/** `contentRoot` holds `docs/`, and `versions.json` with `versioned_docs/` when there are versions. */
export async function buildContent(contentRoot: string, outFile: string): Promise<PageStore> {
  const store = await buildPageStore(await readDocsVersions(contentRoot));
  await mkdir(dirname(outFile), { recursive: true });
  await writeFile(outFile, JSON.stringify(store));
  return store;
}
