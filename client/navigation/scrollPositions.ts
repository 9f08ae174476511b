/** Remembers the scroll position of each history entry, so Back and Forward can return to it. */

const STORAGE_KEY = 'portal-scroll-positions';
/** Enough for a long reading session; older entries are dropped first. */
const MAX_ENTRIES = 100;

let positions: Map<string, number> | undefined;

function load(): Map<string, number> {
  if (!positions) {
    try {
      positions = new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][]);
    } catch {
      positions = new Map();
    }
  }
  return positions;
}

export function savedScrollPosition(historyKey: string): number | undefined {
  return load().get(historyKey);
}

export function saveScrollPosition(historyKey: string, y: number): void {
  const map = load();
  map.delete(historyKey);
  map.set(historyKey, y);
  while (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as string);
  try {
    // Kept in sessionStorage so that positions survive a reload in the middle of the history.
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...map]));
  } catch {
    // Storage may be full or disabled: positions still work for this document.
  }
}
