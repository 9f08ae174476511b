/** `/docs` (and `/docs/<version>`) have no page of their own: they lead to the version's first page. */
import { Router } from 'express';
import { withBase } from '../../shared/baseUrl.ts';
import type { PageStore } from '../content/buildPageStore.ts';
import { markRouteKind } from '../metrics/routeKind.ts';
import { queryOf } from './queryOf.ts';

export function docsIndexRedirect(versions: PageStore['versions'], baseUrl: string): Router {
  const router = Router({ strict: true });
  for (const { routeBase, homePath } of versions) {
    // 302, not 301: which page opens the docs is an editorial choice that may change.
    router.get([routeBase, `${routeBase}/`], (req, res) => {
      markRouteKind(res, 'redirect');
      res.redirect(302, withBase(baseUrl, homePath) + queryOf(req.originalUrl));
    });
  }
  return router;
}
