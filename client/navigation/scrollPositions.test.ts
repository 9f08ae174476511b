import { describe, expect, it } from 'vitest';
import { safeStorage, STORAGE_KEYS } from '../storage/browserStorage.ts';
import { failingStorage, memoryStorage } from '../storage/memoryStorage.ts';
import { scrollPositions } from './scrollPositions.ts';

describe('scrollPositions', () => {
  it('saves a position per history entry and reads it back after a reload', () => {
    const area = memoryStorage();
    const before = scrollPositions(safeStorage(() => area));
    before.save('a', 120);
    before.save('b', 0);
    before.save('a', 300);
    const afterReload = scrollPositions(safeStorage(() => area));
    expect(afterReload.saved('a')).toBe(300);
    expect(afterReload.saved('b')).toBe(0);
    expect(afterReload.saved('c')).toBeUndefined();
  });

  it('keeps the latest 100 entries', () => {
    const area = memoryStorage();
    const positions = scrollPositions(safeStorage(() => area));
    for (let index = 0; index < 105; index++) positions.save(`k${index}`, index);
    const stored = JSON.parse(area.items.get(STORAGE_KEYS.scrollPositions) ?? '[]') as unknown[];
    expect(stored).toHaveLength(100);
    expect(positions.saved('k4')).toBeUndefined();
    expect(positions.saved('k5')).toBe(5);
    expect(positions.saved('k104')).toBe(104);
  });

  it.each([
    ['malformed JSON', '[["a",1]', {}],
    ['an object', '{"a":1}', {}],
    ['entries of the wrong shape', '[["a",1],["b","2"],[3,4],["c"],"d",["e",5]]', { a: 1, e: 5 }],
  ])('reads %s as what can be used of it', (_case, stored, expected) => {
    const positions = scrollPositions(safeStorage(() => memoryStorage({ [STORAGE_KEYS.scrollPositions]: stored })));
    for (const key of ['a', 'b', 'c', 'd', 'e']) {
      expect(positions.saved(key)).toBe((expected as Record<string, number>)[key]);
    }
  });

  it('still works for the page with storage blocked', () => {
    const positions = scrollPositions(safeStorage(() => failingStorage()));
    positions.save('a', 42);
    expect(positions.saved('a')).toBe(42);
  });
});
