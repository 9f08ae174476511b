/** Decides whether an `<a>` leads to a page this client can render, and where exactly. */
import { stripBase } from '../../shared/baseUrl.ts';
import { canonicalPagePath } from '../../shared/pagePath.ts';
import { siteBaseUrl } from '../siteBase.ts';
import { pageRouteOf } from './pageRoutes.ts';

/** A link's target as the router sees it: the site path (base URL removed), query and hash. */
export interface PageLinkTarget {
  path: string;
  search: string;
  hash: string;
}

/** What of an `<a>` decides where it leads: its resolved `href` (null without one), `target`, `download`. */
export interface LinkAttributes {
  href: string | null;
  target: string | null;
  download: boolean;
}

/**
 * The link's target, or null when the browser should follow it itself: another origin, outside
 * the base URL, a file or API, `target` other than `_self`, or `download`. `pageUrl` is the
 * address of the page the link is on; `baseUrl` the site's (`/`, `/developer/`).
 */
export function linkTarget(link: LinkAttributes, pageUrl: string, baseUrl: string): PageLinkTarget | null {
  if (link.href === null || link.download) return null;
  if (link.target && link.target !== '_self') return null;
  const page = new URL(pageUrl);
  const url = new URL(link.href, page);
  if (url.origin !== page.origin) return null;
  const sitePath = stripBase(baseUrl, url.pathname);
  if (sitePath === null) return null;
  const path = canonicalPagePath(sitePath);
  return pageRouteOf(path) ? { path, search: url.search, hash: url.hash } : null;
}

/** linkTarget for an anchor of this document. */
export function pageLinkTarget(anchor: HTMLAnchorElement): PageLinkTarget | null {
  const link = {
    href: anchor.hasAttribute('href') ? anchor.href : null,
    target: anchor.getAttribute('target'),
    download: anchor.hasAttribute('download'),
  };
  return linkTarget(link, window.location.href, siteBaseUrl());
}

/** The site path of a URL path: the base URL removed, or the path as it is when outside the base. */
export function sitePathOf(pathname: string, baseUrl: string): string {
  return stripBase(baseUrl, pathname) ?? pathname;
}

/** The site path of the page the browser is on. */
export function currentSitePath(): string {
  return sitePathOf(window.location.pathname, siteBaseUrl());
}

/** The anchor an event happened in, if any. */
export function anchorOf(event: Event): HTMLAnchorElement | null {
  const target = event.target;
  return target instanceof Element ? target.closest('a') : null;
}
