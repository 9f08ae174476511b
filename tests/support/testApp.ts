/** The app as the route tests drive it: the real docs and client, as the unit suite's global setup built them. */
import { inject } from 'vitest';
import type { Logger } from 'pino';
import { createPortal } from '../../server/app.ts';
import type { HealthState } from '../../server/http/healthCheck.ts';
import type { SandboxOptions } from '../../server/sandbox/sandboxRouter.ts';
import { publicDir } from '../../server/projectPaths.ts';
import { siteBuild } from './siteBuild.ts';

interface TestAppOptions {
  baseUrl?: string;
  siteUrl?: string;
  trustProxy?: boolean | number | string;
  health?: HealthState;
  logger?: Logger;
  sourceMaps?: boolean;
  sandbox?: SandboxOptions;
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
    sandbox: options.sandbox,
  });
}
