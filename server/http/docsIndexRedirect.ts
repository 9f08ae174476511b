/**
 * `/docs` (and `/docs/<version>`) have no page of their own: they lead to the version's first
 * page. normalizeUrl asks here about every path's canonical form, so each spelling of a version's
 * root (`/docs/`, `/docs/index.html`, `/docs` without the base URL's prefix) lands on that page in
 * one hop, instead of a 301 to `/docs` and then this redirect (or a 404 for `/docs/index.html`).
 */
import type { PageStore } from '../content/pageStore/pageStore.ts';

/** 302, not 301: which page opens the docs is an editorial choice that may change. */
export const DOCS_INDEX_STATUS = 302;

/**
 * Maps a canonical site path to the first page of the version it is the root of, else null. A
 * version whose root is a page itself (a doc with `slug: /`) is served, not redirected.
 */
export function docsIndexTarget({
  versions,
  pages,
}: Pick<PageStore, 'versions' | 'pages'>): (canonicalPath: string) => string | null {
  const firstPages = new Map(
    versions.filter(({ routeBase }) => !pages[routeBase]).map(({ routeBase, homePath }) => [routeBase, homePath]),
  );
  return (canonicalPath) => firstPages.get(canonicalPath) ?? null;
}
