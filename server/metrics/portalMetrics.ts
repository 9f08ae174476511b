/**
 * The portal's metrics, in a registry of their own (one per portal, so tests and the dev server's
 * rebuilt apps never share counts): requests, rendered-page caches, search time, draining and the
 * build being served. Node's process metrics are added by the listener (metricsServer.ts).
 */
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import packageJson from '../../package.json' with { type: 'json' };
import { type ReadCacheStats, registerCacheMetrics } from './cacheMetrics.ts';
import { RequestMetrics } from './requestMetrics.ts';

/** The site's version (package.json), the `version` label of `portal_build_info`. */
export const PORTAL_VERSION: string = packageJson.version;

/** Searches take well under a millisecond at the median, tens of milliseconds at worst. */
const SEARCH_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25];

export interface PortalMetricsOptions {
  /** Which build is served (the page store's id): with the version, what a rollout changes. */
  buildId: string;
  /** True once SIGTERM has begun the drain (the HealthState the process entry flips). */
  isDraining: () => boolean;
  caches: ReadCacheStats;
}

export class PortalMetrics {
  readonly registry = new Registry();
  readonly requests: RequestMetrics;
  /** Time of each full-text search (the API's and the search page's; a kept page runs none). */
  readonly searchDuration: Histogram;
  /** Searches that found nothing: what readers look for and the docs do not say. */
  readonly searchMissed: Counter;

  constructor({ buildId, isDraining, caches }: PortalMetricsOptions) {
    const registers = [this.registry];
    this.requests = new RequestMetrics(this.registry);
    this.searchDuration = new Histogram({
      name: 'portal_search_duration_seconds',
      help: 'Time of a full-text search in the index.',
      buckets: SEARCH_BUCKETS,
      registers,
    });
    this.searchMissed = new Counter({
      name: 'portal_search_missed_total',
      help: 'Searches that found nothing (each is logged at info with its query).',
      registers,
    });
    registerCacheMetrics(this.registry, caches);
    new Gauge({
      name: 'portal_draining',
      help: '1 once shutdown has begun (healthz answers 503), else 0.',
      registers,
      collect() {
        this.set(isDraining() ? 1 : 0);
      },
    });
    new Gauge({
      name: 'portal_build_info',
      help: 'Always 1; the labels say which build and version this process serves.',
      labelNames: ['build_id', 'version'] as const,
      registers,
    }).set({ build_id: buildId, version: PORTAL_VERSION }, 1);
  }
}
