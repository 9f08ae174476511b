/** How much to show while a navigation is pending: nothing, then an indicator, then a progress bar. */
import { useEffect, useState } from 'react';

/**
 * How long a click on a page whose data has not loaded waits for it before the router moves there
 * without it, and the navigation is pending (see interceptLinks.ts). Data that comes sooner is
 * shown in one render, as a prefetched page is, instead of after a render of the pending state,
 * whose work the data's response would wait behind. React Router's data routers, and Next.js, also
 * keep the old address until the new page can show.
 */
export const WAIT_FOR_PAGE_DATA_MS = 50;

/** Below this, a navigation shows nothing: a flash of a spinner is worse than a short wait. */
export const LOADING_INDICATOR_DELAY_MS = 200;
/** From this on, a bar along the top of the page shows that loading goes on. */
export const PROGRESS_BAR_DELAY_MS = 1000;

export type PendingPhase = 'quiet' | 'indicator' | 'progress';

/** `pendingKey` identifies the navigation being loaded (null when none): a new one restarts the clock. */
export function usePendingPhase(pendingKey: string | null): PendingPhase {
  /** The phase the navigation `key` has reached. */
  const [current, setCurrent] = useState<{ key: string | null; phase: PendingPhase }>({
    key: pendingKey,
    phase: 'quiet',
  });
  // Another navigation (or the same one again, after a failure) starts quiet: adjusted during
  // render (react.dev, "adjusting some state when a prop changes"), not in the effect.
  if (current.key !== pendingKey) setCurrent({ key: pendingKey, phase: 'quiet' });
  useEffect(() => {
    if (pendingKey === null) return;
    const reach = (phase: PendingPhase) => () => setCurrent({ key: pendingKey, phase });
    const indicator = setTimeout(reach('indicator'), LOADING_INDICATOR_DELAY_MS);
    const progress = setTimeout(reach('progress'), PROGRESS_BAR_DELAY_MS);
    return () => {
      clearTimeout(indicator);
      clearTimeout(progress);
    };
  }, [pendingKey]);
  return pendingKey !== null && current.key === pendingKey ? current.phase : 'quiet';
}
