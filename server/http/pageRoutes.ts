/**
 * The pages of the store, at the page routes the route table gives them (routeTable.ts), and the
 * not-found page for every other GET.
 */
import { type Request, type RequestHandler, type Response, Router } from 'express';
import type { PageStore } from '../content/pageStore/pageStore.ts';
import type { RenderedPages } from '../render/renderedPages.ts';
import type { PageSuggestions } from '../search/pageSuggestions.ts';
import type { MisplacedPageFinder } from './misplacedPage.ts';
import { prefersMarkdown } from './markdownNegotiation.ts';
import { REVALIDATE, sendPrepared } from '../prepared/sendPrepared.ts';
import { hasCompiledHtml } from '../../shared/compiledHtml.ts';

/** What answering "not found" needs. */
export interface NotFoundContext {
  store: PageStore;
  rendered: RenderedPages;
  baseUrl: string;
  suggestions: PageSuggestions;
  /** Tells a page under a wrong prefix (misplacedPage.ts). */
  misplaced: MisplacedPageFinder;
}

/** A page from the store (its Markdown when asked for), or on to the next route. */
export function pageHandler(store: PageStore, rendered: RenderedPages): RequestHandler {
  return async (req, res, next) => {
    const page = store.pages[req.path];
    if (!page) {
      next();
      return;
    }
    const markdown = hasCompiledHtml(page) && prefersMarkdown(req) ? store.markdown[page.path] : undefined;
    const body = markdown === undefined ? await rendered.html(page) : rendered.markdown(page, markdown);
    sendPrepared(req, res, body, { cacheControl: REVALIDATE });
  };
}

/**
 * The not-found page for any GET that reaches it. Routed through `/{*path}` so that Express
 * decodes the path first: a malformed one (`%E0`) is a 400 from the error handler, never a page.
 */
export function notFoundHandler(context: NotFoundContext): Router {
  return Router().get('/{*path}', (req, res) => sendNotFound(req, res, context));
}

/**
 * A doc page under a wrong prefix gets the page with the base URL banner; anything else, the 404
 * page. Both count as not found in the metrics (the banner's with a 2xx status).
 */
export async function sendNotFound(
  req: Request,
  res: Response,
  { store, rendered, suggestions, misplaced: findMisplaced }: NotFoundContext,
): Promise<void> {
  const misplaced = findMisplaced(req.baseUrl + req.path);
  if (misplaced) {
    sendPrepared(req, res, await rendered.misplacedPage(misplaced.page, misplaced.suggestedBaseUrl), {
      cacheControl: 'no-store',
    });
    return;
  }
  const body = await rendered.notFound(store.notFound, suggestions.suggest(req.path));
  sendPrepared(req, res, body, { status: 404, cacheControl: REVALIDATE });
}
