/** `createApp`: the portal's Express app, built without listening so that tests can drive it. */
import compression from 'compression';
import express, { type Express } from 'express';
import type { PageStore } from './content/buildPageStore.ts';
import { contentApi } from './http/contentApi.ts';
import { docsIndexRedirect } from './http/docsIndexRedirect.ts';
import { errorHandler } from './http/errorHandler.ts';
import { pageRoutes } from './http/pageRoutes.ts';
import { securityHeaders } from './http/security.ts';
import { staticFiles } from './http/staticFiles.ts';
import type { ClientAssets } from './render/clientAssets.ts';
import { RenderedPages } from './render/renderedPages.ts';

export interface AppOptions {
  store: PageStore;
  assets: ClientAssets;
  /** Build output of the client: `manifest.json` and `assets/`. */
  clientDir: string;
  publicDir: string;
}

export function createApp({ store, assets, clientDir, publicDir }: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders());
  app.use(compression());
  app.use(docsIndexRedirect(store.versions));
  app.use(contentApi(store));
  app.use(staticFiles(clientDir, publicDir));
  app.use(pageRoutes(store, new RenderedPages(assets)));
  app.use(errorHandler());
  return app;
}
