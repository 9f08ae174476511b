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
    expect(parseFrontMatter({ title: 'Badge', description: 'd', keywords: ['badge'] }, 'ios/badge.md')).toEqual({
      title: 'Badge',
      description: 'd',
    });
  });

  it.each([
    [{ description: 'd' }, 'ios/badge.md: front matter needs a non-empty string "title"'],
    [{ title: '  ', description: 'd' }, 'ios/badge.md: front matter needs a non-empty string "title"'],
    [{ title: 7, description: 'd' }, 'ios/badge.md: front matter needs a non-empty string "title"'],
    [{ title: 't' }, 'ios/badge.md: front matter needs a non-empty string "description"'],
    [
      { title: 't', description: 'd', sidebar_position: 'first' },
      'ios/badge.md: front matter "sidebar_position" must be a number',
    ],
    [
      { title: 't', description: 'd', sidebar_position: Infinity },
      'ios/badge.md: front matter "sidebar_position" must be a number',
    ],
    [
      { title: 't', description: 'd', sidebar_label: ['x'] },
      'ios/badge.md: front matter "sidebar_label" must be a string',
    ],
  ])('rejects %j with a message naming the file', (matter, message) => {
    expect(() => parseFrontMatter(matter, 'ios/badge.md')).toThrow(new FrontMatterError(message));
  });
});
