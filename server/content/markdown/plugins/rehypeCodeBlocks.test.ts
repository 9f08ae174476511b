import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import rehypeCodeBlocks from './rehypeCodeBlocks.ts';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../compileMarkdown.ts';

const fixture = (name: string) => readFile(new URL(`fixtures/code-blocks/${name}`, import.meta.url), 'utf8');

/** What `pre.textContent` gives in a browser, i.e. what the copy button copies. */
function preText(html: string): string {
  const pre = /<pre[^>]*>([\s\S]*?)<\/pre>/.exec(html)?.[1];
  if (pre === undefined) throw new Error(`no <pre> in ${html}`);
  return pre
    .replace(/<[^>]*>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_ref, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_ref, decimal: string) => String.fromCodePoint(Number(decimal)));
}

describe('rehypeCodeBlocks', () => {
  it('wraps code blocks with title, language and copy button (fixtures/code-blocks)', async () => {
    const { html } = await compileMarkdown(await fixture('input.md'));
    expect(html).toBe((await fixture('expected.html')).trimEnd());
  });

  it('wraps indented code blocks too', async () => {
    const { html } = await compileMarkdown('Run:\n\n    make test\n');
    expect(html).toContain('<div class="code-block"><pre tabindex="0"><code>make test</code></pre><button');
  });

  it('ignores a title that is not quoted', async () => {
    const { html } = await compileMarkdown('```sh title=run.sh\nls\n```\n');
    expect(html).not.toContain('code-block__title');
  });

  const samples: [string, string][] = [
    ['one line', 'let a = 1'],
    ['blank lines at both ends and inside', '\n\nlet a = 1\n\n\nlet b = 2\n\n'],
    ['trailing spaces and tabs', 'a  \n\tb\t'],
    ['a multi-line comment', '/*\n * Docs.\n */\nfun main() {\n    println("<&>")\n}'],
    [
      'nested markup',
      '<manifest xmlns:android="x">\n  <!-- a\n  b -->\n  <uses-permission android:name="y" />\n</manifest>',
    ],
  ];
  describe.each([
    ['no language', ''],
    ['a language', 'kotlin'],
    ['highlighted lines', 'kotlin {1,3-5}'],
    ['title and highlighted lines', 'xml title="AndroidManifest.xml" {2}'],
  ])('with %s', (_case, info) => {
    it.each(samples)('copies %s exactly as written', async (_sample, code) => {
      const { html } = await compileMarkdown(`\`\`\`${info}\n${code}\n\`\`\`\n`);
      expect(preText(html)).toBe(code);
    });
  });

  it('copies nothing from an empty fence', async () => {
    expect(preText((await compileMarkdown('```js {1}\n```\n')).html)).toBe('');
  });

  it('counts leading blank lines when highlighting, as the author does', async () => {
    const { html } = await compileMarkdown('```text {2}\n\nsecond\n```\n');
    expect(html).toContain(
      '<span class="code-line"></span>\n<span class="code-line highlighted-code-line">second</span>',
    );
  });
});

describe('rehypeCodeBlocks (alone)', () => {
  // remark-rehype gives the plugin <pre><code> with the fence's meta; no highlighting runs here.
  const render = async (markdown: string, options?: Parameters<typeof rehypeCodeBlocks>[0]) =>
    String(
      await unified()
        .use(remarkParse)
        .use(remarkRehype)
        .use(rehypeCodeBlocks, options)
        .use(rehypeStringify)
        .process(markdown),
    );

  it('wraps a fence with its title, language and a copy button, dropping the final newline', async () => {
    expect(await render('```sh title="run.sh"\nls\n```\n')).toBe(
      '<div class="code-block" data-language="sh"><div class="code-block__title">run.sh</div><pre tabindex="0"><code class="language-sh">ls</code></pre><button type="button" class="code-block__copy" data-portal-copy="" aria-label="Copy code to clipboard">Copy</button></div>',
    );
  });

  it('takes the button text and label from its options', async () => {
    expect(await render('```\nls\n```\n', { copyText: 'Kopieren', copyLabel: 'Code kopieren' })).toBe(
      '<div class="code-block"><pre tabindex="0"><code>ls</code></pre><button type="button" class="code-block__copy" data-portal-copy="" aria-label="Code kopieren">Kopieren</button></div>',
    );
  });

  it('leaves inline code alone', async () => {
    expect(await render('Run `ls`.\n')).toBe('<p>Run <code>ls</code>.</p>');
  });
});
