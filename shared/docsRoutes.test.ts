import { describe, expect, it } from 'vitest';
import { DOCS_ROUTE_BASE, joinRoute } from './docsRoutes.ts';

describe('docs routes', () => {
  it('put the portal’s docs under /docs', () => {
    expect(DOCS_ROUTE_BASE).toBe('/docs');
  });

  it.each([
    ['/docs', '', '/docs'],
    ['/docs', 'next', '/docs/next'],
    ['/docs', '/intro/', '/docs/intro'],
    ['/', '', '/'],
    ['/', 'next', '/next'],
    ['/', '/intro', '/intro'],
    ['/architecture', 'a//b', '/architecture/a/b'],
  ])('join %s and %s as %s', (base, path, route) => {
    expect(joinRoute(base, path)).toBe(route);
  });
});
