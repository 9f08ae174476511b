/** The last searches that led somewhere, kept in localStorage and offered when the box is empty. */
import { localStore, type SafeStorage, STORAGE_KEYS } from '../storage/browserStorage.ts';

const KEPT = 5;

/** Newest first; a blocked or corrupt store gives no history (search still works). */
export function recentSearches(storage: SafeStorage = localStore): string[] {
  const stored = storage.readJson(STORAGE_KEYS.recentSearches);
  return Array.isArray(stored)
    ? stored.filter((entry): entry is string => typeof entry === 'string').slice(0, KEPT)
    : [];
}

/** Moves `query` to the front, without duplicates; if storage refuses, forgetting is harmless. */
export function rememberSearch(query: string, storage: SafeStorage = localStore): void {
  const trimmed = query.trim();
  if (trimmed === '') return;
  const next = [trimmed, ...recentSearches(storage).filter((entry) => entry !== trimmed)].slice(0, KEPT);
  storage.writeJson(STORAGE_KEYS.recentSearches, next);
}

export function clearRecentSearches(storage: SafeStorage = localStore): void {
  storage.remove(STORAGE_KEYS.recentSearches);
}
