/** Process entry: reads the configuration, loads the build, serves, and fails loudly on bugs. */
import { pino } from 'pino';
import { createPortal } from './app.ts';
import { ConfigError, readConfig } from './config.ts';
import { readPageStore } from './content/pageStore/pageStoreFile.ts';
import type { HealthState } from './http/healthCheck.ts';
import { installCrashHandlers } from './crashHandlers.ts';
import { serveMetrics } from './metrics/metricsServer.ts';
import { buildOutputPaths, dist } from './projectPaths.ts';
import { readClientAssets } from './render/clientAssets.ts';
import { sandboxStoreFor } from './sandbox/store/processStore.ts';
import { startServer } from './startServer.ts';
import { verifyBuild } from './verifyBuild.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = readConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // One clear line, no stack: the operator's mistake, not a bug.
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
  // Buffered writes: a write per access log line would cost more than serving the page. Lines
  // wait at most a second (the interval), and are written out on exit and on a crash.
  const destination = pino.destination({ sync: false, minLength: 4096 });
  setInterval(() => destination.flush(), 1000).unref();
  const logger = pino({ level: config.logLevel }, destination);
  const flushLogs = () => destination.flushSync();
  installCrashHandlers(logger, flushLogs);
  process.on('exit', flushLogs);

  // PORTAL_DIST_DIR serves another build than dist/ (the process tests use a temporary one).
  const build = process.env.PORTAL_DIST_DIR ? buildOutputPaths(process.env.PORTAL_DIST_DIR) : dist;
  const store = await readPageStore(build.pageStoreFile);
  const assets = await readClientAssets(build.clientDir);
  await verifyBuild(store, assets, build);
  const health: HealthState = { draining: false };
  const sandboxStore = sandboxStoreFor(config, logger);
  const { handler, metrics } = createPortal({
    store,
    assets,
    clientDir: build.clientDir,
    publicDir: build.publicDir,
    config,
    logger,
    health,
    sandbox: {
      ...(sandboxStore ? { store: sandboxStore } : {}),
      limits: { storeBytes: config.sandboxStoreMb * 1024 * 1024 },
    },
  });
  const server = await startServer(handler, {
    port: config.port,
    host: config.host,
    logger,
    health,
    shutdown: config.shutdown,
  });
  if (config.metricsPort !== undefined) {
    const metricsServer = await serveMetrics(metrics.registry, { port: config.metricsPort, host: config.host, logger });
    // Scraped during the drain too (portal_draining says so); it never holds the process open.
    server.once('close', () => metricsServer.close());
  }
  // Once drained no request needs the database: its connections end with the process.
  if (sandboxStore) server.once('close', () => void sandboxStore.close().catch(() => undefined));
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Start-up failed: ${message.replace(/\s*\n\s*/g, ' ')}`);
  process.exit(1);
});
