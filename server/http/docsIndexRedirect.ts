/** `/docs` and `/docs/` have no page of their own: they lead to the first doc. */
import { Router } from 'express';
import { siteConfig } from '../../shared/site-config.ts';

export function docsIndexRedirect(): Router {
  const router = Router({ strict: true });
  // 302, not 301: which page opens the docs is an editorial choice that may change.
  router.get(['/docs', '/docs/'], (_req, res) => res.redirect(302, siteConfig.docsHome));
  return router;
}
