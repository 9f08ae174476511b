/**
 * `GET /api/search?q=…&limit=…&version=…`: JSON results for the search dialog and the search page.
 * `GET /search?q=…`: the same results rendered into the search page, for readers without
 * JavaScript (the navbar's form submits there). `/search` without a query is the stored page.
 */
import { Router } from 'express';
import { SEARCH_API_PATH, SEARCH_PAGE_PATH, type SearchResults } from '../../shared/search.ts';
import type { PageStore } from '../content/pageStore/pageStore.ts';
import { markRouteKind } from '../metrics/routeKind.ts';
import type { RenderedPages } from '../render/renderedPages.ts';
import { parseSearchRequest, type SearchRequest } from '../search/parseSearchRequest.ts';
import type { SiteSearch } from '../search/siteSearch.ts';
import { queryOf } from './queryOf.ts';
import { REVALIDATE, sendPrepared } from '../prepared/sendPrepared.ts';

/** Told how long each search took, in seconds (the metrics' search duration histogram). */
export interface SearchTimer {
  observe(seconds: number): void;
}

export function searchRoutes(
  store: PageStore,
  search: SiteSearch,
  rendered: RenderedPages,
  timer: SearchTimer,
): Router {
  const router = Router();
  const timedSearch = ({ query, version, limit }: SearchRequest): SearchResults => {
    const started = performance.now();
    const results = search.search(query, version, limit);
    timer.observe((performance.now() - started) / 1000);
    return results;
  };

  router.get(SEARCH_API_PATH, async (req, res) => {
    markRouteKind(res, 'search_api');
    const parsed = parseSearchRequest(req.query, search);
    if (!parsed.ok) {
      res.status(400).json({ error: parsed.error });
      return;
    }
    // Results change only with a new build: popular ones are kept, and revalidate like pages (ETag, 304).
    const body = await rendered.searchResults(JSON.stringify(parsed.request), () => timedSearch(parsed.request));
    sendPrepared(req, res, body, { cacheControl: REVALIDATE });
  });

  router.get(SEARCH_PAGE_PATH, async (req, res, next) => {
    const page = store.pages[SEARCH_PAGE_PATH];
    if (req.query.q === undefined || page?.kind !== 'search') {
      next(); // the bare page, prepared once like every other
      return;
    }
    markRouteKind(res, 'search_page');
    const parsed = parseSearchRequest(req.query, search);
    const location = queryOf(req.originalUrl);
    // Everything the page shows: the results of the normalised query, version and limit (or why
    // the query was refused), and the address it renders with, whose query fills the form.
    const key = JSON.stringify([parsed.ok ? parsed.request : parsed.error, location]);
    const body = await rendered.searchPage(key, location, () =>
      parsed.ok ? { ...page, results: timedSearch(parsed.request) } : { ...page, error: parsed.error },
    );
    sendPrepared(req, res, body, { status: parsed.ok ? 200 : 400, cacheControl: REVALIDATE });
  });

  return router;
}
