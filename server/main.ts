/** Process entry: loads the build, listens on PORT, and shuts down gracefully on SIGTERM. */
import { readFile } from 'node:fs/promises';
import { createApp } from './app.ts';
import type { PageStore } from './content/buildPageStore.ts';
import { dist, publicDir } from './projectPaths.ts';
import { readClientAssets } from './render/clientAssets.ts';
import { readServerEnv } from './serverEnv.ts';

async function main(): Promise<void> {
  const env = readServerEnv(process.env);
  const store = JSON.parse(await readFile(dist.pageStoreFile, 'utf8')) as PageStore;
  const assets = await readClientAssets(dist.clientDir);
  const app = createApp({ store, assets, clientDir: dist.clientDir, publicDir });

  const server = app.listen(env.port, env.host, () => {
    console.log(`Developer Portal listening on http://${env.host === '0.0.0.0' ? 'localhost' : env.host}:${env.port}`);
  });
  server.on('error', (error) => {
    console.error(`Cannot listen on ${env.host}:${env.port}: ${error.message}`);
    process.exit(1);
  });

  const shutDown = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    // Requests still running after 10 s are cut off so the orchestrator's deadline is kept.
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once('SIGTERM', shutDown);
  process.once('SIGINT', shutDown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
