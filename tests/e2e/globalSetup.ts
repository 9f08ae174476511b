/**
 * Browser tests run against what production runs: this builds the site as `npm run build` does,
 * into a temporary folder, starts its server bundle as `npm start` does (`node <dist>/server/main.js`:
 * the fast path, compression, logging, draining), and starts one Chromium that every test file
 * connects to.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { buildAll } from '../../scripts/buildAll.ts';
import { startPortalProcess } from '../support/portalProcess.ts';
import { chromiumPath, CHROMIUM_ARGS } from './support/chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserWsEndpoint: string;
    /** The production build, whose bundles scenario servers run with other content. */
    distDir: string;
  }
}

export default async function setup(project: TestProject) {
  const executablePath = chromiumPath();
  // Never skip: a missing browser is a failure, locally as under CI=true.
  if (!existsSync(executablePath)) {
    throw new Error(`Browser tests need Chromium at ${executablePath}: apt-get install chromium, or set CHROME_PATH`);
  }

  const root = await mkdtemp(join(tmpdir(), 'portal-e2e-'));
  const distDir = join(root, 'dist');
  await buildAll({ ifStale: false, distDir });
  // No drain delay: the run ends as soon as the tests do. Warnings and errors still reach the log.
  const portal = await startPortalProcess(distDir, { SHUTDOWN_DELAY_MS: '0', LOG_LEVEL: 'warn' });

  const browserServer = await chromium.launchServer({ executablePath, args: CHROMIUM_ARGS, headless: true });
  project.provide('baseUrl', portal.origin);
  project.provide('browserWsEndpoint', browserServer.wsEndpoint());
  project.provide('distDir', distDir);

  return async () => {
    await browserServer.close();
    const code = await portal.stop();
    if (code !== 0) throw new Error(`The portal exited with ${code} after the browser tests: ${portal.output()}`);
    await rm(root, { recursive: true, force: true });
  };
}
