/**
 * The content build step: every version's docs loaded and compiled, put together into pages,
 * indexed for search, and stamped with the id of the whole.
 */
import { type BrokenLink, BrokenLinksError } from '../navigation/checkLinks.ts';
import type { DocsVersionSource } from '../sources/docsVersions.ts';
import { type LoadedVersion, loadVersion } from '../sources/loadVersion.ts';
import { assemblePages } from './assemblePages.ts';
import { buildIdOf, withBuildId } from './buildId.ts';
import { indexSections } from './indexSections.ts';
import type { PageStore } from './pageStore.ts';

export async function buildPageStore(sources: DocsVersionSource[]): Promise<PageStore> {
  const { store, brokenLinks } = assemblePageStore(await Promise.all(sources.map((source) => loadVersion(source))));
  if (brokenLinks.length > 0) throw new BrokenLinksError(brokenLinks);
  return store;
}

/**
 * The store of versions already loaded (the dev server keeps them and reloads one file at a time).
 * Broken links are returned, not thrown: the build fails on them, the dev server warns.
 */
export function assemblePageStore(loaded: LoadedVersion[]): { store: PageStore; brokenLinks: BrokenLink[] } {
  const { assembled, brokenLinks } = assemblePages(loaded);
  const store: PageStore = { buildId: '', ...assembled, search: indexSections(loaded, assembled) };
  // The content's own id; the full build stamps one that covers the code too (scripts/buildAll.ts).
  return { store: withBuildId(store, buildIdOf(store)), brokenLinks };
}
