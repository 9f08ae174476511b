/**
 * `GET /api/search?q=…&limit=…&version=…`: JSON results for the search dialog and the search page.
 * `GET /search?q=…`: the same results rendered into the search page, for readers without
 * JavaScript (the navbar's form submits there). `/search` without a query is the stored page.
 */
import { type Request, type Response, Router } from 'express';
import { SEARCH_API_PATH, SEARCH_PAGE_PATH } from '../../shared/search.ts';
import type { SearchPageData } from '../../shared/types.ts';
import type { PageStore } from '../content/buildPageStore.ts';
import type { RenderedPages } from '../render/renderedPages.ts';
import { parseSearchRequest } from '../search/parseSearchRequest.ts';
import type { SiteSearch } from '../search/siteSearch.ts';
import { prepareBody } from './preparedBody.ts';
import { queryOf } from './queryOf.ts';
import { REVALIDATE, sendPrepared } from './sendPrepared.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

export function searchRoutes(store: PageStore, search: SiteSearch, rendered: RenderedPages): Router {
  const router = Router();

  router.get(SEARCH_API_PATH, (req, res) => {
    const parsed = parseSearchRequest(req.query, search);
    if (!parsed.ok) {
      res.status(400).json({ error: parsed.error });
      return;
    }
    const { query, version, limit } = parsed.request;
    // Results change only with a new build, so they revalidate like pages (ETag, 304).
    sendPrepared(req, res, prepareBody(JSON.stringify(search.search(query, version, limit)), JSON_TYPE), { cacheControl: REVALIDATE });
  });

  router.get(SEARCH_PAGE_PATH, async (req, res, next) => {
    const page = store.pages[SEARCH_PAGE_PATH];
    if (req.query.q === undefined || page?.kind !== 'search') {
      next(); // the bare page, prepared once like every other
      return;
    }
    await sendSearchPage(req, res, page, search, rendered);
  });

  return router;
}

async function sendSearchPage(req: Request, res: Response, page: SearchPageData, search: SiteSearch, rendered: RenderedPages): Promise<void> {
  const parsed = parseSearchRequest(req.query, search);
  const location = queryOf(req.originalUrl);
  // Everything the page shows: the results of the normalised query, version and limit (or why
  // the query was refused), and the address it renders with, whose query fills the form.
  const key = JSON.stringify([parsed.ok ? parsed.request : parsed.error, location]);
  const body = await rendered.searchPage(key, location, () =>
    parsed.ok
      ? { ...page, results: search.search(parsed.request.query, parsed.request.version, parsed.request.limit) }
      : { ...page, error: parsed.error },
  );
  sendPrepared(req, res, body, { status: parsed.ok ? 200 : 400, cacheControl: REVALIDATE });
}
