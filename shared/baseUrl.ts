/**
 * The one place that joins the configured base URL (`/`, `/developer/`) with site paths
 * (`/docs/ios/badge`), so a prefix is never concatenated by hand.
 */

/** `withBase('/developer/', '/docs/x')` → `/developer/docs/x`; the home page `/` → `/developer/`. */
export function withBase(baseUrl: string, path: string): string {
  return baseUrl + path.replace(/^\//, '');
}

/** The site path of a URL path under the base, or null when it lies outside: `/developer/docs/x` → `/docs/x`. */
export function stripBase(baseUrl: string, pathname: string): string | null {
  if (pathname === baseUrl.replace(/\/$/, '') && baseUrl !== '/') return '/';
  return pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : null;
}

/**
 * react-router's `basename`: the base URL with its trailing slash, or undefined for `/`. With
 * `/developer` react-router writes links to the home page as `/developer`, which costs a 301 on
 * every click; with `/developer/` they are `/developer/`, and other paths join to the same
 * `/developer/docs/x` (react-router collapses the double slash, and ignores the trailing one when
 * matching).
 */
export function routerBasename(baseUrl: string): string | undefined {
  return baseUrl === '/' ? undefined : baseUrl;
}

/** Where Express mounts the site: the base without its trailing slash (`/developer`), or `/`. */
export function mountPath(baseUrl: string): string {
  return baseUrl.replace(/(.)\/$/, '$1');
}
