/** The hashed client bundle (cached for a year) and the files in `public/`. */
import { join } from 'node:path';
import express, { Router } from 'express';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export function staticFiles(clientDir: string, publicDir: string): Router {
  const router = Router();
  // Names carry content hashes, so a file at a given URL never changes.
  router.use(
    '/assets',
    express.static(join(clientDir, 'assets'), { immutable: true, maxAge: ONE_YEAR_MS, index: false, fallthrough: true }),
  );
  router.use(express.static(publicDir, { index: false, maxAge: '1h' }));
  return router;
}
