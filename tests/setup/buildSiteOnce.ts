/**
 * Builds the site once per run, as `npm run build` does (page store of docs/, client and server
 * bundles), into a temporary folder. Compiling docs/ takes seconds; the route, store, search and
 * process tests all read this one build instead of compiling it again each (see tests/support/siteBuild.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildAll } from '../../scripts/buildAll.ts';
import { buildOutputPaths } from '../../server/projectPaths.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The build folder (`dist/` layout): `node <distDir>/server/main.js` serves it. */
    distDir: string;
    /** Its client bundle, which the route tests' apps link to. */
    clientDir: string;
    /** Its page store (content.json): the real docs, compiled once. */
    pageStoreFile: string;
  }
}

export default async function setup(project: TestProject) {
  const root = await mkdtemp(join(tmpdir(), 'portal-unit-'));
  const distDir = join(root, 'dist');
  await buildAll({ ifStale: false, distDir });
  const { clientDir, pageStoreFile } = buildOutputPaths(distDir);
  project.provide('distDir', distDir);
  project.provide('clientDir', clientDir);
  project.provide('pageStoreFile', pageStoreFile);
  return () => rm(root, { recursive: true, force: true });
}
