/** Sends clicks on plain `<a>` links to pages (those in compiled Markdown) through the router. */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** Page routes the client can render; anything else (files, APIs) is left to the browser. */
function isPageRoute(pathname: string): boolean {
  return pathname === '/' || pathname === '/docs' || pathname.startsWith('/docs/');
}

/**
 * The guard VitePress uses: left button, no modifier key, no `target` or `download`, same origin.
 * react-router's own `<Link>`s have already called `preventDefault`, so they are skipped.
 */
export function findInterceptableLink(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || !anchor.hasAttribute('href') || anchor.hasAttribute('download')) return null;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || !isPageRoute(url.pathname)) return null;
  // A link to a hash on the current page is the browser's job.
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return null;
  return url;
}

export function useInterceptLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const url = findInterceptableLink(event);
      if (!url) return;
      event.preventDefault();
      navigate(url.pathname + url.search + url.hash);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
