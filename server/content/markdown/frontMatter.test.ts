import { describe, expect, it } from 'vitest';
import { FrontMatterError, parseFrontMatter } from './frontMatter.ts';

describe('parseFrontMatter', () => {
  it('returns the fields the portal uses', () => {
    expect(
      parseFrontMatter(
        { title: ' Badge ', description: 'The unread badge.', sidebar_position: 5, sidebar_label: 'Unread badge' },
        'ios/badge.md',
      ),
    ).toEqual({ title: 'Badge', description: 'The unread badge.', sidebarPosition: 5, sidebarLabel: 'Unread badge' });
  });

  it('allows the sidebar fields to be left out', () => {
    const parsed = parseFrontMatter({ title: 'Badge', description: 'The unread badge.' }, 'ios/badge.md');
    expect(parsed.sidebarPosition).toBeUndefined();
    expect(parsed.sidebarLabel).toBeUndefined();
  });

  it('ignores fields it does not read, as Docusaurus does', () => {
    expect(
      parseFrontMatter({ title: 'Badge', description: 'd', sidebar_custom_props: {}, toc_max: 3 }, 'ios/badge.md'),
    ).toEqual({
      title: 'Badge',
      description: 'd',
    });
  });

  it('reads tags as names or as tags of their own, and names a mistyped one', () => {
    const tags = ['Getting started', { label: 'iOS', permalink: '/ios-sdk', description: 'The iOS SDK' }];
    expect(parseFrontMatter({ title: 'Badge', tags }, 'ios/badge.md').tags).toEqual(tags);
    expect(() => parseFrontMatter({ tags: 'ios' }, 'ios/badge.md')).toThrow(
      'ios/badge.md: front matter "tags" must be a list of tag names or { label, permalink } objects',
    );
    expect(() => parseFrontMatter({ tags: [{ label: 'iOS' }] }, 'ios/badge.md')).toThrow(
      'ios/badge.md: front matter each of "tags" must be a tag name or an object with "label" and "permalink"',
    );
  });

  it('reads every Docusaurus doc field it supports, camel-cased', () => {
    expect(
      parseFrontMatter(
        {
          id: 'setup',
          slug: '/start',
          sidebar_class_name: 'red',
          displayed_sidebar: 'api',
          hide_title: true,
          hide_table_of_contents: true,
          pagination_label: 'Setup',
          pagination_next: null,
          pagination_prev: 'intro',
          keywords: ['a', 'b'],
          image: '/img/card.png',
          custom_edit_url: null,
          last_update: { date: '2024-01-02', author: 'Ada' },
          draft: false,
          unlisted: true,
          format: 'md',
        },
        'a.md',
      ),
    ).toEqual({
      id: 'setup',
      slug: '/start',
      sidebarClassName: 'red',
      displayedSidebar: 'api',
      hideTitle: true,
      hideTableOfContents: true,
      paginationLabel: 'Setup',
      paginationNext: null,
      paginationPrev: 'intro',
      keywords: ['a', 'b'],
      image: '/img/card.png',
      customEditUrl: null,
      lastUpdate: { date: '2024-01-02', author: 'Ada' },
      draft: false,
      unlisted: true,
      format: 'md',
    });
  });

  it('allows title and description to be left out (they come from the content)', () => {
    expect(parseFrontMatter({}, 'a.md')).toEqual({});
  });

  it.each([
    [{ title: '  ' }, 'ios/badge.md: front matter "title" must be a non-empty string'],
    [{ title: 7 }, 'ios/badge.md: front matter "title" must be a non-empty string'],
    [{ description: '' }, 'ios/badge.md: front matter "description" must be a non-empty string'],
    [{ sidebar_position: 'first' }, 'ios/badge.md: front matter "sidebar_position" must be a number'],
    [{ sidebar_position: Infinity }, 'ios/badge.md: front matter "sidebar_position" must be a number'],
    [{ sidebar_label: ['x'] }, 'ios/badge.md: front matter "sidebar_label" must be a string'],
    [{ id: 'a/b' }, 'ios/badge.md: front matter "id" must not contain "/"'],
    [{ hide_title: 'yes' }, 'ios/badge.md: front matter "hide_title" must be true or false'],
    [{ format: 'rst' }, 'ios/badge.md: front matter "format" must be md, mdx or detect'],
    [
      { custom_edit_url: 'javascript:alert(1)' },
      'ios/badge.md: front matter "custom_edit_url" "javascript:alert(1)" is not allowed: javascript: URLs run script',
    ],
    [
      { title: 7, draft: 'no' },
      'ios/badge.md: front matter "title" must be a non-empty string\nios/badge.md: front matter "draft" must be true or false',
    ],
  ])('rejects %j with a message naming the file', (matter, message) => {
    expect(() => parseFrontMatter(matter, 'ios/badge.md')).toThrow(new FrontMatterError(message));
  });
});
