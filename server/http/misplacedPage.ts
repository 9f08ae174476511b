/**
 * Finds a page requested under a prefix other than the base URL (`/portal/docs/ios/badge` when
 * BASE_URL is `/`): the sign of a reverse proxy and a BASE_URL that disagree.
 *
 * What tells a wrong prefix from a typo: the path must be a prefix (`/…/`, not the base URL)
 * followed by the path of a known page, so `/nope` and `/docs/ios/badg` stay 404s. The home page
 * is the exception, as its path is empty after the prefix and so vouches for nothing: it counts
 * only outside the base URL. With BASE_URL=/ nothing is outside, so `/nope/` is a 404 (a typo
 * and a prefix cannot be told apart there); with BASE_URL=/developer/ the proxy in front is known
 * to mount the portal under a prefix, and `/portal/` is the home page under the wrong one.
 */
import { stripBase } from '../../shared/baseUrl.ts';
import { canonicalPagePath } from '../../shared/pagePath.ts';
import type { PageData } from '../../shared/types.ts';
import type { PageStore } from '../content/pageStore/pageStore.ts';

export interface MisplacedPage {
  page: PageData;
  /** The prefix the page was requested under, which BASE_URL should probably be. */
  suggestedBaseUrl: string;
}

export function findMisplacedPage(store: PageStore, requestPath: string, baseUrl: string): MisplacedPage | null {
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
    if (page && (pagePath !== '/' || outsideBase)) return { page, suggestedBaseUrl };
  }
  return null;
}
