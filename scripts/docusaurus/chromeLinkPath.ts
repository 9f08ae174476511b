/**
 * Where a navbar or footer item of a Docusaurus config leads on the portal: its `to` or `href`
 * resolved as Docusaurus resolves them, against the site's address.
 */
import { isForeignUrl } from '../../shared/baseUrl.ts';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Where the site lives, for the links of its navbar and footer. */
export interface SiteAddress {
  /** `/` or `/immer/`. */
  baseUrl: string;
  /** `https://immerjs.github.io`, without a trailing slash; '' when the config has none. */
  origin: string;
}

/**
 * A navbar or footer `to`/`href` as the portal's site path or foreign URL, as Docusaurus's
 * NavbarNavLink and FooterLinkItem resolve them: `to` is a path of the site (the base URL is put in
 * front once, a relative `to` is from the site root); `href` is written as it is, so another host
 * is never touched, and a path in it is one of the site only when it is under the base URL
 * (or `prependBaseUrlToHref` says so).
 */
export function sitePath(item: Record<string, unknown>, site: SiteAddress): string | undefined {
  const underBase = (path: string) =>
    site.baseUrl !== '/' && path.startsWith(site.baseUrl) ? `/${path.slice(site.baseUrl.length)}` : path;
  const to = text(item.to);
  if (to !== undefined) return isForeignUrl(to) ? to : underBase(to.startsWith('/') ? to : `/${to}`);
  let href = text(item.href);
  if (href === undefined) return undefined;
  if (href.startsWith('pathname://')) href = href.slice('pathname://'.length);
  if (isForeignUrl(href)) return href;
  const path = href.startsWith('/') ? href : `/${href}`;
  if (site.baseUrl === '/' || item.prependBaseUrlToHref === true || path.startsWith(site.baseUrl))
    return underBase(path);
  // A path outside the site's base URL: the same address on the site's host.
  return site.origin ? site.origin + path : path;
}

/** The site's address from its config's `url` and `baseUrl`. */
export function siteAddressOf(config: Record<string, unknown>): SiteAddress {
  const url = text(config.url);
  const baseUrl = text(config.baseUrl);
  return {
    baseUrl: baseUrl ? `/${baseUrl.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/') : '/',
    origin: url ? url.replace(/\/+$/, '') : '',
  };
}
