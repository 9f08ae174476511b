/**
 * The route table held to reality: what Express mounts is the table, in its order; every kind is
 * a metrics label; the client renders its pages, and the fast path answers them, at the table's
 * page routes, which is where the store's pages are.
 */
import express, { type Express } from 'express';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ROUTES as CLIENT_PAGE_ROUTES, pageRouteOf } from '../../client/navigation/pageRoutes.ts';
import { PAGE_ROUTES, SITE_ROUTES } from '../../shared/routes.ts';
import { siteBuild } from '../../tests/support/siteBuild.ts';
import { createTestPortal } from '../../tests/support/testApp.ts';
import type { Portal } from '../app.ts';
import type { PageStore } from '../content/pageStore/pageStore.ts';
import { ROUTE_KINDS } from '../metrics/routeKind.ts';
import { expressPattern, ROUTE_HANDLER_NAME } from './mountRoutes.ts';
import { FAST_PATH_ROUTES, SERVER_ROUTES } from './routeTable.ts';

type ILayer = Express['router']['stack'][number];

/** The table entry a layer (or the one handler of its route) is, by the name bindRoutes gives it. */
function entryOf(layer: ILayer): string | undefined {
  const handler = layer.route?.stack.length === 1 ? layer.route.stack[0] : layer;
  return handler?.name.startsWith(ROUTE_HANDLER_NAME) ? handler.name.slice(ROUTE_HANDLER_NAME.length) : undefined;
}

const isRouter = (handle: unknown): handle is { stack: ILayer[] } =>
  typeof handle === 'function' && Array.isArray((handle as { stack?: unknown }).stack);

/**
 * The entries the app's layers are, in order (the site router's in its place), and the layers
 * that route requests without being an entry: a route, a middleware mounted at a path, anything
 * inside the site router but its entries.
 */
function mountedRoutes(stack: readonly ILayer[], insideRouter = false): { entries: string[]; strays: string[] } {
  const entries: string[] = [];
  const strays: string[] = [];
  for (const layer of stack) {
    const entry = entryOf(layer);
    const rawPath: unknown = Reflect.get(layer, 'rawPath');
    if (entry !== undefined) entries.push(entry);
    else if (!insideRouter && !layer.route && isRouter(layer.handle)) {
      const inner = mountedRoutes(layer.handle.stack, true);
      entries.push(...inner.entries);
      strays.push(...inner.strays);
    } else if (insideRouter || layer.route || rawPath !== '/') strays.push(`${layer.name} at ${String(rawPath)}`);
  }
  return { entries, strays };
}

let portal: Portal;
let store: PageStore;

beforeAll(async () => {
  // Under a base URL, so that the site's router is mounted at a path of its own.
  portal = await createTestPortal({ baseUrl: '/developer/' });
  ({ store } = await siteBuild());
});

describe('the route table', () => {
  it('is what Express mounts, in the table’s order, and nothing routes past it', () => {
    const { entries, strays } = mountedRoutes(portal.app.router.stack);
    expect(strays).toEqual([]);
    expect(entries).toEqual(SERVER_ROUTES.map((route) => route.name));
  });

  it('would tell a route mounted past it', () => {
    const app = express();
    const pass = (_req: unknown, _res: unknown, next: () => void) => next();
    app.use(pass); // a middleware for every request: not a route
    app.get('/stray', pass);
    app.use('/mounted', pass);
    app.use('/site', express.Router().use(pass));
    expect(mountedRoutes(app.router.stack).strays).toHaveLength(3);
  });

  it('names each entry once', () => {
    const names = SERVER_ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('labels every entry with a metrics route kind, and every kind labels some entry', () => {
    const kinds = new Set(SERVER_ROUTES.map((route) => route.kind));
    expect([...kinds].filter((kind) => !ROUTE_KINDS.includes(kind))).toEqual([]);
    expect(ROUTE_KINDS.filter((kind) => !kinds.has(kind))).toEqual([]);
  });

  it('mounts every address both sides share', () => {
    const mounted = new Set(SERVER_ROUTES.map((route) => route.path));
    expect(Object.values(SITE_ROUTES).filter((route) => !mounted.has(route.path))).toEqual([]);
  });

  it('gives the fast path the page routes only, all of them, as the client has them', () => {
    const pagePaths = PAGE_ROUTES.map((route) => route.path);
    expect(FAST_PATH_ROUTES.map((route) => route.path)).toEqual(pagePaths);
    expect(FAST_PATH_ROUTES.every((route) => route.kind === 'page')).toBe(true);
    expect(CLIENT_PAGE_ROUTES).toBe(PAGE_ROUTES);
  });

  it('has every page of the store at a page route of its kind, which the client renders it with', () => {
    const misplaced = Object.values(store.pages)
      .filter((page) => pageRouteOf(page.path)?.page !== page.kind)
      .map((page) => `${page.kind} ${page.path}`);
    expect(misplaced).toEqual([]);
  });
});

describe('expressPattern', () => {
  it.each([
    ['/', '/'],
    ['/search', '/search'],
    ['/docs/*', '/docs{/*rest}'],
    ['/developer/sandbox/*', '/developer/sandbox{/*rest}'],
    ['/a(b)/*', '/a\\(b\\){/*rest}'],
  ])('%s → %s', (path, pattern) => expect(expressPattern(path)).toBe(pattern));
});
