/**
 * A blog's page, laid out as Docusaurus's blog theme lays it out: the recent posts on the left,
 * the post or the list in the middle (its header, previews and lists compiled at build time), the
 * post's table of contents on the right, newer and older below.
 */
import { siteConfig } from '../../shared/site-config.ts';
import type { BlogPageData } from '../../shared/types.ts';
import { ArticleHtml } from './ArticleHtml.tsx';
import { PageAnchor } from './PageAnchor.tsx';
import { PageMeta } from './PageMeta.tsx';
import { PrevNextLinks } from './PrevNextLinks.tsx';
import { TableOfContents } from './TableOfContents.tsx';

const labels = siteConfig.blog;

export function BlogPage({ page }: { page: BlogPageData }) {
  const isPost = page.post !== undefined;
  return (
    <div className="doc-layout blog-layout">
      <aside className="doc-layout__sidebar">
        <BlogSidebar page={page} />
      </aside>
      <article className={isPost ? 'doc blog-post' : 'doc blog-list'}>
        {page.heading !== null && <h1 className="doc__title">{page.heading}</h1>}
        <ArticleHtml page={page} />
        {isPost && <PageMeta editUrl={page.editUrl} lastUpdated={null} />}
        <PrevNextLinks
          prev={page.newer}
          next={page.older}
          labels={
            isPost
              ? { navigation: labels.postPagination, prev: labels.newerPost, next: labels.olderPost }
              : { navigation: labels.listPagination, prev: '', next: '' }
          }
        />
      </article>
      <aside className="doc-layout__toc">
        <TableOfContents toc={page.toc} />
      </aside>
    </div>
  );
}

/** The blog's recent posts (`blogSidebarTitle`), the shown one marked. */
export function BlogSidebar({ page }: { page: BlogPageData }) {
  const { sidebar } = page.blog;
  if (!sidebar) return null;
  return (
    <nav className="sidebar blog-sidebar" aria-label={labels.recentPosts}>
      <p className="blog-sidebar__title">{sidebar.title}</p>
      <ul className="sidebar__list">
        {sidebar.posts.map((post) => (
          <li key={post.path} className="sidebar__item">
            <PageAnchor
              to={post.path}
              className="sidebar__link"
              aria-current={post.path === page.path ? 'page' : undefined}
            >
              {post.title}
            </PageAnchor>
          </li>
        ))}
      </ul>
    </nav>
  );
}
