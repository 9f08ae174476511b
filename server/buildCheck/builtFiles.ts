/**
 * The files a build serves, as the server loads them (server/http/staticFiles.ts): the client's
 * `assets/` at `/assets/…`, `public/` at the root. And whether each asset the build compresses
 * ahead of time has its compressed forms.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isPrecompressedAsset, precompressedForms } from '../prepared/precompressedAssets.ts';

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

export interface BuiltFiles {
  /** Every URL path a file is served at (`/assets/entry-5F2KQ7XA.js`, `/favicon.svg`). */
  routes: Set<string>;
  /** Where a missing file at `route` should have been, for the refusal to name. */
  expectedPlace(route: string): string;
  /** The precompressed forms the build should have written and did not. */
  missingPrecompressedForms: string[];
}

export function builtFiles(clientDir: string, publicDir: string): BuiltFiles {
  const assetsDir = join(clientDir, 'assets');
  const assets = filesUnder(assetsDir);
  const routes = new Set([
    ...assets.map((name) => `/assets/${name}`),
    ...filesUnder(publicDir).map((name) => `/${name}`),
  ]);
  const missingPrecompressedForms = assets
    .filter(isPrecompressedAsset)
    .flatMap((name) => Object.values(precompressedForms(join(assetsDir, name))))
    .filter((form) => !existsSync(form));
  return {
    routes,
    expectedPlace: (route) =>
      route.startsWith('/assets/') ? join(assetsDir, route.slice('/assets/'.length)) : join(publicDir, route.slice(1)),
    missingPrecompressedForms,
  };
}
