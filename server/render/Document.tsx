/** The HTML document around the app: head, root element and the first page's data. */
import type { ReactNode } from 'react';
import { withBase } from '../../shared/baseUrl.ts';
import { PAGE_DATA_ELEMENT_ID } from '../../shared/contentApi.ts';
import { headTags } from '../../shared/headTags.ts';
import { LIVE_RELOAD_META_NAME } from '../../shared/liveReload.ts';
import {
  APP_SCRIPT_META_NAME,
  TRY_IT_SCRIPT_META_NAME,
  ANNOUNCEMENT_ATTRIBUTE,
  BASE_URL_META_NAME,
  FOLLOWS_SYSTEM_ATTRIBUTE,
  SITE_URL_META_NAME,
} from '../../shared/siteMeta.ts';
import type { PageData } from '../../shared/types.ts';
import { siteConfig } from '../../shared/site-config.ts';
import { type BaseUrlMismatch, BaseUrlBanner } from './BaseUrlBanner.tsx';
import type { ClientAssets } from './clientAssets.ts';
import { serializePageData } from './serializePageData.ts';

interface DocumentProps {
  page: PageData;
  assets: ClientAssets;
  baseUrl: string;
  siteUrl: string;
  /** Set by the dev server: where the page listens for changes to the docs. */
  liveReloadUrl?: string;
  /** Set when the page was requested under a wrong prefix: show the banner, do not hydrate. */
  mismatch?: BaseUrlMismatch;
  children: ReactNode;
}

const colorMode = siteConfig.settings.colorMode;
/** A bar the reader may close: the boot script hides it before first paint once closed (client/announcement). */
const bar = siteConfig.settings.announcementBar;
const closeableAnnouncement = bar && bar.isCloseable !== false ? bar.id : null;

export function Document({ page, assets, baseUrl, siteUrl, liveReloadUrl, mismatch, children }: DocumentProps) {
  const url = (path: string) => withBase(baseUrl, path);
  // Under a wrong prefix the page is not the canonical one; headTags then says noindex.
  const tags = headTags(page, { baseUrl, siteUrl, indexable: mismatch ? false : undefined });
  return (
    // The site's default colour mode, right without script; the boot script applies the reader's
    // choice, or their system's where the site follows it (client/colorMode/colorMode.ts).
    <html
      lang="en"
      data-theme={colorMode?.defaultMode === 'dark' ? 'dark' : undefined}
      {...(colorMode?.respectPrefersColorScheme ? { [FOLLOWS_SYSTEM_ATTRIBUTE]: '' } : {})}
      {...(closeableAnnouncement ? { [ANNOUNCEMENT_ATTRIBUTE]: closeableAnnouncement } : {})}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{tags.title}</title>
        {tags.meta.map(({ attribute, key, content }) =>
          attribute === 'name' ? (
            <meta key={key} name={key} content={content} />
          ) : (
            <meta key={key} property={key} content={content} />
          ),
        )}
        {tags.links.map(({ rel, type, href, title }) => (
          <link key={`${rel} ${type ?? ''}`} rel={rel} type={type} href={href} title={title} />
        ))}
        <meta name={BASE_URL_META_NAME} content={baseUrl} />
        <meta name={SITE_URL_META_NAME} content={siteUrl} />
        {liveReloadUrl && <meta name={LIVE_RELOAD_META_NAME} content={liveReloadUrl} />}
        <FaviconLink url={url} />
        {/* Read by the boot script, which loads the app after the first paint (see client/boot/boot.ts). */}
        {!mismatch && <meta name={APP_SCRIPT_META_NAME} content={url(assets.script)} />}
        {!mismatch && <meta name={TRY_IT_SCRIPT_META_NAME} content={url(assets.tryItScript)} />}
        {/* Before the stylesheet, so it runs without waiting for the CSS to arrive. */}
        <script src={url(assets.bootScript)} />
        <link rel="stylesheet" href={url(assets.stylesheet)} />
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

/** The site's favicon (`brand.favicon`, a Docusaurus site's `favicon`), else the portal's own. */
function FaviconLink({ url }: { url: (path: string) => string }) {
  const favicon = siteConfig.settings.brand?.favicon;
  if (!favicon) return <link rel="icon" href={url('/favicon.svg')} type="image/svg+xml" />;
  return <link rel="icon" href={url(favicon)} />;
}
