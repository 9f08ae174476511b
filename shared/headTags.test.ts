import { describe, expect, it } from 'vitest';
import { documentTitle, headTags, type HeadTags, isIndexable, PAGE_LINK_TAGS, PAGE_META_TAGS } from './headTags.ts';
import { siteConfig } from './site-config.ts';
import type { PageData } from './types.ts';

const base = { description: 'How the badge counts unread messages.', docsVersions: [], buildId: 'b1' };
const doc = { ...base, kind: 'doc', path: '/docs/ios/badge', title: 'Badge' } as unknown as PageData;
const home = { ...base, kind: 'home', path: '/', title: 'Home', cards: [] } as PageData;
const search = { ...base, kind: 'search', path: '/search', title: 'Search', results: null, error: null } as PageData;
const notFound = { ...base, kind: 'notFound', path: '/nope', title: 'Page not found' } as PageData;

const metaOf = (tags: HeadTags, key: string) => tags.meta.find((tag) => tag.key === key)?.content;
const linkOf = (tags: HeadTags, rel: string) => tags.links.find((tag) => tag.rel === rel);

describe('documentTitle', () => {
  it('is the tagline on the home page, "Title | tagline" elsewhere', () => {
    expect(documentTitle(home)).toBe(siteConfig.tagline);
    expect(documentTitle(doc)).toBe(`Badge | ${siteConfig.tagline}`);
  });
});

describe('isIndexable', () => {
  it.each([
    [doc, true],
    [home, true],
    [search, false],
    [notFound, false],
  ])('%o → %s', (page, expected) => expect(isIndexable(page)).toBe(expected));
});

describe('headTags', () => {
  const options = { baseUrl: '/developer/', siteUrl: 'https://developers.advoca.io' };

  it('gives a doc page its title, description, canonical URL, OpenGraph and Twitter tags, and Markdown', () => {
    const tags = headTags(doc, options);
    const canonical = 'https://developers.advoca.io/developer/docs/ios/badge';
    expect(tags.title).toBe(`Badge | ${siteConfig.tagline}`);
    expect(metaOf(tags, 'description')).toBe(base.description);
    expect(metaOf(tags, 'robots')).toBeUndefined();
    expect(metaOf(tags, 'og:type')).toBe('article');
    expect(metaOf(tags, 'og:site_name')).toBe(siteConfig.tagline);
    expect(metaOf(tags, 'og:title')).toBe(tags.title);
    expect(metaOf(tags, 'og:description')).toBe(base.description);
    expect(metaOf(tags, 'og:url')).toBe(canonical);
    expect(metaOf(tags, 'twitter:card')).toBe('summary');
    expect(metaOf(tags, 'twitter:title')).toBe(tags.title);
    expect(metaOf(tags, 'twitter:description')).toBe(base.description);
    expect(linkOf(tags, 'canonical')?.href).toBe(canonical);
    expect(linkOf(tags, 'alternate')).toEqual({
      rel: 'alternate',
      type: 'text/markdown',
      href: '/developer/docs/ios/badge.md',
    });
  });

  it('writes OpenGraph tags with property, the others with name', () => {
    for (const tag of headTags(doc, options).meta) {
      expect(tag.attribute).toBe(tag.key.startsWith('og:') ? 'property' : 'name');
    }
  });

  it('gives the home page the site root as canonical URL, type website and no Markdown', () => {
    const tags = headTags(home, options);
    expect(linkOf(tags, 'canonical')?.href).toBe('https://developers.advoca.io/developer/');
    expect(metaOf(tags, 'og:type')).toBe('website');
    expect(linkOf(tags, 'alternate')).toBeUndefined();
  });

  it.each([search, notFound])('keeps %o out of search engines: noindex, no canonical URL, no og:url', (page) => {
    const tags = headTags(page, options);
    expect(metaOf(tags, 'robots')).toBe('noindex');
    expect(linkOf(tags, 'canonical')).toBeUndefined();
    expect(metaOf(tags, 'og:url')).toBeUndefined();
  });

  it('says noindex for a doc page when told it is not indexable (served under a wrong prefix)', () => {
    const tags = headTags(doc, { ...options, indexable: false });
    expect(metaOf(tags, 'robots')).toBe('noindex');
    expect(linkOf(tags, 'canonical')).toBeUndefined();
    expect(linkOf(tags, 'alternate')?.href).toBe('/developer/docs/ios/badge.md');
  });

  it('joins the base URL / without doubling slashes', () => {
    const tags = headTags(doc, { baseUrl: '/', siteUrl: 'http://localhost:3000' });
    expect(linkOf(tags, 'canonical')?.href).toBe('http://localhost:3000/docs/ios/badge');
    expect(linkOf(tags, 'alternate')?.href).toBe('/docs/ios/badge.md');
  });

  it('writes only tags the client knows to update or remove', () => {
    for (const page of [doc, home, search, notFound]) {
      const tags = headTags(page, options);
      for (const tag of tags.meta) {
        expect(PAGE_META_TAGS).toContainEqual({ attribute: tag.attribute, key: tag.key });
      }
      for (const link of tags.links) {
        expect(PAGE_LINK_TAGS.some((known) => known.rel === link.rel && known.type === link.type)).toBe(true);
      }
    }
  });
});
