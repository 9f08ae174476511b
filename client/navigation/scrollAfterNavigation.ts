/** After a page is shown: scroll to the element named by the hash, or to the top. */
import { useEffect, useRef } from 'react';
import type { Location } from 'react-router-dom';

export function useScrollAfterNavigation(location: Location): void {
  const isFirstPage = useRef(true);
  useEffect(() => {
    const firstPage = isFirstPage.current;
    isFirstPage.current = false;
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    // On the first page the browser's own position (top, or restored on reload) stands.
    else if (!firstPage) window.scrollTo(0, 0);
    // Keyed on the navigation, not the location object, so that re-renders never scroll.
  }, [location.key]);
}
