/** SiteSearch on a synthetic index: what must match, common words, typos, versions, snippets. */
import { describe, expect, it } from 'vitest';
import type { PageStore } from '../content/pageStore/pageStore.ts';
import { CommonTerms } from './commonTerms.ts';
import { buildSearchIndex, type SectionDocument } from './searchIndex.ts';
import { SiteSearch } from './siteSearch.ts';

/** 300 sections that all say "widget"; a few say more. */
function sections(): SectionDocument[] {
  const filler = Array.from({ length: 300 }, (_, index) => ({
    id: `/docs/filler-${index}#`,
    route: `/docs/filler-${index}`,
    anchor: '',
    version: 'current',
    title: `Filler ${index}`,
    area: 'Fillers',
    heading: '',
    text: 'Every widget page says widget.',
  }));
  const special = (route: string, anchor: string, text: string, version = 'current'): SectionDocument => ({
    id: `${route}#${anchor}`,
    route,
    anchor,
    version,
    title: 'Special',
    area: 'Specials',
    heading: anchor,
    text,
  });
  return [
    ...filler,
    special('/docs/a', 'rotate', 'Rotate the widget secret every quarter.'),
    special('/docs/b', 'secret', 'Keep the secret out of your repository.'),
    special('/docs/1.0/a', 'rotate', 'Rotate the widget secret (old docs).', '1.0'),
  ];
}

const store = {
  pages: {},
  versions: [{ name: 'current' }, { name: '1.0' }],
  search: buildSearchIndex(sections()),
} as unknown as PageStore;
const search = new SiteSearch(store);
const urls = (query: string, version = 'current') => search.search(query, version, 50).hits.map((hit) => hit.url);

describe('CommonTerms', () => {
  it('knows the words most sections hold, and which sections hold them', () => {
    const common = new CommonTerms(store.search);
    expect(common.has('widget')).toBe(true);
    expect(common.has('secret')).toBe(false);
    expect(common.inSection('widget', '/docs/a#rotate')).toBe(true);
    expect(common.inSection('widget', '/docs/b#secret')).toBe(false);
  });
});

describe('SiteSearch', () => {
  it('puts the sections holding every word first, common ones included, then the closest others', () => {
    // One page holds both words: fewer than three, so the page holding most of them follows.
    expect(urls('widget secret')).toEqual(['/docs/a#rotate', '/docs/b#secret']);
    expect(urls('secret').sort()).toEqual(['/docs/a#rotate', '/docs/b#secret']);
  });

  it('offers no partial matches when three pages hold every word', () => {
    // "every widget" is in the 300 fillers: the pages with "secret" alone do not follow.
    expect(urls('widget page')).toHaveLength(50);
    expect(urls('widget page')).not.toContain('/docs/b#secret');
    expect(urls('secret rotate')).toEqual(['/docs/a#rotate', '/docs/b#secret']);
  });

  it('looks up a query of common words only, rather than finding nothing', () => {
    expect(urls('widget')).toHaveLength(50);
  });

  it('matches the last word as a prefix, from three letters on', () => {
    expect(urls('rotate sec')).toEqual(['/docs/a#rotate', '/docs/b#secret']);
    expect(urls('repository se')).toEqual(['/docs/b#secret']); // "se" is too short to be a prefix: any word then
  });

  it('forgives typos in words the docs never use, and falls back to any word', () => {
    expect(urls('rotaet secret')).toEqual(['/docs/a#rotate']);
    expect(urls('secret zzzzzz').sort()).toEqual(['/docs/a#rotate', '/docs/b#secret']);
  });

  it('searches one version at a time', () => {
    expect(urls('rotate', '1.0')).toEqual(['/docs/1.0/a#rotate']);
  });

  it('marks the words searched for in the snippet, common ones too', () => {
    const [hit] = search.search('widget secret', 'current', 1).hits;
    expect(hit?.snippet.filter((part) => part.match).map((part) => part.text)).toEqual(['widget', 'secret']);
  });
});

describe('how many results there are', () => {
  it('counts them all, whatever the limit, and returns those from the offset', () => {
    // "widget" is in the 300 fillers and /docs/a (the 1.0 docs are another version).
    const first = search.search('widget', 'current', 10);
    expect(first.hits).toHaveLength(10);
    expect(first.total).toBe(301);
    expect(first.offset).toBe(0);
    const all = search.search('widget', 'current', 50).hits.map((hit) => hit.url);
    const second = search.search('widget', 'current', 10, { offset: 10 });
    expect(second.total).toBe(301);
    expect(second.offset).toBe(10);
    expect(second.hits.map((hit) => hit.url)).toEqual(all.slice(10, 20));
    expect(search.search('widget', 'current', 10, { offset: 295 }).hits).toHaveLength(6);
  });

  it('finds nothing past the last result, and still says how many there are', () => {
    expect(search.search('widget', 'current', 10, { offset: 400 })).toMatchObject({ hits: [], total: 301 });
  });

  it('is zero when nothing matches', () => {
    expect(search.search('zzqqxx', 'current', 10)).toMatchObject({ hits: [], total: 0 });
    expect(search.search('???', 'current', 10)).toMatchObject({ hits: [], total: 0 });
  });
});

describe('an API operation’s page', () => {
  const doc = (route: string, text: string): SectionDocument => ({
    id: `${route}#`,
    route,
    anchor: '',
    version: 'current',
    title: route,
    area: 'API',
    heading: '',
    text,
  });
  const site = new SiteSearch({
    pages: {
      '/docs/api/post-message': {
        kind: 'doc',
        breadcrumbs: ['API'],
        operation: { method: 'POST', path: '/chat/messages' },
      },
      '/docs/messages': { kind: 'doc', breadcrumbs: ['Guides'] },
    },
    versions: [{ name: 'current' }],
    search: buildSearchIndex([
      doc('/docs/api/post-message', 'Post a message to a conversation.'),
      doc('/docs/messages', 'How a message reaches the professional.'),
    ]),
  } as unknown as PageStore);

  it('carries its method in its hits; other pages have none', () => {
    const hits = site.search('message', 'current', 10).hits;
    expect(hits.find((hit) => hit.url === '/docs/api/post-message')?.method).toBe('POST');
    expect(hits.find((hit) => hit.url === '/docs/messages')).not.toHaveProperty('method');
  });
});

describe('ranking by page', () => {
  const doc = (route: string, anchor: string, text: string): SectionDocument => ({
    id: `${route}#${anchor}`,
    route,
    anchor,
    version: 'current',
    title: route,
    area: 'Docs',
    heading: anchor,
    text,
  });
  const filler = Array.from({ length: 50 }, (_, index) => doc(`/docs/f${index}`, '', 'Nothing to see here.'));

  it('puts a page that matches in several sections above a single section that scores higher alone', () => {
    const site = new SiteSearch({
      pages: {},
      versions: [{ name: 'current' }],
      search: buildSearchIndex([
        ...filler,
        // This section alone scores highest: it says both words, twice.
        doc(
          '/docs/mentions',
          'aside',
          'You can archive a ticket from the list, or archive it later from the ticket view.',
        ),
        doc(
          '/docs/guide',
          '',
          'Archive a ticket once the customer confirms the fix and nobody has replied for a week.',
        ),
        doc('/docs/guide', 'example', 'This example shows how you archive a ticket from a script you run every night.'),
        doc(
          '/docs/guide',
          'notes',
          'Notes: an archived ticket can be reopened; archive a ticket only when it is closed.',
        ),
      ]),
    } as unknown as PageStore);
    const hits = site.search('archive ticket', 'current', 10).hits.map((hit) => hit.url);
    expect(hits[0]).toBe('/docs/guide#notes');
    // Still at most two sections of a page, the best first.
    expect(hits.filter((url) => url.startsWith('/docs/guide'))).toEqual(['/docs/guide#notes', '/docs/guide#example']);
    expect(hits[1]).toBe('/docs/mentions#aside');
    // Counted as listed: two sections of the guide (of its three), one of the other page.
    expect(site.search('archive ticket', 'current', 10).total).toBe(3);
  });
});
