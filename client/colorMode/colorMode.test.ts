import { describe, expect, it } from 'vitest';
import { safeStorage, STORAGE_KEYS } from '../storage/browserStorage.ts';
import { failingStorage, memoryStorage } from '../storage/memoryStorage.ts';
import { storedColorMode } from './colorMode.ts';

describe('storedColorMode', () => {
  it.each([
    ['dark', 'dark'],
    ['light', 'light'],
    ['Dark', null],
    ['"dark"', null],
    ['', null],
  ])('reads %o as %o', (stored, expected) => {
    const storage = safeStorage(() => memoryStorage({ [STORAGE_KEYS.colorMode]: stored }));
    expect(storedColorMode(storage)).toBe(expected);
  });

  it('is null (the default applies) with nothing stored or storage blocked', () => {
    expect(storedColorMode(safeStorage(() => memoryStorage()))).toBeNull();
    expect(storedColorMode(safeStorage(() => failingStorage()))).toBeNull();
  });

  it('does not read the key of an earlier release by itself (the boot script moves it first)', () => {
    expect(storedColorMode(safeStorage(() => memoryStorage({ 'portal-color-mode': 'dark' })))).toBeNull();
  });
});
