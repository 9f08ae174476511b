/** Renders a page's full HTML document with React's streaming renderer, into one string. */
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { routerBasename, withBase } from '../../shared/baseUrl.ts';
import type { PageData } from '../../shared/types.ts';
import { App } from '../../client/App.tsx';
import { SiteBaseContext } from '../../client/components/PageAnchor.tsx';
import type { BaseUrlMismatch } from './BaseUrlBanner.tsx';
import type { ClientAssets } from './clientAssets.ts';
import { Document } from './Document.tsx';

export interface RenderContext {
  assets: ClientAssets;
  baseUrl: string;
  /** Public origin, for the canonical URL and social tags. */
  siteUrl: string;
  /** The dev server's live-reload endpoint; absent in production. */
  liveReloadUrl?: string;
}

export interface RenderExtras {
  /** Shown above a page served under a wrong prefix. */
  mismatch?: BaseUrlMismatch;
  /** The request's query string (`?q=badge`), for a page that reads it (search). */
  search?: string;
}

/**
 * Waits for the whole tree (`onAllReady`) rather than streaming the shell early: the result is
 * kept and reused for every request of the page, so it must be complete.
 */
export function renderPage(
  page: PageData,
  { assets, baseUrl, siteUrl, liveReloadUrl }: RenderContext,
  { mismatch, search = '' }: RenderExtras = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        callback();
      },
    });
    const { pipe } = renderToPipeableStream(
      <Document
        page={page}
        assets={assets}
        baseUrl={baseUrl}
        siteUrl={siteUrl}
        liveReloadUrl={liveReloadUrl}
        mismatch={mismatch}
      >
        <StaticRouter location={withBase(baseUrl, page.path) + search} basename={routerBasename(baseUrl)}>
          <SiteBaseContext.Provider value={baseUrl}>
            <App initialPage={page} />
          </SiteBaseContext.Provider>
        </StaticRouter>
      </Document>,
      {
        onAllReady: () => pipe(sink),
        onShellError: reject,
        onError: reject,
      },
    );
  });
}
