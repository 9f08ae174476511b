/**
 * Refuses to serve a build that is not whole: a half-copied `dist/` would otherwise start healthy
 * and serve pages without their scripts and styles, or a page store without pages. Run once at
 * start by the process entry; each problem is one line naming what is missing.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PageStore } from './content/pageStore/pageStore.ts';
import type { ClientAssets } from './render/clientAssets.ts';

export class IncompleteBuildError extends Error {
  override name = 'IncompleteBuildError';
}

export function verifyBuild(store: PageStore, assets: ClientAssets, clientDir: string): void {
  const fail = (what: string) => {
    throw new IncompleteBuildError(`The build is incomplete: ${what}; run "npm run build"`);
  };
  for (const [name, url] of Object.entries(assets)) {
    // Manifest URLs are relative to the client folder: `/assets/entry-5F2KQ7XA.js`.
    if (!existsSync(join(clientDir, url)))
      fail(`the client manifest names ${url} (${name}), which is not in ${clientDir}`);
  }
  if (Object.keys(store.pages).length === 0) fail('the page store has no pages');
  if (store.versions.length === 0) fail('the page store has no docs versions');
  for (const version of store.versions) {
    if (!store.pages[version.homePath])
      fail(`the first page of docs version "${version.name}", ${version.homePath}, is not in the page store`);
  }
  if (!store.pages['/']) fail('the page store has no home page');
}
