/** Every other GET under the base URL: a page from the store, or the not-found page with status 404. */
import { type Request, type Response, Router } from 'express';
import type { PageStore } from '../content/pageStore/pageStore.ts';
import { markRouteKind } from '../metrics/routeKind.ts';
import type { RenderedPages } from '../render/renderedPages.ts';
import type { PageSuggestions } from '../search/pageSuggestions.ts';
import { findMisplacedPage } from './misplacedPage.ts';
import { prefersMarkdown } from './markdownNegotiation.ts';
import { REVALIDATE, sendPrepared } from '../prepared/sendPrepared.ts';

/** What answering "not found" needs. */
export interface NotFoundContext {
  store: PageStore;
  rendered: RenderedPages;
  baseUrl: string;
  suggestions: PageSuggestions;
}

export function pageRoutes(context: NotFoundContext): Router {
  const { store, rendered } = context;
  const router = Router();
  router.get('/{*path}', async (req, res) => {
    const page = store.pages[req.path];
    if (page) {
      markRouteKind(res, 'page');
      const markdown = page.kind === 'doc' && prefersMarkdown(req) ? store.markdown[page.path] : undefined;
      const body = markdown === undefined ? await rendered.html(page) : rendered.markdown(page, markdown);
      sendPrepared(req, res, body, { cacheControl: REVALIDATE });
      return;
    }
    await sendNotFound(req, res, context);
  });
  return router;
}

/**
 * A doc page under a wrong prefix gets the page with the base URL banner; anything else, the 404
 * page. Both count as not found in the metrics (the banner's with a 2xx status).
 */
export async function sendNotFound(
  req: Request,
  res: Response,
  { store, rendered, baseUrl, suggestions }: NotFoundContext,
): Promise<void> {
  markRouteKind(res, 'not_found');
  const misplaced = findMisplacedPage(store, req.baseUrl + req.path, baseUrl);
  if (misplaced) {
    sendPrepared(req, res, await rendered.misplacedPage(misplaced.page, misplaced.suggestedBaseUrl), {
      cacheControl: 'no-store',
    });
    return;
  }
  const body = await rendered.notFound(store.notFound, suggestions.suggest(req.path));
  sendPrepared(req, res, body, { status: 404, cacheControl: REVALIDATE });
}
