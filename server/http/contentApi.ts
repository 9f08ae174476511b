/** `GET /api/content?path=…`: the page data client navigation renders from. */
import { Router } from 'express';
import { CONTENT_API_PATH } from '../../shared/contentApi.ts';
import type { PageStore } from '../content/buildPageStore.ts';

export function contentApi(store: PageStore): Router {
  const router = Router();
  router.get(CONTENT_API_PATH, (req, res) => {
    const { path } = req.query;
    if (typeof path !== 'string' || !path.startsWith('/')) {
      res.status(400).json({ error: 'The "path" query parameter must be one page path starting with "/".' });
      return;
    }
    const page = store.pages[path];
    if (page) res.json(page);
    else res.status(404).json({ ...store.notFound, path });
  });
  return router;
}
