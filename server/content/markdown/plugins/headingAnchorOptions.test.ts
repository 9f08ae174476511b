import type { Root } from 'hast';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeStringify from 'rehype-stringify';
import { h } from 'hastscript';
import { unified } from 'unified';
import { headingAnchorOptions } from './headingAnchorOptions.ts';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../compileMarkdown.ts';

const fixture = (name: string) => readFile(new URL(`fixtures/heading-anchors/${name}`, import.meta.url), 'utf8');

describe('headingAnchorOptions', () => {
  it('appends an empty, labelled anchor to h2–h6 but not h1 (fixtures/heading-anchors)', async () => {
    const { html } = await compileMarkdown(await fixture('input.md'));
    expect(html).toBe((await fixture('expected.html')).trimEnd());
  });

  it('leaves the table of contents text as it was, without any "#"', async () => {
    const { toc } = await compileMarkdown(await fixture('input.md'));
    expect(toc).toEqual([
      { id: 'set-up-advocainit', text: 'Set up Advoca.init()', depth: 2 },
      { id: 'with-cocoapods', text: 'With CocoaPods', depth: 3 },
    ]);
  });

  it('links to the id the heading ends up with', async () => {
    const { html } = await compileMarkdown('## Errors\n\n## Errors\n');
    expect(html).toContain(
      '<h2 id="errors-1">Errors<a class="heading-anchor" aria-label="Direct link to Errors" href="#errors-1"></a></h2>',
    );
  });

  it('escapes heading text in the label', async () => {
    const { html } = await compileMarkdown('## Use "quotes" & <b>\n');
    expect(html).toContain('aria-label="Direct link to Use &#x22;quotes&#x22; &#x26;"');
  });
});

describe('headingAnchorOptions with rehype-autolink-headings alone', () => {
  it('appends a named anchor to headings with an id, from h2 down, and to no h1', async () => {
    const processor = unified().use(rehypeAutolinkHeadings, headingAnchorOptions).use(rehypeStringify);
    const tree = await processor.run(
      h(null, [
        h('h1', { id: 'page' }, 'Page'),
        h('h2', { id: 'setup' }, 'Set up'),
        h('h5', { id: 'deep' }, 'Deep'),
        h('h3', 'No id'),
      ]),
    );
    expect(processor.stringify(tree as Root)).toBe(
      '<h1 id="page">Page</h1><h2 id="setup">Set up<a class="heading-anchor" aria-label="Direct link to Set up" href="#setup"></a></h2><h5 id="deep">Deep<a class="heading-anchor" aria-label="Direct link to Deep" href="#deep"></a></h5><h3>No id</h3>',
    );
  });
});
