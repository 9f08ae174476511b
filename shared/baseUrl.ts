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

/** react-router's `basename`: the base without its trailing slash, or undefined for `/`. */
export function routerBasename(baseUrl: string): string | undefined {
  return baseUrl === '/' ? undefined : baseUrl.replace(/\/$/, '');
}
