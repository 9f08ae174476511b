import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { tempDocsWriter } from '../../../../tests/support/tempDocs.ts';
import { loadDocs } from '../../sources/loadDocs.ts';
import { compileMdx } from './compileMdx.ts';
import { htmlCommentsToMdx } from './mdxHtmlComments.ts';

const site = tempDocsWriter();

const page = [
  '# Comments',
  '',
  '<!-- a note for editors -->',
  'Before <!-- inline --> after, and `<!-- in code -->`.',
  '',
  '<!--',
  'Several lines, with */ inside.',
  '-->',
  '',
  '```html',
  '<!-- kept in code -->',
  '<p>Hi</p>',
  '```',
  '',
  '<div>',
  '  <!-- inside JSX -->',
  '  Text',
  '</div>',
  '',
  'End.',
].join('\n');

describe('MDX 1 HTML comments', () => {
  it('rewrites comments outside code as MDX comments, keeping every line', () => {
    const rewritten = htmlCommentsToMdx(page);
    expect(rewritten.split('\n')).toHaveLength(page.split('\n').length);
    expect(rewritten).toContain('{/* a note for editors */}');
    expect(rewritten).toContain('Before {/* inline */} after, and `<!-- in code -->`.');
    expect(rewritten).toContain('{/*\nSeveral lines, with * / inside.\n*/}');
    expect(rewritten).toContain('```html\n<!-- kept in code -->\n<p>Hi</p>\n```');
    expect(rewritten).toContain('  {/* inside JSX */}');
  });

  it('drops them from the page, as Docusaurus 3 does by default', async () => {
    const { docs } = await loadDocs(await site({ 'a.mdx': page }), { markdownFormat: 'mdx' });
    const html = docs[0]?.html ?? '';
    expect(html).not.toContain('editors');
    expect(html).not.toContain('Several lines');
    expect(html).not.toContain('inside JSX');
    expect(html).toContain('<p>Before  after, and <code>&lt;!-- in code --&gt;</code>.</p>');
    expect(html).toContain('<span class="hljs-comment">&lt;!-- kept in code --&gt;</span>');
    expect(html).toContain('<div><p>Text</p></div>');
    expect(html).toContain('<p>End.</p>');
  });

  it('fails as MDX 3 does when the site turns mdx1Compat.comments off', async () => {
    const file = new VFile({ value: 'Text <!-- note -->\n', path: 'docs/a.mdx' });
    await expect(compileMdx(file, { htmlComments: false })).rejects.toThrow(
      /to create a comment in MDX, use `\{\/\* text \*\/\}`/,
    );
  });
});
