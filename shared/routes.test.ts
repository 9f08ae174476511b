import { describe, expect, it } from 'vitest';
import { matchesRoute, PAGE_ROUTES, pageRouteOf, routePrefix, SITE_ROUTES } from './routes.ts';

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
  it('may find a doc at any path (docs folders may be at the site root), and root the sandbox at /sandbox', () => {
    expect(routePrefix(SITE_ROUTES.docs)).toBe('');
    expect(routePrefix(SITE_ROUTES.sandbox)).toBe('/sandbox');
  });

  it('show the home page, the search page and the docs, in that order (the docs route catches all)', () => {
    expect(PAGE_ROUTES.map((route) => route.page)).toEqual(['home', 'search', 'doc']);
  });
});

describe('pageRouteOf (the portal’s docs at /docs)', () => {
  it.each([
    ['/', 'home'],
    ['/search', 'search'],
    ['/docs', 'doc'],
    ['/docs/next/ios/badge', 'doc'],
    ['/docs/11.x', 'doc'],
    ['/docs/0.86/intro', 'doc'],
  ])('%s is a %s page', (path, page) => expect(pageRouteOf(path)?.page).toBe(page));

  it.each(['/api/content', '/sandbox/v1/users', '/docs/guide.pdf', '/img/logo.png', '/blog/post', '/docsx'])(
    '%s is not a page the client renders',
    (path) => expect(pageRouteOf(path)).toBeUndefined(),
  );
});
