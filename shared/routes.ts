/**
 * The site's addresses that both sides need, each spelled once: the server mounts its handlers at
 * them (server/http/routeTable.ts), the client renders its pages at them
 * (client/navigation/pageRoutes.ts) and builds its API requests from them (contentApi.ts,
 * search.ts). Paths are relative to the base URL.
 */
import { siteConfig } from './site-config.ts';
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
  // The home page, or the doc at `/` when the docs are at the site root with a page there.
  home: { path: '/', page: 'home' },
  // With `?q=…` the server renders the results into it; the client shows the same page either way.
  search: { path: '/search', page: 'search' },
  // Docs folders may sit at any route base, the site root included (Docusaurus's `routeBasePath`),
  // so every other path may be a doc: the store knows which are. A version's root (`/docs`) leads
  // to its first page (see usePageNavigation and normalizeUrl).
  docs: { path: '/*', page: 'doc' },
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

/** The routes that answer something else than a page (APIs), whatever a catch-all page route says. */
const OTHER_ROUTES: readonly SiteRoute[] = (Object.values(SITE_ROUTES) as readonly SiteRoute[]).filter(
  (route) => route.page === undefined,
);

/**
 * A page's address never ends in a file name: `/guide.pdf`, `/img/logo.png` are files, which the
 * browser fetches itself. (`/docs/11.x` and `/docs/0.86` are version roots, not file names.)
 */
const FILE_NAME = /\.[a-z][a-z\d]{1,5}$/i;

/** The docs folders' route prefixes: below them (and only there, unless one is `/`) a path may be a doc. */
const DOCS_PREFIXES: readonly SiteRoute[] = [
  siteConfig.settings.docs.routeBase,
  ...(siteConfig.settings.docsInstances ?? []).map((instance) => instance.routeBase),
].map((base) => ({ path: base === '/' ? '/*' : `${base}/*` }));

/**
 * A blog's pages: below each blog's route base, inside the docs route's catch-all, which the server
 * serves them at as it serves docs, from the store; the client shows them with the blog's layout.
 */
export const BLOG_ROUTE: PageRoute = { path: '/*', page: 'blog' };

/** The blogs' route prefixes (`/blog`): below them a path is a blog's page, whatever docs folder is at `/`. */
const BLOG_PREFIXES: readonly SiteRoute[] = (siteConfig.settings.blogs ?? []).map((blog) => ({
  path: `${blog.routeBase}/*`,
}));

/**
 * The page route a site path (base URL removed) belongs to: none for an API, a file, or a path
 * outside the docs folders' and blogs' route bases (the server answers those; the client leaves them to it).
 */
export function pageRouteOf(path: string): PageRoute | undefined {
  if (FILE_NAME.test(path) || OTHER_ROUTES.some((route) => matchesRoute(route, path))) return undefined;
  const route = PAGE_ROUTES.find((candidate) => matchesRoute(candidate, path));
  if (route !== SITE_ROUTES.docs) return route;
  if (BLOG_PREFIXES.some((prefix) => matchesRoute(prefix, path))) return BLOG_ROUTE;
  return DOCS_PREFIXES.some((prefix) => matchesRoute(prefix, path)) ? route : undefined;
}

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
