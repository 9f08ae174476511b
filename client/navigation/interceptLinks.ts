/** Sends clicks on page links (including those in compiled Markdown) through the router. */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { anchorOf, type PageLinkTarget, pageLinkTarget } from './pageLink.ts';

/**
 * The guard VitePress uses: left button, no modifier key, a page link (see pageLinkTarget).
 * react-router's own `<Link>`s have already called `preventDefault`, so they are skipped.
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
      navigate(target.path + target.search + target.hash);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
