import { describe, expect, it } from 'vitest';
import { safeStorage, STORAGE_KEYS } from '../storage/browserStorage.ts';
import { failingStorage, memoryStorage } from '../storage/memoryStorage.ts';
import { rememberTabChoice, storedTabChoices } from './tabChoices.ts';

const storageWith = (stored?: string) => {
  const area = memoryStorage(stored === undefined ? {} : { [STORAGE_KEYS.tabChoices]: stored });
  return { area, storage: safeStorage(() => area) };
};

describe('tab choices', () => {
  it('are none at first', () => {
    expect(storedTabChoices(storageWith().storage)).toEqual({});
  });

  it('remember one choice per group, the latest winning', () => {
    const { area, storage } = storageWith();
    rememberTabChoice('ios-language', 'objc', storage);
    rememberTabChoice('http-client', 'ruby', storage);
    rememberTabChoice('ios-language', 'swift', storage);
    expect(storedTabChoices(storage)).toEqual({ 'ios-language': 'swift', 'http-client': 'ruby' });
    expect(JSON.parse(area.items.get(STORAGE_KEYS.tabChoices) ?? '')).toEqual({
      'ios-language': 'swift',
      'http-client': 'ruby',
    });
  });

  it.each([
    ['malformed JSON', '{"ios-language":', {}],
    ['a list', '["swift"]', {}],
    ['a string', '"swift"', {}],
    ['null', 'null', {}],
    [
      'values that are not strings',
      '{"ios-language":"swift","gradle-dsl":2,"x":null,"y":{"z":"1"}}',
      { 'ios-language': 'swift' },
    ],
  ])('read %s as what can be used of it', (_case, stored, expected) => {
    expect(storedTabChoices(storageWith(stored).storage)).toEqual(expected);
  });

  it('replace a corrupt store with the new choice', () => {
    const { storage } = storageWith('{oops');
    rememberTabChoice('gradle-dsl', 'kotlin', storage);
    expect(storedTabChoices(storage)).toEqual({ 'gradle-dsl': 'kotlin' });
  });

  it('do no harm with storage blocked', () => {
    const storage = safeStorage(() => failingStorage());
    expect(() => rememberTabChoice('ios-language', 'swift', storage)).not.toThrow();
    expect(storedTabChoices(storage)).toEqual({});
  });
});
