/** Previous and next pages in the sidebar's reading order. */
import { PageAnchor } from './PageAnchor.tsx';
import { siteConfig } from '../../shared/site-config.ts';
import type { PageLink } from '../../shared/types.ts';

export function PrevNextLinks({ prev, next }: { prev: PageLink | null; next: PageLink | null }) {
  if (!prev && !next) return null;
  return (
    <nav className="prev-next" aria-label={siteConfig.labels.pagination}>
      {prev && (
        <PageAnchor to={prev.path} className="prev-next__link" rel="prev">
          <span className="prev-next__label">{siteConfig.labels.previousPage}</span>
          <span className="prev-next__title">{`« ${prev.title}`}</span>
        </PageAnchor>
      )}
      {next && (
        <PageAnchor to={next.path} className="prev-next__link prev-next__link--next" rel="next">
          <span className="prev-next__label">{siteConfig.labels.nextPage}</span>
          <span className="prev-next__title">{`${next.title} »`}</span>
        </PageAnchor>
      )}
    </nav>
  );
}
