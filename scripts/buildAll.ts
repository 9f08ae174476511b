/** The production build: client bundle and page store into `dist/`, skipped when up to date. */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { clientDistDir, distDir, docsDir, pageStoreFile } from '../server/projectPaths.ts';
import { buildClient } from './buildClient.ts';
import { buildContent } from './buildContent.ts';
import { buildFingerprint } from './buildFingerprint.ts';

const stampFile = join(distDir, 'build-stamp.txt');

export interface BuildResult {
  /** False when `ifStale` found the last build up to date. */
  built: boolean;
  pages: number;
  milliseconds: number;
}

export async function buildAll({ ifStale }: { ifStale: boolean }): Promise<BuildResult> {
  const started = performance.now();
  const fingerprint = await buildFingerprint();
  if (ifStale && (await readFile(stampFile, 'utf8').catch(() => '')) === fingerprint) {
    return { built: false, pages: 0, milliseconds: performance.now() - started };
  }
  // A failed build must not leave a stamp that lets `npm start` serve stale output.
  await rm(stampFile, { force: true });
  const [, store] = await Promise.all([buildClient(clientDistDir), buildContent(docsDir, pageStoreFile)]);
  await writeFile(stampFile, fingerprint);
  return { built: true, pages: Object.keys(store.pages).length, milliseconds: performance.now() - started };
}
