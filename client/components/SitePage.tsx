/**
 * A page of the site's own (`src/pages`): a Markdown page as an article beside its table of
 * contents, a React page's HTML across the main area, as Docusaurus's pages plugin lays them out.
 */
import type { SitePageData } from '../../shared/types.ts';
import { ArticleHtml } from './ArticleHtml.tsx';
import { TableOfContents } from './TableOfContents.tsx';

export function SitePage({ page }: { page: SitePageData }) {
  if (page.format === 'react')
    return (
      <div className="site-page site-page--react">
        <ArticleHtml page={page} />
      </div>
    );
  return (
    <div className="site-page site-page--markdown">
      <article className="doc">
        {page.heading !== null && <h1 className="doc__title">{page.heading}</h1>}
        <ArticleHtml page={page} />
      </article>
      <aside className="doc-layout__toc">
        <TableOfContents toc={page.toc} />
      </aside>
    </div>
  );
}
