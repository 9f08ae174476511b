/** Picks the page component for the shown location and its data. */
import { Route, Routes } from 'react-router-dom';
import type { PageData } from '../../shared/types.ts';
import { PAGE_ROUTES } from '../navigation/pageRoutes.ts';
import type { ShownPage } from '../navigation/usePageNavigation.ts';
import { DocPage } from './DocPage.tsx';
import { HomePage } from './HomePage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { SearchPage } from './SearchPage.tsx';

function PageOfKind({ page }: { page: PageData }) {
  switch (page.kind) {
    case 'home':
      return <HomePage page={page} />;
    case 'doc':
      return <DocPage page={page} />;
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
 * Routes match the location of the page being shown, not the one loading, as Docusaurus's
 * PendingNavigation does: the old page stays on screen until the new one's data has arrived.
 */
export function PageRoutes({ shown: { location, page } }: { shown: ShownPage }) {
  return (
    <Routes location={location}>
      {PAGE_ROUTES.map((route) => (
        <Route
          key={route.path}
          path={route.path}
          caseSensitive
          element={page.kind === route.kind ? <PageOfKind page={page} /> : <NotFoundOf page={page} />}
        />
      ))}
      <Route path="*" element={<NotFoundOf page={page} />} />
    </Routes>
  );
}
