/**
 * Finds a page requested under a prefix other than the base URL (`/portal/docs/ios/badge` when
 * BASE_URL is `/`): the sign of a reverse proxy and a BASE_URL that disagree.
 *
 * What tells a wrong prefix from a typo: the path must be a prefix (`/…/`, not the base URL)
 * followed by the path of a known page, so `/nope` and `/docs/ios/badg` stay 404s. The home page
 * is the exception, as its path is empty after the prefix and so vouches for nothing:
 * - outside the base URL it counts (`/portal/` with BASE_URL=/developer/: the proxy in front is
 *   known to mount the portal under a prefix, and this is the home page under the wrong one);
 * - inside it, only with BASE_URL=/, where every path is inside, and only under a prefix that
 *   none of the site's own addresses starts with: `/portal/` is the home page under `/portal/`, as
 *   the specification asks, while `/docs/ios/` or `/img/` are a mistyped page or folder of the
 *   site (redirected and answered 404 as before). A typo like `/nope/` cannot be told from a
 *   prefix there, and gets the banner too: a page marked noindex and never cached, naming the
 *   base URL it would take to load.
 * With BASE_URL=/developer/, `/developer/portal/` is not the home page under a prefix.
 */
import { stripBase } from '../../shared/baseUrl.ts';
import { canonicalPagePath } from '../../shared/pagePath.ts';
import type { PageData } from '../../shared/types.ts';
import { routePrefix, SITE_ROUTES } from '../../shared/routes.ts';
import type { PageStore } from '../content/pageStore/pageStore.ts';

export interface MisplacedPage {
  page: PageData;
  /** The prefix the page was requested under, which BASE_URL should probably be. */
  suggestedBaseUrl: string;
}

/** The page a request path names under a wrong prefix, or null. */
export type MisplacedPageFinder = (requestPath: string) => MisplacedPage | null;

/** `/docs/ios/badge` → `docs`; `/` and `/search` → none (a single segment is no prefix's start). */
function firstFolder(path: string): string | undefined {
  const match = /^\/([^/]+)\//.exec(path);
  return match?.[1];
}

/** `/docs/ios/badge` → `docs`; `/style-guide` → `style-guide`; `/` → none. */
function firstSegment(path: string): string | undefined {
  return /^\/([^/]+)/.exec(path)?.[1];
}

/**
 * Finds misplaced pages of `store`. `otherRoutes` are the site's addresses besides its pages (its
 * static files: `/img/logo.png`), whose first folders are the site's, not a prefix.
 */
export function misplacedPageFinder(
  store: PageStore,
  baseUrl: string,
  otherRoutes: Iterable<string> = [],
): MisplacedPageFinder {
  // The APIs' and the client's hashed files' folders are the portal's own at any base URL.
  const apis = [...Object.values(SITE_ROUTES).map((route) => `${routePrefix(route)}/`), '/assets/'];
  // A page of one segment counts too: `/style-guide/` is that page, not the home page under a prefix.
  const siteFolders = new Set(
    [...Object.keys(store.pages), ...otherRoutes, ...apis].flatMap((path) => firstSegment(path) ?? []),
  );
  /** Whether the home page counts under `prefix`, a prefix other than the base URL. */
  const homeCountsUnder = (prefix: string, outsideBase: boolean) =>
    outsideBase || (baseUrl === '/' && !siteFolders.has(firstFolder(prefix) ?? ''));

  return (requestPath) => {
    const outsideBase = stripBase(baseUrl, requestPath) === null;
    // Shortest prefix first: `/portal/` in `/portal/docs/ios/badge`.
    for (let at = requestPath.indexOf('/', 1); at !== -1; at = requestPath.indexOf('/', at + 1)) {
      const suggestedBaseUrl = requestPath.slice(0, at + 1);
      // `//` is never a base URL, nor is any longer prefix holding it.
      if (suggestedBaseUrl.includes('//')) return null;
      if (suggestedBaseUrl === baseUrl) continue;
      // `…/index.html` and trailing slashes name the same page, as everywhere else.
      const pagePath = canonicalPagePath(requestPath.slice(at));
      const page = store.pages[pagePath];
      if (page && (pagePath !== '/' || homeCountsUnder(suggestedBaseUrl, outsideBase))) {
        return { page, suggestedBaseUrl };
      }
    }
    return null;
  };
}
