import { describe, expect, it } from 'vitest';
import { docIdentity, isDocFile, parseNumberPrefix } from './docIdentity.ts';

describe('docIdentity', () => {
  it.each([
    ['getting-started.md', {}, 'getting-started', '/docs/getting-started'],
    ['api/chat/post-message.md', {}, 'api/chat/post-message', '/docs/api/chat/post-message'],
    ['ios/index.md', {}, 'ios/index', '/docs/ios'],
    ['index.md', {}, 'index', '/docs'],
    ['guides/README.md', {}, 'guides/README', '/docs/guides'],
    ['guides/Guides.mdx', {}, 'guides/Guides', '/docs/guides'],
    ['01-intro.md', {}, 'intro', '/docs/intro'],
    ['02-guides/10_deploy.mdx', {}, 'guides/deploy', '/docs/guides/deploy'],
    ['2024-01-01-notes.md', {}, '2024-01-01-notes', '/docs/2024-01-01-notes'],
    ['guides/setup.md', { id: 'install' }, 'guides/install', '/docs/guides/install'],
    ['guides/setup.md', { slug: '/start' }, 'guides/setup', '/docs/start'],
    ['guides/setup.md', { slug: 'start' }, 'guides/setup', '/docs/guides/start'],
    ['guides/setup.md', { slug: '/' }, 'guides/setup', '/docs'],
    // A category's own page is at its folder's address even with an id, as in Docusaurus.
    ['guides/index.md', { id: 'overview' }, 'guides/overview', '/docs/guides'],
    ['releases/releases.md', { id: 'releases' }, 'releases/releases', '/docs/releases'],
    // Docusaurus compares names as written: a number prefix on the file or its folder alone makes it a page.
    ['data-source/1-data-source.md', {}, 'data-source/data-source', '/docs/data-source/data-source'],
    ['01-guides/guides.md', {}, 'guides/guides', '/docs/guides/guides'],
    ['01-guides/01-guides.md', {}, 'guides/guides', '/docs/guides'],
    ['guides/01-index.md', {}, 'guides/index', '/docs/guides/index'],
  ])('%s %j → id %s, route %s', (file, frontMatter, id, route) => {
    expect(docIdentity(file, frontMatter)).toMatchObject({ id, route });
  });

  it('keeps the number prefix as a position', () => {
    expect(docIdentity('03-setup.md').numberPrefix).toBe(3);
    expect(parseNumberPrefix('1.2-release')).toEqual({ name: '1.2-release' });
  });

  it('puts a frozen version under its own route base', () => {
    expect(docIdentity('ios/badge.md', {}, '/docs/1.0').route).toBe('/docs/1.0/ios/badge');
  });

  it('puts docs at the site root when the route base is /', () => {
    expect(docIdentity('ios/badge.md', {}, '/').route).toBe('/ios/badge');
    expect(docIdentity('intro.md', { slug: '/' }, '/').route).toBe('/');
    expect(docIdentity('guides/index.md', {}, '/').route).toBe('/guides');
  });
});

describe('isDocFile', () => {
  it.each([
    ['a.md', true],
    ['a.mdx', true],
    ['_partial.mdx', false],
    ['_shared/a.md', false],
    ['guides/_snippet.md', false],
    ['notes.txt', false],
  ])('%s: %s', (file, expected) => expect(isDocFile(file)).toBe(expected));
});
