/**
 * Canonical URLs, the server side of shared/pagePath.ts: `…/index.html` and trailing slashes
 * answer 301 to the canonical path, the query kept; `/developer` becomes `/developer/`; a page path
 * without the base URL's prefix is sent under it.
 */
import type { NextFunction, Request, Response } from 'express';
import { stripBase, withBase } from '../../shared/baseUrl.ts';
import { canonicalPagePath } from '../../shared/pagePath.ts';
import type { PageStore } from '../content/buildPageStore.ts';
import { markRouteKind } from '../metrics/routeKind.ts';
import { queryOf } from './queryOf.ts';

/** Permanent redirects are cached by browsers; an hour lets a configuration mistake heal. */
const REDIRECT_CACHE = 'public, max-age=3600';

/**
 * Collapses leading slashes and backslashes to one `/`, so a Location can never be read as
 * another host (`//evil.example`, `/\\evil.example`): it is always a path on this origin.
 */
export function sameOriginPath(path: string): string {
  return `/${path.replace(/^[/\\]+/, '')}`;
}

export function normalizeUrl(store: PageStore, baseUrl: string) {
  const baseWithoutSlash = baseUrl.replace(/\/$/, '');
  const isVersionRoot = (sitePath: string) => store.versions.some((version) => version.routeBase === sitePath);

  /** Where `path` should be, or null when it is canonical (or never a page). */
  const redirectTarget = (path: string): string | null => {
    if (baseUrl !== '/' && path === baseWithoutSlash) return baseUrl;
    // `//host` and backslashes are never pages, and must never be echoed into a Location.
    if (path.startsWith('//') || path.includes('\\')) return null;
    const sitePath = stripBase(baseUrl, path);
    if (sitePath === null) {
      // A page path without the base URL's prefix: send it under the prefix.
      const canonical = canonicalPagePath(path);
      return store.pages[canonical] || isVersionRoot(canonical) ? withBase(baseUrl, canonical) : null;
    }
    const canonical = canonicalPagePath(sitePath);
    // `/docs/` is left to the docs redirect, which leads straight to the first page.
    return canonical !== sitePath && !isVersionRoot(canonical) ? withBase(baseUrl, canonical) : null;
  };

  return (req: Request, res: Response, next: NextFunction) => {
    const target = req.method === 'GET' || req.method === 'HEAD' ? redirectTarget(req.path) : null;
    if (target === null) {
      next();
      return;
    }
    markRouteKind(res, 'redirect');
    res.setHeader('Cache-Control', REDIRECT_CACHE);
    res.redirect(301, sameOriginPath(target) + queryOf(req.originalUrl));
  };
}
