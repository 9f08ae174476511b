/** `/docs` (and `/docs/<version>`) have no page of their own: they lead to the version's first page. */
import { Router } from 'express';
import type { PageStore } from '../content/buildPageStore.ts';

export function docsIndexRedirect(versions: PageStore['versions']): Router {
  const router = Router({ strict: true });
  for (const { routeBase, homePath } of versions) {
    // 302, not 301: which page opens the docs is an editorial choice that may change.
    router.get([routeBase, `${routeBase}/`], (_req, res) => res.redirect(302, homePath));
  }
  return router;
}
