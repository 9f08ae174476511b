/** A bar along the top of the page for slow navigations; it runs to the end when the page shows. */
import { useEffect, useState } from 'react';

type BarState = 'hidden' | 'running' | 'finishing';

/** How long the finished bar stays full before it fades out (matches the CSS transition). */
const FINISH_MS = 400;

export function ProgressBar({ active }: { active: boolean }) {
  const [state, setState] = useState<BarState>(active ? 'running' : 'hidden');
  // Follows `active` as it changes, during render (react.dev: "adjusting state when a prop changes").
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    setState(active ? 'running' : state === 'running' ? 'finishing' : state);
  }
  useEffect(() => {
    if (state !== 'finishing') return;
    const hide = setTimeout(() => setState('hidden'), FINISH_MS);
    return () => clearTimeout(hide);
  }, [state]);

  if (state === 'hidden') return null;
  // Decorative: the loading indicator is what assistive technology hears.
  return <div className={`progress-bar progress-bar--${state}`} aria-hidden="true" />;
}
