/** How a result names its place: the section's heading under the page's title and area. */
import type { SearchHit } from '../../shared/search.ts';

export function HitTitle({ hit }: { hit: SearchHit }) {
  return (
    <>
      <span className="search-hit__title">{hit.heading || hit.pageTitle}</span>
      <span className="search-hit__path">
        {[...hit.breadcrumbs, ...(hit.heading ? [hit.pageTitle] : [])].join(' › ')}
      </span>
    </>
  );
}
