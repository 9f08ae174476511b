/**
 * Closes an open menu (the version dropdown, a navbar dropdown) when the reader clicks outside it
 * or presses Escape, as menus of the best docs sites do.
 */
import { type RefObject, useEffect } from 'react';

export function useCloseOnOutside(open: boolean, root: RefObject<HTMLElement | null>, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('click', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('click', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open, root, close]);
}
