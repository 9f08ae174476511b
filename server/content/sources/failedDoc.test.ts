import { describe, expect, it } from 'vitest';
import { failedDoc, fallbackNotice, partialPage } from './failedDoc.ts';

const context = { location: { file: 'a.mdx', routeBase: '/docs', docsDir: '' }, contract: null, facts: new Map() };

describe('fallbackNotice', () => {
  it('names each problem, HTML-escaped, in an element carrying data-docs-fallback', () => {
    expect(fallbackNotice(['docs/a.mdx:3: unknown component <Fancy>'], false)).toBe(
      '<aside class="admonition admonition--caution" data-docs-fallback="" role="note"><p class="admonition__title">This page could not be built</p><ul><li><code>docs/a.mdx:3: unknown component &lt;Fancy&gt;</code></li></ul></aside>',
    );
  });
});

describe('partialPage', () => {
  it('reads the page as plain Markdown without its import and export lines, keeping those in code', async () => {
    const text =
      "import Box from '@site/src/Box';\n\n## Usage\n\n```js\nimport x from 'y';\n```\n\n<Box>Inside.</Box>\n";
    const partial = await partialPage(text, 'docs/a.mdx', context);
    expect(partial?.html).not.toContain('@site/src/Box');
    expect(partial?.html).toContain('import');
    expect(partial?.html).toContain('Inside.');
    expect(partial?.ids).toContain('usage');
  });

  it('shows nothing of a page whose HTML would run code (the CSP forbids inline scripts)', async () => {
    expect(await partialPage('Text.\n\n<script>alert(1)</script>\n', 'docs/a.mdx', context)).toBeNull();
    expect(await partialPage('Text <img src="a.png" onerror="go()" />\n', 'docs/a.mdx', context)).toBeNull();
  });
});

describe('failedDoc', () => {
  it('keeps the id, route and title the page would have had', () => {
    const page = { file: 'guide/02-fancy.mdx', text: '---\nslug: /fancy\n---\n# Fancy\n', matter: { slug: '/fancy' } };
    const doc = failedDoc(page, ['docs/guide/02-fancy.mdx:4: oops'], {});
    expect(doc).toMatchObject({
      id: 'guide/fancy',
      route: '/docs/fancy',
      title: 'Fancy',
      numberPrefix: 2,
      failed: true,
    });
    expect(doc.html).toContain('docs/guide/02-fancy.mdx:4: oops');
  });
});
