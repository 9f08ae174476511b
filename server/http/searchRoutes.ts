/**
 * `GET /api/search?q=…&limit=…&page=…&version=…`: JSON results for the search dialog and the
 * search page, with how many there are in all.
 * `GET /search?q=…&page=…`: the same results rendered into the search page, for readers without
 * JavaScript (the navbar's form submits there), SEARCH_PAGE_LIMIT a page unless `limit` says.
 * `/search` without a query is the stored page.
 */
import type { RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import { SEARCH_PAGE_LIMIT, SEARCH_PAGE_PATH, type SearchResults } from '../../shared/search.ts';
import type { PageStore } from '../content/pageStore/pageStore.ts';
import type { RenderedPages } from '../render/renderedPages.ts';
import { parseSearchRequest, type SearchRequest } from '../search/parseSearchRequest.ts';
import { searchPageAddress } from '../search/searchPageAddress.ts';
import type { SiteSearch } from '../search/siteSearch.ts';
import { REVALIDATE, sendPrepared } from '../prepared/sendPrepared.ts';

/** Told what searches did: how long each took, and every query that found nothing. */
export interface SearchObserver {
  /** Seconds a search took (kept answers run none). */
  observe(seconds: number): void;
  /** A query that found nothing, each time it is asked, kept answer or not. */
  missed(request: SearchRequest): void;
}

/** Queries known to find nothing, by the key their answer is kept under (a kept answer runs no search). */
const MISSED_KEYS = 10_000;

/** Runs searches, timing each and remembering which keys found nothing, so misses are reported. */
function observedSearch(search: SiteSearch, observer: SearchObserver) {
  const missedKeys = new LRUCache<string, true>({ max: MISSED_KEYS });
  return {
    run(request: SearchRequest, key: string): SearchResults {
      const started = performance.now();
      const results = search.search(request.query, request.version, request.limit, {
        offset: (request.page - 1) * request.limit,
      });
      observer.observe((performance.now() - started) / 1000);
      if (results.total === 0) missedKeys.set(key, true);
      return results;
    },
    /** Reports the request when its (kept or new) answer was empty. */
    reportMiss(request: SearchRequest, key: string): void {
      if (missedKeys.has(key)) observer.missed(request);
    },
  };
}

/** `GET /api/search`: mounted at its address by the route table, which counts it as `search_api`. */
export function searchApiHandler(
  search: SiteSearch,
  rendered: RenderedPages,
  observer: SearchObserver,
): RequestHandler {
  const searches = observedSearch(search, observer);
  return async (req, res) => {
    const parsed = parseSearchRequest(req.query, search);
    if (!parsed.ok) {
      res.status(400).json({ error: parsed.error });
      return;
    }
    // Results change only with a new build: popular ones are kept, and revalidate like pages (ETag, 304).
    const key = JSON.stringify(parsed.request);
    const body = await rendered.searchResults(key, () => searches.run(parsed.request, key));
    searches.reportMiss(parsed.request, key);
    sendPrepared(req, res, body, { cacheControl: REVALIDATE });
  };
}

/**
 * `GET /search?q=…`: mounted at its address by the route table, which counts it as `search_page`;
 * without `q` it passes the request on to the stored page (counted as a page).
 */
export function searchPageHandler(
  store: PageStore,
  search: SiteSearch,
  rendered: RenderedPages,
  observer: SearchObserver,
): RequestHandler {
  const searches = observedSearch(search, observer);
  return async (req, res, next) => {
    const page = store.pages[SEARCH_PAGE_PATH];
    if (req.query.q === undefined || page?.kind !== 'search') {
      next(); // the bare page, prepared once like every other
      return;
    }
    const parsed = parseSearchRequest(req.query, search, SEARCH_PAGE_LIMIT);
    // Everything the page shows: the results of the normalised query, version and limit (or why
    // the query was refused), and the address it renders with, whose query fills the form. Not
    // the request's own address: what else it holds changes nothing on the page.
    const address = searchPageAddress(req.query, parsed, search);
    const key = JSON.stringify([parsed.ok ? parsed.request : parsed.error, address]);
    const body = await rendered.searchPage(key, address, () =>
      parsed.ok ? { ...page, results: searches.run(parsed.request, key) } : { ...page, error: parsed.error },
    );
    if (parsed.ok) searches.reportMiss(parsed.request, key);
    sendPrepared(req, res, body, { status: parsed.ok ? 200 : 400, cacheControl: REVALIDATE });
  };
}
