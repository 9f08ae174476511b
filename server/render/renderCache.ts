/**
 * Rendered documents kept by key within a byte budget, the least recently used leaving first
 * (lru-cache). For pages that depend on the request (search results, not-found suggestions) and
 * the wrong-prefix pages' templates: keys may come from clients, so no count of entries can be
 * trusted to stay small, only bytes.
 */
import { LRUCache } from 'lru-cache';
import type { PreparedBody } from '../prepared/preparedBody.ts';

/** What the metrics report about a cache of rendered pages. */
export interface CacheStats {
  entries: number;
  /** Requests answered without rendering: kept, or sharing a render already under way. */
  hits: number;
  /** Requests that rendered. */
  misses: number;
  /** Bytes charged against the budget, for caches that have one. */
  bytes?: number;
  maxBytes?: number;
}

type Render<Value> = () => Promise<Value>;

/**
 * The identity bytes count twice: once for themselves, once for the br and gzip forms made on
 * first use (together about a third of an HTML page's size, so this over- rather than under-
 * counts). Keys are client input too (UTF-16: two bytes a character).
 */
export function chargedBytes(body: PreparedBody, key: string): number {
  return 2 * body.identity.length + 2 * key.length;
}

/** What a kept value is charged against the budget (chargedBytes for prepared bodies). */
export type SizeOf<Value> = (value: Value, key: string) => number;

export class RenderCache<Value extends object = PreparedBody> {
  readonly #lru: LRUCache<string, Value, Render<Value>>;
  #hits = 0;
  #misses = 0;

  constructor(
    readonly maxBytes: number,
    sizeOf: SizeOf<Value>,
  ) {
    this.#lru = new LRUCache<string, Value, Render<Value>>({
      maxSize: maxBytes,
      sizeCalculation: sizeOf,
      // lru-cache keeps one fetch per key under way: concurrent requests for a missing page share it.
      fetchMethod: (_key, _stale, { context: render }) => render(),
      // A render whose entry is pushed out while under way (a flood of other keys) still answers
      // the requests waiting for it; it is just not kept.
      ignoreFetchAbort: true,
    });
  }

  /** The value kept under `key`, else what `render` makes (kept if it fits the budget). */
  async get(key: string, render: Render<Value>): Promise<Value> {
    const status: LRUCache.Status<string, Value, Render<Value>> = {};
    const kept = await this.#lru.fetch(key, { context: render, status });
    if (status.fetch === 'hit' || status.fetch === 'inflight') this.#hits += 1;
    else this.#misses += 1;
    // lru-cache's type allows undefined (a fetch method may find nothing); ours always renders.
    return kept ?? render();
  }

  stats(): CacheStats {
    return {
      entries: this.#lru.size,
      hits: this.#hits,
      misses: this.#misses,
      bytes: this.#lru.calculatedSize,
      maxBytes: this.maxBytes,
    };
  }
}
