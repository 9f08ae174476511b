/**
 * The rendered-page caches, read when Prometheus scrapes: `portal_page_cache_entries`, `…_bytes`,
 * `…_max_bytes`, `…_hits_total` and `…_misses_total`, labelled by cache. The caches keep plain
 * counts (the warm page path pays one addition, no metrics call) and these copy them.
 */
import { Counter, Gauge, type Registry } from 'prom-client';
import type { CacheStats } from '../render/renderCache.ts';

export type ReadCacheStats = () => Record<string, CacheStats>;

export function registerCacheMetrics(registry: Registry, read: ReadCacheStats): void {
  const labelNames = ['cache'] as const;
  const gauge = (name: string, help: string, value: (stats: CacheStats) => number | undefined) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      collect() {
        for (const [cache, stats] of Object.entries(read())) {
          const current = value(stats);
          if (current !== undefined) this.set({ cache }, current);
        }
      },
    });
  const counter = (name: string, help: string, value: (stats: CacheStats) => number) =>
    new Counter({
      name,
      help,
      labelNames,
      registers: [registry],
      collect() {
        // The caches hold the running totals; a counter has no setter, so start again from them.
        this.reset();
        for (const [cache, stats] of Object.entries(read())) this.inc({ cache }, value(stats));
      },
    });

  gauge('portal_page_cache_entries', 'Rendered pages kept, by cache.', (stats) => stats.entries);
  gauge(
    'portal_page_cache_bytes',
    'Bytes charged against a bounded cache (bodies, their compressed forms and keys).',
    (stats) => stats.bytes,
  );
  gauge('portal_page_cache_max_bytes', 'The byte budget of a bounded cache.', (stats) => stats.maxBytes);
  counter(
    'portal_page_cache_hits_total',
    'Requests answered from a cache (kept, or sharing a render under way).',
    (stats) => stats.hits,
  );
  counter('portal_page_cache_misses_total', 'Requests that rendered a page.', (stats) => stats.misses);
}
