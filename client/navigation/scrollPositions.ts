/** Remembers the scroll position of each history entry, so Back and Forward can return to it. */
import { type SafeStorage, sessionStore, STORAGE_KEYS } from '../storage/browserStorage.ts';

/** Enough for a long reading session; older entries are dropped first. */
const MAX_ENTRIES = 100;

export interface ScrollPositions {
  saved(historyKey: string): number | undefined;
  save(historyKey: string, y: number): void;
}

/** Kept in sessionStorage so that positions survive a reload in the middle of the history. */
export function scrollPositions(storage: SafeStorage): ScrollPositions {
  let positions: Map<string, number> | undefined;
  const load = (): Map<string, number> => {
    if (!positions) {
      const stored = storage.readJson(STORAGE_KEYS.scrollPositions);
      const entries = Array.isArray(stored) ? stored.filter(isPosition) : [];
      positions = new Map(entries);
    }
    return positions;
  };
  return {
    saved: (historyKey) => load().get(historyKey),
    save(historyKey, y) {
      const map = load();
      map.delete(historyKey);
      map.set(historyKey, y);
      while (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as string);
      // Storage may be full or disabled: positions still work for this document.
      storage.writeJson(STORAGE_KEYS.scrollPositions, [...map]);
    },
  };
}

function isPosition(entry: unknown): entry is [string, number] {
  return Array.isArray(entry) && entry.length === 2 && typeof entry[0] === 'string' && typeof entry[1] === 'number';
}

const positions = scrollPositions(sessionStore);

export const savedScrollPosition = (historyKey: string): number | undefined => positions.saved(historyKey);

export const saveScrollPosition = (historyKey: string, y: number): void => positions.save(historyKey, y);
