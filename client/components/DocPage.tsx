/** A documentation page: sidebar, article with breadcrumbs and prev/next, table of contents. */
import type { DocPageData } from '../../shared/types.ts';
import { ArticleHtml } from './ArticleHtml.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { DocTags } from './DocTags.tsx';
import { MethodBadge } from './MethodBadge.tsx';
import { PageMeta } from './PageMeta.tsx';
import { PrevNextLinks } from './PrevNextLinks.tsx';
import { Sidebar } from './Sidebar.tsx';
import { TableOfContents } from './TableOfContents.tsx';
import { VersionBanner } from './VersionBanner.tsx';

export function DocPage({ page }: { page: DocPageData }) {
  return (
    // An operation page lays its reference out in two columns (client/styles/reference.css).
    <div className={page.operation ? 'doc-layout doc-layout--operation' : 'doc-layout'}>
      <aside className="doc-layout__sidebar">
        <Sidebar items={page.sidebar} currentPath={page.path} version={page.version} />
      </aside>
      <article className="doc">
        <VersionBanner page={page} />
        <Breadcrumbs categories={page.breadcrumbs} title={page.title} />
        {/* `hide_title`: the page shows no title of its own; its Markdown may hold an h1. */}
        {!page.hideTitle && <h1 className="doc__title">{page.title}</h1>}
        {/* The operation the page documents, as the reference's head shows it: its method and path. */}
        {page.operation && (
          <p className="operation-head">
            <MethodBadge method={page.operation.method} />
            <code className="operation-head__path">{page.operation.path}</code>
          </p>
        )}
        <ArticleHtml page={page} />
        <DocTags tags={page.tags} />
        <PageMeta editUrl={page.editUrl} lastUpdated={page.lastUpdated} lastUpdatedBy={page.lastUpdatedBy} />
        <PrevNextLinks prev={page.prev} next={page.next} />
      </article>
      <aside className="doc-layout__toc">
        <TableOfContents toc={page.toc} />
      </aside>
    </div>
  );
}
