/** Picks the page component for the shown location and its data. */
import { Route, Routes } from 'react-router-dom';
import type { ShownPage } from '../navigation/usePageNavigation.ts';
import { DocPage } from './DocPage.tsx';
import { HomePage } from './HomePage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { SearchPage } from './SearchPage.tsx';

/**
 * Routes match the location of the page being shown, not the one loading, as Docusaurus's
 * PendingNavigation does: the old page stays on screen until the new one's data has arrived.
 */
export function PageRoutes({ shown: { location, page } }: { shown: ShownPage }) {
  return (
    <Routes location={location}>
      <Route path="/" element={page.kind === 'home' ? <HomePage page={page} /> : <NotFoundPage />} />
      <Route path="/docs/*" element={page.kind === 'doc' ? <DocPage page={page} /> : <NotFoundPage />} />
      <Route path="/search" element={page.kind === 'search' ? <SearchPage page={page} /> : <NotFoundPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
