/**
 * A second portal with other content (a fixture site) or configuration (`BASE_URL`), run as
 * production runs: the global setup's server bundle and client, this site's page store, in a
 * process of its own.
 */
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { compileContent, writePageStore } from '../../../scripts/buildContent.ts';
import { buildOutputPaths } from '../../../server/projectPaths.ts';
import { startPortalProcess } from '../../support/portalProcess.ts';

export interface ScenarioServer {
  url: (path: string) => string;
  close: () => Promise<void>;
}

export interface ScenarioOptions {
  /** The build's `public/` (the portal's own files with a site's `static/` over them); the global build's by default. */
  publicDir?: string;
}

/** Serves the site whose `docs/` (and `versions.json`, `versioned_docs/`) are in `contentRoot`. */
export async function startScenarioServer(
  contentRoot: string,
  baseUrl = '/',
  { publicDir }: ScenarioOptions = {},
): Promise<ScenarioServer> {
  const built = buildOutputPaths(inject('distDir'));
  const root = await mkdtemp(join(tmpdir(), 'portal-scenario-'));
  const own = buildOutputPaths(root);
  const removeRoot = () => rm(root, { recursive: true, force: true });
  try {
    // The bundles are the same for every site; only the page store differs.
    await Promise.all([
      symlink(built.clientDir, own.clientDir),
      symlink(built.serverDir, own.serverDir),
      symlink(publicDir ?? built.publicDir, own.publicDir),
      compileContent(contentRoot).then((store) => writePageStore(own.pageStoreFile, store)),
    ]);
    const portal = await startPortalProcess(root, { BASE_URL: baseUrl, SHUTDOWN_DELAY_MS: '0', LOG_LEVEL: 'warn' });
    return {
      url: (path) => portal.origin + path,
      close: async () => {
        await portal.stop(); // SIGTERM to its pid, then its exit
        await removeRoot();
      },
    };
  } catch (error) {
    await removeRoot();
    throw error;
  }
}
