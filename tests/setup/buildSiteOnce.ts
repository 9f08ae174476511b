/**
 * Builds the site once per run, as `npm run build` does (page store of docs/, client and server
 * bundles), into a temporary folder. Compiling docs/ takes seconds, and many times that on a busy
 * CI runner; the route, store, content, search and process tests all read this one build instead
 * of compiling it again each (see tests/support/siteBuild.ts), and the browser tests' global
 * setup serves it (tests/e2e/globalSetup.ts). Projects run in one vitest process share it: `npm
 * test` builds once, not once per project.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildAll } from '../../scripts/buildAll.ts';
import { buildOutputPaths } from '../../server/projectPaths.ts';
import { printedWarnings } from '../support/printedWarnings.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The build folder (`dist/` layout): `node <distDir>/server/main.js` serves it. */
    distDir: string;
    /** Its client bundle, which the route tests' apps link to. */
    clientDir: string;
    /** Its page store (content.json): the real docs, compiled once. */
    pageStoreFile: string;
    /**
     * What the build warned about without failing (an unknown fence language, a broken link set to
     * warn), each as `<file>:<line>: <message>`: the build prints them, the page store keeps none.
     */
    buildWarnings: string[];
  }
}

export interface SiteBuild {
  distDir: string;
  buildWarnings: string[];
}

/** Global setups of several projects load this file each in their own module graph: the process holds the one build. */
const shared = Symbol.for('developer-portal.tests.siteBuild');
interface SharedBuild {
  build: Promise<SiteBuild>;
  root: Promise<string>;
  users: number;
}
type WithSharedBuild = typeof globalThis & { [shared]?: SharedBuild };

/**
 * The run's build, made by the first project that asks; `release` removes it once every project
 * that asked has released it (vitest tears global setups down after all tests).
 */
export async function acquireSiteBuild(): Promise<SiteBuild & { release: () => Promise<void> }> {
  const holder = globalThis as WithSharedBuild;
  if (!holder[shared]) {
    const root = mkdtemp(join(tmpdir(), 'portal-tests-'));
    const build = root.then(async (dir) => {
      const distDir = join(dir, 'dist');
      const buildWarnings = await printedWarnings(() => buildAll({ ifStale: false, distDir }));
      return { distDir, buildWarnings };
    });
    holder[shared] = { build, root, users: 0 };
  }
  const current = holder[shared];
  current.users += 1;
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    current.users -= 1;
    if (current.users > 0) return;
    if (holder[shared] === current) delete holder[shared];
    await rm(await current.root, { recursive: true, force: true });
  };
  try {
    return { ...(await current.build), release };
  } catch (error) {
    await release();
    throw error;
  }
}

export default async function setup(project: TestProject) {
  const { distDir, buildWarnings, release } = await acquireSiteBuild();
  const { clientDir, pageStoreFile } = buildOutputPaths(distDir);
  project.provide('distDir', distDir);
  project.provide('clientDir', clientDir);
  project.provide('pageStoreFile', pageStoreFile);
  project.provide('buildWarnings', buildWarnings);
  return release;
}
