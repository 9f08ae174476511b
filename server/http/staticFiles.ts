/**
 * The hashed client bundle and the files of `public/`, read into memory once at start-up with
 * their compressed forms (the build writes `.br` and `.gz` beside each asset). Requests are
 * answered from memory, so no request path ever reaches the file system (no traversal).
 *
 * The build's `public/` holds the portal's own `public/` with the imported site's `static/` copied
 * over it, and `assets/docs/` the files the site's docs link to: both are the site's files, served
 * so that none can run as the portal (siteFileHeaders.ts). The portal's own `public/` (a favicon)
 * has nothing that needs to run, so the rule covers the whole folder; it cannot be told apart
 * after the copy anyway, where a site's file replaces the portal's of the same name.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { type NextFunction, type Request, type Response, Router } from 'express';
import mime from 'mime-types';
import { type PreparedBody, prepareBody } from '../prepared/preparedBody.ts';
import { sendPrepared } from '../prepared/sendPrepared.ts';
import { siteFileServing } from './siteFileHeaders.ts';

export interface StaticFile {
  body: PreparedBody;
  cacheControl: string;
  /** The script's source map, announced in a `SourceMap` header when maps are served. */
  sourceMap?: string;
}

export interface StaticFileOptions {
  /**
   * Serve the client's source maps (`SOURCE_MAPS=public`)? They hold every client source file,
   * so by default they stay in the build folder, for whoever debugs with it.
   */
  sourceMaps: boolean;
}

/** Names carry content hashes, so a file at a given URL never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Where the files the docs link to are (remarkDocAssets.ts's DOC_ASSETS_ROUTE, not imported: that
 * module belongs to the Markdown compile, which the server bundle leaves out).
 */
const DOC_ASSETS_ROUTE = '/assets/docs';
/** public/ files keep their names across releases: cache briefly. */
const SHORT = 'public, max-age=3600';

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

function readIfPresent(file: string): Buffer | undefined {
  return existsSync(file) ? readFileSync(file) : undefined;
}

export function loadStaticFiles(
  clientDir: string,
  publicDir: string,
  { sourceMaps }: StaticFileOptions,
): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const assetsDir = join(clientDir, 'assets');
  const all = filesUnder(assetsDir);
  const listed = new Set(all);
  // `app.js.br` beside `app.js` is its compressed copy, not a file of its own; a doc's own
  // `archive-3f2a.tar.gz` is one.
  const compressedCopy = (file: string) => /\.(br|gz)$/.test(file) && listed.has(file.replace(/\.(br|gz)$/, ''));
  const names = all.filter((file) => !compressedCopy(file) && (sourceMaps || !file.endsWith('.map')));
  for (const name of names) {
    const path = join(assetsDir, name);
    const precompressed = { br: readIfPresent(`${path}.br`), gzip: readIfPresent(`${path}.gz`) };
    const route = `/assets/${name}`;
    const body = route.startsWith(`${DOC_ASSETS_ROUTE}/`)
      ? siteFileBody(readFileSync(path), name, precompressed)
      : prepareBody(readFileSync(path), contentType(name), precompressed);
    const sourceMap = sourceMaps && names.includes(`${name}.map`) ? `${name.split('/').pop()}.map` : undefined;
    files.set(route, { body, cacheControl: IMMUTABLE, sourceMap });
  }
  for (const name of filesUnder(publicDir)) {
    files.set(`/${name}`, {
      body: siteFileBody(readFileSync(join(publicDir, name)), name),
      cacheControl: SHORT,
    });
  }
  return files;
}

/** A file of the imported site: what a browser could run is sent so that it cannot (siteFileHeaders.ts). */
function siteFileBody(bytes: Buffer, name: string, precompressed?: { br?: Buffer; gzip?: Buffer }): PreparedBody {
  const { type, headers } = siteFileServing(name, contentType(name));
  return prepareBody(bytes, type, precompressed, { headers });
}

function contentType(name: string): string {
  return mime.contentType(name.split('/').pop() ?? name) || 'application/octet-stream';
}

export function staticFiles(files: Map<string, StaticFile>): Router {
  const router = Router();
  router.get('/{*path}', (req: Request, res: Response, next: NextFunction) => {
    const file = files.get(req.path);
    if (!file) {
      next();
      return;
    }
    // Relative to the script's own URL, so it holds under any base URL.
    if (file.sourceMap) res.setHeader('SourceMap', file.sourceMap);
    sendPrepared(req, res, file.body, { cacheControl: file.cacheControl });
  });
  return router;
}
