/**
 * Runs `work` after the browser has painted the next frame, once it is idle with no frame due.
 * What a reader cannot see (the address, focus for screen readers, the document's title and meta
 * tags, storage writes) is kept out of the frame that shows a new page, and out of the frames
 * right after it:
 *
 * - React runs every effect of a click's render before that frame, so work left in an effect
 *   delays the paint of the page by its own time and by the style and layout it forces.
 * - Work run as a task straight after the paint (the usual "after next paint") often still runs
 *   when the next frame is due, and a frame that misses its deadline waits for the one after:
 *   16 ms more before the page can scroll or animate (handbook/performance.md).
 * - Even in the idle moment between two frames, some of it holds up the next frame far beyond
 *   its own time: a history write costs under 1 ms to call, yet the frame after it comes 7–10 ms
 *   later (Chromium's same-document navigation; measured in handbook/performance.md). So the
 *   work waits for an idle period in which no frame is due (see NO_FRAME_DUE_MS): one that comes
 *   once nothing animates, scrolls or waits for a frame (measured after a navigation: 14–100 ms
 *   after the paint).
 *
 * So a callback of `requestAnimationFrame` (just before the paint) asks for idle callbacks until
 * one comes with no frame due; at the latest after IDLE_TIMEOUT_MS, in whatever idle moment comes
 * then. Where there are no idle callbacks (Safari), a task right after the paint.
 *
 * Returns a function that cancels the work if it has not run yet (an effect's cleanup).
 */
export function afterNextPaint(work: () => void): () => void {
  let cancelAfterPaint = () => {};
  const frame = requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') {
      cancelAfterPaint = whenIdleWithNoFrameDue(work, performance.now() + IDLE_TIMEOUT_MS);
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

/**
 * An idle period with more time than this before its deadline has no frame due in it. Between
 * two frames the browser's idle period ends when the next frame is due (at most a frame: 16.7 ms
 * at 60 Hz); when no frame is wanted it gives a long one (Chromium: up to 50 ms, fewer if a timer
 * is due sooner). A display slower than 60 Hz, or a timer due soon, only makes the work run
 * sooner or at its timeout, as it would without this check.
 */
export const NO_FRAME_DUE_MS = 17;

/** Runs `work` in the first idle period with no frame due, or in the first idle moment from `latest` (a `performance.now()` time) on. */
function whenIdleWithNoFrameDue(work: () => void, latest: number): () => void {
  let request = 0;
  const ask = () => {
    request = requestIdleCallback(onIdle, { timeout: Math.max(1, latest - performance.now()) });
  };
  // A callback asked for from an idle callback runs in the next idle period, not this one.
  const onIdle = (deadline: IdleDeadline) => {
    if (deadline.didTimeout || deadline.timeRemaining() > NO_FRAME_DUE_MS || performance.now() >= latest) work();
    else ask();
  };
  ask();
  return () => cancelIdleCallback(request);
}
