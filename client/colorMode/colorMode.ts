/**
 * Colour mode: the site's default (`colorMode.defaultMode`, light unless set), or the reader's
 * system setting where the site follows it (`colorMode.respectPrefersColorScheme`), until the
 * reader chooses; the choice is kept in localStorage. The mode is `<html data-theme>`: the server
 * writes the default, the boot script applies the rest before first paint, and the toggle reads it
 * (through useSyncExternalStore).
 */

import { FOLLOWS_SYSTEM_ATTRIBUTE } from '../../shared/siteMeta.ts';
import { localStore, type SafeStorage, STORAGE_KEYS } from '../storage/browserStorage.ts';

export type ColorMode = 'light' | 'dark';

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/** The stored choice; null when there is none (or storage is disabled): the default applies. */
export function storedColorMode(storage: SafeStorage = localStore): ColorMode | null {
  const value = storage.read(STORAGE_KEYS.colorMode);
  return value === 'dark' || value === 'light' ? value : null;
}

/** The mode a page opens in: the reader's choice, else the system's where the site follows it, else the site's default. */
export function openingColorMode(
  stored: ColorMode | null,
  followsSystem: boolean,
  systemIsDark: boolean,
  siteDefault: ColorMode,
): ColorMode {
  if (stored) return stored;
  if (followsSystem) return systemIsDark ? 'dark' : 'light';
  return siteDefault;
}

export function currentColorMode(): ColorMode {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

export function applyColorMode(mode: ColorMode): void {
  document.documentElement.dataset.theme = mode;
}

/**
 * Applies the opening mode, and, where the site follows the system setting, follows a change of
 * it (a phone switching to dark at dusk) for as long as the reader has not chosen.
 */
export function applyOpeningColorMode(root: HTMLElement = document.documentElement): void {
  const followsSystem = root.hasAttribute(FOLLOWS_SYSTEM_ATTRIBUTE);
  const siteDefault: ColorMode = root.dataset.theme === 'dark' ? 'dark' : 'light';
  const system = followsSystem && typeof matchMedia === 'function' ? matchMedia(SYSTEM_DARK) : null;
  applyColorMode(openingColorMode(storedColorMode(), followsSystem, system?.matches === true, siteDefault));
  system?.addEventListener('change', (event) => {
    if (!storedColorMode()) applyColorMode(event.matches ? 'dark' : 'light');
  });
}

/** Calls `listener` whenever the mode changes: by the toggle, or by the system setting the page follows. */
export function subscribeToColorMode(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** Applies and remembers the reader's choice. */
export function chooseColorMode(mode: ColorMode): void {
  applyColorMode(mode);
  localStore.write(STORAGE_KEYS.colorMode, mode); // if storage refuses, the choice still holds for this page
}
