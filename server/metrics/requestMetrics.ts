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

const LABEL_NAMES = ['route', 'status_class'] as const;
type Labels = Record<(typeof LABEL_NAMES)[number], string>;

/** Every (kind, class) pair, in the order of `seriesIndex`. */
const SERIES: Labels[] = ROUTE_KINDS.flatMap((route) =>
  STATUS_CLASSES.map((statusClass) => ({ route, status_class: statusClass })),
);
const KIND_OFFSET = Object.fromEntries(
  ROUTE_KINDS.map((kind, index) => [kind, index * STATUS_CLASSES.length]),
) as Record<RouteKind, number>;

export class RequestMetrics {
  /**
   * Counts are plain numbers, copied into the counter when Prometheus scrapes: a labelled
   * prom-client counter builds a label key on every increment, which the warm page path (tens of
   * thousands of requests a second) would pay for.
   */
  readonly #counts = new Float64Array(SERIES.length);
  /** Histograms labelled once here, so that a request only finds its bucket. */
  readonly #durations: Histogram.Internal<(typeof LABEL_NAMES)[number]>[];

  constructor(registry: Registry) {
    const counts = this.#counts;
    new Counter({
      name: 'portal_http_requests_total',
      help: 'Requests answered, by route kind and status class.',
      labelNames: LABEL_NAMES,
      registers: [registry],
      collect() {
        // Every series, zeros included: a rate of 5xx exists before the first one.
        this.reset();
        SERIES.forEach((labels, index) => this.inc(labels, counts[index] ?? 0));
      },
    });
    const duration = new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'Time from a request reaching the portal to its response being sent, by route kind and status class.',
      labelNames: LABEL_NAMES,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
    this.#durations = SERIES.map((labels) => duration.labels(labels));
  }

  observe(kind: RouteKind, status: number, seconds: number): void {
    const index = KIND_OFFSET[kind] + statusClassIndex(status);
    this.#counts[index] = (this.#counts[index] ?? 0) + 1;
    this.#durations[index]?.observe(seconds);
  }
}

/** Measures every request Express answers, under the kind its route marked (see routeKind.ts). */
export function measureRequests(metrics: RequestMetrics) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    res.once('finish', () => metrics.observe(routeKindOf(res), res.statusCode, (performance.now() - started) / 1000));
    next();
  };
}
