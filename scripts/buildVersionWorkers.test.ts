/**
 * Versions compiled in worker threads make the very store the build's own thread makes, and a
 * worker that cannot run leaves its version to the build's thread.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPageStore } from '../server/content/pageStore/buildPageStore.ts';
import { type DocsVersionSource, readDocsVersions } from '../server/content/sources/docsVersions.ts';
import { projectRoot } from '../server/projectPaths.ts';
import { bundleVersionWorker, removeVersionWorker, VersionWorkers, versionWorkerPlan } from './buildVersionWorkers.ts';

const site = join(projectRoot, 'tests/fixtures/versioned-site');
const quiet = { onWarning: () => undefined };
let workerFile: string;
let sources: DocsVersionSource[];

beforeAll(async () => {
  workerFile = await bundleVersionWorker();
  sources = await readDocsVersions(site);
}, 60_000);
afterAll(() => removeVersionWorker(workerFile));

describe('compiling versions in worker threads', () => {
  it('plans a worker per version at most, with a heap limit', async () => {
    const plan = await versionWorkerPlan(sources);
    expect(sources).toHaveLength(2);
    expect(plan.workers).toBeGreaterThanOrEqual(1);
    expect(plan.workers).toBeLessThanOrEqual(2);
    expect(plan.heapMb).toBeGreaterThanOrEqual(96);
  });

  it('builds the store the build thread builds', async () => {
    const workers = new VersionWorkers(workerFile, { workers: 2, heapMb: 256 });
    try {
      const inWorkers = await buildPageStore(sources, { ...quiet, loadVersion: workers.load });
      expect(inWorkers).toEqual(await buildPageStore(sources, quiet));
    } finally {
      await workers.close();
    }
  }, 60_000);

  it('compiles a version in the build thread when its worker dies', async () => {
    // A worker whose file does not exist fails as soon as it starts.
    const workers = new VersionWorkers(join(projectRoot, 'no-such-worker.mjs'), { workers: 2, heapMb: 256 });
    try {
      const store = await buildPageStore(sources, { ...quiet, loadVersion: workers.load });
      expect(store).toEqual(await buildPageStore(sources, quiet));
    } finally {
      await workers.close();
    }
  }, 60_000);
});
