/**
 * Partials as Docusaurus treats them (partials.ts, remarkMdxImports.ts): their links and images
 * are their own file's, their expressions see the use's attributes as `props`, they accept what a
 * page accepts (HTML comments, `mdx-code-block`), and their problems are named at their own line.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tempDocsWriter } from '../../../../tests/support/tempDocs.ts';
import { siteConfig } from '../../../../shared/site-config.ts';
import { loadDocs } from '../../sources/loadDocs.ts';

const site = tempDocsWriter();
afterEach(() => {
  vi.unstubAllEnvs();
});

/** Compiles `files` as a Docusaurus 3 site does by default; `policy` is DOCS_ON_PAGE_ERROR. */
async function build(files: Record<string, string>, policy: 'warn' | 'throw' = 'throw') {
  vi.stubEnv('DOCS_ON_PAGE_ERROR', policy);
  const { docs, problems } = await loadDocs(await site(files), { markdownFormat: 'mdx', keepFailedPages: true });
  const page = (id: string) => {
    const doc = docs.find((candidate) => candidate.id === id);
    if (!doc) throw new Error(`no page ${id}: ${(problems ?? []).join('\n')}`);
    return doc;
  };
  return { page, problems: problems ?? [] };
}

describe('partials', () => {
  it('resolves relative links and images from the partial’s own file, not the page’s', async () => {
    const { page } = await build({
      'components/_warning.mdx':
        ':::caution\n\n[Essentials](../tutorials/essentials.md) and ![Diagram](./img/diagram.png)\n\n:::\n\n<img src="./img/diagram.png" alt="JSX" />\n',
      'components/img/diagram.png': 'png',
      'tutorials/essentials.md': '# Essentials\n',
      'tutorials/fundamentals/part-1.md':
        "import Warning from '../../components/_warning.mdx';\n\n# Part 1\n\n<Warning />\n",
    });
    const doc = page('tutorials/fundamentals/part-1');
    expect(doc.html).toContain('<a href="/docs/tutorials/essentials">Essentials</a>');
    expect(doc.html).toMatch(/<img src="\/assets\/docs\/diagram-[0-9a-f]{8}\.png" alt="Diagram"\/>/);
    expect(doc.html).toMatch(/<img src="\/assets\/docs\/diagram-[0-9a-f]{8}\.png" alt="JSX"\/>/);
    // The link check sees them at the line of the use in the page.
    expect(doc.links).toContainEqual({
      url: '/docs/tutorials/essentials',
      written: '../tutorials/essentials.md',
      line: 5,
    });
    expect(doc.html).toContain('<aside class="admonition admonition--caution">');
  });

  it('reads the partial’s own imports from its folder: other partials and site code', async () => {
    const { page } = await build({
      'parts/_inner.mdx': 'Inner text.\n',
      'parts/Badge.jsx': 'export default function Badge({ label }) { return <b className="badge">{label}</b>; }\n',
      'parts/_outer.mdx':
        "import Inner from './_inner.mdx';\nimport Badge from './Badge.jsx';\n\n<Inner />\n\n<Badge label={props.label} />\n",
      'a.mdx': 'import Outer from \'./parts/_outer.mdx\';\n\n# A\n\n<Outer label="new" />\n',
    });
    const { html, warnings } = page('a');
    expect(warnings).toEqual([]);
    expect(html).toContain('<p>Inner text.</p>');
    expect(html).toContain('<b class="badge">new</b>');
  });

  it('gives the partial the use’s attributes as props, in text, attributes and template literals', async () => {
    const { page } = await build({
      'config/partials/_location.mdx': [
        "import CodeBlock from '@theme/CodeBlock';",
        '',
        '<p>',
        '  The <code>{props.sectionName}</code> section, {props.missing ?? "none"} missing.',
        '</p>',
        '',
        '<CodeBlock title={`${props.sectionName}.js`} language="javascript">',
        '  {[',
        "    'module.exports = {',",
        '    `  ${props.sectionName}: {},`,',
        "    '};',",
        "  ].join('\\n')}",
        '</CodeBlock>',
        '',
        '{props.debug && <div className="debug">Debug build of {props.sectionName}</div>}',
        '',
      ].join('\n'),
      'config/apps.mdx':
        "import Location from './partials/_location.mdx';\n\n# Apps\n\n<Location sectionName=\"apps\" />\n\n<Location sectionName={'dev' + 'ices'} debug />\n",
    });
    const { html } = page('config/apps');
    expect(html).toContain('<p>The <code>apps</code> section, none missing.</p>');
    expect(html).toContain('<p>The <code>devices</code> section, none missing.</p>');
    expect(html).toContain('<div class="code-block__title">apps.js</div>');
    expect(html).toContain('<div class="code-block__title">devices.js</div>');
    expect(html).toMatch(/apps<\/span>: \{\},/);
    expect(html).toContain('<div class="debug">Debug build of devices</div>');
    expect(html.match(/class="debug"/g)).toHaveLength(1);
    expect(html).not.toContain('data-docs-fallback');
  });

  it('accepts HTML comments, old admonition titles, heading ids and mdx-code-block fences in a partial, as in a page', async () => {
    const { page } = await build({
      '_shared.mdx':
        '<!-- a note for authors -->\nShared text.\n\n:::info Old-style title\n\nInside.\n\n:::\n\n## Setup {#setup-it}\n\n```mdx-code-block\n<div className="box">In a fence, {props.who}</div>\n```\n\n```html\n<!-- kept in code -->\n```\n',
      'a.mdx': 'import Shared from \'./_shared.mdx\';\n\n# A\n\n<Shared who="me" />\n',
    });
    const { html } = page('a');
    expect(html).toContain('<p>Shared text.</p>');
    expect(html).not.toContain('a note for authors');
    expect(html).toContain('<p class="admonition__title">Old-style title</p>');
    expect(html).toContain('<h2 id="setup-it">');
    expect(html).toContain('<div class="box">In a fence, me</div>');
    expect(html).toContain('<span class="hljs-comment">&lt;!-- kept in code --&gt;</span>');
  });

  it('gives a partial inside a partial its own props, from the outer one’s', async () => {
    const { page } = await build({
      '_inner.mdx': 'Inner {props.label}.\n',
      '_outer.mdx':
        "import Inner from './_inner.mdx';\n\n<Inner label={props.name.toUpperCase()} />\n\nOuter {props.name}.\n",
      'a.mdx': "import Outer from './_outer.mdx';\n\n# A\n\n<Outer name=\"one\" />\n\n<Outer {...{ name: 'two' }} />\n",
    });
    const { html } = page('a');
    expect(html).toContain('<p>Inner ONE.</p>\n<p>Outer one.</p>');
    expect(html).toContain('<p>Inner TWO.</p>\n<p>Outer two.</p>');
  });

  it('names each problem of a partial at its own file and line, with the page that includes it', async () => {
    const { page, problems } = await build(
      {
        'config/partials/_location.mdx': [
          "import Gone from '@site/src/components/Gone';",
          '',
          'Text {props.sectionName.toUpperCase()}.',
          '',
          '<Fancy />',
          '',
          '![Missing](./missing.png)',
          '',
          '[Nowhere](./nowhere.md)',
          '',
        ].join('\n'),
        'config/partials/_inner.mdx': 'Fine.\n\n<Unknown />\n',
        'config/partials/_nested.mdx': "import Inner from './_inner.mdx';\n\n<Inner />\n",
        'config/partials/_bad.mdx': 'Text\n\nwith { unclosed\n',
        'config/apps.mdx': [
          "import Location from './partials/_location.mdx';",
          "import Nested from './partials/_nested.mdx';",
          "import Bad from './partials/_bad.mdx';",
          '',
          '# Apps',
          '',
          '<Location />',
          '',
          '<Nested />',
          '',
          '<Bad />',
          '',
        ].join('\n'),
      },
      'warn',
    );
    const included = '(included by docs/config/apps.mdx)';
    const { html, links, warnings } = page('config/apps');
    expect(warnings).toEqual(
      expect.arrayContaining([
        `docs/config/partials/_location.mdx:1 ${included}: cannot import Gone "@site/src/components/Gone": no such file in the site's code (site/src/components/Gone)`,
        `docs/config/partials/_location.mdx:3 ${included}: {props.sectionName.toUpperCase()} failed at build time: Cannot read properties of undefined (reading 'toUpperCase')`,
        expect.stringMatching(
          /^docs\/config\/partials\/_location\.mdx:5 \(included by docs\/config\/apps\.mdx\): unknown component <Fancy>/,
        ),
        `docs/config/partials/_location.mdx:7 ${included}: "./missing.png": no such file (config/partials/missing.png)`,
        "docs/config/partials/_inner.mdx:3 (included by docs/config/partials/_nested.mdx, included by docs/config/apps.mdx): unknown component <Unknown>: import it (from @theme/…, @docusaurus/…, the site's code with @site/… or a package), define it with export in the page, or give it to every page in the site's src/theme/MDXComponents",
        `docs/config/partials/_bad.mdx:3 ${included}: Unexpected end of file in expression, expected a corresponding closing brace for \`{\``,
      ]),
    );
    expect(warnings).toHaveLength(6);
    expect(problems).toEqual([]);
    expect(html).toContain('Fine.');
    expect(html.match(/data-docs-fallback/g)?.length).toBeGreaterThanOrEqual(5);
    // A broken link of a partial is reported at the line that uses it, as written.
    expect(links).toContainEqual({ url: './nowhere.md', written: './nowhere.md', line: 7 });
  });

  it('names a partial’s line when a step fails the page there, and gives its code blocks the page’s line', async () => {
    const { problems } = await build({
      '_shared.mdx': 'A\n\n:::nope\n\nText.\n\n:::\n',
      'a.mdx': "import Shared from './_shared.mdx';\n\n# A\n\n<Shared />\n",
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^docs\/a\.mdx:5: docs\/_shared\.mdx:3 \(included by docs\/a\.mdx\): unknown directive ":::nope"/,
      ),
    ]);
    const { page } = await build({
      '_shared.mdx': 'A\n\n```js\nlet a = 1;\n```\n',
      'a.mdx': "import Shared from './_shared.mdx';\n\n# A\n\n<Shared />\n",
    });
    expect(page('a').codeBlocks).toEqual([expect.objectContaining({ code: 'let a = 1;', line: 5 })]);
  });

  it('fails the page under onPageError: throw, naming the partial', async () => {
    const { problems } = await build({
      '_shared.mdx': 'A\n\n<Fancy />\n',
      'a.mdx': "import Shared from './_shared.mdx';\n\n<Shared />\n",
    });
    expect(problems).toEqual([
      expect.stringMatching(/^docs\/_shared\.mdx:3 \(included by docs\/a\.mdx\): unknown component <Fancy>/),
    ]);
  });

  it('reads a partial as MDX 1 did on a Docusaurus 2 site, as it reads the page', async () => {
    const settings = siteConfig.settings as { docusaurusVersion?: 2 | 3 };
    const before = settings.docusaurusVersion;
    settings.docusaurusVersion = 2;
    try {
      const { page } = await build({
        '_links.mdx': 'See <https://example.com/docs> for versions <=4.x.<br>\n',
        'a.mdx': "import Links from './_links.mdx';\n\n# A\n\n<Links />\n",
      });
      const { html, warnings } = page('a');
      expect(warnings).toEqual([]);
      expect(html).toContain('<a href="https://example.com/docs">https://example.com/docs</a>');
      expect(html).toContain('versions &lt;=4.x.<br/>');
    } finally {
      settings.docusaurusVersion = before;
    }
  });
});
