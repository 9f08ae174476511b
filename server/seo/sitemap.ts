/** `sitemap.xml`: every page to index (see shared/headTags.ts) with its absolute URL (SITE_URL + BASE_URL + path). */
import { withBase } from '../../shared/baseUrl.ts';
import type { PageStore } from '../content/pageStore/pageStore.ts';
import { isIndexable } from '../../shared/headTags.ts';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

export function absoluteUrl(siteUrl: string, baseUrl: string, path: string): string {
  return siteUrl + withBase(baseUrl, path);
}

export function sitemapXml(store: PageStore, siteUrl: string, baseUrl: string): string {
  const entries = Object.values(store.pages)
    .filter(isIndexable)
    .map((page) => {
      const changed = page.kind === 'doc' ? page.lastUpdated : page.kind === 'blog' ? page.post?.published : null;
      const lastmod = changed ? `<lastmod>${changed.slice(0, 10)}</lastmod>` : '';
      return `  <url><loc>${escapeXml(absoluteUrl(siteUrl, baseUrl, page.path))}</loc>${lastmod}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string, baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, baseUrl, '/sitemap.xml')}\n`;
}
