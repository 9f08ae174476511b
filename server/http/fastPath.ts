/**
 * The warm page path, without Express: a GET or HEAD of a known page, at an address the route
 * table marks `fastPath` (routeTable.ts), whose document is already prepared is answered straight
 * on Node's request and response, with one `writeHead`. The headers are those the Express app
 * sends for it (the security headers are captured from the very helmet middleware it uses, HSTS
 * added for HTTPS requests as Express tells them; a test compares both paths header by header),
 * and the access log line has the same shape. Everything else, a page's first request included,
 * goes through Express, whose routing and middleware chain are most of a request's cost.
 */
import { IncomingMessage, type OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { Logger } from 'pino';
import { stripBase } from '../../shared/baseUrl.ts';
import { matchesRoute } from '../../shared/routes.ts';
import type { PageStore } from '../content/pageStore/pageStore.ts';
import type { RequestMetrics } from '../metrics/requestMetrics.ts';
import type { RenderedPages } from '../render/renderedPages.ts';
import { accessLogLevel, requestIdOf } from './requestLogging.ts';
import { mayPreferMarkdown } from './markdownNegotiation.ts';
import { createIsHttps, type TrustProxy } from './requestProtocol.ts';
import { represent, REVALIDATE } from '../prepared/sendPrepared.ts';
import type { FastPathRoute } from './routeTable.ts';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

export interface FastPathOptions {
  store: PageStore;
  rendered: RenderedPages;
  baseUrl: string;
  /** The Express app's security header middleware: its headers are captured once. */
  securityHeaders: Middleware;
  /** The Strict-Transport-Security middleware the app applies to HTTPS requests; captured once too. */
  httpsHeaders: Middleware;
  /** The app's compiled `trust proxy` setting, to tell HTTPS requests as Express does. */
  trustProxy: TrustProxy;
  logger: Logger;
  /** Where it may answer, and under which route kind it counts each answer. */
  routes: readonly FastPathRoute[];
  /** Counts and times what the fast path answers (the Express path measures itself). */
  requests: RequestMetrics;
}

/** Returns true when it answered the request. */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

/** Runs the middleware once against a blank response and keeps what it set (helmet's headers are constant). */
function captureHeaders(middleware: Middleware): [string, string][] {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  middleware(req, res, () => undefined);
  const headers: OutgoingHttpHeaders = res.getHeaders();
  return Object.entries(headers).map(([name, value]) => [name, String(value)]);
}

export function createFastPath({
  store,
  rendered,
  baseUrl,
  securityHeaders,
  httpsHeaders,
  trustProxy,
  logger,
  routes,
  requests,
}: FastPathOptions): FastPath {
  const security = captureHeaders(securityHeaders).flat();
  const httpsSecurity = [...security, ...captureHeaders(httpsHeaders).flat()];
  const isHttps = createIsHttps(trustProxy);
  /**
   * The flat header list of each answer (status, representation, HTTPS or not), built once: a
   * page has a handful (br, gzip, identity, 304) and building them per request was a third of
   * the cost.
   */
  const headerLists = new WeakMap<object, Map<string, string[]>>();
  const headerList = (
    body: object,
    { status, headers }: { status: number; headers: [string, string][] },
    https: boolean,
  ) => {
    let lists = headerLists.get(body);
    if (!lists) headerLists.set(body, (lists = new Map()));
    const key = `${https ? 'https' : 'http'} ${status} ${headers.map((header) => header[1]).join(' ')}`;
    let list = lists.get(key);
    if (!list) lists.set(key, (list = [...(https ? httpsSecurity : security), ...headers.flat()]));
    return list;
  };
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    // Queries, encodings, `/developer` without its slash: the full route (normalisation, redirects).
    if (url.includes('?') || url.includes('%') || !url.startsWith(baseUrl)) return false;
    // Whether it wants the page's Markdown instead is Express's question (pageRoutes.ts).
    if (mayPreferMarkdown(req)) return false;
    const path = stripBase(baseUrl, url);
    if (path === null) return false;
    const page = store.pages[path];
    const route = page && routes.find((candidate) => matchesRoute(candidate, path));
    const body = route && rendered.readyHtml(page);
    if (!body) return false;

    const started = performance.now();
    const id = requestIdOf(req);
    const answer = represent(req, body, { cacheControl: REVALIDATE });
    const { status, payload } = answer;
    const list = headerList(body, answer, isHttps(req)).slice();
    list.push('X-Request-Id', id);
    res.writeHead(status, list);
    res.end(payload ?? undefined);
    const elapsedMs = performance.now() - started;
    requests.observe(route.kind, status, elapsedMs / 1000);
    const level = accessLogLevel(status);
    if (logger.isLevelEnabled(level)) {
      logger[level](
        {
          req: { id, method: req.method, url, userAgent: req.headers['user-agent'] },
          res: { statusCode: status },
          responseTime: Math.round(elapsedMs),
        },
        'request completed',
      );
    }
    return true;
  };
}
