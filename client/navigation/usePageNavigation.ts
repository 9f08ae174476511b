/**
 * Keeps the shown page in step with the router's location: loads page data, reports failures,
 * retries, and loads the page in full when its data comes from another build than this code.
 */
import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { type Location, type NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { withBase } from '../../shared/baseUrl.ts';
import { canonicalPagePath } from '../../shared/pagePath.ts';
import type { DocsVersion, PageData } from '../../shared/types.ts';
import { siteBaseUrl } from '../siteBase.ts';
import { storedPreferredVersion, versionRootTarget } from '../versions/preferredVersion.ts';
import { loadFullPage } from './loadFullPage.ts';
import { loadPageData, peekPageData } from './loadPageData.ts';
import { useBrowserLayoutEffect } from '../useBrowserLayoutEffect.ts';

export interface ShownPage {
  /** The location the shown page belongs to; lags the router's while the next page loads. */
  location: Location;
  /** How the reader got there: PUSH and REPLACE scroll to the top or hash, POP restores. */
  action: NavigationType;
  page: PageData;
}

export interface PageNavigation {
  shown: ShownPage;
  /** The navigation being loaded, if any. */
  pending: Location | null;
  /** The last load failed: the router's location has no page to show until a retry succeeds. */
  failure: Error | null;
  retry: () => void;
  /** Loads the shown page's data again and shows it in place (same location: no scrolling). */
  reload: () => void;
}

/**
 * Whether a navigation to `pathname` shows a page under that very address: a canonical page path,
 * not a version's root (`/docs`, `/docs/<version>`), which leads on to a version's first page.
 */
export function showsAtItsAddress(pathname: string, versions: DocsVersion[]): boolean {
  return (
    canonicalPagePath(pathname) === pathname && versionRootTarget(pathname, versions, storedPreferredVersion()) === null
  );
}

export function usePageNavigation(initialPage: PageData): PageNavigation {
  const location = useLocation();
  const action = useNavigationType();
  const navigate = useNavigate();
  const [shown, setShown] = useState<ShownPage>({ location, action, page: initialPage });
  const [pending, setPending] = useState<Location | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);

  // A page whose data is here already (prefetched on hover) is shown in the very render that sees
  // the new location: React renders again at once, before committing, so the click is one commit
  // and one paint (React's "adjusting state while rendering"). Only a path the router will keep
  // qualifies: one that needs no redirect to a version's page (the effect below handles those).
  const ready = location.key !== shown.location.key ? peekPageData(location.pathname) : undefined;
  if (
    ready &&
    ready.buildId === initialPage.buildId &&
    location.pathname !== shown.location.pathname &&
    showsAtItsAddress(location.pathname, shown.page.docsVersions)
  ) {
    setShown({ location, action, page: ready });
    if (pending !== null) setPending(null);
    if (failure !== null) setFailure(null);
  }

  // A layout effect: its updates render before the browser paints, so a page whose data is here
  // already (prefetched) is painted in the frame of the click, not one or two frames later.
  useBrowserLayoutEffect(() => {
    if (location.key === shown.location.key) return;
    const canonical = canonicalPagePath(location.pathname);
    // `/docs` and `/docs/<version>` have no page: they lead to a version's first page, and `/docs`
    // to the one of the version the reader chose (the server, which cannot know it, sends Next's).
    const target = versionRootTarget(canonical, shown.page.docsVersions, storedPreferredVersion()) ?? canonical;
    if (target !== location.pathname) {
      navigate({ pathname: target, search: location.search, hash: location.hash }, { replace: true });
      return;
    }
    // Synchronises with the router: the URL changed outside React's state (a click, Back, a
    // redirect above), and what is shown follows it, now or once the page's data has loaded.
    // (Deriving pending/failure during render instead would show a hash-only change as pending for
    // a frame and re-order the redirect above.)
    setFailure(null);
    if (location.pathname === shown.location.pathname) {
      // Only the hash or query changed: same page, new location (for scrolling and history).
      setPending(null);
      setShown((current) => ({ ...current, location, action }));
      return;
    }
    let current = true;
    setPending(location);
    loadPageData(location.pathname).then(
      (page) => {
        if (!current) return;
        // Data from another build: the site was redeployed since this document loaded. This
        // JavaScript may not render the new build's data right (nor know its assets), so the
        // browser loads the page in full, with the new build's code; the old page stays meanwhile.
        if (page.buildId !== initialPage.buildId) {
          loadFullPage(withBase(siteBaseUrl(), location.pathname) + location.search + location.hash);
          return;
        }
        // Urgent, as a click is: the page is rendered, committed and its effects run (the table
        // of contents' mark, the title) in this task, so the frame that first paints it paints all
        // of it. A default-priority update would wait for a scheduler task, and run its effects
        // only after that paint, in one more task before the next frame.
        flushSync(() => {
          setPending(null);
          setShown({ location, action, page });
        });
      },
      (error: unknown) => {
        if (!current) return;
        setPending(null);
        setFailure(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => {
      current = false;
    };
  }, [location, action, navigate, shown.location, shown.page.docsVersions, attempt, initialPage.buildId]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const shownPath = shown.location.pathname;
  const reload = useCallback(() => {
    loadPageData(shownPath).then(
      (page) => setShown((current) => (current.location.pathname === shownPath ? { ...current, page } : current)),
      (error: unknown) => setFailure(error instanceof Error ? error : new Error(String(error))),
    );
  }, [shownPath]);
  return { shown, pending, failure, retry, reload };
}
