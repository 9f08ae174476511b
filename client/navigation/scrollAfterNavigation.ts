/** After a page is shown: scroll to the element named by the hash, or to the top. */
import { useEffect } from 'react';
import type { Location } from 'react-router-dom';

export function useScrollAfterNavigation(location: Location): void {
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // Keyed on the navigation, not the location object, so that re-renders never scroll.
  }, [location.key]);
}
