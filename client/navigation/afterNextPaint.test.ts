import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, IDLE_TIMEOUT_MS, NO_FRAME_DUE_MS } from './afterNextPaint.ts';

/** Frames, idle periods and `performance.now()` are run by hand; timers are vitest's. */
let now = 0;
let frames: FrameRequestCallback[] = [];
let idle: { callback: IdleRequestCallback; timeout: number | undefined }[] = [];
const paint = () => {
  const due = frames;
  frames = [];
  for (const callback of due) callback(0);
};
/** An idle period with `remaining` ms before its deadline: a short one when a frame is due, else a long one. */
const becomeIdle = (remaining: number, didTimeout = false) => {
  const due = idle;
  idle = [];
  for (const { callback } of due) callback({ didTimeout, timeRemaining: () => remaining });
};
const BETWEEN_FRAMES = 10;
const NO_FRAME_DUE = 50;

beforeEach(() => {
  frames = [];
  idle = [];
  vi.useFakeTimers();
  now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => (frames[handle - 1] = () => undefined));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterNextPaint', () => {
  describe('where the browser has idle callbacks', () => {
    beforeEach(() => {
      vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
        idle.push({ callback, timeout: options?.timeout });
        return idle.length;
      });
      vi.stubGlobal('cancelIdleCallback', (handle: number) => {
        idle[handle - 1] = { callback: () => undefined, timeout: undefined };
      });
    });

    it('runs the work in the first idle period with no frame due after the next paint', () => {
      const work = vi.fn();
      afterNextPaint(work);
      expect(idle).toHaveLength(0);
      paint();
      expect(work).not.toHaveBeenCalled();
      expect(idle.map((request) => request.timeout)).toEqual([IDLE_TIMEOUT_MS]);
      // Between two frames (something animates, or waits for a frame): it waits on.
      now = 30;
      becomeIdle(BETWEEN_FRAMES);
      expect(work).not.toHaveBeenCalled();
      expect(idle.map((request) => request.timeout)).toEqual([IDLE_TIMEOUT_MS - 30]);
      becomeIdle(NO_FRAME_DUE_MS);
      expect(work).not.toHaveBeenCalled();
      becomeIdle(NO_FRAME_DUE);
      expect(work).toHaveBeenCalledTimes(1);
      expect(idle).toHaveLength(0);
    });

    it('runs the work in any idle moment once IDLE_TIMEOUT_MS has passed since the paint', () => {
      const timedOut = vi.fn();
      afterNextPaint(timedOut);
      paint();
      becomeIdle(0, true);
      expect(timedOut).toHaveBeenCalledTimes(1);

      // Frames keep coming (an animation): the deadline counts from the paint, not from each wait.
      const late = vi.fn();
      afterNextPaint(late);
      paint();
      for (now = 16; now < IDLE_TIMEOUT_MS; now += 16) {
        becomeIdle(BETWEEN_FRAMES);
        expect(late).not.toHaveBeenCalled();
      }
      now = IDLE_TIMEOUT_MS;
      becomeIdle(BETWEEN_FRAMES);
      expect(late).toHaveBeenCalledTimes(1);
    });

    it('cancels the work before the paint and between the paint and the idle moment', () => {
      const beforePaint = vi.fn();
      afterNextPaint(beforePaint)();
      paint();
      becomeIdle(NO_FRAME_DUE);
      expect(beforePaint).not.toHaveBeenCalled();

      const afterPaint = vi.fn();
      const cancel = afterNextPaint(afterPaint);
      paint();
      becomeIdle(BETWEEN_FRAMES);
      cancel();
      becomeIdle(NO_FRAME_DUE);
      expect(afterPaint).not.toHaveBeenCalled();
    });
  });

  it('runs the work in a task right after the paint where there are no idle callbacks (Safari)', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    const cancelled = vi.fn();
    afterNextPaint(work);
    const cancel = afterNextPaint(cancelled);
    paint();
    cancel();
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
