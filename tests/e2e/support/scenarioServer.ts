/** A second portal server with other content (a fixture site), for configuration-dependent tests. */
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import { createApp } from '../../../server/app.ts';
import { buildPageStore } from '../../../server/content/pageStore/buildPageStore.ts';
import { readDocsVersions } from '../../../server/content/sources/docsVersions.ts';
import { publicDir } from '../../../server/projectPaths.ts';
import { readClientAssets } from '../../../server/render/clientAssets.ts';

export interface ScenarioServer {
  url: (path: string) => string;
  close: () => Promise<void>;
}

/** Serves the site whose `docs/` (and `versions.json`, `versioned_docs/`) are in `contentRoot`. */
export async function startScenarioServer(contentRoot: string, baseUrl = '/'): Promise<ScenarioServer> {
  const clientDir = inject('clientDir');
  const store = await buildPageStore(await readDocsVersions(contentRoot));
  const app = createApp({
    store,
    assets: await readClientAssets(clientDir),
    clientDir,
    publicDir,
    config: { baseUrl },
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
