/**
 * Prefixes the site-internal links of compiled Markdown with the base URL. The base URL is
 * configuration read at start-up, while the HTML is compiled at build time, so this runs once,
 * when the server loads the page store, never per request.
 */
import { hasCompiledHtml } from '../../../shared/compiledHtml.ts';
import type { PageData } from '../../../shared/types.ts';
import type { PageStore } from './pageStore.ts';

/**
 * `href="/…"` of an `<a>` and `src="/…"` of an `<img>`, as rehype-stringify writes them. Only real
 * tags match: in text, rehype-stringify escapes every `<`, so code that shows `<a href="/x">` is
 * never touched. `//host` (another site) is left alone.
 */
const INTERNAL_URL_ATTRIBUTE = /(<(?:a|img)\s(?:[^>]*?\s)?(?:href|src)=")\/(?!\/)/g;

export function prefixInternalUrls(html: string, baseUrl: string): string {
  if (baseUrl === '/') return html;
  return html.replace(INTERNAL_URL_ATTRIBUTE, (_match, start: string) => start + baseUrl);
}

export function withBaseUrl(store: PageStore, baseUrl: string): PageStore {
  if (baseUrl === '/') return store;
  const pages: Record<string, PageData> = {};
  for (const [route, page] of Object.entries(store.pages)) {
    pages[route] = hasCompiledHtml(page) ? { ...page, html: prefixInternalUrls(page.html, baseUrl) } : page;
  }
  return { ...store, pages };
}
