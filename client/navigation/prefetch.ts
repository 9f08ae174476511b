/** Loads a page's data as soon as the reader shows intent (hover, focus, touch) on a link to it. */
import { useEffect } from 'react';
import { loadPageData } from './loadPageData.ts';
import { anchorOf, currentSitePath, pageLinkTarget } from './pageLink.ts';
import { prefetchAllowed } from './prefetchPolicy.ts';

/** Starts loading `path` into the page-data cache; a failure is left for the navigation to report. */
export function prefetchPage(path: string): void {
  if (!prefetchAllowed()) return;
  loadPageData(path).catch(() => undefined);
}

export function usePrefetchOnIntent(): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const anchor = anchorOf(event);
      const target = anchor && pageLinkTarget(anchor);
      if (target && target.path !== currentSitePath()) prefetchPage(target.path);
    };
    const events = ['mouseover', 'focusin', 'touchstart'] as const;
    for (const type of events) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      for (const type of events) document.removeEventListener(type, onIntent);
    };
  }, []);
}
