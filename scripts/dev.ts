/**
 * `npm run dev`: serves the docs and keeps them live. A change under docs/ recompiles only that
 * file, swaps in a new app and tells open pages (server-sent events) to reload their data; broken
 * links and Markdown errors are shown in the page and the terminal instead of stopping the
 * server. `tsx watch` restarts this script when code changes.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { watch } from 'chokidar';
import { pino } from 'pino';
import { withBase } from '../shared/baseUrl.ts';
import { LIVE_RELOAD_PATH } from '../shared/liveReload.ts';
import { createApp } from '../server/app.ts';
import { ConfigError, readConfig } from '../server/config.ts';
import { readDocsVersions } from '../server/content/sources/docsVersions.ts';
import type { PageStore } from '../server/content/pageStore/pageStore.ts';
import { withBuildId } from '../server/content/pageStore/buildId.ts';
import { DevContent } from '../server/dev/devContent.ts';
import { LiveReload } from '../server/dev/liveReload.ts';
import { projectRoot, publicDir } from '../server/projectPaths.ts';
import { startServer } from '../server/startServer.ts';
import { buildClient } from './buildClient.ts';
import { copySiteFiles, siteFileRoutes, writeDocAssets } from './siteFiles.ts';
import { blogSourcesOf } from '../server/content/blog/blogSources.ts';
import { sitePagesSourceOf } from '../server/content/pages/loadSitePages.ts';
import { siteConfig } from '../shared/site-config.ts';
import { chromeLinksOf } from './buildContent.ts';

const config = (() => {
  try {
    return readConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
})();
const logger = pino({ level: config.logLevel });
const contentRoot = process.env.PORTAL_CONTENT_ROOT || projectRoot;
const clientDir = join(projectRoot, 'dist-dev', 'client');
/** public/ with the site's static/ copied over it, as the build does (static/ is read at start). */
const servedPublicDir = join(projectRoot, 'dist-dev', 'public');
const liveReloadUrl = withBase(config.baseUrl, LIVE_RELOAD_PATH);

const assets = await buildClient(clientDir, { precompress: false, contentRoot });
const sources = await readDocsVersions(contentRoot);
await rm(servedPublicDir, { recursive: true, force: true });
await copySiteFiles(publicDir, contentRoot, servedPublicDir);
const blogs = blogSourcesOf(siteConfig.settings, contentRoot);
const sitePages = sitePagesSourceOf(contentRoot);
const content = new DevContent(
  sources,
  await siteFileRoutes(publicDir, contentRoot),
  blogs,
  sitePages,
  chromeLinksOf(contentRoot),
);
const liveReload = new LiveReload();
const health = { draining: false };
/**
 * One build id for the life of this process: an edit to the docs updates open pages in place (the
 * same client code renders them), while a code change restarts the process, and the next
 * navigation of an open page then loads the new client in full (see shared/types.ts, `buildId`).
 */
const devBuildId = `dev-${Date.now().toString(36)}`;
const makeApp = (store: PageStore) =>
  // Source maps are for the developer at hand here.
  createApp({
    store: withBuildId(store, devBuildId),
    assets,
    clientDir,
    publicDir: servedPublicDir,
    config: { ...config, sourceMaps: true },
    logger,
    health,
    liveReloadUrl,
  });

function report(warnings: string[]): void {
  if (warnings.length === 0) logger.info('docs/ is fine');
  for (const warning of warnings) logger.warn(warning);
}

const first = await content.load();
await writeDocAssets(first.store, contentRoot, clientDir);
let app = makeApp(first.store);
report(first.warnings);
liveReload.broadcast(first.warnings);

await startServer(
  (req, res) => {
    if (req.url === liveReloadUrl) liveReload.connect(req, res);
    else app(req, res);
  },
  // No load balancer to wait for, and the pages' live-reload streams never end by themselves: a
  // restart should not wait out the production drain.
  { port: config.port, host: config.host, logger, health, shutdown: { delayMs: 0, timeoutMs: 1000 } },
);

// Changes are applied one at a time, in order: an editor's save can be several events.
let queue = Promise.resolve();
const onChange = (path: string, removed: boolean) => {
  queue = queue.then(async () => {
    const started = performance.now();
    try {
      const snapshot = await content.apply(path, removed);
      await writeDocAssets(snapshot.store, contentRoot, clientDir);
      app = makeApp(snapshot.store);
      report(snapshot.warnings);
      liveReload.broadcast(snapshot.warnings);
    } catch (error) {
      // The docs cannot be put together (two files claim one route…): keep serving the last good state.
      const message = error instanceof Error ? error.message : String(error);
      logger.error(message);
      liveReload.broadcast(message.split('\n'));
    }
    logger.info({ path, ms: Math.round(performance.now() - started) }, 'docs updated');
  });
};
watch(
  // The sidebars files sit beside the docs folders; they may not exist yet.
  [
    ...sources.flatMap((source) => [source.dir, ...source.sidebarsFiles.map((file) => file.path)]),
    ...blogs.map((blog) => blog.dir),
    ...(sitePages ? [sitePages.dir] : []),
  ],
  {
    ignoreInitial: true,
    // A save truncates, then writes: without waiting for the size to settle, a change could be
    // read half-written, fail, and the final write's event be folded into the first.
    awaitWriteFinish: { stabilityThreshold: 50, pollInterval: 10 },
  },
)
  .on('add', (path) => onChange(path, false))
  .on('change', (path) => onChange(path, false))
  .on('unlink', (path) => onChange(path, true));
