/** `createApp`: the portal's Express app, built without listening so that tests can drive it. */
import compression from 'compression';
import type { RequestListener } from 'node:http';
import express, { type Express, Router } from 'express';
import { type Logger, pino } from 'pino';
import { mountPath } from '../shared/baseUrl.ts';
import type { ServerConfig } from './config.ts';
import type { PageStore } from './content/pageStore/pageStore.ts';
import { withBaseUrl } from './content/pageStore/withBaseUrl.ts';
import { allowedMethods } from './http/allowedMethods.ts';
import { contentApi } from './http/contentApi.ts';
import { errorHandler } from './http/errorHandler.ts';
import { createFastPath, type FastPath, type FastPathOptions } from './http/fastPath.ts';
import { type HealthState, healthCheck } from './http/healthCheck.ts';
import { machineReadable } from './http/machineReadable.ts';
import { normalizeUrl } from './http/normalizeUrl.ts';
import { pageRoutes, sendNotFound } from './http/pageRoutes.ts';
import type { TrustProxy } from './http/requestProtocol.ts';
import { requestLogging } from './http/requestLogging.ts';
import { searchRoutes } from './http/searchRoutes.ts';
import { reportMissedQuery } from './search/missedQueries.ts';
import { PageSuggestions } from './search/pageSuggestions.ts';
import { httpsOnly, securityHeaders, strictTransportSecurityHeader } from './http/security.ts';
import { loadStaticFiles, staticFiles } from './http/staticFiles.ts';
import { PortalMetrics } from './metrics/portalMetrics.ts';
import { sandboxFor, type SandboxOptions } from './sandbox/sandboxRouter.ts';
import { measureRequests } from './metrics/requestMetrics.ts';
import type { ClientAssets } from './render/clientAssets.ts';
import { RenderedPages } from './render/renderedPages.ts';
import { SiteSearch } from './search/siteSearch.ts';

export interface AppOptions {
  store: PageStore;
  assets: ClientAssets;
  /** Build output of the client: `manifest.json` and `assets/`. */
  clientDir: string;
  publicDir: string;
  config?: Partial<Pick<ServerConfig, 'baseUrl' | 'siteUrl' | 'trustProxy' | 'sourceMaps'>>;
  /** Access and error logs; silent when not given (tests). */
  logger?: Logger;
  /** Shared with the process entry, which flips `draining` on SIGTERM. */
  health?: HealthState;
  /** Set by the dev server: pages then listen there for changes to the docs. */
  liveReloadUrl?: string;
  /** The sandbox's limits (tests lower the rate limit). */
  sandbox?: SandboxOptions;
}

export interface Portal {
  /** The whole site as an Express app: every route, every behaviour. */
  app: Express;
  /** What the server listens with: warm pages on the fast path, everything else through `app`. */
  handler: RequestListener;
  fastPath: FastPath;
  /** Every document it renders and keeps (their caches' counts, for the metrics and tests). */
  rendered: RenderedPages;
  /** Its Prometheus metrics, served by the process entry on their own port (METRICS_PORT). */
  metrics: PortalMetrics;
}

export function createApp(options: AppOptions): Express {
  return createPortal(options).app;
}

export function createPortal(options: AppOptions): Portal {
  const baseUrl = options.config?.baseUrl ?? '/';
  const siteUrl = options.config?.siteUrl ?? 'http://localhost:3000';
  const store = withBaseUrl(options.store, baseUrl);
  const rendered = new RenderedPages({
    assets: options.assets,
    baseUrl,
    siteUrl,
    liveReloadUrl: options.liveReloadUrl,
  });
  const health = options.health ?? { draining: false };
  const metrics = new PortalMetrics({
    buildId: options.store.buildId,
    isDraining: () => health.draining,
    caches: () => rendered.cacheStats(),
  });
  const logger = options.logger ?? pino({ level: 'silent' });
  const logging = requestLogging(logger);
  const security = securityHeaders();
  const hsts = strictTransportSecurityHeader();

  const app = express();
  app.disable('x-powered-by');
  // Bodies are prepared with their own strong ETags (see prepared/preparedBody.ts).
  app.set('etag', false);
  app.set('trust proxy', options.config?.trustProxy ?? false);
  app.use(measureRequests(metrics.requests));
  app.use(logging);
  app.use(security);
  app.use(httpsOnly(hsts));
  // The one part of the site that takes writes: the API sandbox, with its own methods and errors.
  const sandbox = sandboxFor(store.contract, options.sandbox);
  if (sandbox) app.use(`${baseUrl}sandbox`, sandbox);
  app.use(allowedMethods());
  app.use(healthCheck(baseUrl, health));
  // Only what is not prepared in advance (redirects, errors) is compressed per response.
  app.use(compression());
  app.use(normalizeUrl(store, baseUrl));

  const siteSearch = new SiteSearch(store);
  const notFound = {
    store,
    rendered,
    baseUrl,
    suggestions: new PageSuggestions(store.pages, store.versions, siteSearch),
  };
  const site = Router();
  site.use(contentApi(store, rendered, notFound.suggestions));
  site.use(
    searchRoutes(store, siteSearch, rendered, {
      observe: (seconds) => metrics.searchDuration.observe(seconds),
      missed: reportMissedQuery(metrics.searchMissed, logger),
    }),
  );
  site.use(machineReadable(store, siteUrl, baseUrl, notFound.suggestions));
  site.use(
    staticFiles(
      loadStaticFiles(options.clientDir, options.publicDir, { sourceMaps: options.config?.sourceMaps ?? false }),
    ),
  );
  site.use(pageRoutes(notFound));
  app.use(mountPath(baseUrl), site);

  // Outside the base URL: a known page under a wrong prefix (banner), else not found.
  app.get('/{*path}', (req, res) => sendNotFound(req, res, notFound));
  app.use(errorHandler());

  const fastPath = createFastPath({
    store,
    rendered,
    baseUrl,
    logger,
    securityHeaders: security as FastPathOptions['securityHeaders'],
    httpsHeaders: hsts as FastPathOptions['httpsHeaders'],
    trustProxy: app.get('trust proxy fn') as TrustProxy,
    requests: metrics.requests,
  });
  return { app, fastPath, rendered, metrics, handler: (req, res) => fastPath(req, res) || app(req, res) };
}
