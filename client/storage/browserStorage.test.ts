import { describe, expect, it } from 'vitest';
import { safeStorage, STORAGE_KEYS, STORAGE_PREFIX } from './browserStorage.ts';
import { FORMER_KEYS, moveFormerKeys } from './formerKeys.ts';
import { failingStorage, memoryStorage } from './memoryStorage.ts';

describe('safeStorage', () => {
  it('reads, writes and removes strings', () => {
    const area = memoryStorage();
    const storage = safeStorage(() => area);
    expect(storage.read('portal.x')).toBeNull();
    expect(storage.write('portal.x', 'dark')).toBe(true);
    expect(area.items.get('portal.x')).toBe('dark');
    expect(storage.read('portal.x')).toBe('dark');
    storage.remove('portal.x');
    expect(area.items.has('portal.x')).toBe(false);
  });

  it('reads and writes JSON; missing or malformed JSON reads as undefined', () => {
    const area = memoryStorage({ broken: '{"a":', number: '3' });
    const storage = safeStorage(() => area);
    expect(storage.writeJson('list', ['a', 'b'])).toBe(true);
    expect(area.items.get('list')).toBe('["a","b"]');
    expect(storage.readJson('list')).toEqual(['a', 'b']);
    expect(storage.readJson('number')).toBe(3);
    expect(storage.readJson('broken')).toBeUndefined();
    expect(storage.readJson('missing')).toBeUndefined();
  });

  it('fails soft when every call throws (storage blocked)', () => {
    const storage = safeStorage(() => failingStorage());
    expect(storage.read('k')).toBeNull();
    expect(storage.readJson('k')).toBeUndefined();
    expect(storage.write('k', 'v')).toBe(false);
    expect(storage.writeJson('k', {})).toBe(false);
    expect(() => storage.remove('k')).not.toThrow();
  });

  it('fails soft when reaching the storage object itself throws (as window.localStorage does when blocked)', () => {
    const storage = safeStorage(() => {
      throw new DOMException('Access is denied', 'SecurityError');
    });
    expect(storage.read('k')).toBeNull();
    expect(storage.write('k', 'v')).toBe(false);
    expect(() => storage.remove('k')).not.toThrow();
  });

  it('reports a full storage as a refused write', () => {
    const area = memoryStorage();
    area.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    expect(safeStorage(() => area).write('k', 'v')).toBe(false);
  });
});

describe('storage keys', () => {
  it('all carry the one prefix, and no two are the same', () => {
    const keys = Object.values(STORAGE_KEYS);
    expect(STORAGE_PREFIX).toBe('portal.');
    for (const key of keys) expect(key.startsWith(STORAGE_PREFIX)).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('moveFormerKeys', () => {
  it('moves each value stored under a former key to its new key', () => {
    const area = memoryStorage({ 'portal-color-mode': 'dark', 'portal-tabs': '{"ios-language":"objc"}' });
    moveFormerKeys(safeStorage(() => area));
    expect(Object.fromEntries(area.items)).toEqual({
      [STORAGE_KEYS.colorMode]: 'dark',
      [STORAGE_KEYS.tabChoices]: '{"ios-language":"objc"}',
    });
  });

  it('keeps a value already under the new key (a newer choice) and still drops the former one', () => {
    const area = memoryStorage({ 'portal-docs-version': '1.0', [STORAGE_KEYS.docsVersion]: '2.0' });
    moveFormerKeys(safeStorage(() => area));
    expect(Object.fromEntries(area.items)).toEqual({ [STORAGE_KEYS.docsVersion]: '2.0' });
  });

  it('does nothing without former keys, and nothing harmful with storage blocked', () => {
    const area = memoryStorage({ [STORAGE_KEYS.colorMode]: 'light' });
    moveFormerKeys(safeStorage(() => area));
    expect(Object.fromEntries(area.items)).toEqual({ [STORAGE_KEYS.colorMode]: 'light' });
    expect(() => moveFormerKeys(safeStorage(() => failingStorage()))).not.toThrow();
  });

  it('maps every former key to a prefixed one', () => {
    for (const [former, current] of FORMER_KEYS) {
      expect(former.startsWith(STORAGE_PREFIX)).toBe(false);
      expect(Object.values(STORAGE_KEYS)).toContain(current);
    }
  });
});
