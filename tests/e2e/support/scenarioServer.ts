/**
 * A second production server for configuration-dependent tests: another `BASE_URL`, or other
 * content (a fixture site) built as `npm run build` builds it, run as `npm start` runs it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { buildAll } from '../../../scripts/buildAll.ts';
import { projectRoot } from '../../../server/projectPaths.ts';
import { startPortalProcess } from '../../support/portalProcess.ts';

export interface ScenarioServer {
  url: (path: string) => string;
  close: () => Promise<void>;
}

/**
 * Serves the site whose `docs/` (and `versions.json`, `versioned_docs/`) are in `contentRoot`
 * under `baseUrl`. The repository's own content reuses the global setup's build; other content
 * gets a build folder of its own, since the server reads its page store from its build folder.
 */
export async function startScenarioServer(contentRoot: string, baseUrl = '/'): Promise<ScenarioServer> {
  const workDir = contentRoot === projectRoot ? undefined : await mkdtemp(join(tmpdir(), 'portal-scenario-'));
  const removeWorkDir = () => (workDir ? rm(workDir, { recursive: true, force: true }) : Promise.resolve());
  let distDir = inject('distDir');
  try {
    if (workDir) {
      distDir = join(workDir, 'dist');
      await buildAll({ ifStale: false, contentRoot, distDir });
    }
    const portal = await startPortalProcess(distDir, { BASE_URL: baseUrl, SHUTDOWN_DELAY_MS: '0' });
    return {
      url: (path) => portal.origin + path,
      close: async () => {
        await portal.stop(); // SIGTERM to its pid, then its exit
        await removeWorkDir();
      },
    };
  } catch (error) {
    await removeWorkDir();
    throw error;
  }
}
