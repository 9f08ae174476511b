/**
 * After a page is shown: Back and Forward (and a reload) return to where the reader was; other
 * navigations go to the element named by the hash, or to the top. Focus follows, for keyboard and
 * screen-reader users: to the hash target, or to the new page's heading (VitePress does the same).
 */
import { useEffect, useRef } from 'react';
import { useBrowserLayoutEffect } from '../useBrowserLayoutEffect.ts';
import type { ShownPage } from './usePageNavigation.ts';
import { saveScrollPosition, savedScrollPosition } from './scrollPositions.ts';

export function useScrollAfterNavigation({ location, action }: ShownPage): void {
  const previousPath = useRef<string | null>(null);
  /** The history entry scroll events belong to; switched before this hook scrolls the new page. */
  const historyKey = useRef(location.key);

  // A layout effect, so the new page is never painted at the old page's scroll position.
  useBrowserLayoutEffect(() => {
    const isFirstPage = previousPath.current === null;
    const isNewPage = previousPath.current !== location.pathname;
    previousPath.current = location.pathname;
    historyKey.current = location.key;

    const target = hashTarget(location.hash);
    const saved = action === 'POP' ? savedScrollPosition(location.key) : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    // A first page without a saved position stays where the browser put it.
    else if (!isFirstPage) window.scrollTo(0, 0);

    if (isFirstPage) return;
    if (target && action !== 'POP') focusWithoutScrolling(target);
    else if (isNewPage) {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading) focusWithoutScrolling(heading);
    }
    // Keyed on the navigation, not the location object, so that re-renders never scroll.
  }, [location.key]);

  useEffect(() => {
    // The browser would restore positions before the new page's data has arrived; we do it instead.
    history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => saveScrollPosition(historyKey.current, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
}

function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // a malformed escape in the hash names no element
  }
}

function focusWithoutScrolling(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}
