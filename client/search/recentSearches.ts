/** The last searches that led somewhere, kept in localStorage and offered when the box is empty. */
const STORAGE_KEY = 'portal.recentSearches';
const KEPT = 5;

export function recentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((entry): entry is string => typeof entry === 'string').slice(0, KEPT)
      : [];
  } catch {
    return []; // storage blocked or corrupt: no history, search still works
  }
}

/** Moves `query` to the front, without duplicates. */
export function rememberSearch(query: string): void {
  const trimmed = query.trim();
  if (trimmed === '') return;
  const next = [trimmed, ...recentSearches().filter((entry) => entry !== trimmed)].slice(0, KEPT);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // storage full or blocked: forgetting is harmless
  }
}

export function clearRecentSearches(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}
