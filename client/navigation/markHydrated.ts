/** Marks `<html data-portal-hydrated>` once React has hydrated, for tests and for CSS that needs JS. */
import { useEffect } from 'react';

export function useMarkHydrated(): void {
  useEffect(() => {
    document.documentElement.dataset.portalHydrated = '';
  }, []);
}
