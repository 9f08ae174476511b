/**
 * Every request counted and timed by route kind and status class:
 * `portal_http_requests_total` and `portal_http_request_duration_seconds`. Warm pages are served
 * without Express (http/fastPath.ts), which reports to `observe` itself; everything else is
 * measured by the Express middleware below.
 */
import type { NextFunction, Request, Response } from 'express';
import { Counter, Histogram, type Registry } from 'prom-client';
import { ROUTE_KINDS, type RouteKind, routeKindOf, STATUS_CLASSES, statusClassIndex } from './routeKind.ts';

/** From a warm page (a tenth of a millisecond) to a render under heavy load (seconds). */
const DURATION_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

interface Series {
  count: Counter.Internal;
  duration: Histogram.Internal<'route' | 'status_class'>;
}

export class RequestMetrics {
  /** Each (kind, class) pair's series, by kind then STATUS_CLASSES index. */
  readonly #series: Record<RouteKind, Series[]>;

  constructor(registry: Registry) {
    const labelNames = ['route', 'status_class'] as const;
    const count = new Counter({
      name: 'portal_http_requests_total',
      help: 'Requests answered, by route kind and status class.',
      labelNames,
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'Time from a request reaching the portal to its response being sent, by route kind and status class.',
      labelNames,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
    // Labelled once here, so a request only finds its series; the counters start at 0 so that a
    // rate of 5xx exists before the first one.
    const series = (route: RouteKind) =>
      STATUS_CLASSES.map((statusClass) => {
        count.inc({ route, status_class: statusClass }, 0);
        return { count: count.labels(route, statusClass), duration: duration.labels(route, statusClass) };
      });
    this.#series = Object.fromEntries(ROUTE_KINDS.map((kind) => [kind, series(kind)])) as Record<RouteKind, Series[]>;
  }

  /** `startedMs`: `performance.now()` when the request arrived. */
  observe(kind: RouteKind, status: number, startedMs: number): void {
    const series = this.#series[kind][statusClassIndex(status)] as Series;
    series.count.inc();
    series.duration.observe((performance.now() - startedMs) / 1000);
  }
}

/** Measures every request Express answers, under the kind its route marked (see routeKind.ts). */
export function measureRequests(metrics: RequestMetrics) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    res.once('finish', () => metrics.observe(routeKindOf(res), res.statusCode, started));
    next();
  };
}
