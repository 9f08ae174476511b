import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../compileMarkdown.ts';
import { readMagicComments } from './remarkCodeMagicComments.ts';

describe('readMagicComments', () => {
  it.each([
    ['// highlight-next-line\na\nb', 'a\nb', [1]],
    ['a\n# highlight-start\nb\nc\n# highlight-end\nd', 'a\nb\nc\nd', [2, 3]],
    ['<!-- highlight-next-line -->\n<p>x</p>', '<p>x</p>', [1]],
    ['/* highlight-next-line */\nx', 'x', [1]],
    ['{/* highlight-next-line */}\n<X />', '<X />', [1]],
    ['-- highlight-next-line\nSELECT 1;', 'SELECT 1;', [1]],
    ['% highlight-next-line\n\\begin{x}', '\\begin{x}', [1]],
    ['const s = "// highlight-next-line";', 'const s = "// highlight-next-line";', []],
  ])('%j', (code, kept, lines) => expect(readMagicComments(code)).toEqual({ code: kept, lines }));
});

describe('magic comments in a page', () => {
  it('removes the comments and highlights their lines, joined with the fence range, line numbers and title kept', async () => {
    const { html } = await compileMarkdown(
      'Intro.\n\n```js title="a.js" showLineNumbers {1}\nconst a = 1;\n// highlight-next-line\nconst b = 2;\nconst c = 3;\n```\n',
    );
    expect(html).not.toContain('highlight-next-line');
    expect(html).toContain('<div class="code-block__title">a.js</div>');
    const lines = [...html.matchAll(/<span class="code-line([^"]*)" data-line-number="(\d)">/g)].map((m) => [
      m[2],
      m[1],
    ]);
    expect(lines).toEqual([
      ['1', ' numbered-code-line highlighted-code-line'],
      ['2', ' numbered-code-line highlighted-code-line'],
      ['3', ' numbered-code-line'],
    ]);
  });
});
