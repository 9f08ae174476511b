import { describe, expect, it } from 'vitest';
import { tempDocsWriter } from '../../../../tests/support/tempDocs.ts';
import { buildPageStore } from '../../pageStore/buildPageStore.ts';
import { compileMarkdown } from '../compileMarkdown.ts';
import { currentVersionOnly } from '../../sources/docsVersions.ts';
import { resolveDocLink } from './remarkResolveDocLinks.ts';

const inBadge = { file: 'ios/badge.md', routeBase: '/docs' };

describe('resolveDocLink', () => {
  it.each([
    ['../android/installation.md', '/docs/android/installation'],
    ['../android/installation.md#requirements', '/docs/android/installation#requirements'],
    ['./firebase.md', '/docs/ios/firebase'],
    ['firebase.md?tab=swift#setup', '/docs/ios/firebase?tab=swift#setup'],
    ['../getting-started.md', '/docs/getting-started'],
    ['../api/chat/index.md', '/docs/api/chat'],
    ['../my%20page.md', '/docs/my page'],
  ])('%s → %s', (url, route) => expect(resolveDocLink(url, inBadge)).toBe(route));

  it.each([
    '/docs/ios/firebase',
    '#usage',
    'https://example.com/a.md',
    'mailto:a@b.c',
    './image.png',
    '../../../outside.md',
    '',
  ])('leaves %j alone', (url) => expect(resolveDocLink(url, inBadge)).toBeNull());

  it('resolves within a frozen version', () => {
    expect(resolveDocLink('../web/installation.md', { file: 'ios/badge.md', routeBase: '/docs/1.0' })).toBe(
      '/docs/1.0/web/installation',
    );
  });
});

describe('relative Markdown links in a build', () => {
  const site = tempDocsWriter();
  const page = (title: string, body = '') =>
    `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n## Requirements\n\n${body}\n`;

  it('become routes in the HTML, with their anchors', async () => {
    const { html } = await compileMarkdown(
      '[setup](../android/installation.md#requirements)',
      'docs/ios/badge.md',
      inBadge,
    );
    expect(html).toContain('<a href="/docs/android/installation#requirements">setup</a>');
  });

  it('fail the build as written when they lead nowhere', async () => {
    const root = await site({
      'ios/badge.md': page(
        'Badge',
        '[ok](../android/setup.md#requirements) [gone](./gone.md) [bad anchor](../android/setup.md#nope)',
      ),
      'android/setup.md': page('Setup'),
    });
    await expect(buildPageStore(currentVersionOnly(root))).rejects.toThrow(
      [
        '2 broken links in docs/:',
        '  docs/ios/badge.md:8 → ./gone.md (no such page: /docs/ios/gone)',
        '  docs/ios/badge.md:8 → ../android/setup.md#nope (no heading #nope on /docs/android/setup)',
      ].join('\n'),
    );
  });
});
