/** Below an article: its tags, each a link to the page listing the docs that carry it (Docusaurus's `TagsListInline`). */
import { siteConfig } from '../../shared/site-config.ts';
import type { PageLink } from '../../shared/types.ts';
import { PageAnchor } from './PageAnchor.tsx';

export function DocTags({ tags }: { tags: PageLink[] | undefined }) {
  if (!tags || tags.length === 0) return null;
  return (
    <div className="doc-tags">
      <b className="doc-tags__label">{siteConfig.labels.tags}</b>
      <ul className="tags">
        {tags.map((tag) => (
          <li key={tag.path}>
            <PageAnchor className="tag" to={tag.path}>
              {tag.title}
            </PageAnchor>
          </li>
        ))}
      </ul>
    </div>
  );
}
