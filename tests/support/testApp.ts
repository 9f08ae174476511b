/** The app as the route tests drive it: the real docs and client, built once by the global setup. */
import { inject } from 'vitest';
import type { Logger } from 'pino';
import { createPortal } from '../../server/app.ts';
import type { PageStore } from '../../server/content/pageStore/pageStore.ts';
import { readPageStore } from '../../server/content/pageStore/pageStoreFile.ts';
import type { HealthState } from '../../server/http/healthCheck.ts';
import { publicDir } from '../../server/projectPaths.ts';
import { type ClientAssets, readClientAssets } from '../../server/render/clientAssets.ts';

let built: Promise<{ store: PageStore; assets: ClientAssets }> | undefined;

/** The docs' page store and client assets (read once per test file, however many apps it creates). */
export function siteBuild() {
  built ??= (async () => ({
    store: await readPageStore(inject('pageStoreFile')),
    assets: await readClientAssets(inject('clientDir')),
  }))();
  return built;
}

interface TestAppOptions {
  baseUrl?: string;
  siteUrl?: string;
  trustProxy?: boolean | number | string;
  health?: HealthState;
  logger?: Logger;
  sourceMaps?: boolean;
}

export async function createTestApp(options: TestAppOptions = {}) {
  return (await createTestPortal(options)).app;
}

export async function createTestPortal(options: TestAppOptions = {}) {
  const { store, assets } = await siteBuild();
  return createPortal({
    store,
    assets,
    clientDir: inject('clientDir'),
    publicDir,
    config: {
      baseUrl: options.baseUrl ?? '/',
      siteUrl: options.siteUrl,
      trustProxy: options.trustProxy,
      sourceMaps: options.sourceMaps,
    },
    health: options.health,
    logger: options.logger,
  });
}
