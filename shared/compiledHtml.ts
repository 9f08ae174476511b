/**
 * The pages whose body is HTML compiled at build time (docs, blog pages, the site's own pages):
 * what the base URL is written into, the build checks the files of, the client parses ahead, and
 * what answers its Markdown at `<route>.md`.
 */
import type { BlogPageData, DocPageData, PageData, SitePageData } from './types.ts';

export type CompiledHtmlPage = DocPageData | BlogPageData | SitePageData;

export const hasCompiledHtml = (page: PageData): page is CompiledHtmlPage =>
  page.kind === 'doc' || page.kind === 'blog' || page.kind === 'page';
