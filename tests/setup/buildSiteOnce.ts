/**
 * Builds the client bundle and compiles `docs/` once per run, into a temporary folder, for every
 * unit and route test that needs the real site: each test file reads the page store back
 * (tests/support/siteBuild.ts) instead of compiling the docs again.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildClient } from '../../scripts/buildClient.ts';
import { writePageStore } from '../../scripts/buildContent.ts';
import { buildPageStore } from '../../server/content/pageStore/buildPageStore.ts';
import { currentVersionOnly } from '../../server/content/sources/docsVersions.ts';
import { docsDir } from '../../server/projectPaths.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The client build: `manifest.json` and `assets/`. */
    clientDir: string;
    /** The page store of `docs/` (the current version only, as the shipped site has). */
    pageStoreFile: string;
  }
}

export default async function setup(project: TestProject) {
  const root = await mkdtemp(join(tmpdir(), 'portal-site-'));
  const clientDir = join(root, 'client');
  const pageStoreFile = join(root, 'content.json');
  await Promise.all([
    buildClient(clientDir),
    buildPageStore(currentVersionOnly(docsDir)).then((store) => writePageStore(pageStoreFile, store)),
  ]);
  project.provide('clientDir', clientDir);
  project.provide('pageStoreFile', pageStoreFile);
  return () => rm(root, { recursive: true, force: true });
}
