import { describe, expect, it } from 'vitest';
import { matchesRoute, PAGE_ROUTES, routePrefix, SITE_ROUTES } from './routes.ts';

describe('matchesRoute', () => {
  it.each([
    ['/', '/', true],
    ['/', '/docs', false],
    ['/search', '/search', true],
    ['/search', '/search/', true],
    ['/search', '/searching', false],
    ['/search', '/Search', false],
    ['/docs/*', '/docs', true],
    ['/docs/*', '/docs/', true],
    ['/docs/*', '/docs/1.0/ios/badge', true],
    ['/docs/*', '/docsx', false],
    ['/docs/*', '/DOCS/ios', false],
  ])('%s at %s: %s', (path, sitePath, matches) => expect(matchesRoute({ path }, sitePath)).toBe(matches));
});

describe('the site routes', () => {
  it('root the docs at the docs route base, and the sandbox at /sandbox', () => {
    expect(routePrefix(SITE_ROUTES.docs)).toBe('/docs');
    expect(routePrefix(SITE_ROUTES.sandbox)).toBe('/sandbox');
  });

  it('show the home page, the docs and the search page', () => {
    expect(PAGE_ROUTES.map((route) => route.page)).toEqual(['home', 'doc', 'search']);
  });
});
