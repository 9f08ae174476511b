import { h } from 'hastscript';
import rehypeSlug from 'rehype-slug';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import rehypeCollectToc from './rehypeCollectToc.ts';

/** Markdown → hast, ids from rehype-slug (which the plugin runs after), then the plugin. */
const processor = unified().use(remarkParse).use(remarkRehype).use(rehypeSlug).use(rehypeCollectToc);

async function tocOf(markdown: string) {
  const file = new VFile(markdown);
  await processor.run(processor.parse(file), file);
  return file.data.toc;
}

describe('rehypeCollectToc (alone)', () => {
  it('lists the h2 and h3 headings in document order, leaving out h1 and h4', async () => {
    const markdown = '# Page\n\n## Install it\n\n### With *CocoaPods*\n\n#### Details\n\n## Use `init()`\n';
    expect(await tocOf(markdown)).toEqual([
      { id: 'install-it', text: 'Install it', depth: 2 },
      { id: 'with-cocoapods', text: 'With CocoaPods', depth: 3 },
      { id: 'use-init', text: 'Use init()', depth: 2 },
    ]);
  });

  it('records an empty table of contents for a page without sections', async () => {
    expect(await tocOf('Just text.\n')).toEqual([]);
  });

  it('skips headings without an id, and trims the text', async () => {
    const file = new VFile();
    const tree = h(null, [h('h2', 'No id'), h('h3', { id: 'kept' }, ['  Kept ', h('a', { href: '#kept' })])]);
    await unified().use(rehypeCollectToc).run(tree, file);
    expect(file.data.toc).toEqual([{ id: 'kept', text: 'Kept', depth: 3 }]);
  });
});
