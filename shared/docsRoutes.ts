import { siteConfig } from './site-config.ts';

/**
 * Where the docs live on the site, spelled once for the server's content build, its redirects and
 * the client: the default docs folder's route base (`docs.routeBase` in site.config.json, `/docs`
 * by default, `/` for docs at the site root). Which version is served where under it follows
 * Docusaurus's rules (server/content/sources/versionRules.ts).
 */
export const DOCS_ROUTE_BASE = siteConfig.docsRouteBase;

/**
 * A route under a route base: `('/docs', 'next')` → `/docs/next`, `('/', 'intro')` → `/intro`,
 * `('/docs', '')` → `/docs`; repeated and trailing slashes dropped, as Docusaurus's normalizeUrl does.
 */
export function joinRoute(base: string, path: string): string {
  const joined = `${base}/${path}`.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  return joined === '' ? '/' : joined;
}
