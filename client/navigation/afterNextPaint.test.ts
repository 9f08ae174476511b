import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, IDLE_TIMEOUT_MS } from './afterNextPaint.ts';

/** Frames and idle periods are run by hand; timers are vitest's. */
let frames: FrameRequestCallback[] = [];
let idle: { callback: IdleRequestCallback; timeout: number | undefined }[] = [];
const paint = () => {
  const due = frames;
  frames = [];
  for (const callback of due) callback(0);
};
const becomeIdle = () => {
  const due = idle;
  idle = [];
  for (const { callback } of due) callback({ didTimeout: false, timeRemaining: () => 10 });
};

beforeEach(() => {
  frames = [];
  idle = [];
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => (frames[handle - 1] = () => undefined));
});
afterEach(() => {
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

    it('runs the work in the first idle moment after the next paint, bounded by the timeout', () => {
      const work = vi.fn();
      afterNextPaint(work);
      expect(idle).toHaveLength(0);
      paint();
      expect(work).not.toHaveBeenCalled();
      expect(idle.map((request) => request.timeout)).toEqual([IDLE_TIMEOUT_MS]);
      becomeIdle();
      expect(work).toHaveBeenCalledTimes(1);
    });

    it('cancels the work before the paint and between the paint and the idle moment', () => {
      const beforePaint = vi.fn();
      afterNextPaint(beforePaint)();
      paint();
      becomeIdle();
      expect(beforePaint).not.toHaveBeenCalled();

      const afterPaint = vi.fn();
      const cancel = afterNextPaint(afterPaint);
      paint();
      cancel();
      becomeIdle();
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
