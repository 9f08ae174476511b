/** Sends clicks on page links (including those in compiled Markdown) through the router. */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { loadPageData } from './loadPageData.ts';
import { anchorOf, currentSitePath, type PageLinkTarget, pageLinkTarget } from './pageLink.ts';

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

export function useInterceptLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = interceptableTarget(event);
      if (!target) return;
      event.preventDefault();
      // The page's data starts loading now, not after React has rendered the pending state and
      // run its effects (which then find this request in flight); a prefetched page is cached.
      if (target.path !== currentSitePath()) loadPageData(target.path).catch(() => undefined);
      navigate(target.path + target.search + target.hash);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
