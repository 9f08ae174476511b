/**
 * The first page's data travels inside its document for hydration, less the article's HTML: the
 * document already holds that, and a second, escaped copy made a doc page a third larger.
 */
import type { PageData } from './types.ts';

/** Marks the element whose content is the article's HTML (`DocPageData.html`). */
export const ARTICLE_BODY_ATTRIBUTE = 'data-article-body';

/** What the server embeds: the page data, a doc page's `html` left empty. */
export function pageDataToEmbed(page: PageData): PageData {
  return page.kind === 'doc' ? { ...page, html: '' } : page;
}

/** What the browser hydrates from: the embedded data, the article's HTML read back from the document. */
export function pageDataFromDocument(embedded: PageData, document: Document): PageData {
  if (embedded.kind !== 'doc') return embedded;
  const article = document.querySelector(`[${ARTICLE_BODY_ATTRIBUTE}]`);
  if (!article) throw new Error('The page is missing its article element.');
  return { ...embedded, html: article.innerHTML };
}
