/**
 * Colour mode: light by default, the reader's choice kept in localStorage and reflected as
 * `<html data-theme="dark">`. The boot script applies it before first paint; this module also
 * serves the toggle (through useSyncExternalStore).
 */

import { localStore, type SafeStorage, STORAGE_KEYS } from '../storage/browserStorage.ts';

export type ColorMode = 'light' | 'dark';

/** The stored choice; null when there is none (or storage is disabled): the default applies. */
export function storedColorMode(storage: SafeStorage = localStore): ColorMode | null {
  const value = storage.read(STORAGE_KEYS.colorMode);
  return value === 'dark' || value === 'light' ? value : null;
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
  localStore.write(STORAGE_KEYS.colorMode, mode); // if storage refuses, the choice still holds for this page
  for (const listener of listeners) listener();
}
