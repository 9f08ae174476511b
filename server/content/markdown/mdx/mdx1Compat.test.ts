import { readFileSync } from 'node:fs';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { tempDocsWriter } from '../../../../tests/support/tempDocs.ts';
import { loadDocs } from '../../sources/loadDocs.ts';
import { compileMdx } from './compileMdx.ts';
import { escapeProseBraces, readAsMdx } from './mdx1Compat.ts';
import { htmlCommentsToMdx } from './mdxHtmlComments.ts';

const fixture = (name: string) => readFileSync(new URL(`fixtures/mdx1/${name}`, import.meta.url), 'utf8');
const site = tempDocsWriter();

describe('MDX 1 pages of a Docusaurus 2 site', () => {
  const page = fixture('docusaurus2.mdx');

  it('writes what MDX 1 accepted as MDX 3 reads it, keeping every line and the code as written', () => {
    const { value, problems } = readAsMdx(htmlCommentsToMdx(page), 'docs/a.mdx', { mdx1: true });
    expect(problems).toEqual([]);
    expect(value).toBe(fixture('docusaurus2.expected.mdx'));
    expect(value.split('\n')).toHaveLength(page.split('\n').length);
  });

  it.each([
    ['an autolink', 'See <https://example.com/x>.', 'See [https://example.com/x](https://example.com/x).'],
    ['an email autolink', 'Mail <a@b.co>.', 'Mail [a@b.co](mailto:a@b.co).'],
    ['a `<` before no name', 'a <= b', 'a \\<= b'],
    ['an escaped `>` in a would-be tag', 'Promise<Config\\>', 'Promise\\<Config\\>'],
    ['an unclosed void element', 'a<br>b', 'a<br />b'],
    ['an unclosed image', '<img src="a.png" alt="A">', '<img src="a.png" alt="A" />'],
    ['a `{` in prose that is no expression', 'Use {the braces} freely.', 'Use \\{the braces} freely.'],
  ])('converts %s', (_name, input, output) => {
    expect(readAsMdx(`${input}\n`, 'docs/a.mdx', { mdx1: true })).toEqual({ value: `${output}\n`, problems: [] });
  });

  it('leaves a page MDX 3 parses as it is', () => {
    const text = '# A\n\n<Tabs>\n  <TabItem value="a">A {1 + 1}</TabItem>\n</Tabs>\n';
    expect(readAsMdx(text, 'docs/a.mdx', { mdx1: true })).toEqual({ value: text, problems: [] });
  });

  it('names what MDX 1 read as JSX too, at its line: an expression in a JSX block, a tag left open', () => {
    const text = '<>\n  {props.debug && <div>\n\nText > more\n\n  </div>}\n</>\n';
    const { problems } = readAsMdx(text, 'docs/a.mdx', { mdx1: true });
    expect(problems).toContain('docs/a.mdx:4: Could not parse expression with acorn');
    expect(readAsMdx('<Box>\n\nText.\n', 'docs/b.mdx', { mdx1: true }).problems).toEqual([
      'docs/b.mdx:1: Expected a closing tag for `<Box>` (1:1-1:6)',
    ]);
  });

  it('keeps `{` of Markdown prose as text, as MDX 1 did, and expressions inside JSX, ESM, code and comments as they are', async () => {
    const text = [
      'export const meta = { answer: 42 };',
      '',
      '## Options',
      '',
      '* `path` {string}',
      '* Returns: {user.firstName}',
      '',
      '<p>',
      '  The answer is {meta.answer}.',
      '</p>',
      '',
      "See <a href={'/docs/' + 'x'}>the {meta.answer} docs</a> now.",
      '',
      '<!-- a comment -->',
      '',
      '```js',
      'const a = {b: 1};',
      '```',
      '',
    ].join('\n');
    // As compileMdx reads it: HTML comments first made MDX comments.
    const value = escapeProseBraces(htmlCommentsToMdx(text), 'docs/a.mdx');
    expect(value.split('\n')).toEqual(
      htmlCommentsToMdx(text)
        .replace('* `path` {string}', '* `path` \\{string}')
        .replace('* Returns: {user.firstName}', '* Returns: \\{user.firstName}')
        .split('\n'),
    );
    const html = await compileMdx(new VFile({ value: text, path: 'docs/a.mdx' }), { mdx1: true, onPageError: 'throw' });
    expect(html).toContain('<li><code>path</code> {string}</li>');
    expect(html).toContain('<li>Returns: {user.firstName}</li>');
    expect(html).toContain('The answer is 42.');
    expect(html).toContain('See <a href="/docs/x">the 42 docs</a> now.');
    expect(html).not.toContain('a comment');
  });

  it('renders the page with links, breaks and text where Docusaurus 2 had them', async () => {
    // The site's setting (docusaurusVersion: 2) is read from site.config.json; here it is given directly.
    const file = new VFile({ value: page, path: 'docs/a.mdx' });
    const html = await compileMdx(file, { mdx1: true, onPageError: 'throw' });
    expect(html).toContain('<a href="https://example.com/a_b#c">https://example.com/a_b#c</a>');
    expect(html).toContain('<a href="mailto:team@example.com">team@example.com</a>');
    expect(html).toContain('Versions &lt;=4.x, a heart &lt;3');
    expect(html).toContain('[Promise&lt;RuntimeConfig&gt;]');
    expect(html).toContain('Line<br/>break');
    expect(html).toContain('<hr/>');
    expect(html).toContain('<img src="/img/logo.png" alt="Logo"/>');
    expect(html).toContain('Braces in prose { like this } and an object {a: 1, b} stay text.');
    expect(html).not.toContain('a comment');
    expect(html).toContain('<code>&lt;https://example.com&gt;</code>');
    expect(html).toContain('<code>{ x }</code>');
    expect(html).toContain('<td>&lt;=1.x</td>');
  });
});

describe('MDX pages that cannot be parsed', () => {
  const several = fixture('several-errors.mdx');

  it('name every parse problem of the page in one run, each at its line', () => {
    expect(readAsMdx(several, 'docs/a.mdx').problems).toEqual([
      'docs/a.mdx:3: Unexpected end of file in expression, expected a corresponding closing brace for `{`',
      'docs/a.mdx:5: Expected a closing tag for `<Box>` (5:1-5:16)',
      'docs/a.mdx:8: Expected a closing tag for `<div>` (8:3-8:8) before the end of `paragraph`',
      'docs/a.mdx:14: Unexpected end of file in expression, expected a corresponding closing brace for `{`',
    ]);
  });

  it('keep MDX 3’s errors on a Docusaurus 3 site: nothing is converted', async () => {
    const file = new VFile({ value: 'See <https://example.com>.\n\nA <br> and { x y }.\n', path: 'docs/a.mdx' });
    await expect(compileMdx(file, { mdx1: false })).rejects.toThrow(
      /^docs\/a\.mdx:1: Unexpected character `\/` \(U\+002F\) before local name.*\ndocs\/a\.mdx:3: /s,
    );
  });

  it('become a fallback page naming every problem under onPageError: warn', async () => {
    const dir = await site({ 'a.mdx': several });
    const { docs, problems } = await loadDocs(dir, { markdownFormat: 'mdx', keepFailedPages: true });
    expect(problems).toHaveLength(4);
    expect(docs[0]?.html).toContain('data-docs-fallback');
    expect(docs[0]?.html).toContain('docs/a.mdx:14: Unexpected end of file in expression');
  });
});
