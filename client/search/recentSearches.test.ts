import { describe, expect, it } from 'vitest';
import { safeStorage, STORAGE_KEYS } from '../storage/browserStorage.ts';
import { failingStorage, memoryStorage } from '../storage/memoryStorage.ts';
import { clearRecentSearches, recentSearches, rememberSearch } from './recentSearches.ts';

const storageWith = (stored?: string) => {
  const area = memoryStorage(stored === undefined ? {} : { [STORAGE_KEYS.recentSearches]: stored });
  return { area, storage: safeStorage(() => area) };
};

describe('recent searches', () => {
  it('are none at first', () => {
    expect(recentSearches(storageWith().storage)).toEqual([]);
  });

  it('keep the newest first, trimmed, without duplicates, at most five', () => {
    const { area, storage } = storageWith();
    for (const query of ['badge', ' push ', 'webhooks', 'badge', 'firebase', 'gradle', 'kotlin']) {
      rememberSearch(query, storage);
    }
    expect(recentSearches(storage)).toEqual(['kotlin', 'gradle', 'firebase', 'badge', 'webhooks']);
    expect(JSON.parse(area.items.get(STORAGE_KEYS.recentSearches) ?? '')).toHaveLength(5);
  });

  it('ignore a blank query', () => {
    const { area, storage } = storageWith();
    rememberSearch('   ', storage);
    expect(area.items.size).toBe(0);
  });

  it('can be cleared', () => {
    const { area, storage } = storageWith('["badge"]');
    clearRecentSearches(storage);
    expect(area.items.has(STORAGE_KEYS.recentSearches)).toBe(false);
    expect(recentSearches(storage)).toEqual([]);
  });

  it.each([
    ['malformed JSON', '["badge"', []],
    ['not a list', '{"0":"badge"}', []],
    ['a bare string', '"badge"', []],
    ['null', 'null', []],
    ['entries that are not strings', '["badge", 3, null, {"q":"x"}, "push"]', ['badge', 'push']],
    ['more than five', '["a","b","c","d","e","f"]', ['a', 'b', 'c', 'd', 'e']],
  ])('read %s as what can be used of it', (_case, stored, expected) => {
    expect(recentSearches(storageWith(stored).storage)).toEqual(expected);
  });

  it('start afresh over a corrupt store', () => {
    const { storage } = storageWith('not json');
    rememberSearch('badge', storage);
    expect(recentSearches(storage)).toEqual(['badge']);
  });

  it('do no harm with storage blocked', () => {
    const storage = safeStorage(() => failingStorage());
    expect(() => rememberSearch('badge', storage)).not.toThrow();
    expect(recentSearches(storage)).toEqual([]);
    expect(() => clearRecentSearches(storage)).not.toThrow();
  });
});
