/**
 * How a result names its place: the section's heading under the page's title and area, after the
 * method badge of an API operation's page (its text, `POST`, is part of the result's name).
 */
import type { SearchHit } from '../../shared/search.ts';
import { MethodBadge } from '../components/MethodBadge.tsx';

export function HitTitle({ hit }: { hit: SearchHit }) {
  return (
    <>
      <span className="search-hit__head">
        {hit.method && <MethodBadge method={hit.method} className="search-hit__method" />}
        <span className="search-hit__title">{hit.heading || hit.pageTitle}</span>
      </span>
      <span className="search-hit__path">
        {[...hit.breadcrumbs, ...(hit.heading ? [hit.pageTitle] : [])].join(' › ')}
      </span>
    </>
  );
}
