/**
 * Canonical URLs, the server side of shared/pagePath.ts: `…/index.html` and trailing slashes
 * answer 301 to the canonical path, the query kept; `/developer` becomes `/developer/`; a page path
 * without the base URL's prefix is sent under it. A path whose canonical form is a docs version's
 * root goes straight to that version's first page (302), whichever way it was spelled.
 */
import type { NextFunction, Request, Response } from 'express';
import { stripBase, withBase } from '../../shared/baseUrl.ts';
import { canonicalPagePath } from '../../shared/pagePath.ts';
import type { PageStore } from '../content/pageStore/pageStore.ts';
import { DOCS_INDEX_STATUS, docsIndexTarget } from './docsIndexRedirect.ts';
import type { MisplacedPageFinder } from './misplacedPage.ts';
import { queryOf } from './queryOf.ts';

/** Permanent redirects are cached by browsers; an hour lets a configuration mistake heal. */
const REDIRECT_CACHE = 'public, max-age=3600';

interface Redirect {
  status: 301 | typeof DOCS_INDEX_STATUS;
  /** A path on this origin, before the query. */
  path: string;
}

/**
 * Collapses leading slashes and backslashes to one `/`, so a Location can never be read as
 * another host (`//evil.example`, `/\\evil.example`): it is always a path on this origin.
 */
export function sameOriginPath(path: string): string {
  return `/${path.replace(/^[/\\]+/, '')}`;
}

/**
 * `misplaced` tells the home page under a wrong prefix (`/portal/`, `/portal/index.html` with
 * BASE_URL=/), which is left to the base URL banner (pageRoutes.ts) instead of being "canonicalised"
 * to `/portal`, a path that names nothing.
 */
export function normalizeUrl(store: PageStore, baseUrl: string, misplaced: MisplacedPageFinder = () => null) {
  const baseWithoutSlash = baseUrl.replace(/\/$/, '');
  const docsIndex = docsIndexTarget(store);

  /** Where `path` should be, or null when it is canonical (or never a page). */
  const redirectOf = (path: string): Redirect | null => {
    if (baseUrl !== '/' && path === baseWithoutSlash) return { status: 301, path: baseUrl };
    // `//host` and backslashes are never pages, and must never be echoed into a Location.
    if (path.startsWith('//') || path.includes('\\')) return null;
    const sitePath = stripBase(baseUrl, path);
    // Outside the base URL, the path is read as a site path that lacks the prefix.
    const canonical = canonicalPagePath(sitePath ?? path);
    const firstPage = docsIndex(canonical);
    if (firstPage !== null) return { status: DOCS_INDEX_STATUS, path: withBase(baseUrl, firstPage) };
    const moved = sitePath === null ? store.pages[canonical] !== undefined : canonical !== sitePath;
    if (moved && sitePath !== null && misplaced(path)?.page.path === '/') return null;
    return moved ? { status: 301, path: withBase(baseUrl, canonical) } : null;
  };

  return (req: Request, res: Response, next: NextFunction) => {
    const redirect = req.method === 'GET' || req.method === 'HEAD' ? redirectOf(req.path) : null;
    if (redirect === null) {
      next();
      return;
    }
    if (redirect.status === 301) res.setHeader('Cache-Control', REDIRECT_CACHE);
    res.redirect(redirect.status, sameOriginPath(redirect.path) + queryOf(req.originalUrl));
  };
}
