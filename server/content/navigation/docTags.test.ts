import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../markdown/frontMatter.ts';
import { groupTaggedDocs, resolveTag, tagsOfDoc, tagsRouteOf } from './docTags.ts';

describe('docs tags, as Docusaurus names and places them', () => {
  const tagsFile = {
    ios: { label: 'iOS SDK', description: 'Swift apps' },
    web: {},
    push: { permalink: '/notifications' },
  };

  it('lists a version’s tags under its route base, at the site root without a double slash', () => {
    expect(tagsRouteOf('/docs')).toBe('/docs/tags');
    expect(tagsRouteOf('/docs/next')).toBe('/docs/next/tags');
    expect(tagsRouteOf('/')).toBe('/tags');
  });

  it('gives an inline tag lodash’s kebab case as permalink, and keeps its label', () => {
    expect(resolveTag('Getting Started', '/docs/tags', {})).toEqual({
      label: 'Getting Started',
      permalink: '/docs/tags/getting-started',
    });
    // lodash splits words at case changes and drops punctuation, as Docusaurus's permalinks do.
    expect(resolveTag('React Native', '/docs/tags', {}).permalink).toBe('/docs/tags/react-native');
    expect(resolveTag('iOS', '/docs/tags', {}).permalink).toBe('/docs/tags/i-os');
    expect(resolveTag('C++ & Java!', '/docs/tags', {}).permalink).toBe('/docs/tags/c-java');
  });

  it('takes a tags file key’s label, permalink and description, each defaulting from the key', () => {
    expect(resolveTag('ios', '/docs/tags', tagsFile)).toEqual({
      label: 'iOS SDK',
      permalink: '/docs/tags/ios',
      description: 'Swift apps',
    });
    expect(resolveTag('web', '/docs/tags', tagsFile)).toEqual({ label: 'web', permalink: '/docs/tags/web' });
    expect(resolveTag('push', '/docs/tags', tagsFile).permalink).toBe('/docs/tags/notifications');
    // An object's key such as "constructor" is no tag of the file.
    expect(resolveTag('constructor', '/docs/tags', tagsFile).permalink).toBe('/docs/tags/constructor');
  });

  it('places an object tag’s permalink under the tags route, whatever slashes it is written with', () => {
    expect(resolveTag({ label: 'Chat', permalink: '/chat-api/' }, '/docs/1.0/tags', {})).toEqual({
      label: 'Chat',
      permalink: '/docs/1.0/tags/chat-api',
    });
  });

  it('keeps one tag per page for a doc naming it twice', () => {
    const matter = parseFrontMatter({ tags: ['Web', 'web', { label: 'Web!', permalink: 'web' }] }, 'a.md');
    expect(tagsOfDoc(matter, '/docs', {})).toEqual([{ label: 'Web', permalink: '/docs/tags/web' }]);
  });

  it('groups docs by tag page, the first doc’s label winning and a later description filling in', () => {
    const groups = groupTaggedDocs([
      { doc: 'a', tags: [{ label: 'Web', permalink: '/docs/tags/web' }] },
      { doc: 'b', tags: [{ label: 'web', permalink: '/docs/tags/web', description: 'Browsers' }] },
      { doc: 'c', tags: [{ label: 'Push', permalink: '/docs/tags/push' }] },
    ]);
    expect(groups).toEqual([
      { tag: { label: 'Web', permalink: '/docs/tags/web', description: 'Browsers' }, docs: ['a', 'b'] },
      { tag: { label: 'Push', permalink: '/docs/tags/push' }, docs: ['c'] },
    ]);
  });
});
