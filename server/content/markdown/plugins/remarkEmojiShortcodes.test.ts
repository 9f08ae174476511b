import { describe, expect, it } from 'vitest';
import { tempDocsWriter } from '../../../../tests/support/tempDocs.ts';
import { loadDocs } from '../../sources/loadDocs.ts';
import { compileMarkdown } from '../compileMarkdown.ts';

const site = tempDocsWriter();

describe('remarkEmojiShortcodes', () => {
  it('turns shortcodes in prose, tables and headings into emoji', async () => {
    const { html } = await compileMarkdown(
      'Done :tada: and :+1: or :-1:, **:white_check_mark:**.\n\n| a | b |\n| --- |:--:|\n| x |:white_check_mark:|\n',
    );
    expect(html).toContain('<p>Done 🎉 and 👍 or 👎, <strong>✅</strong>.</p>');
    expect(html).toContain('<td align="center">✅</td>');
  });

  it('keeps shortcodes inside fenced and inline code as written', async () => {
    const { html } = await compileMarkdown('Type `:tada:` here.\n\n```text\nnpm run ok :tada:\n```\n');
    expect(html).toContain('<p>Type <code>:tada:</code> here.</p>');
    expect(html).toContain('npm run ok :tada:');
    expect(html).not.toContain('🎉');
  });

  it('keeps text that only looks like a shortcode', async () => {
    const prose = 'At 10:30:45, urn:isbn:0451450523 and :not-an-emoji: stay.';
    const { html } = await compileMarkdown(prose);
    expect(html).toBe(`<p>${prose}</p>`);
  });

  it('does the same in MDX pages', async () => {
    const { docs } = await loadDocs(await site({ 'a.mdx': '# Hi\n\nShip it :rocket: with `:rocket:`.\n' }), {
      markdownFormat: 'mdx',
    });
    expect(docs[0]?.html).toContain('<p>Ship it 🚀 with <code>:rocket:</code>.</p>');
  });
});
