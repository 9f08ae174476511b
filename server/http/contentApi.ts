/** `GET /api/content?path=…`: the page data client navigation renders from. */
import { Router } from 'express';
import { CONTENT_API_PATH, SIDEBAR_API_PATH } from '../../shared/contentApi.ts';
import type { PageStore } from '../content/pageStore/pageStore.ts';
import { markRouteKind } from '../metrics/routeKind.ts';
import type { RenderedPages } from '../render/renderedPages.ts';
import type { PageSuggestions } from '../search/pageSuggestions.ts';
import { prepareBody } from '../prepared/preparedBody.ts';
import { REVALIDATE, sendPrepared } from '../prepared/sendPrepared.ts';

const MAX_PATH_LENGTH = 1024;

export function contentApi(store: PageStore, rendered: RenderedPages, suggestions: PageSuggestions): Router {
  const router = Router();
  router.get(CONTENT_API_PATH, (req, res) => {
    markRouteKind(res, 'page_data');
    const { path } = req.query;
    if (typeof path !== 'string' || !path.startsWith('/') || path.length > MAX_PATH_LENGTH) {
      res.status(400).json({ error: 'The "path" query parameter must be one page path starting with "/".' });
      return;
    }
    const page = store.pages[path];
    if (page) {
      sendPrepared(req, res, rendered.json(page), { cacheControl: REVALIDATE });
      return;
    }
    const notFound = prepareBody(
      JSON.stringify({ ...store.notFound, path, suggestions: suggestions.suggest(path) }),
      'application/json; charset=utf-8',
    );
    sendPrepared(req, res, notFound, { status: 404, cacheControl: REVALIDATE });
  });
  const sidebars = new Map(
    Object.entries(store.sidebars).map(([version, sidebar]) => [
      version,
      prepareBody(JSON.stringify(sidebar), 'application/json; charset=utf-8'),
    ]),
  );
  router.get(SIDEBAR_API_PATH, (req, res) => {
    markRouteKind(res, 'page_data');
    const { version } = req.query;
    const body = typeof version === 'string' ? sidebars.get(version) : undefined;
    if (body) sendPrepared(req, res, body, { cacheControl: REVALIDATE });
    else res.status(404).json({ error: 'No docs version by that name.' });
  });
  return router;
}
