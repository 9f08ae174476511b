/**
 * Mounts the route table (routeTable.ts) on the Express app, one stage at a time: each entry at
 * its address, its handler counted under its kind, and the `site` stage on one router under the
 * base URL.
 */
import { type Express, type IRouter, type RequestHandler, Router } from 'express';
import { mountPath, withBase } from '../../shared/baseUrl.ts';
import { routePrefix } from '../../shared/routes.ts';
import { countedAs } from '../metrics/routeKind.ts';
import type { RouteContext, RouteStage, ServerRoute } from './routeTable.ts';

/** An entry with its handler built. */
export interface BoundRoute {
  route: ServerRoute;
  handler: RequestHandler;
}

/** Prefix of the names mounted handlers carry (see `bindRoutes`). */
export const ROUTE_HANDLER_NAME = 'route: ';

/**
 * Builds every entry's handler once, leaving out the entries without one. Each is named after its
 * entry, so that a layer of the app tells which entry it is (Express's debug output, the table's test).
 */
export function bindRoutes(routes: readonly ServerRoute[], context: RouteContext): BoundRoute[] {
  return routes.flatMap((route) => {
    const handler = route.handler(context);
    if (!handler) return [];
    const counted = countedAs(route.kind, handler);
    Object.defineProperty(counted, 'name', { value: `${ROUTE_HANDLER_NAME}${route.name}` });
    return [{ route, handler: counted }];
  });
}

/** The stage's entries, in the table's order; the `site` stage goes on a router under the base URL. */
export function mountStage(app: Express, routes: readonly BoundRoute[], stage: RouteStage, baseUrl: string): void {
  const entries = routes.filter(({ route }) => (route.stage ?? 'site') === stage);
  if (stage !== 'site') {
    for (const entry of entries) mount(app, entry, baseUrl);
    return;
  }
  const site = Router();
  for (const entry of entries) mount(site, entry, '/');
  app.use(mountPath(baseUrl), site);
}

function mount(router: IRouter, { route: { path, stage }, handler }: BoundRoute, baseUrl: string): void {
  if (path === undefined) router.use(handler);
  // Every method, and the path below the prefix, as an Express sub-app expects.
  else if (stage === 'anyMethod') router.use(withBase(baseUrl, routePrefix({ path })), handler);
  else router.get(expressPattern(withBase(baseUrl, path)), handler);
}

/** `/docs/*` → `/docs{/*rest}` (Express 5's path syntax: `/docs` and all below); the rest escaped. */
export function expressPattern(path: string): string {
  const subtree = path.endsWith('/*');
  const literal = (subtree ? path.slice(0, -'/*'.length) : path).replace(/[()[\]{}?+!:*\\]/g, '\\$&');
  return subtree ? `${literal}{/*rest}` : literal;
}
