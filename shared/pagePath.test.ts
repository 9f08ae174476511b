import { describe, expect, it } from 'vitest';
import { canonicalPagePath } from './pagePath.ts';

describe('canonicalPagePath', () => {
  it.each([
    ['/', '/'],
    ['/index.html', '/'],
    ['/docs/ios/badge', '/docs/ios/badge'],
    ['/docs/ios/badge/', '/docs/ios/badge'],
    ['/docs/ios/badge/index.html', '/docs/ios/badge'],
    ['/docs//', '/docs'],
    ['/docs/index.html.bak', '/docs/index.html.bak'],
    ['/docs/myindex.html', '/docs/myindex.html'],
  ])('%s → %s', (input, expected) => expect(canonicalPagePath(input)).toBe(expected));
});
