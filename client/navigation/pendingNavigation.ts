/** How much to show while a navigation is pending: nothing, then an indicator, then a progress bar. */
import { useEffect, useState } from 'react';

/** Below this, a navigation shows nothing: a flash of a spinner is worse than a short wait. */
export const LOADING_INDICATOR_DELAY_MS = 200;
/** From this on, a bar along the top of the page shows that loading goes on. */
export const PROGRESS_BAR_DELAY_MS = 1000;

export type PendingPhase = 'quiet' | 'indicator' | 'progress';

/** `pendingKey` identifies the navigation being loaded (null when none): a new one restarts the clock. */
export function usePendingPhase(pendingKey: string | null): PendingPhase {
  // The phase reached, and by which navigation: a new one starts quiet without a reset.
  const [reached, setReached] = useState<{ key: string; phase: PendingPhase } | null>(null);
  useEffect(() => {
    if (pendingKey === null) return;
    const indicator = setTimeout(() => setReached({ key: pendingKey, phase: 'indicator' }), LOADING_INDICATOR_DELAY_MS);
    const progress = setTimeout(() => setReached({ key: pendingKey, phase: 'progress' }), PROGRESS_BAR_DELAY_MS);
    return () => {
      clearTimeout(indicator);
      clearTimeout(progress);
    };
  }, [pendingKey]);
  return pendingKey !== null && reached?.key === pendingKey ? reached.phase : 'quiet';
}
