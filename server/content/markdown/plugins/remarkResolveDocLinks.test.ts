import type { Definition, Link, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import remarkResolveDocLinks from './remarkResolveDocLinks.ts';
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
        '  docs/ios/badge.md:8 → ./gone.md (no such page: /docs/ios/gone.md)',
        '  docs/ios/badge.md:8 → ../android/setup.md#nope (no heading #nope on /docs/android/setup)',
      ].join('\n'),
    );
  });
});

describe('remarkResolveDocLinks (alone)', () => {
  const processor = unified().use(remarkParse).use(remarkResolveDocLinks);
  async function linksOf(markdown: string, location?: typeof inBadge) {
    const file = new VFile({ value: markdown, data: location ? { docLocation: location } : {} });
    const tree = (await processor.run(processor.parse(file), file)) as Root;
    const links: { url: string; written: string | undefined }[] = [];
    visit(tree, ['link', 'definition'], (node) => {
      const link = node as Link | Definition;
      links.push({ url: link.url, written: link.data?.writtenUrl });
    });
    return links;
  }

  it('rewrites relative .md links and definitions to routes, keeping what was written', async () => {
    const markdown = '[a](./firebase.md#setup) [b](/docs/web) [c][ref]\n\n[ref]: ../web/installation.md\n';
    expect(await linksOf(markdown, inBadge)).toEqual([
      { url: '/docs/ios/firebase#setup', written: './firebase.md#setup' },
      { url: '/docs/web', written: undefined },
      { url: '/docs/web/installation', written: '../web/installation.md' },
    ]);
  });

  it('leaves every link alone when the file has no docs location', async () => {
    expect(await linksOf('[a](./firebase.md)\n')).toEqual([{ url: './firebase.md', written: undefined }]);
  });
});
