/**
 * What kind of route answered a request, and the class of its status: the labels of the request
 * metrics. Each entry of the route table (server/http/routeTable.ts) names its kind, and its
 * handler marks the response while it has it (countedAs); nothing parses URLs again. Both lists
 * are short and fixed, so the number of series stays the same whatever paths clients ask for.
 */
import type { NextFunction, RequestHandler, Response } from 'express';

export const ROUTE_KINDS = [
  'page',
  'page_data',
  'search_api',
  'search_page',
  'asset',
  'redirect',
  'not_found',
  // healthz, the sandbox, sitemap.xml, robots.txt, llms.txt, Markdown; and what no route
  // answered: refused methods, malformed URLs.
  'other',
] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

export const STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx'] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number];

/** The index of `status`'s class in STATUS_CLASSES (Node sends no final 1xx: those count as 2xx). */
export function statusClassIndex(status: number): 0 | 1 | 2 | 3 {
  return status >= 500 ? 3 : status >= 400 ? 2 : status >= 300 ? 1 : 0;
}

/** Marks the route that has the request (countedAs). An error thrown after it counts as that route's 5xx. */
export function markRouteKind(res: Response, kind: RouteKind): void {
  res.locals.routeKind = kind;
}

/**
 * `handler`, its answers counted under `kind`: the mark is set when it gets the request and
 * taken back when it passes the request on (`next()`, `next('route')`), so the route that answers
 * is the one counted; one that fails (`next(error)`, a throw) keeps it, so its 5xx are its own.
 */
export function countedAs(kind: RouteKind, handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const before: RouteKind | undefined = res.locals.routeKind;
    markRouteKind(res, kind);
    const passOn: NextFunction = (error?: unknown) => {
      if (error === undefined || error === 'route' || error === 'router') res.locals.routeKind = before;
      next(error);
    };
    return handler(req, res, passOn);
  };
}

export function routeKindOf(res: Response): RouteKind {
  // Only markRouteKind and countedAs write it.
  const kind: RouteKind | undefined = res.locals.routeKind;
  return kind ?? 'other';
}
