/** The whole page below `<body>`: the same tree renders on the server and hydrates in the browser. */
import { Route, Routes } from 'react-router-dom';
import { siteConfig } from '../shared/site-config.ts';
import type { PageData } from '../shared/types.ts';
import { DocPage } from './components/DocPage.tsx';
import { Footer } from './components/Footer.tsx';
import { HomePage } from './components/HomePage.tsx';
import { Navbar } from './components/Navbar.tsx';
import { NotFoundPage } from './components/NotFoundPage.tsx';
import { useInterceptLinks } from './navigation/interceptLinks.ts';
import { useMarkHydrated } from './navigation/markHydrated.ts';
import { useScrollAfterNavigation } from './navigation/scrollAfterNavigation.ts';
import { useDocumentMetadata } from './navigation/useDocumentMetadata.ts';
import { usePageNavigation } from './navigation/usePageNavigation.ts';

export function App({ initialPage }: { initialPage: PageData }) {
  const { location, page } = usePageNavigation(initialPage);
  useInterceptLinks();
  useScrollAfterNavigation(location);
  useDocumentMetadata(page);
  useMarkHydrated();

  // Routes match the location of the page being shown (not the one loading), as Docusaurus's
  // PendingNavigation does, so the old page stays until the new one's data has arrived.
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {siteConfig.labels.skipToContent}
      </a>
      <Navbar />
      <main id="main" className="main">
        <Routes location={location}>
          <Route path="/" element={page.kind === 'home' ? <HomePage page={page} /> : <NotFoundPage />} />
          <Route path="/docs/*" element={page.kind === 'doc' ? <DocPage page={page} /> : <NotFoundPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </main>
      <Footer />
    </div>
  );
}
