/**
 * What a store call rejects with when its database cannot answer (down, restarting, unreachable,
 * timed out): the sandbox answers 503 service_unavailable, and the next call tries again.
 */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError';

  constructor(cause: unknown) {
    super(`sandbox store unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}
