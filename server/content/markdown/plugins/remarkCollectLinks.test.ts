import type { Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import remarkCollectLinks from './remarkCollectLinks.ts';

const processor = unified().use(remarkParse).use(remarkCollectLinks);

async function linksOf(markdown: string) {
  const file = new VFile(markdown);
  await processor.run(processor.parse(file), file);
  return file.data.links;
}

describe('remarkCollectLinks (alone)', () => {
  it('records inline links, autolinks and definitions with their lines', async () => {
    const markdown = [
      'See [setup](/docs/ios/installation#requirements).',
      '',
      'Write to <mailto:dev@example.com> or read [the guide][guide].',
      '',
      '[guide]: https://example.com/guide',
      '',
    ].join('\n');
    expect(await linksOf(markdown)).toEqual([
      { url: '/docs/ios/installation#requirements', written: '/docs/ios/installation#requirements', line: 1 },
      { url: 'mailto:dev@example.com', written: 'mailto:dev@example.com', line: 3 },
      { url: 'https://example.com/guide', written: 'https://example.com/guide', line: 5 },
    ]);
  });

  it('records an empty list for a page without links or images', async () => {
    expect(await linksOf('No links, no images.\n')).toEqual([]);
  });

  it('records images as such, so the link check knows their files must be there', async () => {
    expect(await linksOf('An image: ![logo](/img/a.png).\n')).toEqual([
      { url: '/img/a.png', written: '/img/a.png', line: 1, image: true },
    ]);
  });

  it('reports the URL as written when an earlier step rewrote it, and skips generated links', async () => {
    const at = (line: number) => ({ start: { line, column: 1 }, end: { line, column: 10 } });
    const tree: Root = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'link', url: '/docs/web', data: { writtenUrl: '../web/index.md' }, children: [], position: at(4) },
            { type: 'link', url: '/generated', children: [] },
          ],
        },
      ],
    };
    const file = new VFile();
    await unified().use(remarkCollectLinks).run(tree, file);
    expect(file.data.links).toEqual([{ url: '/docs/web', written: '../web/index.md', line: 4 }]);
  });
});
