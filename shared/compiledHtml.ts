/**
 * The pages whose body is HTML compiled at build time (docs and every blog page): what the base
 * URL is written into, the build checks the files of, the client parses ahead, and what answers
 * its Markdown at `<route>.md`.
 */
import type { BlogPageData, DocPageData, PageData } from './types.ts';

export type CompiledHtmlPage = DocPageData | BlogPageData;

export const hasCompiledHtml = (page: PageData): page is CompiledHtmlPage =>
  page.kind === 'doc' || page.kind === 'blog';
