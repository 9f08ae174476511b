/** The canonical form of a page path, shared by the server's redirects and the client's router. */

/**
 * `/docs/x/index.html` → `/docs/x`, `/index.html` → `/`, `/docs/x/` → `/docs/x`; the root stays
 * `/`. Mirrors Docusaurus's normalizeLocation, which also drops `index.html` on the client.
 */
export function canonicalPagePath(pathname: string): string {
  const withoutIndex = pathname.replace(/\/index\.html$/, '/');
  const withoutTrailingSlash = withoutIndex.replace(/\/+$/, '');
  return withoutTrailingSlash === '' ? '/' : withoutTrailingSlash;
}
