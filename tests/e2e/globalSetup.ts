/**
 * Browser tests run against the production build: this builds it into a temporary folder, serves
 * it on a free loopback port, and starts one Chromium that every test file connects to.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { buildClient } from '../../scripts/buildClient.ts';
import { buildContent } from '../../scripts/buildContent.ts';
import { createApp } from '../../server/app.ts';
import { readPageStore } from '../../server/content/pageStore/pageStoreFile.ts';
import { projectRoot, publicDir } from '../../server/projectPaths.ts';
import { readClientAssets } from '../../server/render/clientAssets.ts';
import { chromiumPath, CHROMIUM_ARGS } from './support/chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserWsEndpoint: string;
    /** The production client build, for scenario servers that serve other content with it. */
    clientDir: string;
  }
}

export default async function setup(project: TestProject) {
  const executablePath = chromiumPath();
  // Never skip: a missing browser is a failure, locally as under CI=true.
  if (!existsSync(executablePath)) {
    throw new Error(`Browser tests need Chromium at ${executablePath}: apt-get install chromium, or set CHROME_PATH`);
  }

  const root = await mkdtemp(join(tmpdir(), 'portal-e2e-'));
  const clientDir = join(root, 'client');
  const contentFile = join(root, 'content.json');
  await Promise.all([buildClient(clientDir), buildContent(projectRoot, contentFile)]);
  const store = await readPageStore(contentFile);
  const app = createApp({ store, assets: await readClientAssets(clientDir), clientDir, publicDir });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  const { port } = server.address() as AddressInfo;

  const browserServer = await chromium.launchServer({ executablePath, args: CHROMIUM_ARGS, headless: true });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('browserWsEndpoint', browserServer.wsEndpoint());
  project.provide('clientDir', clientDir);

  return async () => {
    await browserServer.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await rm(root, { recursive: true, force: true });
  };
}
