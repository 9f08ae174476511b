/** The HTML document around the app: head, root element and the first page's data. */
import type { ReactNode } from 'react';
import { withBase } from '../../shared/baseUrl.ts';
import { PAGE_DATA_ELEMENT_ID } from '../../shared/contentApi.ts';
import { documentTitle } from '../../shared/documentTitle.ts';
import { BASE_URL_META_NAME } from '../../shared/siteMeta.ts';
import type { PageData } from '../../shared/types.ts';
import { type BaseUrlMismatch, BaseUrlBanner } from './BaseUrlBanner.tsx';
import type { ClientAssets } from './clientAssets.ts';
import { serializePageData } from './serializePageData.ts';


interface DocumentProps {
  page: PageData;
  assets: ClientAssets;
  baseUrl: string;
  /** Set when the page was requested under a wrong prefix: show the banner, do not hydrate. */
  mismatch?: BaseUrlMismatch;
  children: ReactNode;
}

export function Document({ page, assets, baseUrl, mismatch, children }: DocumentProps) {
  const url = (path: string) => withBase(baseUrl, path);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{documentTitle(page)}</title>
        <meta name="description" content={page.description} />
        <meta name={BASE_URL_META_NAME} content={baseUrl} />
        {mismatch && <meta name="robots" content="noindex" />}
        <link rel="icon" href={url('/favicon.svg')} type="image/svg+xml" />
        {/* Before the stylesheet, so it runs without waiting for the CSS to arrive. */}
        <script src={url(assets.bootScript)} />
        <link rel="stylesheet" href={url(assets.stylesheet)} />
        {!mismatch && <script type="module" src={url(assets.script)} />}
      </head>
      <body>
        {mismatch && <BaseUrlBanner {...mismatch} />}
        <div id="root">{children}</div>
        {/* Data, not code: type application/json is never executed, so the CSP allows it. */}
        {!mismatch && (
          <script
            type="application/json"
            id={PAGE_DATA_ELEMENT_ID}
            dangerouslySetInnerHTML={{ __html: serializePageData(page) }}
          />
        )}
      </body>
    </html>
  );
}
