import { describe, expect, it } from 'vitest';
import { type LinkAttributes, linkTarget, sitePathOf } from './pageLink.ts';
import { PAGE_ROUTES, pageRouteOf } from './pageRoutes.ts';

const PAGE = 'https://developers.example.com/docs/ios/badge?x=1#top';
const link = (href: string | null, more: Partial<LinkAttributes> = {}): LinkAttributes => ({
  href,
  target: null,
  download: false,
  ...more,
});

describe('linkTarget (base URL /)', () => {
  it.each([
    ['/docs/ios/installation', { path: '/docs/ios/installation', search: '', hash: '' }],
    ['installation', { path: '/docs/ios/installation', search: '', hash: '' }],
    ['../android/client#setup', { path: '/docs/android/client', search: '', hash: '#setup' }],
    ['/docs/ios/firebase?tab=swift#push', { path: '/docs/ios/firebase', search: '?tab=swift', hash: '#push' }],
    ['#reset-the-badge', { path: '/docs/ios/badge', search: '?x=1', hash: '#reset-the-badge' }],
    ['/', { path: '/', search: '', hash: '' }],
    ['/index.html', { path: '/', search: '', hash: '' }],
    ['/docs/ios/badge/', { path: '/docs/ios/badge', search: '', hash: '' }],
    ['/docs/ios/index.html', { path: '/docs/ios', search: '', hash: '' }],
    ['/docs', { path: '/docs', search: '', hash: '' }],
    ['/docs/', { path: '/docs', search: '', hash: '' }],
    ['/search?q=badge', { path: '/search', search: '?q=badge', hash: '' }],
    ['https://developers.example.com/docs/web/installation', { path: '/docs/web/installation', search: '', hash: '' }],
  ])('%s → %o', (href, expected) => {
    expect(linkTarget(link(href), PAGE, '/')).toEqual(expected);
  });

  it.each([
    ['another origin', 'https://example.org/docs/ios/badge'],
    ['another port', 'https://developers.example.com:8443/docs/ios/badge'],
    ['another scheme', 'http://developers.example.com/docs/ios/badge'],
    ['the API', '/api/content?path=/docs/ios/badge'],
    ['a file', '/favicon.svg'],
    ['a sibling folder of the docs', '/docs-old/ios/badge'],
    ['a path that only starts like the docs', '/docsearch'],
    ['a differently cased route (the server is case-sensitive)', '/Docs/ios/badge'],
    ['the sitemap', '/sitemap.xml'],
    ['mail', 'mailto:help@example.com'],
  ])('leaves %s to the browser', (_case, href) => {
    expect(linkTarget(link(href), PAGE, '/')).toBeNull();
  });

  it('leaves links without href, with download, or opening elsewhere to the browser', () => {
    expect(linkTarget(link(null), PAGE, '/')).toBeNull();
    expect(linkTarget(link('/docs/ios/badge', { download: true }), PAGE, '/')).toBeNull();
    expect(linkTarget(link('/docs/ios/badge', { target: '_blank' }), PAGE, '/')).toBeNull();
    expect(linkTarget(link('/docs/ios/badge', { target: 'docs' }), PAGE, '/')).toBeNull();
  });

  it('follows links that target this frame', () => {
    expect(linkTarget(link('/docs/ios/badge', { target: '_self' }), PAGE, '/')?.path).toBe('/docs/ios/badge');
    expect(linkTarget(link('/docs/ios/badge', { target: '' }), PAGE, '/')?.path).toBe('/docs/ios/badge');
  });
});

describe('linkTarget under a base URL prefix', () => {
  const page = 'https://example.com/developer/docs/ios/badge';

  it.each([
    ['/developer/docs/ios/installation', '/docs/ios/installation'],
    ['installation', '/docs/ios/installation'],
    ['/developer/', '/'],
    ['/developer', '/'],
    ['/developer/index.html', '/'],
    ['/developer/search?q=x', '/search'],
  ])('%s → %s (the prefix removed)', (href, path) => {
    expect(linkTarget(link(href), page, '/developer/')?.path).toBe(path);
  });

  it.each(['/docs/ios/installation', '/developers/docs/x', '/', '/developer/api/search?q=x'])(
    'leaves %s, outside the base or not a page, to the browser',
    (href) => {
      expect(linkTarget(link(href), page, '/developer/')).toBeNull();
    },
  );
});

describe('sitePathOf', () => {
  it.each([
    ['/docs/x', '/', '/docs/x'],
    ['/developer/docs/x', '/developer/', '/docs/x'],
    ['/developer', '/developer/', '/'],
    ['/elsewhere', '/developer/', '/elsewhere'],
  ])('%s under %s → %s', (pathname, base, expected) => expect(sitePathOf(pathname, base)).toBe(expected));
});

describe('pageRouteOf', () => {
  it.each([
    ['/', 'home'],
    ['/docs', 'doc'],
    ['/docs/1.0/ios/badge', 'doc'],
    ['/search', 'search'],
    ['/searching', undefined],
    ['/api/content', undefined],
    ['/DOCS/ios', undefined],
  ])('%s → %s', (path, kind) => expect(pageRouteOf(path)?.page).toBe(kind));

  it('lists each page kind once', () => {
    const kinds = PAGE_ROUTES.map((route) => route.page);
    expect(new Set(kinds).size).toBe(kinds.length);
  });
});
