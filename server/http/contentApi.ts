/**
 * `GET /api/content?path=…`: the page data client navigation renders from; `GET /api/sidebar?version=…`:
 * a docs version's whole sidebar. Mounted at their addresses by the route table (routeTable.ts).
 */
import type { RequestHandler } from 'express';
import type { PageStore } from '../content/pageStore/pageStore.ts';
import type { RenderedPages } from '../render/renderedPages.ts';
import type { PageSuggestions } from '../search/pageSuggestions.ts';
import { prepareBody } from '../prepared/preparedBody.ts';
import { REVALIDATE, sendPrepared } from '../prepared/sendPrepared.ts';

const MAX_PATH_LENGTH = 1024;

export function pageDataHandler(
  store: PageStore,
  rendered: RenderedPages,
  suggestions: PageSuggestions,
): RequestHandler {
  return (req, res) => {
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
  };
}

export function sidebarHandler(store: PageStore): RequestHandler {
  const sidebars = new Map(
    Object.entries(store.sidebars).map(([version, sidebar]) => [
      version,
      prepareBody(JSON.stringify(sidebar), 'application/json; charset=utf-8'),
    ]),
  );
  return (req, res) => {
    const { version } = req.query;
    const body = typeof version === 'string' ? sidebars.get(version) : undefined;
    if (body) sendPrepared(req, res, body, { cacheControl: REVALIDATE });
    else res.status(404).json({ error: 'No docs version by that name.' });
  };
}
