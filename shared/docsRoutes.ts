import { siteConfig } from './site-config.ts';

/**
 * Where the docs live on the site, spelled once for the server's content build, its redirects and
 * the client's router: the current version under `/docs/…`, a frozen one under `/docs/<name>/…` (the prefix is the
 * site's setting, `docs.routeBase` in site.config.json).
 */
export const DOCS_ROUTE_BASE = siteConfig.docsRouteBase;

/** The route prefix of a frozen docs version: `1.0` → `/docs/1.0`. */
export function versionRouteBase(name: string): string {
  return `${DOCS_ROUTE_BASE}/${name}`;
}
