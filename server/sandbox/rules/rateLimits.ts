/**
 * The contract's rate limit (600 requests a minute per credential) counted in the store, so
 * replicas sharing PostgreSQL share one budget instead of granting one each. The minute slides: a
 * request is let through only if fewer than 600 were in the 60 seconds before it, so no 60 seconds
 * anywhere hold more than 600 (not 1,200 across the turn of a clock minute), and a refused request
 * does not count, so a client calling on while limited does not push its own wait further out.
 * Whose budget a request spends:
 * - a credential the sandbox issued: its own, as the contract says (every user token of one user
 *   counting as one credential);
 * - a documented test credential, which every reader shares: that credential's per client IP, so
 *   one busy reader does not starve the others;
 * - no credential, or one the sandbox does not know: the client IP's.
 * Credentials are counted by a hash, so no secret sits in the rate table.
 */
import { createHash } from 'node:crypto';
import type { SandboxStore } from '../store/sandboxStore.ts';
import type { Caller } from './context.ts';

export interface RateState {
  limit: number;
  remaining: number;
  /** Unix ms at which the oldest request counted leaves the window: when one more is let through. */
  resetAt: number;
  exceeded: boolean;
}

const hashOf = (credential: string) => createHash('sha256').update(credential).digest('hex').slice(0, 32);

export function requestCounter(caller: Caller | null, ip: string): string {
  if (!caller) return `ip:${ip}`;
  // A user's tokens are one credential: Authenticate a user gives another at will, so a budget per
  // token would let a client multiply its rate (and the store's rate logs) by asking for more.
  const credential =
    caller.userId === null
      ? `cred:${hashOf(caller.credential)}`
      : `user:${hashOf(`${caller.space.id}:${caller.userId}`)}`;
  return caller.shared ? `${credential}:ip:${ip}` : credential;
}

/** Counts one request under `counter`, if it is let through: the state the `X-RateLimit-*` headers tell. */
export async function countRequest(
  store: SandboxStore,
  counter: string,
  budget: { limit: number; windowMs: number },
  now = Date.now(),
): Promise<RateState> {
  const { admitted, count, resetAt } = await store.hit(counter, budget.limit, budget.windowMs, now);
  return {
    limit: budget.limit,
    remaining: admitted ? Math.max(0, budget.limit - count) : 0,
    resetAt,
    exceeded: !admitted,
  };
}

/** Whole seconds until a request is let through again (the oldest counted leaves the window), at least 1: `Retry-After`. */
export const retryAfterSeconds = (state: RateState, now = Date.now()) =>
  Math.max(1, Math.ceil((state.resetAt - now) / 1000));
