/** Reads the page store the build wrote, refusing one written by another version of the build. */
import { readFile } from 'node:fs/promises';
import type { PageStore } from './pageStore.ts';

const REQUIRED: (keyof PageStore)[] = ['pages', 'notFound', 'versions', 'markdown', 'sidebars', 'search', 'buildId'];

export async function readPageStore(file: string): Promise<PageStore> {
  let store: Partial<Record<keyof PageStore, unknown>>;
  try {
    store = JSON.parse(await readFile(file, 'utf8')) as typeof store;
  } catch (error) {
    throw new Error(`Cannot read the page store ${file}: run "npm run build" first (${(error as Error).message})`, {
      cause: error,
    });
  }
  if (typeof store !== 'object' || store === null || Array.isArray(store)) {
    throw new Error(
      `The page store ${file} holds ${JSON.stringify(store)?.slice(0, 20)}, not a page store: run "npm run build"`,
    );
  }
  const missing = REQUIRED.filter((key) => store[key] === undefined || store[key] === null);
  if (missing.length > 0) {
    throw new Error(
      `The page store ${file} lacks ${missing.join(', ')}: it was written by an older build, run "npm run build"`,
    );
  }
  return store as PageStore;
}
