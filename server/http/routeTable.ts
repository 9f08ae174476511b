/**
 * Every route the portal answers, in the order Express tries them: where it answers, the label its
 * requests are counted under, where in the app's middleware chain it sits, and its handler.
 * server/app.ts mounts them (mountRoutes.ts), the warm path without Express answers only the
 * entries marked `fastPath` (fastPath.ts), and the client renders its pages at the same addresses
 * (shared/routes.ts). A new route is one entry here and its handler's file.
 */
import type { RequestHandler } from 'express';
import { SITE_ROUTES } from '../../shared/routes.ts';
import type { RouteKind } from '../metrics/routeKind.ts';
import { sandboxFor, type SandboxOptions } from '../sandbox/sandboxRouter.ts';
import type { SiteSearch } from '../search/siteSearch.ts';
import { pageDataHandler, sidebarHandler } from './contentApi.ts';
import { type HealthState, healthCheck } from './healthCheck.ts';
import { machineReadable } from './machineReadable.ts';
import { normalizeUrl } from './normalizeUrl.ts';
import { type NotFoundContext, notFoundHandler, pageHandler } from './pageRoutes.ts';
import { type SearchObserver, searchApiHandler, searchPageHandler } from './searchRoutes.ts';
import { type StaticFile, staticFiles } from './staticFiles.ts';

/** What the portal holds that handlers are built from (server/app.ts builds it once). */
export interface RouteContext extends NotFoundContext {
  siteUrl: string;
  health: HealthState;
  siteSearch: SiteSearch;
  searchObserver: SearchObserver;
  staticFiles: Map<string, StaticFile>;
  sandbox?: SandboxOptions;
}

/**
 * Where in the app's chain a route is mounted (server/app.ts mounts them in this order):
 * - `anyMethod`: before the read-only method check (405), for the one part that takes writes;
 * - `probe`: after it, before compression and redirects: answered as asked, as cheaply as can be;
 * - `beforeSite`: on every path, inside the base URL or not, before the site's routes;
 * - `site`: under the base URL (paths here are relative to it);
 * - `afterSite`: whatever nothing else answered, inside the base URL or not.
 */
export type RouteStage = 'anyMethod' | 'probe' | 'beforeSite' | 'site' | 'afterSite';

export interface ServerRoute {
  /** What it answers, for readers and test names. */
  name: string;
  /**
   * Its address under the base URL, in shared/routes.ts's form (`/search`, `/docs/*`); none for a
   * handler that sees every request reaching it and picks its own (files, redirects, not found).
   */
  path?: string;
  /** Its requests' label in the metrics (server/metrics/routeKind.ts), set when it answers. */
  kind: RouteKind;
  /** `site` unless given. */
  stage?: RouteStage;
  /** Its answers are the store's prepared pages, which the warm path may send without Express. */
  fastPath?: true;
  /** Builds the handler once, at start; null leaves the route out (a site without a sandbox). */
  handler(context: RouteContext): RequestHandler | null;
}

const page = ({ store, rendered }: RouteContext) => pageHandler(store, rendered);

export const SERVER_ROUTES: readonly ServerRoute[] = [
  {
    name: 'API sandbox',
    path: SITE_ROUTES.sandbox.path,
    kind: 'other',
    stage: 'anyMethod',
    handler: ({ store, sandbox }) => sandboxFor(store.contract, sandbox),
  },
  {
    name: 'health check',
    path: '/healthz',
    kind: 'other',
    stage: 'probe',
    handler: ({ health }) => healthCheck(health),
  },
  {
    name: 'redirects to canonical addresses',
    kind: 'redirect',
    stage: 'beforeSite',
    handler: ({ store, baseUrl, misplaced }) => normalizeUrl(store, baseUrl, misplaced),
  },
  {
    name: 'page data',
    path: SITE_ROUTES.pageData.path,
    kind: 'page_data',
    handler: ({ store, rendered, suggestions }) => pageDataHandler(store, rendered, suggestions),
  },
  {
    name: 'sidebar data',
    path: SITE_ROUTES.sidebar.path,
    kind: 'page_data',
    handler: ({ store }) => sidebarHandler(store),
  },
  {
    name: 'search API',
    path: SITE_ROUTES.searchApi.path,
    kind: 'search_api',
    handler: ({ siteSearch, rendered, searchObserver }) => searchApiHandler(siteSearch, rendered, searchObserver),
  },
  // Only with `?q=`; the bare search page is the page entry below.
  {
    name: 'search results page',
    path: SITE_ROUTES.search.path,
    kind: 'search_page',
    handler: ({ store, siteSearch, rendered, searchObserver }) =>
      searchPageHandler(store, siteSearch, rendered, searchObserver),
  },
  {
    name: 'machine-readable files',
    kind: 'other',
    handler: ({ store, siteUrl, baseUrl, suggestions }) => machineReadable(store, siteUrl, baseUrl, suggestions),
  },
  { name: 'static files', kind: 'asset', handler: (context) => staticFiles(context.staticFiles) },
  { name: 'home page', path: SITE_ROUTES.home.path, kind: 'page', fastPath: true, handler: page },
  { name: 'search page', path: SITE_ROUTES.search.path, kind: 'page', fastPath: true, handler: page },
  { name: 'doc pages', path: SITE_ROUTES.docs.path, kind: 'page', fastPath: true, handler: page },
  { name: 'not found', kind: 'not_found', handler: notFoundHandler },
  // A known page under a wrong prefix gets the base URL banner (still not found in the metrics).
  { name: 'not found outside the base URL', kind: 'not_found', stage: 'afterSite', handler: notFoundHandler },
];

/** An address the warm path without Express may answer a page at, and the kind it counts it as. */
export interface FastPathRoute {
  path: string;
  kind: RouteKind;
}

/** The entries marked `fastPath`, for fastPath.ts. */
export const FAST_PATH_ROUTES: readonly FastPathRoute[] = SERVER_ROUTES.flatMap(({ path, kind, fastPath }) =>
  fastPath && path !== undefined ? [{ path, kind }] : [],
);
