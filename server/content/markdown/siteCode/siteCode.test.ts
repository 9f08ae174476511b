/**
 * The imported site's code in its pages (tests/fixtures/site-code-site): its modules and
 * components, a CSS module, the portal's `@docusaurus/*` and `@theme/*` stand-ins, computed theme
 * values, `mdx-code-block` fences, and what fails (a package the site lacks, a component that
 * throws, one that needs the browser), each in place of that construct only.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../../../../shared/site-config.ts';
import { compileSite, placeSite, removeSite } from '../../../../tests/support/siteCodeSite.ts';
import { setSiteCodeRoots } from './siteModules.ts';
import { scopedName } from '../../siteStyles/scopeCssModule.ts';

let root: string;

beforeAll(async () => {
  root = await placeSite({ fixture: 'site-code-site' });
});
afterAll(() => removeSite(root));

async function build(policy: 'warn' | 'throw') {
  vi.stubEnv('DOCS_ON_PAGE_ERROR', policy);
  return compileSite(root);
}

const BROKEN = [
  'docs/broken.mdx:5: cannot import Slider "@react-native-community/slider": the package is not installed in the site (site/node_modules)',
  'docs/broken.mdx:15: <Boom> (from "@site/src/components/Boom") failed at build time: the boom component always fails',
  'docs/broken.mdx:17: <WindowWidth> (from "@site/src/components/WindowWidth") failed at build time: window is not defined: it needs the browser, and the portal renders pages only on the server (wrap it in <BrowserOnly>)',
];

const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

describe('site code in MDX pages', () => {
  it('gives <Tabs> its values and default from a site module, as the portal’s own tabs, in partials too', async () => {
    const { page } = await build('warn');
    const html = page('tabs').html;
    expect(html).toMatch(
      /<button[^>]*aria-selected="false"[^>]*>Function Component<\/button><button[^>]*aria-selected="true"[^>]*>Class Component<\/button>/,
    );
    expect(html).toContain('<div class="code-block__title">App.jsx</div>');
    // A partial included twice, importing what the page imports too: its code is the page's, once.
    expect(html.match(/The shared partial, version 0\.76\./g)).toHaveLength(2);
    expect(html).not.toContain('data-docs-fallback');
  });

  it('evaluates imported and exported values in code blocks and text, and renders mdx-code-block fences as MDX', async () => {
    const { page } = await build('warn');
    const install = page('install');
    expect(install.html).toContain('<p>Install react-native 0.76:</p>');
    expect(install.html).toContain('<div class="code-block__title">Terminal</div>');
    expect(install.html).toContain('<code class="hljs language-bash">npm i react-native@0.76</code>');
    expect(install.html).toContain('<ins class="color-box" style="background:#2196F3">#2196F3</ins>');
    expect(install.html).not.toContain('export function');
    // Markdown that site code imports is MDX with GitHub's tables, as in Docusaurus.
    expect(install.html).toContain('<td>0.76</td><td>Active</td>');
    expect(install.html).toMatch(
      /<aside class="admonition admonition--info"><p class="admonition__title">Info<\/p><p>Releases are <strong>supported<\/strong> for a year\.<\/p><\/aside>/,
    );
    expect(install.toc.map((entry) => entry.id)).toEqual(['done']);
    expect(install.warnings).toEqual([]);
  });

  it('renders the site’s components with the portal’s Docusaurus modules, Markdown inside them kept as the portal builds it', async () => {
    const { page } = await build('warn');
    const components = page('components');
    const html = components.html;
    // A CSS module gives its class names, scoped as the site stylesheet scopes them (siteStyles/);
    // useDocusaurusContext the site's settings.
    const scoped = (name: string) => scopedName(name, 'site/src/components/Greeting.module.css');
    expect(html).toContain(
      `<div class="${scoped('greeting')}"><p class="${scoped('greeting-title')}">Hello reader, from ${escaped(siteConfig.settings.title)}</p>`,
    );
    expect(html).toContain('<img src="/img/logo.svg" alt="Logo"/><a href="/docs/tabs">Tabs</a>');
    // The Markdown inside went through the portal's steps: the link resolved, the code highlighted.
    expect(html).toContain('<p>Some <strong>Markdown</strong> inside, with a <a href="/docs/tabs">link</a>.</p>');
    expect(html).toContain('<code class="hljs language-js"><span class="hljs-keyword">const</span> inside');
    expect(components.links.map((link) => link.url)).toContain('/docs/tabs');
    expect(html).toContain(
      '<img alt="Diagram" src="/img/light.png" class="themed-image themed-image--light"/><img alt="Diagram" src="/img/dark.png" class="themed-image themed-image--dark"/>',
    );
    expect(html).toContain('<p>Loading the widget…</p>');
    expect(html).not.toContain('window.location');
    expect(html).toContain('<p>Hello you and Goodbye.</p>');
    // Rendered once on the server: no browser, effects never run.
    expect(html).toContain(
      '<p>Browser: false. Local: <mark>beside the docs</mark>. <output>not counted yet</output></p>',
    );
    // A theme component of the site's own src/theme, wrapping the portal's admonition.
    expect(html).toContain(
      '<aside class="admonition admonition--tip"><p class="admonition__title"><em>Callout</em></p>A tip of the site&#x27;s own theme.</aside>',
    );
    // `@site/static/…`: the site's static files, an SVG as a component drawing it.
    expect(html).toContain('<p>The logo: <img src="/img/logo.svg" alt="Site logo"/></p>');
    // A table row rendered by site code stays in its table; its CodeBlock is a titled portal block.
    expect(html).toMatch(
      /<table>\s*<tbody>\s*<tr><td>Arrow functions<\/td><td><div class="code-block" data-language="js"><div class="code-block__title">Arrow functions<\/div>/,
    );
    expect(html).not.toContain('data-docs-fallback');
    expect(components.warnings).toEqual([]);
  });

  it('under warn, replaces each construct that fails with a notice, renders the rest, and names every problem', async () => {
    const { page } = await build('warn');
    const broken = page('broken');
    expect(broken.failed).toBeUndefined();
    expect(broken.warnings).toEqual(BROKEN);
    const notices = broken.html.match(/data-docs-fallback=""/g) ?? [];
    expect(notices).toHaveLength(3);
    for (const problem of BROKEN) expect(broken.html).toContain(`<code>${escaped(problem)}</code>`);
    expect(broken.html).toMatch(
      /^<p>Before the slider\.<\/p>\n<aside class="admonition admonition--caution" data-docs-fallback=""/,
    );
    expect(broken.html).toContain('<p>Between.</p>');
    expect(broken.html).toContain('<p>Width: <span class="docs-fallback-inline" data-docs-fallback=""');
    expect(broken.html).toContain('<p>After everything.</p>');
    // One line each, no stack trace.
    expect(broken.warnings.join('\n')).not.toMatch(/\n\s+at /);
  });

  it('under throw, fails the page with every problem at once', async () => {
    const { page, problems } = await build('throw');
    expect(page('broken').failed).toBe(true);
    expect(problems).toEqual(expect.arrayContaining(BROKEN));
    expect(problems.filter((line) => line.startsWith('docs/broken.mdx'))).toHaveLength(3);
    expect(page('tabs').failed).toBeUndefined();
  });

  it('keeps what a component shows readers without JavaScript (<noscript>) as HTML, not as text', async () => {
    const { page } = await build('warn');
    expect(page('video').html).toContain(
      '<noscript><a href="https://www.youtube.com/watch?v=abc123">Watch the talk on YouTube</a></noscript>',
    );
  });

  it('imports a file’s text through webpack’s inline raw-loader, as Docusaurus documents for code snippets', async () => {
    const { page } = await build('warn');
    const { html, warnings } = page('snippets');
    expect(html).toMatch(/_example\.ts<\/div>[\s\S]*answer[\s\S]*42/);
    expect(html).toContain('hello from the site');
    expect(warnings).toEqual([
      'docs/snippets.mdx:8: cannot import Sassy "!!sass-loader!./_example.ts": the webpack loader sass-loader is not run by the portal',
    ]);
  });

  it('bundles a package only from the site’s own node_modules', async () => {
    const missing = await build('warn');
    expect(missing.page('package').warnings).toEqual([
      'docs/package.mdx:5: cannot import PackageBadge "@site/src/components/PackageBadge": site/src/components/PackageBadge.jsx:1: "shout-text" is not installed in the site (site/node_modules)',
    ]);
    const pkg = join(root, 'site/node_modules/shout-text');
    await mkdir(pkg, { recursive: true });
    await writeFile(join(pkg, 'package.json'), JSON.stringify({ name: 'shout-text', main: 'index.js' }));
    await writeFile(join(pkg, 'index.js'), 'module.exports = (text) => text.toUpperCase() + "!";\n');
    setSiteCodeRoots({ siteDir: join(root, 'site'), contentRoot: root });
    const installed = await build('warn');
    expect(installed.page('package').html).toBe('<strong class="badge">INSTALLED!</strong>');
    expect(installed.page('package').warnings).toEqual([]);
  });

  it('builds Markdown that site code imports as a page: front matter, links and images from its own file, ids, code, admonitions', async () => {
    const { page } = await build('warn');
    const guide = page('guide');
    const { html } = guide;
    // Its front matter is read (the component shows a value of it) and is not part of the text.
    expect(html).toContain('<section class="guide"><p>Front matter, read and removed</p>');
    expect(html).not.toContain('Not a heading');
    expect(html).toContain(
      '<h2 id="where-next">Where next<a class="heading-anchor" aria-label="Direct link to Where next" href="#where-next"></a></h2>',
    );
    expect(html.match(/heading-anchor/g)).toHaveLength(1);
    // Links to pages by their files, from its own folder or the docs root, lead to their routes.
    expect(html).toContain('<a href="/docs/tabs">tabs</a>');
    expect(html).toContain('<a href="/docs/install#done">installing</a>');
    // An image beside it is served under a hashed name, as the page's own file.
    const diagram = /<img src="(\/assets\/docs\/diagram-[0-9a-f]{8}\.png)" alt="Diagram"/.exec(html)?.[1];
    expect(diagram).toBeDefined();
    expect(guide.assets).toContainEqual({ route: diagram, file: '../site/src/components/guide/diagram.png' });
    // Its code block is titled and highlighted once; its admonition built.
    expect(html).toContain('<div class="code-block__title">guide.js</div>');
    expect(html.match(/class="code-block"/g)).toHaveLength(1);
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toContain('<aside class="admonition admonition--tip">');
    expect(guide.warnings).toEqual([]);
  });

  it('hands the images site code draws to the link check, at the line of the construct that drew them', async () => {
    const { page } = await build('warn');
    const images = page('components').links.filter((link) => link.image);
    expect(images).toEqual(
      expect.arrayContaining([
        { url: '/img/light.png', written: '/img/light.png', line: 26, image: true },
        { url: '/img/dark.png', written: '/img/dark.png', line: 26, image: true },
      ]),
    );
  });
});
