/**
 * The sliding-window rate limit both stores keep (`hit` in sandboxStore.ts), in their own form: per
 * counter, a log of the times the newest admitted requests arrived, ascending, at most `limit` of
 * them. A request at `now` is admitted only if fewer than `limit` logged times are after
 * `now - windowMs`; it is then logged, and a refused one is not. So no `windowMs` anywhere holds more
 * than `limit` admitted requests, and the oldest `limit` times are all a decision ever needs: with
 * `limit` of them inside the window the request is refused whatever came before. A time after
 * `now` (another replica's clock a little ahead) counts as inside.
 */
import type { RateCount } from './sandboxStore.ts';

/** A limit and window the log can keep: at least one request, in at least one millisecond. */
export function checkRateBudget(limit: number, windowMs: number): void {
  if (!Number.isSafeInteger(limit) || limit < 1) {
    throw new RangeError(`a rate limit is a whole number ≥ 1, not ${limit}`);
  }
  if (!Number.isSafeInteger(windowMs) || windowMs < 1) {
    throw new RangeError(`a rate window is a whole number of milliseconds ≥ 1, not ${windowMs}`);
  }
}

/**
 * The answer for a counter's log after the decision: `stamps` ascending, every one inside the
 * window at `now`, this request's time among them when it was admitted.
 */
export function rateCount(
  admitted: boolean,
  stamps: readonly number[],
  limit: number,
  windowMs: number,
  now: number,
): RateCount {
  if (admitted) return { admitted, count: stamps.length, resetAt: (stamps[0] ?? now) + windowMs };
  // Refused: a place frees when all but `limit - 1` of the logged times have left the window. (Fewer
  // than `limit` here only when another replica's clock ran behind and kept times ours no longer
  // counts, or a sweep raced the read: a place is free now.)
  const freeing = stamps[stamps.length - limit];
  return {
    admitted,
    count: Math.max(stamps.length, limit),
    resetAt: freeing === undefined ? now : freeing + windowMs,
  };
}
