import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import remarkAdmonitions from './remarkAdmonitions.ts';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../compileMarkdown.ts';

const fixture = (name: string) => readFile(new URL(`fixtures/admonitions/${name}`, import.meta.url), 'utf8');

describe('remarkAdmonitions', () => {
  it('renders every kind, with default or custom titles (fixtures/admonitions)', async () => {
    const { html } = await compileMarkdown(await fixture('input.md'));
    expect(html).toBe((await fixture('expected.html')).trimEnd());
  });

  it('renders Docusaurus 3 and legacy names, legacy ones in the look Docusaurus gives them', async () => {
    const kinds = { warning: 'caution', important: 'info', success: 'tip', secondary: 'note' };
    for (const [name, look] of Object.entries(kinds)) {
      const { html } = await compileMarkdown(`Intro.\n\n:::${name}\nBody.\n:::\n`);
      expect(html).toContain(`<aside class="admonition admonition--${look}">`);
    }
  });

  it('reads the old title form `:::note Some title`, never printing literal colons, but not inside code', async () => {
    const { html } = await compileMarkdown(
      'Intro.\n\n:::tip Use the [sandbox] first\nBody.\n:::\n\n```md\n:::note Kept as written\n```\n',
    );
    expect(html).toContain('<p class="admonition__title">Use the [sandbox] first</p>');
    expect(html).toContain(':::note Kept as written');
    expect(html.replace(/<pre[\s\S]*<\/pre>/, '')).not.toContain(':::');
  });

  it('nests an admonition in one with more colons, with Markdown inside both', async () => {
    const { html } = await compileMarkdown('Intro.\n\n::::info Outer\n**Bold**\n\n:::warning\n- item\n:::\n::::\n');
    expect(html).toContain(
      '<aside class="admonition admonition--info"><p class="admonition__title">Outer</p><p><strong>Bold</strong></p><aside class="admonition admonition--caution"><p class="admonition__title">Warning</p>',
    );
  });

  it('falls back to the default title for an empty label', async () => {
    const { html } = await compileMarkdown(':::caution[]\nCareful.\n:::\n');
    expect(html).toBe(
      '<aside class="admonition admonition--caution"><p class="admonition__title">Caution</p><p>Careful.</p></aside>',
    );
  });

  it('renders an empty admonition as just its title', async () => {
    const { html } = await compileMarkdown(':::info\n:::\n');
    expect(html).toBe('<aside class="admonition admonition--info"><p class="admonition__title">Info</p></aside>');
  });

  it('nests, and gives headings inside ids and table-of-contents entries', async () => {
    const { html, toc } = await compileMarkdown('::::note\n## Inside\n\n:::danger\nDeep.\n:::\n::::\n');
    expect(html).toContain(
      '<aside class="admonition admonition--note"><p class="admonition__title">Note</p><h2 id="inside">',
    );
    expect(html).toContain(
      '<aside class="admonition admonition--danger"><p class="admonition__title">Danger</p><p>Deep.</p></aside></aside>',
    );
    expect(toc).toEqual([{ id: 'inside', text: 'Inside', depth: 2 }]);
  });
});

describe('remarkAdmonitions (alone)', () => {
  // remark-directive gives the plugin its input; remark-rehype and rehype-stringify show its output.
  const processor = unified()
    .use(remarkParse)
    .use(remarkDirective)
    .use(remarkAdmonitions)
    .use(remarkRehype)
    .use(rehypeStringify);
  const render = async (markdown: string) => String(await processor.process(markdown));

  it('renders every kind with its default title (fixtures/admonitions input)', async () => {
    const html = await render(await fixture('input.md'));
    for (const kind of ['note', 'tip', 'info', 'caution', 'danger']) {
      expect(html).toContain(`<aside class="admonition admonition--${kind}"><p class="admonition__title">`);
    }
  });

  it('keeps inline Markdown in a custom title', async () => {
    expect(await render(':::tip[Use *the* sandbox]\nBody.\n:::\n')).toBe(
      '<aside class="admonition admonition--tip"><p class="admonition__title">Use <em>the</em> sandbox</p><p>Body.</p></aside>',
    );
  });

  it('falls back to the default title for an empty label', async () => {
    expect(await render(':::danger[]\nHot.\n:::\n')).toBe(
      '<aside class="admonition admonition--danger"><p class="admonition__title">Danger</p><p>Hot.</p></aside>',
    );
  });

  it('leaves containers of other names alone', async () => {
    expect(await render(':::tabs\nX.\n:::\n')).toBe('<div><p>X.</p></div>');
  });
});
