/** Every other GET: a page from the store, or the not-found page with status 404. */
import { Router } from 'express';
import type { PageStore } from '../content/buildPageStore.ts';
import type { RenderedPages } from '../render/renderedPages.ts';

export function pageRoutes(store: PageStore, rendered: RenderedPages): Router {
  const router = Router();
  router.get('/{*path}', async (req, res) => {
    const page = store.pages[req.path];
    const html = await rendered.htmlFor(page ?? store.notFound);
    res.status(page ? 200 : 404).type('html').send(html);
  });
  return router;
}
