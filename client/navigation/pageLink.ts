/** Decides whether an `<a>` leads to a page this client can render, and where exactly. */
import { canonicalPagePath } from '../../shared/pagePath.ts';

/** Page routes the client renders; anything else (files, APIs) is left to the browser. */
function isPageRoute(pathname: string): boolean {
  return pathname === '/' || pathname === '/docs' || pathname.startsWith('/docs/');
}

/**
 * The link's target with a canonical path, or null when the browser should follow it itself:
 * another origin, a file or API, `target` other than `_self`, or `download`.
 */
export function pageLinkTarget(anchor: HTMLAnchorElement): URL | null {
  if (!anchor.hasAttribute('href') || anchor.hasAttribute('download')) return null;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  url.pathname = canonicalPagePath(url.pathname);
  return isPageRoute(url.pathname) ? url : null;
}

/** The anchor an event happened in, if any. */
export function anchorOf(event: Event): HTMLAnchorElement | null {
  const target = event.target;
  return target instanceof Element ? target.closest('a') : null;
}
