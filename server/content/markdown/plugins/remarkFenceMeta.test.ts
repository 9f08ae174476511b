import type { Code, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import remarkFenceMeta from './remarkFenceMeta.ts';
import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../compileMarkdown.ts';

describe('remarkFenceMeta', () => {
  it('reads a title written without a language, spaces included', async () => {
    const { html } = await compileMarkdown('```title="my script.sh"\n./run\n```\n');
    expect(html).toContain(
      '<div class="code-block"><div class="code-block__title">my script.sh</div><pre tabindex="0"><code>./run</code></pre>',
    );
  });

  it('reads highlighted lines written without a language', async () => {
    const { html } = await compileMarkdown('```{2}\na\nb\n```\n');
    expect(html).toContain(
      '<pre tabindex="0"><code><span class="code-line">a</span>\n<span class="code-line highlighted-code-line">b</span></code></pre>',
    );
  });

  it('leaves a real language alone', async () => {
    const { html } = await compileMarkdown('```swift {1}\nlet a = 1\n```\n');
    expect(html).toContain(
      '<div class="code-block" data-language="swift"><pre tabindex="0"><code class="hljs language-swift">',
    );
  });
});

describe('remarkFenceMeta (alone)', () => {
  const processor = unified().use(remarkParse).use(remarkFenceMeta);
  async function fenceOf(markdown: string): Promise<Pick<Code, 'lang' | 'meta'>> {
    const tree = (await processor.run(processor.parse(markdown))) as Root;
    const code = tree.children[0];
    if (code?.type !== 'code') throw new Error(`no fence in ${markdown}`);
    return { lang: code.lang, meta: code.meta };
  }

  it.each([
    ['```title="my script.sh"\n./run\n```\n', { lang: null, meta: 'title="my script.sh"' }],
    ["```title='a.sh' {2}\n./run\n```\n", { lang: null, meta: "title='a.sh' {2}" }],
    ['```{1,3-5}\na\n```\n', { lang: null, meta: '{1,3-5}' }],
    ['```swift title="a.swift" {1}\na\n```\n', { lang: 'swift', meta: 'title="a.swift" {1}' }],
    ['```\na\n```\n', { lang: null, meta: null }],
  ])('reads %j as %j', async (markdown, fence) => {
    expect(await fenceOf(markdown)).toEqual(fence);
  });
});
