import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { VFile } from 'vfile';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it, vi } from 'vitest';
import { compileMarkdown } from '../compileMarkdown.ts';
import remarkUnknownDirectives from './remarkUnknownDirectives.ts';

describe('remarkUnknownDirectives', () => {
  it.each([
    ['a URL with a port', 'Open http://localhost:8080/health now.'],
    ['a word right after a colon', 'The ratio:abc stays, and so does Note:This one.'],
    ['a text directive with label and attributes', 'Type :b[bold]{d=e} or :emoji[smile] as is.'],
    ['a double colon', 'Call Foo::bar() and std::vector here.'],
    ['IDs with prefixes', 'Pass ext:customer-1042 or urn:isbn:0451450523.'],
  ])('keeps %s exactly as written', async (_case, prose) => {
    const { html } = await compileMarkdown(prose);
    expect(html.replace(/<a href="[^"]*">|<\/a>/g, '')).toBe(`<p>${prose}</p>`);
  });

  it('turns a leaf directive line back into a paragraph of its text', async () => {
    const { html } = await compileMarkdown('::youtube[Intro]{#v1 .wide}\n\n::note\n');
    expect(html).toBe('<p>::youtube[Intro]{#v1 .wide}</p>\n<p>::note</p>');
  });

  it('keeps heading text, id and table-of-contents entry of a heading with a colon', async () => {
    const { html, toc } = await compileMarkdown('## Step 2:configure\n');
    expect(html).toContain('<h2 id="step-2configure">Step 2:configure<a');
    expect(toc).toEqual([{ id: 'step-2configure', text: 'Step 2:configure', depth: 2 }]);
  });

  it('does not collect a link that became plain text with its directive', async () => {
    const { links, html } = await compileMarkdown('See :x[the [guide](/docs/guide)] soon.\n');
    expect(html).toBe('<p>See :x[the [guide](/docs/guide)] soon.</p>');
    expect(links).toEqual([]);
  });

  it('fails on an unknown container directive, naming file, line and the known ones', async () => {
    const markdown = 'Intro.\n\n:::note\nOuter.\n\n:::warn\nHot.\n:::\n:::\n';
    await expect(compileMarkdown(markdown, 'web/setup.md')).rejects.toThrow(
      new Error(
        'web/setup.md:6: unknown directive ":::warn" (use note, tip, info, warning, caution, danger, important, success, secondary, tabs or tab)',
      ),
    );
  });

  it('under onPageError warn, shows an unknown container directive’s content and names it as a warning', async () => {
    vi.stubEnv('DOCS_ON_PAGE_ERROR', 'warn');
    try {
      const markdown = 'Intro.\n\n::::information\nFlipper listens on **port 8333**.\n\n:::tip\nInside.\n:::\n::::\n';
      const { html, warnings } = await compileMarkdown(markdown, 'docs/ports.md');
      expect(html).toMatch(
        /<div><p>Flipper listens on <strong>port 8333<\/strong>\.<\/p><aside class="admonition admonition--tip">.*<p>Inside\.<\/p><\/aside><\/div>/,
      );
      expect(html).not.toContain(':::');
      expect(warnings).toEqual([
        'docs/ports.md:3: unknown directive ":::information" (use note, tip, info, warning, caution, danger, important, success, secondary, tabs or tab) (shown as its content)',
      ]);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('lists the names it is given', async () => {
    const processor = unified()
      .use(remarkParse)
      .use(remarkDirective)
      .use(remarkUnknownDirectives, { known: ['a', 'b'], policy: () => 'throw' });
    await expect(processor.run(processor.parse(':::c\n:::\n'))).rejects.toThrow(
      'unknown directive ":::c" (use a or b)',
    );
  });
});

describe('remarkUnknownDirectives (alone)', () => {
  // remark-directive gives the plugin its input; remark-rehype and rehype-stringify show its output.
  const processor = unified()
    .use(remarkParse)
    .use(remarkDirective)
    .use(remarkUnknownDirectives, { known: ['note'], policy: () => 'throw' })
    .use(remarkRehype)
    .use(rehypeStringify);
  const render = async (markdown: string) =>
    String(await processor.process(new VFile({ path: 'web/setup.md', value: markdown })));

  it('gives text and leaf directives back their source text', async () => {
    expect(await render('Ratio:abc and :b[bold]{d=e}.\n\n::youtube[Intro]{#v1}\n')).toBe(
      '<p>Ratio:abc and :b[bold]{d=e}.</p>\n<p>::youtube[Intro]{#v1}</p>',
    );
  });

  it('leaves known containers to their plugin', async () => {
    expect(await render(':::note\nKept.\n:::\n')).toBe('<div><p>Kept.</p></div>');
  });

  it('fails on an unknown container with the file and line', async () => {
    await expect(render('Intro.\n\n:::warn\nHot.\n:::\n')).rejects.toMatchObject({
      file: 'web/setup.md',
      line: 3,
      reason: 'unknown directive ":::warn" (use note)',
    });
  });
});
