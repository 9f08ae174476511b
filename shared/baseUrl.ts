/**
 * The one place that joins the configured base URL (`/`, `/developer/`) with site paths
 * (`/docs/ios/badge`), so a prefix is never concatenated by hand.
 */

/**
 * A URL of another site or scheme (`https://github.com/…`, `//cdn.example/x.js`, `mailto:…`), which
 * the base URL never applies to (Docusaurus's `hasProtocol` in `useBaseUrl`).
 */
export function isForeignUrl(url: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url);
}

/**
 * `withBase('/developer/', '/docs/x')` → `/developer/docs/x`; the home page `/` → `/developer/`.
 * A foreign URL (`https://…`, `//host/…`) and a bare fragment (`#top`) are returned as they are.
 */
export function withBase(baseUrl: string, path: string): string {
  if (isForeignUrl(path) || path.startsWith('#')) return path;
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
