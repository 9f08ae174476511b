import { describe, expect, it } from 'vitest';
import { compileMarkdown } from './compileMarkdown.ts';

const fence = (language: string, code: string) => `\`\`\`${language}\n${code}\n\`\`\`\n`;

describe('compileMarkdown', () => {
  it('reads front matter and leaves it out of the HTML', async () => {
    const result = await compileMarkdown('---\ntitle: Badge\nsidebar_position: 5\n---\n\nThe unread badge.\n');
    expect(result.matter).toEqual({ title: 'Badge', sidebar_position: 5 });
    expect(result.html).toBe('<p>The unread badge.</p>');
  });

  it('returns empty front matter for a document without any', async () => {
    expect((await compileMarkdown('Just text.')).matter).toEqual({});
  });

  it.each([
    ['swift', 'let client = Advoca.configure(apiKey: "pk_test")', 'hljs-keyword'],
    ['kotlin', 'val client = AdvocaClient(context)', 'hljs-keyword'],
    ['xml', '<uses-permission android:name="android.permission.INTERNET" />', 'hljs-tag'],
    ['php', '<?php $signature = hash_hmac("sha256", $payload, $secret);', 'hljs-variable'],
    ['ruby', 'def verify(payload)\n  OpenSSL::HMAC.hexdigest("SHA256", SECRET, payload)\nend', 'hljs-keyword'],
    ['groovy', 'implementation "io.advoca:advoca-sdk:4.3.1"', 'hljs-string'],
  ])('highlights %s with highlight.js classes', async (language, code, tokenClass) => {
    const { html } = await compileMarkdown(fence(language, code));
    expect(html).toContain(`<code class="hljs language-${language}">`);
    expect(html).toContain(`<span class="${tokenClass}">`);
  });

  it.each([
    ['http', 'GET /v2/chat/messages HTTP/1.1', 'hljs-keyword'],
    ['gradle', 'implementation "io.advoca:advoca-sdk:4.3.1"', 'hljs-string'],
  ])('highlights the %s alias', async (language, code, tokenClass) => {
    const { html } = await compileMarkdown(fence(language, code));
    expect(html).toContain(`<span class="${tokenClass}">`);
  });

  it.each(['text', 'txt', 'plain'])('treats ```%s as plain text, without a warning', async (language) => {
    const { html, warnings } = await compileMarkdown(fence(language, 'client -> server'));
    expect(html).toContain(`<code class="hljs language-${language}">client -> server`);
    expect(warnings).toEqual([]);
  });

  it('shows a fence language the highlighter does not know as plain text, with a warning naming file and line', async () => {
    const { html, warnings } = await compileMarkdown(`Intro.\n\n${fence('swfit', 'let x = 1')}`, 'ios/setup.md');
    expect(warnings).toEqual([
      'ios/setup.md:3: Cannot highlight as `swfit`, it’s not registered (shown as plain text)',
    ]);
    expect(html).toContain('let x = 1');
    expect(html).not.toContain('hljs-');
  });

  it('leaves code without a language unhighlighted instead of guessing', async () => {
    const { html } = await compileMarkdown(fence('', 'plain words here'));
    expect(html).toBe(
      '<div class="code-block"><pre tabindex="0"><code>plain words here</code></pre>' +
        '<button type="button" class="code-block__copy" data-portal-copy="" aria-label="Copy code to clipboard">Copy</button></div>',
    );
  });

  it('gives headings stable GitHub-style ids, unique within the page', async () => {
    const { html } = await compileMarkdown('## Set up Firebase\n\n## Set up Firebase\n\n### `Advoca.init()` options\n');
    expect(html).toContain('<h2 id="set-up-firebase">');
    expect(html).toContain('<h2 id="set-up-firebase-1">');
    expect(html).toContain('<h3 id="advocainit-options">');
  });

  it('appends an empty, labelled anchor to h2–h6, after the ids are given', async () => {
    const { html } = await compileMarkdown('Intro.\n\n# Page\n\n## Set up Firebase\n');
    expect(html).toContain('<h1 id="page">Page</h1>');
    expect(html).toContain(
      '<h2 id="set-up-firebase">Set up Firebase<a class="heading-anchor" aria-label="Direct link to Set up Firebase" href="#set-up-firebase"></a></h2>',
    );
  });

  it('collects h2 and h3 headings, in order, into the table of contents', async () => {
    const { toc } = await compileMarkdown(
      '## Install\n\n### With CocoaPods\n\n#### Deep detail\n\n## Configure *the* SDK\n',
    );
    expect(toc).toEqual([
      { id: 'install', text: 'Install', depth: 2 },
      { id: 'with-cocoapods', text: 'With CocoaPods', depth: 3 },
      { id: 'configure-the-sdk', text: 'Configure the SDK', depth: 2 },
    ]);
  });

  it('supports GitHub-flavoured tables', async () => {
    const { html } = await compileMarkdown('| code | meaning |\n|---|---|\n| 429 | rate limited |\n');
    expect(html).toContain('<table>');
    expect(html).toContain('<td>rate limited</td>');
  });

  it('names file and line when a plugin fails, below front matter too', async () => {
    await expect(compileMarkdown('---\ntitle: T\n---\n\n:::warn\nHot.\n:::\n', 'ios/setup.md')).rejects.toThrow(
      'ios/setup.md:5: unknown directive ":::warn" (use note, tip, info, warning, caution, danger, important, success, secondary, tabs or tab)',
    );
  });

  it('collects links, headings and ids inside admonitions and tabs', async () => {
    const markdown =
      ':::note\nSee [setup](/docs/ios/setup).\n:::\n\n::::tabs\n:::tab{label="Swift"}\n## In a tab\n:::\n::::\n';
    const { links, toc, ids } = await compileMarkdown(markdown);
    expect(links).toEqual([{ url: '/docs/ios/setup', written: '/docs/ios/setup', line: 2 }]);
    expect(toc).toEqual([{ id: 'in-a-tab', text: 'In a tab', depth: 2 }]);
    expect(ids).toEqual(['tabs-1-tab-swift', 'tabs-1-panel-swift', 'in-a-tab']);
  });
});
