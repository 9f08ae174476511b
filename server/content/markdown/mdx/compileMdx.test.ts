import { describe, expect, it } from 'vitest';
import { tempDocsWriter } from '../../../../tests/support/tempDocs.ts';
import { loadDocs } from '../../sources/loadDocs.ts';

const site = tempDocsWriter();

/** Compiles `files` as a Docusaurus 3 site does by default: `.md` as MDX too. */
async function compile(files: Record<string, string>) {
  const { docs } = await loadDocs(await site(files), { markdownFormat: 'mdx' });
  return docs;
}

const imports = [
  "import Tabs from '@theme/Tabs';",
  "import TabItem from '@theme/TabItem';",
  "import Admonition from '@theme/Admonition';",
  "import CodeBlock from '@theme/CodeBlock';",
  "import TOCInline from '@theme/TOCInline';",
  "import Details from '@theme/Details';",
  "import Link from '@docusaurus/Link';",
  "import Shared from './_shared.mdx';",
].join('\n');

describe('MDX pages', () => {
  it('renders theme components, HTML, exports and partials to static HTML, with no import left as text', async () => {
    const [page] = await compile({
      '_shared.mdx': 'Shared **text**.\n',
      'intro.md': `---\nsidebar_position: 1\n---\n${imports}\n\nexport const product = 'Acme';\n\n# Welcome\n\nAbout {product}.\n\n<TOCInline toc={toc} />\n\n## Install {#install-it}\n\n<Tabs groupId="pm" values={[{label: 'npm', value: 'npm'}, {label: 'Yarn', value: 'yarn'}]}>\n  <TabItem value="npm">\n\n\`\`\`bash\nnpm i acme\n\`\`\`\n\n  </TabItem>\n  <TabItem value="yarn" default>\n    yarn add acme\n  </TabItem>\n</Tabs>\n\n<Admonition type="danger" title="Stop">\n  Read **this**.\n</Admonition>\n\n<CodeBlock language="js" title="a.js" showLineNumbers>{\`const x = 1;\`}</CodeBlock>\n\n<Details summary="More">\n  Hidden.\n</Details>\n\n<table><tbody><tr><td>Cell</td></tr></tbody></table>\n\nLine<br/>break <a name="here"></a> and <Link to="/docs/intro">a link</Link>.\n\n<Shared />\n\n<iframe src="https://www.youtube.com/embed/x" title="Video"></iframe>\n`,
    });
    const html = page?.html ?? '';
    expect(page).toMatchObject({ title: 'Welcome', description: 'About product.' });
    expect(html).not.toContain('import ');
    expect(html).not.toContain('<h1');
    expect(html).toContain('<p>About Acme.</p>');
    expect(html).toContain('<div class="toc-inline"><ul><li><a href="#install-it">Install</a></li></ul></div>');
    expect(html).toContain('<h2 id="install-it">');
    expect(html).toMatch(
      /<button[^>]*aria-selected="false"[^>]*>npm<\/button><button[^>]*aria-selected="true"[^>]*>Yarn<\/button>/,
    );
    expect(html).toContain('<code class="hljs language-bash">npm i acme</code>');
    expect(html).toContain(
      '<aside class="admonition admonition--danger"><p class="admonition__title">Stop</p><p>Read <strong>this</strong>.</p></aside>',
    );
    expect(html).toContain('<div class="code-block__title">a.js</div>');
    expect(html).toContain('data-line-number="1"');
    expect(html).toContain('<details><summary>More</summary><p>Hidden.</p></details>');
    expect(html).toContain('<table><tbody><tr><td>Cell</td></tr></tbody></table>');
    expect(html).toContain('Line<br/>break <a name="here"></a> and <a href="/docs/intro">a link</a>.');
    expect(html).toContain('<p>Shared <strong>text</strong>.</p>');
    expect(html).toContain('<iframe src="https://www.youtube.com/embed/x" title="Video"></iframe>');
    expect(page?.ids).toContain('here');
    expect(page?.links.map((link) => link.url)).toContain('/docs/intro');
  });

  it.each([
    ['an unknown component', '<Fancy />\n', 'docs/a.mdx:3: unknown component <Fancy>'],
    [
      'an import of a package',
      "import Box from '@site/src/components/Box';\n",
      'docs/a.mdx:1: cannot import Box "@site/src/components/Box"',
    ],
    [
      'a partial that does not exist',
      "import Gone from './_gone.mdx';\n",
      'docs/a.mdx:1: cannot import "./_gone.mdx": no such file in the docs (_gone.mdx)',
    ],
    ['a script', '<script>alert(1)</script>\n', 'docs/a.mdx:3: <script> is not allowed'],
    [
      'an iframe of another host',
      '<iframe src="https://evil.example/x"></iframe>\n',
      'docs/a.mdx:3: <iframe src="https://evil.example/x"> is not allowed',
    ],
    ['invalid MDX', 'Text with { unclosed\n', 'docs/a.mdx:3:'],
  ])('fails on %s, naming file, line and the name', async (_name, body, message) => {
    const text = body.startsWith('import') ? `${body}\nText.\n` : `# A\n\n${body}`;
    await expect(compile({ 'a.mdx': text })).rejects.toThrow(message);
  });

  it('parses a .md page as CommonMark with `format: md`, raw HTML kept', async () => {
    const [page] = await compile({
      'a.md': '---\nformat: md\n---\nA { brace } and <details><summary>S</summary>Body</details>\n',
    });
    expect(page?.html).toContain('A { brace } and </p><details><summary>S</summary>Body</details>');
  });
});
