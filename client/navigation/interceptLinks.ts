/** Sends clicks on page links (including those in compiled Markdown) through the router. */
import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import type { DocsVersion } from '../../shared/types.ts';
import { loadPageData, peekPageData } from './loadPageData.ts';
import { anchorOf, currentSitePath, type PageLinkTarget, pageLinkTarget } from './pageLink.ts';
import { asReadersInput } from './paintFirstHistory.ts';
import { WAIT_FOR_PAGE_DATA_MS } from './pendingNavigation.ts';
import { showsAtItsAddress } from './usePageNavigation.ts';

/**
 * The guard VitePress uses: left button, no modifier key, a page link (see pageLinkTarget).
 * A click another handler has already taken (`preventDefault`) is skipped.
 * Same-page hash links go through the router too, so that scrolling and focus behave the same
 * for every navigation.
 */
export function interceptableTarget(event: MouseEvent): PageLinkTarget | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = anchorOf(event);
  return anchor ? pageLinkTarget(anchor) : null;
}

/** `versions`: the site's docs versions, whose roots lead on to a page rather than being one. */
export function useInterceptLinks(versions: DocsVersion[]): void {
  const navigate = useNavigate();
  useEffect(() => {
    // The click whose navigation waits for its data; a later click, or Back, makes it moot.
    let waiting = 0;
    const onClick = (event: MouseEvent) => {
      const target = interceptableTarget(event);
      if (!target) return;
      event.preventDefault();
      const to = target.path + target.search + target.hash;
      const click = (waiting += 1);
      // Only a page shown at its own address is loaded ahead: another (`/docs`, a trailing slash)
      // is redirected by the navigation itself, which then loads the page it leads to.
      const loadsAhead =
        target.path !== currentSitePath() &&
        showsAtItsAddress(target.path, versions) &&
        peekPageData(target.path) === undefined;
      if (!loadsAhead) {
        navigate(to);
        return;
      }
      // Whichever comes first, the data (or its failure, which the navigation then reports) or the
      // wait's end; urgent, so that the new page renders, commits and runs its effects in this task.
      // Still the click's navigation: the address follows the new page's paint, as it does when
      // the data was there at the click.
      const go = () => {
        // The wait's timer is moot once either has come: cleared, because a pending timer shortens
        // the browser's idle periods, which the new page's after-paint work waits for (afterNextPaint.ts).
        clearTimeout(timer);
        if (click !== waiting) return;
        waiting += 1;
        asReadersInput(() => flushSync(() => navigate(to)));
      };
      const timer = setTimeout(go, WAIT_FOR_PAGE_DATA_MS);
      loadPageData(target.path).then(go, go);
    };
    const onPopState = () => (waiting += 1);
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
    };
  }, [navigate, versions]);
}
