/** Keeps the shown page in step with the router's location, loading page data as it changes. */
import { useEffect, useState } from 'react';
import { type Location, useLocation } from 'react-router-dom';
import type { PageData } from '../../shared/types.ts';
import { loadPageData } from './loadPageData.ts';

export interface ShownPage {
  /** The location the shown page belongs to; lags the router's while the next page loads. */
  location: Location;
  page: PageData;
}

export function usePageNavigation(initialPage: PageData): ShownPage {
  const location = useLocation();
  const [shown, setShown] = useState<ShownPage>({ location, page: initialPage });

  useEffect(() => {
    if (location.key === shown.location.key) return;
    if (location.pathname === shown.location.pathname) {
      // Only the hash or query changed: same page, new location (for scrolling).
      setShown((current) => ({ ...current, location }));
      return;
    }
    let current = true;
    loadPageData(location.pathname).then(
      (page) => current && setShown({ location, page }),
      (error: unknown) => console.warn(error),
    );
    return () => {
      current = false;
    };
  }, [location, shown.location]);

  return shown;
}
