import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import remarkParseFrontMatter from './remarkParseFrontMatter.ts';

/** remark-frontmatter gives the YAML node the plugin's input needs; the plugin reads the file. */
const processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkParseFrontMatter);

async function run(markdown: string) {
  const file = new VFile({ path: 'ios/badge.md', value: markdown });
  const tree = (await processor.run(processor.parse(file), file)) as Root;
  return { file, tree };
}

describe('remarkParseFrontMatter (alone)', () => {
  it('parses the YAML into file.data.matter, as written', async () => {
    const { file } = await run('---\ntitle: Badge\nsidebar_position: 5\ntags: [ios, badge]\n---\n\nText.\n');
    expect(file.data.matter).toEqual({ title: 'Badge', sidebar_position: 5, tags: ['ios', 'badge'] });
  });

  it('gives an empty object when there is no front matter', async () => {
    const { file } = await run('# Badge\n');
    expect(file.data.matter).toEqual({});
  });

  it('leaves the file as written, so lines below the front matter keep their numbers', async () => {
    const markdown = '---\ntitle: Badge\n---\n\nText.\n';
    const { file, tree } = await run(markdown);
    expect(String(file.value)).toBe(markdown);
    expect(tree.children.at(-1)?.position?.start.line).toBe(5);
  });

  it('fails on YAML that does not parse, saying where', async () => {
    await expect(run('---\ntitle: [oops\n---\n\nText.\n')).rejects.toThrow(/at line 1, column 13/);
  });
});
