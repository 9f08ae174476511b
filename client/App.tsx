/** The whole page below `<body>`: the same tree renders on the server and hydrates in the browser. */
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { siteConfig } from '../shared/site-config.ts';
import type { PageData } from '../shared/types.ts';
import { useCopyButtons } from './codeBlocks/useCopyButtons.ts';
import { DevWarnings } from './dev/DevWarnings.tsx';
import { useLiveReload } from './dev/useLiveReload.ts';
import { AnnouncementBar } from './components/AnnouncementBar.tsx';
import { Footer } from './components/Footer.tsx';
import { LoadingIndicator } from './components/LoadingIndicator.tsx';
import { MobileMenu } from './components/MobileMenu.tsx';
import { Navbar } from './components/Navbar.tsx';
import { PageLoadError } from './components/PageLoadError.tsx';
import { PageRoutes } from './components/PageRoutes.tsx';
import { ProgressBar } from './components/ProgressBar.tsx';
import { Sidebar } from './components/Sidebar.tsx';
import { BlogSidebar } from './components/BlogPage.tsx';
import { useInterceptLinks } from './navigation/interceptLinks.ts';
import { useMarkHydrated } from './navigation/markHydrated.ts';
import { usePendingPhase } from './navigation/pendingNavigation.ts';
import { usePrefetchOnIntent } from './navigation/prefetch.ts';
import { useScrollAfterNavigation } from './navigation/scrollAfterNavigation.ts';
import { useDocumentMetadata } from './navigation/useDocumentMetadata.ts';
import { usePageNavigation } from './navigation/usePageNavigation.ts';
import { NavbarSearch } from './search/NavbarSearch.tsx';
import { SearchDialog } from './search/SearchDialog.tsx';
import { useSearchShortcut } from './search/useSearchShortcut.ts';
import { useTabs } from './tabs/useTabs.ts';
import { useTryIt } from './tryIt/useTryIt.ts';
import { VersionDropdown } from './components/VersionDropdown.tsx';
import { preferredVersion } from './versions/preferredVersion.ts';
import { usePreferredVersionName } from './versions/usePreferredVersion.ts';

export function App({ initialPage }: { initialPage: PageData }) {
  const { shown, pending, failure, retry, reload } = usePageNavigation(initialPage);
  const devWarnings = useLiveReload(reload);
  const phase = usePendingPhase(pending?.key ?? null);
  const routerLocation = useLocation();
  /** The mobile menu, open at this history entry; every navigation closes it. */
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  if (menuOpenAt !== null && menuOpenAt !== routerLocation.key) setMenuOpenAt(null);
  const menuOpen = menuOpenAt === routerLocation.key;
  /** The search dialog, when open, and what its field starts with. */
  const [search, setSearch] = useState<{ query: string } | null>(null);
  const openSearch = useCallback((query = '') => setSearch({ query }), []);
  const closeSearch = useCallback(() => setSearch(null), []);
  useSearchShortcut(openSearch);
  const closeMenu = useCallback(() => setMenuOpenAt(null), []);
  // The versions are the site's, the same on every page: the initial page's never change.
  useInterceptLinks(initialPage.docsVersions);
  usePrefetchOnIntent();
  useScrollAfterNavigation(shown);
  useDocumentMetadata(shown.page);
  useTabs(shown.location.key);
  useCopyButtons();
  useTryIt();
  useMarkHydrated();
  const { page } = shown;
  // A site page with a `<main>` of its own is the main landmark itself (SitePageData.ownMain).
  const Main = page.kind === 'page' && page.ownMain && !failure ? 'div' : 'main';
  const docsHome = preferredVersion(page.docsVersions, usePreferredVersionName())?.homePath ?? siteConfig.docsHome;

  return (
    <div className="layout">
      <ProgressBar active={phase === 'progress'} />
      <a className="skip-link" href="#main">
        {siteConfig.labels.skipToContent}
      </a>
      <AnnouncementBar />
      <Navbar docsHome={docsHome} menuOpen={menuOpen} onOpenMenu={() => setMenuOpenAt(routerLocation.key)}>
        <NavbarSearch onOpen={openSearch} />
        <VersionDropdown page={page} />
      </Navbar>
      {search && (
        <SearchDialog
          initialQuery={search.query}
          // Pages of a version readers do not land on search that version; others the main docs.
          version={
            page.kind === 'doc' && !page.docsVersions.some(({ name, isLast }) => isLast && name === page.version)
              ? page.version
              : undefined
          }
          onClose={closeSearch}
        />
      )}
      {menuOpen && (
        <MobileMenu page={page} docsHome={docsHome} onOpenSearch={openSearch} onClose={closeMenu}>
          {page.kind === 'doc' && <Sidebar items={page.sidebar} currentPath={page.path} version={page.version} />}
          {page.kind === 'blog' && <BlogSidebar page={page} />}
        </MobileMenu>
      )}
      <Main id="main" className="main" aria-busy={pending ? 'true' : undefined}>
        {phase !== 'quiet' && <LoadingIndicator />}
        {failure ? <PageLoadError error={failure} onRetry={retry} /> : <PageRoutes shown={shown} />}
      </Main>
      <Footer />
      <DevWarnings warnings={devWarnings} />
    </div>
  );
}
