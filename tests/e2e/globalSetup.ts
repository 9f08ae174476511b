/**
 * Browser tests run against what production runs: this builds the site as `npm run build` does
 * into a temporary folder (tests/setup/buildSiteOnce.ts), starts its server bundle as `npm start` does (`node <build>/server/main.js`,
 * NODE_ENV=production, so requests meet the fast path too) on a free loopback port, and starts one
 * Chromium that every test file connects to.
 */
import { existsSync } from 'node:fs';
import { type BrowserServer, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { acquireSiteBuild } from '../setup/buildSiteOnce.ts';
import { type PortalProcess, startPortalProcess } from '../support/portalProcess.ts';
import { chromiumPath, CHROMIUM_ARGS } from './support/chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the production server (base URL `/`), e.g. `http://127.0.0.1:41234`. */
    baseUrl: string;
    browserWsEndpoint: string;
    /** The production build the server runs, whose code scenario servers reuse with other settings. */
    distDir: string;
  }
}

export default async function setup(project: TestProject) {
  const executablePath = chromiumPath();
  // Never skip: a missing browser is a failure, locally as under CI=true.
  if (!existsSync(executablePath)) {
    throw new Error(`Browser tests need Chromium at ${executablePath}: apt-get install chromium, or set CHROME_PATH`);
  }

  // The run's one build (the unit and process projects' too, when they run in the same vitest).
  const { distDir, release } = await acquireSiteBuild();
  let portal: PortalProcess | undefined;
  let browserServer: BrowserServer | undefined;
  const teardown = async () => {
    await browserServer?.close();
    await portal?.stop(); // SIGTERM to its pid; with no shutdown delay it exits at once
    await release();
  };
  try {
    portal = await startPortalProcess(distDir, { SHUTDOWN_DELAY_MS: '0' });
    browserServer = await chromium.launchServer({ executablePath, args: CHROMIUM_ARGS, headless: true });
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('baseUrl', portal.origin);
  project.provide('browserWsEndpoint', browserServer.wsEndpoint());
  project.provide('distDir', distDir);
  return teardown;
}
