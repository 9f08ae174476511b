/**
 * After a page is shown: Back and Forward (and a reload) return to where the reader was; other
 * navigations go to the element named by the hash, or to the top. Focus follows, for keyboard and
 * screen-reader users: to the hash target, or to the new page's heading (VitePress does the same).
 */
import { useEffect, useRef } from 'react';
import { useBrowserLayoutEffect } from '../useBrowserLayoutEffect.ts';
import type { ShownPage } from './usePageNavigation.ts';
import { afterNextPaint } from './afterNextPaint.ts';
import {
  DEFAULT_ROUTER_KEY,
  entryIdIn,
  nameEntry,
  newEntryId,
  sessionScrollPositions as positions,
} from './scrollPositions.ts';

export function useScrollAfterNavigation({ location, action }: ShownPage): void {
  const previousPath = useRef<string | null>(null);
  /** The history entry scroll events belong to; switched before this hook scrolls the new page. */
  const entryId = useRef<string | null>(null);

  // A layout effect, so the new page is never painted at the old page's scroll position.
  useBrowserLayoutEffect(() => {
    const isFirstPage = previousPath.current === null;
    const isNewPage = previousPath.current !== location.pathname;
    previousPath.current = location.pathname;
    // The entry left behind has its last position recorded already: by the scroll events before this commit
    // (one the new page causes, clamping the old position, fires later and counts for the new one).
    // An entry the router made is named by the key it keeps in the entry's state; the first
    // entry, made by loading an address, has none ("default"): it gets an id of its own, written
    // into its state after the paint (replaceState costs the frame a millisecond or more).
    // (`history.state` is read only for the first entry: a router's entry may not be written yet,
    // see paintFirstHistory.ts, and then the state is still the entry's before.)
    const knownId = location.key === DEFAULT_ROUTER_KEY ? entryIdIn(history.state) : location.key;
    entryId.current = knownId ?? newEntryId();

    const target = hashTarget(location.hash);
    // Back, Forward, and the first page when its entry has an id already: a reload, or a return
    // from another document. A first page whose entry is new (its address loaded) has none.
    const saved = knownId && (isFirstPage || action === 'POP') ? positions.saved(knownId) : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    // A first page without a saved position stays where the browser put it: at the top.
    else if (!isFirstPage) window.scrollTo(0, 0);

    const focusTarget = isFirstPage
      ? null
      : target && action !== 'POP'
        ? target
        : isNewPage
          ? document.querySelector<HTMLElement>('main h1')
          : null;
    const id = entryId.current;
    // Neither shows in the frame: both wait for its paint (focusing forces style and layout).
    return afterNextPaint(() => {
      if (!knownId) nameEntry(location.key, id);
      if (focusTarget?.isConnected) focusWithoutScrolling(focusTarget);
    });
    // Keyed on the navigation, not the location object, so that re-renders never scroll.
  }, [location.key]);

  // Written after the paint, off the click's path, for a reload or a document met later in the tab.
  useEffect(() => afterNextPaint(() => positions.persist()), [location.key]);

  useEffect(() => {
    // The browser would restore positions before the new page's data has arrived; while this
    // document runs, the app restores them instead.
    const manual = () => (history.scrollRestoration = 'manual');
    const onScroll = () => {
      if (entryId.current) positions.record(entryId.current, window.scrollY);
    };
    const onPageHide = () => {
      positions.persist();
      // A reload, or a return to this entry once the document is gone, loads the page anew, before
      // this app: the browser restores that entry's position itself, as on any site.
      history.scrollRestoration = 'auto';
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) manual(); // back from the back/forward cache, still this document
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') positions.persist(); // a phone may end the tab unseen
    };
    manual();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      document.removeEventListener('visibilitychange', onVisibilityChange);
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
