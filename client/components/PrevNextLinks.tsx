/**
 * Previous and next pages: a doc's in the sidebar's reading order, a blog post's newer and older
 * posts, a blog list's newer and older pages. A label left empty shows the title alone.
 */
import { PageAnchor } from './PageAnchor.tsx';
import { siteConfig } from '../../shared/site-config.ts';
import type { PageLink } from '../../shared/types.ts';

const DOC_LABELS = {
  navigation: siteConfig.labels.pagination,
  prev: siteConfig.labels.previousPage,
  next: siteConfig.labels.nextPage,
};

export function PrevNextLinks({
  prev,
  next,
  labels = DOC_LABELS,
}: {
  prev: PageLink | null;
  next: PageLink | null;
  labels?: { navigation: string; prev: string; next: string };
}) {
  if (!prev && !next) return null;
  return (
    <nav className="prev-next" aria-label={labels.navigation}>
      {prev && (
        <PageAnchor to={prev.path} className="prev-next__link" rel="prev">
          {labels.prev && <span className="prev-next__label">{labels.prev}</span>}
          <span className="prev-next__title">{`« ${prev.title}`}</span>
        </PageAnchor>
      )}
      {next && (
        <PageAnchor to={next.path} className="prev-next__link prev-next__link--next" rel="next">
          {labels.next && <span className="prev-next__label">{labels.next}</span>}
          <span className="prev-next__title">{`${next.title} »`}</span>
        </PageAnchor>
      )}
    </nav>
  );
}
