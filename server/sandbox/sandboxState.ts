/**
 * Everything the sandbox prepares on its first request, in one place: the contract (parsed,
 * validated by openapi-backend), the demo set its examples give (null for a contract the rules do
 * not know), the store (a memory one unless the options give one), the limits and the clock.
 */
import { StoreUnavailableError } from './store/storeUnavailable.ts';
import type { SandboxStore } from './store/sandboxStore.ts';
import type { SandboxApi } from './sandboxApi.ts';
import type { SandboxLimits } from './rules/limits.ts';
import type { SeedSet } from './rules/seed.ts';
import type { SpaceContext } from './rules/spaces.ts';

export interface SandboxState {
  api: SandboxApi;
  seed: SeedSet | null;
  store: SandboxStore;
  limits: SandboxLimits;
  now: () => number;
  /** Keeps the shared demo space seeded and restored (at most once a minute). */
  keepShared: (context: SpaceContext) => Promise<void>;
}

/**
 * The store as the rules use it: any rejection is a StoreUnavailableError, which the router answers
 * with 503 and `Retry-After` (a database down is the reader's to wait out, not a crash).
 */
export function guardedStore(store: SandboxStore): SandboxStore {
  const guard =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (error) {
        throw error instanceof StoreUnavailableError ? error : new StoreUnavailableError(error);
      }
    };
  return {
    get: guard(store.get.bind(store)),
    getByKey: guard(store.getByKey.bind(store)),
    insert: guard(store.insert.bind(store)),
    replace: guard(store.replace.bind(store)),
    delete: guard(store.delete.bind(store)),
    list: guard(store.list.bind(store)),
    count: guard(store.count.bind(store)),
    evictOldest: guard(store.evictOldest.bind(store)),
    hit: guard(store.hit.bind(store)),
    secret: guard(store.secret.bind(store)),
    usage: guard(store.usage.bind(store)),
    totalBytes: guard(store.totalBytes.bind(store)),
    evictBytes: guard(store.evictBytes.bind(store)),
    dropSpace: guard(store.dropSpace.bind(store)),
    // The work's own errors (a fault of the rules) pass as they are; the store inside is guarded.
    transaction: (spaces, work, options) => store.transaction(spaces, (inner) => work(guardedStore(inner)), options),
    sweep: guard(store.sweep.bind(store)),
    close: () => store.close(),
  };
}
