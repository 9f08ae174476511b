/**
 * Runs `work` after the browser has painted the next frame, in its first idle moment. What a
 * reader cannot see (the address, focus for screen readers, the document's title and meta tags,
 * storage writes) is kept out of the frame that shows a new page, and out of the frames right
 * after it:
 *
 * - React runs every effect of a click's render before that frame, so work left in an effect
 *   delays the paint of the page by its own time and by the style and layout it forces.
 * - Work run as a task straight after the paint (the usual "after next paint") often still runs
 *   when the next frame is due, and a frame that misses its deadline waits for the one after:
 *   16 ms more before the page can scroll or animate (handbook/performance.md).
 *
 * So a callback of `requestAnimationFrame` (just before the paint) asks for an idle callback,
 * which the browser runs when it has time before the next frame; at the latest after
 * IDLE_TIMEOUT_MS. Where there are no idle callbacks (Safari), a task right after the paint.
 *
 * Returns a function that cancels the work if it has not run yet (an effect's cleanup).
 */
export function afterNextPaint(work: () => void): () => void {
  let cancelAfterPaint = () => {};
  const frame = requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
      cancelAfterPaint = () => cancelIdleCallback(idle);
    } else {
      const timer = setTimeout(work, 0);
      cancelAfterPaint = () => clearTimeout(timer);
    }
  });
  return () => {
    cancelAnimationFrame(frame);
    cancelAfterPaint();
  };
}

/** The longest the work waits for an idle moment after the paint: an address or title never lags visibly. */
export const IDLE_TIMEOUT_MS = 100;
