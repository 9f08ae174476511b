/** The whole page below `<body>`: the same tree renders on the server and hydrates in the browser. */
import { siteConfig } from '../shared/site-config.ts';
import type { PageData } from '../shared/types.ts';
import { Footer } from './components/Footer.tsx';
import { LoadingIndicator } from './components/LoadingIndicator.tsx';
import { Navbar } from './components/Navbar.tsx';
import { PageLoadError } from './components/PageLoadError.tsx';
import { PageRoutes } from './components/PageRoutes.tsx';
import { ProgressBar } from './components/ProgressBar.tsx';
import { useInterceptLinks } from './navigation/interceptLinks.ts';
import { useMarkHydrated } from './navigation/markHydrated.ts';
import { usePendingPhase } from './navigation/pendingNavigation.ts';
import { usePrefetchOnIntent } from './navigation/prefetch.ts';
import { useScrollAfterNavigation } from './navigation/scrollAfterNavigation.ts';
import { useDocumentMetadata } from './navigation/useDocumentMetadata.ts';
import { usePageNavigation } from './navigation/usePageNavigation.ts';

export function App({ initialPage }: { initialPage: PageData }) {
  const { shown, pending, failure, retry } = usePageNavigation(initialPage);
  const phase = usePendingPhase(pending?.key ?? null);
  useInterceptLinks();
  usePrefetchOnIntent();
  useScrollAfterNavigation(shown);
  useDocumentMetadata(shown.page);
  useMarkHydrated();

  return (
    <div className="layout">
      <ProgressBar active={phase === 'progress'} />
      <a className="skip-link" href="#main">
        {siteConfig.labels.skipToContent}
      </a>
      <Navbar />
      <main id="main" className="main" aria-busy={pending ? 'true' : undefined}>
        {phase !== 'quiet' && <LoadingIndicator />}
        {failure ? <PageLoadError error={failure} onRetry={retry} /> : <PageRoutes shown={shown} />}
      </main>
      <Footer />
    </div>
  );
}
