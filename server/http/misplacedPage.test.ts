/** The rule that tells a page under a wrong prefix from a typo, at both kinds of base URL. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PageStore } from '../content/pageStore/pageStore.ts';
import { siteBuild } from '../../tests/support/siteBuild.ts';
import { misplacedPageFinder } from './misplacedPage.ts';

let store: PageStore;
beforeAll(async () => {
  store = (await siteBuild()).store;
});

const found = (path: string, baseUrl: string) => {
  // The site's static files: `/img/` is a folder of the site, not a prefix.
  const misplaced = misplacedPageFinder(store, baseUrl, ['/img/logo.png', '/favicon.svg'])(path);
  return misplaced && { page: misplaced.page.path, suggested: misplaced.suggestedBaseUrl };
};

describe.each(['/', '/developer/'])('with BASE_URL=%s', (baseUrl) => {
  it.each([
    ['/portal/docs/ios/badge', '/docs/ios/badge', '/portal/'],
    ['/portal/v2/docs/ios/badge', '/docs/ios/badge', '/portal/v2/'],
    ['/portal/docs/ios/badge/index.html', '/docs/ios/badge', '/portal/'],
    ['/portal/search', '/search', '/portal/'],
  ])('%s is %s under %s', (path, page, suggested) => {
    expect(found(path, baseUrl)).toEqual({ page, suggested });
  });

  it.each([
    '/nope',
    '/portal/nope',
    '/portal/docs/ios/badg',
    '/portal//docs/ios/badge',
    '//docs/ios/badge',
    `${baseUrl}docs/nope`,
  ])('%s names no page under a prefix', (path) => {
    expect(found(path, baseUrl)).toBeNull();
  });
});

describe('the home page', () => {
  it.each(['/portal/', '/portal/index.html', '/a/b/'])('is misplaced at %s outside BASE_URL=/developer/', (path) => {
    expect(found(path, '/developer/')).toEqual({ page: '/', suggested: path.replace(/index\.html$/, '') });
  });

  it.each([
    ['/portal/', '/portal/'],
    ['/portal/index.html', '/portal/'],
    ['/a/b/', '/a/b/'],
    // A typo looks the same as a prefix there: the banner, not a 404.
    ['/nope/', '/nope/'],
  ])('is misplaced at %s with BASE_URL=/, under %s', (path, suggested) => {
    expect(found(path, '/')).toEqual({ page: '/', suggested });
  });

  it.each(['/docs/', '/docs/ios/', '/docs/ios/badg/', '/img/', '/img/icons/', '/api/', '/sandbox/', '/assets/'])(
    'is not at %s with BASE_URL=/: a folder of the site, mistyped',
    (path) => {
      expect(found(path, '/')).toBeNull();
    },
  );

  it('is not at a page of one segment with a trailing slash (/search/ is /search, as redux’s /style-guide/ is its doc)', () => {
    expect(Object.keys(store.pages)).toContain('/search');
    expect(found('/search/', '/')).toBeNull();
    const withPage = { ...store, pages: { ...store.pages, '/style-guide': store.pages['/search'] } } as PageStore;
    expect(misplacedPageFinder(withPage, '/')('/style-guide/')).toBeNull();
  });

  it('is not without the trailing slash: /portal names no page', () => {
    expect(found('/portal', '/')).toBeNull();
  });

  it('is not under a prefix inside BASE_URL=/developer/', () => {
    expect(found('/developer/portal/', '/developer/')).toBeNull();
  });
});
