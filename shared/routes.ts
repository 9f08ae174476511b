/**
 * The site's addresses that both sides need, each spelled once: the server mounts its handlers at
 * them (server/http/routeTable.ts), the client renders its pages at them
 * (client/navigation/pageRoutes.ts) and builds its API requests from them (contentApi.ts,
 * search.ts). Paths are relative to the base URL.
 */
import { DOCS_ROUTE_BASE } from './docsRoutes.ts';
import type { PageData } from './types.ts';

/** The kinds of page an address can show (the not-found page has no address of its own). */
export type PageKind = Exclude<PageData['kind'], 'notFound'>;

export interface SiteRoute {
  /** An exact path (`/search`), or one ending in `/*` for that path and everything below it (`/docs/*`). */
  readonly path: string;
  /** The page the client renders there; none for APIs and files. */
  readonly page?: PageKind;
}

export const SITE_ROUTES = {
  home: { path: '/', page: 'home' },
  // `/docs` itself too: it leads to a version's first page (see usePageNavigation and normalizeUrl).
  docs: { path: `${DOCS_ROUTE_BASE}/*`, page: 'doc' },
  // With `?q=…` the server renders the results into it; the client shows the same page either way.
  search: { path: '/search', page: 'search' },
  pageData: { path: '/api/content' },
  sidebar: { path: '/api/sidebar' },
  searchApi: { path: '/api/search' },
  sandbox: { path: '/sandbox/*' },
} as const satisfies Record<string, SiteRoute>;

/** A route the client renders a page at. */
export type PageRoute = SiteRoute & { readonly page: PageKind };

/** The routes that show pages, in the table's order. */
export const PAGE_ROUTES: readonly PageRoute[] = (Object.values(SITE_ROUTES) as readonly SiteRoute[]).filter(
  (route): route is PageRoute => route.page !== undefined,
);

/** The path a route is rooted at: `/docs/*` → `/docs`; an exact path is its own. */
export function routePrefix(route: SiteRoute): string {
  return route.path.endsWith('/*') ? route.path.slice(0, -'/*'.length) : route.path;
}

/**
 * Whether a site path (base URL removed) lies at the route: case-sensitive, as the server's
 * routes are, and trailing slashes ignored, as react-router's `matchPath` does.
 */
export function matchesRoute(route: SiteRoute, path: string): boolean {
  const prefix = routePrefix(route);
  // The fast path asks for every warm page: no regular expression for a path without the slash.
  const trimmed = path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path;
  if (!route.path.endsWith('/*')) return trimmed === prefix;
  return prefix === '' || trimmed === prefix || trimmed.startsWith(`${prefix}/`);
}
