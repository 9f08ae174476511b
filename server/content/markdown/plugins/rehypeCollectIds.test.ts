import type { Root } from 'hast';
import { h } from 'hastscript';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import rehypeCollectIds from './rehypeCollectIds.ts';

/** Runs the plugin alone on a hast tree and returns what it collected. */
async function idsOf(tree: Root): Promise<string[] | undefined> {
  const file = new VFile();
  await unified().use(rehypeCollectIds).run(tree, file);
  return file.data.ids;
}

describe('rehypeCollectIds (alone)', () => {
  it('collects every element id, nested ones included, in document order', async () => {
    const tree = h(null, [
      h('h2', { id: 'install' }, 'Install'),
      h('div', { className: ['tabs'] }, [h('div', { id: 'tabs-1-panel-swift' }, [h('h3', { id: 'configure' }, 'C')])]),
      h('a', { id: 'legacy-anchor' }),
    ]);
    expect(await idsOf(tree)).toEqual(['install', 'tabs-1-panel-swift', 'configure', 'legacy-anchor']);
  });

  it('records an empty list for a page without ids', async () => {
    expect(await idsOf(h(null, [h('p', 'No anchors.'), h('h2', 'No id either')]))).toEqual([]);
  });

  it('keeps duplicates, so the link check sees the page as it is', async () => {
    expect(await idsOf(h(null, [h('span', { id: 'a' }), h('span', { id: 'a' })]))).toEqual(['a', 'a']);
  });
});
