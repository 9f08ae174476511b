/** Decides whether an `<a>` leads to a page this client can render, and where exactly. */
import { stripBase } from '../../shared/baseUrl.ts';
import { canonicalPagePath } from '../../shared/pagePath.ts';
import { SEARCH_PAGE_PATH } from '../../shared/search.ts';
import { siteBaseUrl } from '../siteBase.ts';

/** Page routes the client renders; anything else (files, APIs) is left to the browser. */
function isPageRoute(pathname: string): boolean {
  return pathname === '/' || pathname === SEARCH_PAGE_PATH || pathname === '/docs' || pathname.startsWith('/docs/');
}

/** A link's target as the router sees it: the site path (base URL removed), query and hash. */
export interface PageLinkTarget {
  path: string;
  search: string;
  hash: string;
}

/**
 * The link's target, or null when the browser should follow it itself: another origin, outside
 * the base URL, a file or API, `target` other than `_self`, or `download`.
 */
export function pageLinkTarget(anchor: HTMLAnchorElement): PageLinkTarget | null {
  if (!anchor.hasAttribute('href') || anchor.hasAttribute('download')) return null;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const sitePath = stripBase(siteBaseUrl(), url.pathname);
  if (sitePath === null) return null;
  const path = canonicalPagePath(sitePath);
  return isPageRoute(path) ? { path, search: url.search, hash: url.hash } : null;
}

/** The site path of the page the browser is on. */
export function currentSitePath(): string {
  return stripBase(siteBaseUrl(), window.location.pathname) ?? window.location.pathname;
}

/** The anchor an event happened in, if any. */
export function anchorOf(event: Event): HTMLAnchorElement | null {
  const target = event.target;
  return target instanceof Element ? target.closest('a') : null;
}
