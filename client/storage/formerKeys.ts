/**
 * Storage keys from before every key carried the `portal.` prefix. The boot script moves a
 * reader's stored choices to the new keys once, before it reads them, so that the colour mode,
 * tab and version choices survive the rename. (Scroll positions lived in sessionStorage, for one
 * tab's session: they were not worth moving.) Safe to delete once old visits have passed.
 */
import { localStore, type SafeStorage, STORAGE_KEYS } from './browserStorage.ts';

export const FORMER_KEYS: readonly (readonly [former: string, current: string])[] = [
  ['portal-color-mode', STORAGE_KEYS.colorMode],
  ['portal-tabs', STORAGE_KEYS.tabChoices],
  ['portal-docs-version', STORAGE_KEYS.docsVersion],
];

/** Moves each former key's value to its new key, unless the new key already holds a newer choice. */
export function moveFormerKeys(storage: SafeStorage = localStore): void {
  for (const [former, current] of FORMER_KEYS) {
    const value = storage.read(former);
    if (value === null) continue;
    if (storage.read(current) === null) storage.write(current, value);
    storage.remove(former);
  }
}
