/** Compiles `docs/` into the page store file the server loads at start. */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { buildPageStore, type PageStore } from '../server/content/buildPageStore.ts';

export async function buildContent(docsDir: string, outFile: string): Promise<PageStore> {
  const store = await buildPageStore(docsDir);
  await mkdir(dirname(outFile), { recursive: true });
  await writeFile(outFile, JSON.stringify(store));
  return store;
}
