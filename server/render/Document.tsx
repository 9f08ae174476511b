/** The HTML document around the app: head, root element and the first page's data. */
import type { ReactNode } from 'react';
import { PAGE_DATA_ELEMENT_ID } from '../../shared/contentApi.ts';
import { documentTitle } from '../../shared/documentTitle.ts';
import type { PageData } from '../../shared/types.ts';
import type { ClientAssets } from './clientAssets.ts';
import { serializePageData } from './serializePageData.ts';

interface DocumentProps {
  page: PageData;
  assets: ClientAssets;
  children: ReactNode;
}

export function Document({ page, assets, children }: DocumentProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{documentTitle(page)}</title>
        <meta name="description" content={page.description} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Before the stylesheet, so it runs without waiting for the CSS to arrive. */}
        <script src={assets.bootScript} />
        <link rel="stylesheet" href={assets.stylesheet} />
        <script type="module" src={assets.script} />
      </head>
      <body>
        <div id="root">{children}</div>
        {/* Data, not code: type application/json is never executed, so the CSP allows it. */}
        <script
          type="application/json"
          id={PAGE_DATA_ELEMENT_ID}
          dangerouslySetInnerHTML={{ __html: serializePageData(page) }}
        />
      </body>
    </html>
  );
}
