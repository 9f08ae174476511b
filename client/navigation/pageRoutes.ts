/**
 * The page routes the client renders, listed once: the page component is picked from this
 * list (components/PageRoutes.tsx), and the link guard (pageLink.ts) sends only links to these
 * paths through the router; anything else (files, APIs) is left to the browser.
 */
import { matchPath } from 'react-router-dom';
import { DOCS_ROUTE_BASE } from '../../shared/docsRoutes.ts';
import { SEARCH_PAGE_PATH } from '../../shared/search.ts';
import type { PageData } from '../../shared/types.ts';

export interface PageRoute {
  /** A react-router path pattern, without the base URL. */
  path: string;
  /** The kind of page the route shows; any other page data there is shown as not found. */
  kind: Exclude<PageData['kind'], 'notFound'>;
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', kind: 'home' },
  // `/docs` itself too: it leads to a version's first page (see usePageNavigation).
  { path: `${DOCS_ROUTE_BASE}/*`, kind: 'doc' },
  { path: SEARCH_PAGE_PATH, kind: 'search' },
];

/** The route a site path (base URL removed) belongs to; case-sensitive, as the server's routes are. */
export function pageRouteOf(pathname: string): PageRoute | undefined {
  return PAGE_ROUTES.find((route) => matchPath({ path: route.path, caseSensitive: true }, pathname) !== null);
}
