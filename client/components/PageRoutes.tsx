/** Picks the page component for the shown location and its data. */
import { memo } from 'react';
import { SITE_ROUTES } from '../../shared/routes.ts';
import type { PageData } from '../../shared/types.ts';
import { pageRouteOf } from '../navigation/pageRoutes.ts';
import type { ShownPage } from '../navigation/usePageNavigation.ts';
import { BlogPage } from './BlogPage.tsx';
import { DocPage } from './DocPage.tsx';
import { HomePage } from './HomePage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { SearchPage } from './SearchPage.tsx';
import { SitePage } from './SitePage.tsx';

function PageOfKind({ page }: { page: PageData }) {
  switch (page.kind) {
    case 'home':
      return <HomePage page={page} />;
    case 'doc':
      return <DocPage page={page} />;
    case 'blog':
      return <BlogPage page={page} />;
    case 'page':
      return <SitePage page={page} />;
    case 'search':
      return <SearchPage page={page} />;
    default:
      return <NotFoundOf page={page} />;
  }
}

/** The not-found page, with the suggestions the server sent when the data is the not-found page's. */
function NotFoundOf({ page }: { page: PageData }) {
  return <NotFoundPage suggestions={page.kind === 'notFound' ? page.suggestions : undefined} />;
}

/**
 * The route of the page being shown decides, not the one loading, as Docusaurus's
 * PendingNavigation does: the old page stays on screen until the new one's data has arrived. The
 * routes (shared/routes.ts) are matched directly (pageRouteOf) rather than by react-router's
 * `<Routes>`, which flattens and ranks its routes again on every render, a millisecond of each
 * click for three routes.
 * Memoised: while a navigation is pending the shown page is the same object, and its whole tree
 * (sidebar, article, table of contents) is left alone instead of rendered again to no change.
 */
export const PageRoutes = memo(function PageRoutes({ shown: { location, page } }: { shown: ShownPage }) {
  const route = pageRouteOf(location.pathname);
  // A doc may stand at the home page's address (docs at the site root, a page with `slug: /`); a
  // page of the site's own (`src/pages`) at any address the store gives it, the home page's included.
  const fits = route?.page === page.kind || (route === SITE_ROUTES.home && page.kind === 'doc') || page.kind === 'page';
  return fits ? <PageOfKind page={page} /> : <NotFoundOf page={page} />;
});
