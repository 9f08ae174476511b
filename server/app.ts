/** `createApp`: the portal's Express app, built without listening so that tests can drive it. */
import compression from 'compression';
import type { RequestListener } from 'node:http';
import express, { type Express } from 'express';
import { type Logger, pino } from 'pino';
import type { ServerConfig } from './config.ts';
import type { PageStore } from './content/pageStore/pageStore.ts';
import { withBaseUrl } from './content/pageStore/withBaseUrl.ts';
import { allowedMethods } from './http/allowedMethods.ts';
import { errorHandler } from './http/errorHandler.ts';
import { createFastPath, type FastPath, type FastPathOptions } from './http/fastPath.ts';
import type { HealthState } from './http/healthCheck.ts';
import { misplacedPageFinder } from './http/misplacedPage.ts';
import { bindRoutes, mountStage } from './http/mountRoutes.ts';
import type { TrustProxy } from './http/requestProtocol.ts';
import { requestLogging } from './http/requestLogging.ts';
import { FAST_PATH_ROUTES, SERVER_ROUTES } from './http/routeTable.ts';
import { reportMissedQuery } from './search/missedQueries.ts';
import { PageSuggestions } from './search/pageSuggestions.ts';
import { httpsOnly, securityHeaders, strictTransportSecurityHeader } from './http/security.ts';
import { loadStaticFiles } from './http/staticFiles.ts';
import { PortalMetrics } from './metrics/portalMetrics.ts';
import type { SandboxOptions } from './sandbox/sandboxRouter.ts';
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

  const siteSearch = new SiteSearch(store);
  const staticFiles = loadStaticFiles(options.clientDir, options.publicDir, {
    sourceMaps: options.config?.sourceMaps ?? false,
  });
  const routes = bindRoutes(SERVER_ROUTES, {
    store,
    rendered,
    baseUrl,
    siteUrl,
    health,
    siteSearch,
    suggestions: new PageSuggestions(store.pages, store.versions, siteSearch),
    searchObserver: {
      observe: (seconds) => metrics.searchDuration.observe(seconds),
      missed: reportMissedQuery(metrics.searchMissed, logger),
    },
    staticFiles,
    misplaced: misplacedPageFinder(store, baseUrl, staticFiles.keys()),
    sandbox: options.sandbox,
  });

  const app = express();
  app.disable('x-powered-by');
  // Bodies are prepared with their own strong ETags (see prepared/preparedBody.ts).
  app.set('etag', false);
  app.set('trust proxy', options.config?.trustProxy ?? false);
  app.use(measureRequests(metrics.requests));
  app.use(logging);
  app.use(security);
  app.use(httpsOnly(hsts));
  // The routes between these middlewares are the route table's (http/routeTable.ts), by stage.
  mountStage(app, routes, 'anyMethod', baseUrl);
  app.use(allowedMethods());
  mountStage(app, routes, 'probe', baseUrl);
  // Only what is not prepared in advance (redirects, errors) is compressed per response.
  app.use(compression());
  mountStage(app, routes, 'beforeSite', baseUrl);
  mountStage(app, routes, 'site', baseUrl);
  mountStage(app, routes, 'afterSite', baseUrl);
  app.use(errorHandler());

  const fastPath = createFastPath({
    store,
    rendered,
    baseUrl,
    logger,
    securityHeaders: security as FastPathOptions['securityHeaders'],
    httpsHeaders: hsts as FastPathOptions['httpsHeaders'],
    trustProxy: app.get('trust proxy fn') as TrustProxy,
    routes: FAST_PATH_ROUTES,
    requests: metrics.requests,
  });
  return { app, fastPath, rendered, metrics, handler: (req, res) => fastPath(req, res) || app(req, res) };
}
