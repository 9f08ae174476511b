import { describe, expect, it } from 'vitest';
import { safeStorage, STORAGE_KEYS } from '../storage/browserStorage.ts';
import { failingStorage, memoryStorage } from '../storage/memoryStorage.ts';
import { openingColorMode, storedColorMode } from './colorMode.ts';

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

describe('openingColorMode', () => {
  it('keeps the reader’s choice over the system setting and the site default', () => {
    expect(openingColorMode('light', true, true, 'dark')).toBe('light');
    expect(openingColorMode('dark', false, false, 'light')).toBe('dark');
  });

  it('follows the system setting only where the site says so', () => {
    expect(openingColorMode(null, true, true, 'light')).toBe('dark');
    expect(openingColorMode(null, true, false, 'dark')).toBe('light');
    expect(openingColorMode(null, false, true, 'light')).toBe('light');
  });

  it('opens in the site default otherwise', () => {
    expect(openingColorMode(null, false, false, 'dark')).toBe('dark');
    expect(openingColorMode(null, false, true, 'light')).toBe('light');
  });
});
