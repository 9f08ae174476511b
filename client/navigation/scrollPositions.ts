/**
 * Remembers the scroll position of each history entry, so Back and Forward (and a reload) can
 * return to it. Each entry is named by something kept in its own `history.state` (as VitePress
 * keeps its position there): the key react-router gives every entry it makes, or, for the entry
 * made by loading an address, which has none, an id of our own. The browser keeps that state
 * with the entry across reloads and other documents, and gives none to an entry made by loading
 * an address, so two entries never share a position, not even two of the same URL, and a page
 * loaded by its address has none to restore.
 */
import { type SafeStorage, sessionStore, STORAGE_KEYS } from '../storage/browserStorage.ts';

/** Enough for a long reading session; older entries are dropped first. */
const MAX_ENTRIES = 100;

/** The key react-router gives a location whose entry's state holds none of its keys: the first one, loaded by its address. */
export const DEFAULT_ROUTER_KEY = 'default';

/** The field of `history.state` holding the entry's id (the router keeps its own fields beside it). */
export const ENTRY_ID_FIELD = 'portalEntry';

export interface ScrollPositions {
  saved(entryId: string): number | undefined;
  /** Remembers the entry's position for this document: cheap enough for every scroll event. */
  record(entryId: string, y: number): void;
  /** Writes the positions recorded since the last call to storage, for a reload or a later document. */
  persist(): void;
}

/** Kept in sessionStorage (one tab's), so that positions outlive the document that recorded them. */
export function scrollPositions(storage: SafeStorage): ScrollPositions {
  let positions: Map<string, number> | undefined;
  /** Recorded and not yet written. */
  const recorded = new Map<string, number>();
  const stored = (): Map<string, number> => {
    const value = storage.readJson(STORAGE_KEYS.scrollPositions);
    return new Map(Array.isArray(value) ? value.filter(isPosition) : []);
  };
  const load = (): Map<string, number> => (positions ??= stored());
  const remember = (map: Map<string, number>, entryId: string, y: number) => {
    map.delete(entryId); // the latest goes last, so the oldest are dropped first
    map.set(entryId, y);
    while (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as string);
  };
  return {
    saved: (entryId) => load().get(entryId),
    record(entryId, y) {
      remember(load(), entryId, y);
      remember(recorded, entryId, y);
    },
    persist() {
      if (recorded.size === 0) return;
      // Another document of this tab may have written since this one read (this one was kept in
      // the back/forward cache meanwhile): its positions are kept, this one's added.
      const merged = stored();
      for (const [entryId, y] of recorded) remember(merged, entryId, y);
      recorded.clear();
      positions = merged;
      // Storage may be full or disabled: positions still work for this document.
      storage.writeJson(STORAGE_KEYS.scrollPositions, [...merged]);
    },
  };
}

function isPosition(entry: unknown): entry is [string, number] {
  return Array.isArray(entry) && entry.length === 2 && typeof entry[0] === 'string' && typeof entry[1] === 'number';
}

/** The entry id a `history.state` holds, if any. */
export function entryIdIn(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const id = (state as Record<string, unknown>)[ENTRY_ID_FIELD];
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/** The state with the entry id added, everything else in it (the router's key and index) kept. */
export function stateWithEntryId(state: unknown, entryId: string): Record<string, unknown> {
  return { ...(typeof state === 'object' && state !== null ? state : {}), [ENTRY_ID_FIELD]: entryId };
}

/** Unique enough within a tab's history (`crypto.randomUUID` needs a secure context). */
export function newEntryId(random: () => number = Math.random, now: () => number = Date.now): string {
  return `${now().toString(36)}-${random().toString(36).slice(2, 10)}`;
}

/**
 * Writes `entryId` into the current history entry's state, if that entry is still the router's
 * `routerKey` (react-router keeps its key in the state; the first entry has none: "default") and
 * has no id yet.
 */
export function nameEntry(routerKey: string, entryId: string): void {
  const state: unknown = history.state;
  const key = typeof state === 'object' && state !== null ? (state as { key?: unknown }).key : undefined;
  if ((typeof key === 'string' ? key : DEFAULT_ROUTER_KEY) !== routerKey || entryIdIn(state)) return;
  try {
    history.replaceState(stateWithEntryId(state, entryId), '');
  } catch {
    // A state the browser cannot store: the id still names the entry for this document.
  }
}

export const sessionScrollPositions = scrollPositions(sessionStore);
