import { describe, expect, it } from 'vitest';
import { isForeignUrl, mountPath, routerBasename, stripBase, withBase } from './baseUrl.ts';

describe('withBase', () => {
  it.each([
    ['/', '/', '/'],
    ['/', '/docs/ios/badge', '/docs/ios/badge'],
    ['/developer/', '/', '/developer/'],
    ['/developer/', '/docs/ios/badge', '/developer/docs/ios/badge'],
    ['/a/b/', '/assets/entry-X.js', '/a/b/assets/entry-X.js'],
    ['/immer/', 'https://github.com/immerjs/immer', 'https://github.com/immerjs/immer'],
    ['/immer/', '//cdn.example.com/x.js', '//cdn.example.com/x.js'],
    ['/immer/', 'mailto:team@example.com', 'mailto:team@example.com'],
    ['/immer/', '#top', '#top'],
    ['/docs/', '/docs/x', '/docs/docs/x'],
  ])('%s + %s → %s', (base, path, expected) => expect(withBase(base, path)).toBe(expected));
});

describe('isForeignUrl', () => {
  it.each([
    ['https://github.com/x', true],
    ['HTTP://x.org', true],
    ['//host/x', true],
    ['mailto:a@b.c', true],
    ['/docs/x', false],
    ['img/x.png', false],
    ['/\\host', false],
  ])('%s → %s', (url, expected) => expect(isForeignUrl(url)).toBe(expected));
});

describe('stripBase', () => {
  it.each([
    ['/', '/docs/x', '/docs/x'],
    ['/developer/', '/developer/docs/x', '/docs/x'],
    ['/developer/', '/developer/', '/'],
    ['/developer/', '/developer', '/'],
    ['/developer/', '/docs/x', null],
    ['/developer/', '/developers/docs/x', null],
  ])('%s from %s → %s', (base, pathname, expected) => expect(stripBase(base, pathname)).toBe(expected));

  it('inverts withBase', () => {
    for (const path of ['/', '/docs/ios/badge', '/api/content']) {
      expect(stripBase('/developer/', withBase('/developer/', path))).toBe(path);
    }
  });
});

describe('routerBasename', () => {
  it('keeps the trailing slash, so the home page is linked as /developer/, and is undefined at the root', () => {
    expect(routerBasename('/developer/')).toBe('/developer/');
    expect(routerBasename('/')).toBeUndefined();
  });
});

describe('mountPath', () => {
  it.each([
    ['/', '/'],
    ['/developer/', '/developer'],
    ['/a/b/', '/a/b'],
  ])('%s → %s', (base, expected) => expect(mountPath(base)).toBe(expected));
});
