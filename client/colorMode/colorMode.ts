/**
 * Colour mode: light by default, the reader's choice kept in localStorage and reflected as
 * `<html data-theme="dark">`. The boot script applies it before first paint; this module also
 * serves the toggle (through useSyncExternalStore).
 */

export type ColorMode = 'light' | 'dark';

export const COLOR_MODE_STORAGE_KEY = 'portal-color-mode';

export function storedColorMode(): ColorMode | null {
  try {
    const value = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null; // storage disabled: the default applies
  }
}

export function currentColorMode(): ColorMode {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

export function applyColorMode(mode: ColorMode): void {
  document.documentElement.dataset.theme = mode;
}

const listeners = new Set<() => void>();

export function subscribeToColorMode(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Applies and remembers the reader's choice. */
export function chooseColorMode(mode: ColorMode): void {
  applyColorMode(mode);
  try {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // The choice still holds for this page.
  }
  for (const listener of listeners) listener();
}
