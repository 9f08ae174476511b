/**
 * The one way the client reads and writes Web Storage. Storage may be missing (the server, a
 * worker), disabled or blocked (merely touching `localStorage` throws then), full, or hold
 * anything a reader or an older release left there: every call here fails soft, so a choice that
 * cannot be kept still holds for the page, and one that cannot be read falls back to the default.
 */

/** Every key the site stores starts with this (global names carry one prefix). */
export const STORAGE_PREFIX = 'portal.';

/** All the keys, in one place so that none collides or escapes the prefix. */
export const STORAGE_KEYS = {
  /** `light` or `dark` (client/colorMode). */
  colorMode: `${STORAGE_PREFIX}colorMode`,
  /** The id of the announcement bar the reader closed (client/components/AnnouncementBar.tsx). */
  announcementClosed: `${STORAGE_PREFIX}announcementClosed`,
  /** Chosen tab by tabs group, JSON (client/tabs). */
  tabChoices: `${STORAGE_PREFIX}tabChoices`,
  /** The docs version chosen in the dropdown (client/versions). */
  docsVersion: `${STORAGE_PREFIX}docsVersion`,
  /** The last searches that led somewhere, JSON (client/search). */
  recentSearches: `${STORAGE_PREFIX}recentSearches`,
  /** Scroll position by history entry, JSON, in sessionStorage (client/navigation). */
  scrollPositions: `${STORAGE_PREFIX}scrollPositions`,
  /** The reader's personal sandbox key pair until it expires, JSON as the sandbox minted it (client/tryIt). */
  sandboxKey: `${STORAGE_PREFIX}sandboxKey`,
} as const;

/** The part of the Web Storage interface the site uses (an in-memory one will do in tests). */
export type StorageArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SafeStorage {
  /** The stored string; null when there is none or storage cannot be read. */
  read(key: string): string | null;
  /** The stored JSON value; undefined when there is none, storage cannot be read, or it is not JSON. */
  readJson(key: string): unknown;
  /** Stores the value; false when storage refused (disabled, full). */
  write(key: string, value: string): boolean;
  writeJson(key: string, value: unknown): boolean;
  remove(key: string): void;
}

/** `area` is called on every access: reaching `window.localStorage` is itself what may throw. */
export function safeStorage(area: () => StorageArea): SafeStorage {
  const read = (key: string): string | null => {
    try {
      return area().getItem(key);
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string): boolean => {
    try {
      area().setItem(key, value);
      return true;
    } catch {
      return false;
    }
  };
  return {
    read,
    readJson(key) {
      const text = read(key);
      if (text === null) return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return undefined;
      }
    },
    write,
    writeJson: (key, value) => write(key, JSON.stringify(value)),
    remove(key) {
      try {
        area().removeItem(key);
      } catch {
        // Nothing to remove from storage that cannot be reached.
      }
    },
  };
}

/** Kept across visits. */
export const localStore = safeStorage(() => window.localStorage);
/** Kept for the tab's session (survives reloads, not closing the tab). */
export const sessionStore = safeStorage(() => window.sessionStorage);
