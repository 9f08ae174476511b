/**
 * No script of the site reaches a page: what the page wrote is a page problem (a notice under
 * `warn`, the build fails under `throw`); what its components rendered is removed with a warning
 * naming the page's line and the component. The hostile site is tests/fixtures/hostile-site.
 */
import type { Element, Root } from 'hast';
import { fromParse5 } from 'hast-util-from-parse5';
import { toHtml } from 'hast-util-to-html';
import { parseFragment } from 'parse5';
import { visit } from 'unist-util-visit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { VFile } from 'vfile';
import { compileSite, placeSite, removeSite } from '../../../../tests/support/siteCodeSite.ts';
import { compileMarkdown } from '../compileMarkdown.ts';
import rehypeSafeHtml, { markSiteCode, UNSAFE_HTML_REMOVED } from './rehypeSafeHtml.ts';

/** What the page HTML must never hold, read as a browser reads it: attributes, not text. */
function expectNothingRuns(html: string) {
  const tree = fromParse5(parseFragment(html)) as Root;
  const found: string[] = [];
  visit(tree, 'element', (element: Element) => {
    if (/^(script|style|object|embed|base|form|iframe)$/.test(element.tagName)) found.push(`<${element.tagName}>`);
    for (const [name, value] of Object.entries(element.properties)) {
      if (/^on/i.test(name)) found.push(name);
      const text = Array.isArray(value) ? value.join(',') : String(value);
      if (/^\s*(javascript|vbscript):/i.test(text)) found.push(`${name}=${text}`);
      if (/^\s*data:/i.test(text) && !(element.tagName === 'img' && /^data:image\//.test(text)))
        found.push(`${name}=${text}`);
    }
  });
  expect(found).toEqual([]);
}

/** Runs the step on `html` as site code rendered it (no positions), for the component `<Widget>`. */
function renderedBySiteCode(html: string) {
  const tree = fromParse5(parseFragment(html, { scriptingEnabled: false })) as Root;
  for (const node of tree.children)
    if (node.type === 'element')
      markSiteCode(node, { label: '<Widget>', source: '@site/src/components/Widget', line: 7 });
  const file = new VFile({ path: 'docs/page.mdx' });
  rehypeSafeHtml()(tree, file);
  const warnings = file.messages.filter((message) => message.ruleId === UNSAFE_HTML_REMOVED).map(String);
  return { html: toHtml(tree), warnings: file.messages.map((message) => message.reason), all: warnings };
}

describe('what site code renders', () => {
  it('loses scripts, handlers and script URLs, each named with the page’s line and the component', () => {
    const { html, warnings } = renderedBySiteCode(
      '<div class="box" data-x="1"><script type="module">x()</script><script type="application/ld+json">{}</script>' +
        '<img src="a.png" onerror="x()" alt="a"><a href=" JAVA\tSCRIPT:x()">j</a><a href="vbscript:x">v</a>' +
        '<button onclick="x()" aria-pressed="false">b</button></div>',
    );
    expect(html).toBe(
      '<div class="box" data-x="1"><img src="a.png" alt="a"><a>j</a><a>v</a><button aria-pressed="false">b</button></div>',
    );
    expect(warnings).toEqual([
      'docs/page.mdx:7: <Widget> (from "@site/src/components/Widget") rendered a <script>: removed',
      'docs/page.mdx:7: <Widget> (from "@site/src/components/Widget") rendered onerror on <img>: removed',
      'docs/page.mdx:7: <Widget> (from "@site/src/components/Widget") rendered href="JAVA\\tSCRIPT:x()" on <a>: removed',
      'docs/page.mdx:7: <Widget> (from "@site/src/components/Widget") rendered href="vbscript:x" on <a>: removed',
      'docs/page.mdx:7: <Widget> (from "@site/src/components/Widget") rendered onclick on <button>: removed',
    ]);
  });

  it('removes what loads documents or changes the page: object, embed, base, meta http-equiv, iframe srcdoc, frames', () => {
    const { html, warnings } = renderedBySiteCode(
      '<div><object data="x.swf"></object><embed src="x.swf"><base href="https://evil.example/">' +
        '<meta http-equiv="refresh" content="0;url=https://evil.example"><meta name="x" content="kept">' +
        '<iframe srcdoc="<script>x()</script>"></iframe><p>text</p></div>',
    );
    expect(html).toBe('<div><meta name="x" content="kept"><p>text</p></div>');
    expect(warnings.map((warning) => warning.replace(/.*rendered /, ''))).toEqual([
      'an <object>: removed',
      'an <embed>: removed',
      'a <base>: removed',
      'a <meta http-equiv>: removed',
      'an <iframe srcdoc>: removed',
    ]);
  });

  it('unwraps a form: its fields stay, nothing is sent anywhere, and what they hold is checked too', () => {
    const { html, warnings } = renderedBySiteCode(
      '<form action="https://collector.example" method="post"><input name="q"><button formaction="javascript:x()">Go</button></form>',
    );
    expect(html).toBe('<input name="q"><button>Go</button>');
    expect(warnings.map((warning) => warning.replace(/.*rendered /, ''))).toEqual([
      'a <form>: removed',
      'formaction="javascript:x()" on <button>: removed',
    ]);
  });

  it('keeps data: images in <img> and <source>, and refuses data: elsewhere and of other types', () => {
    const pixel = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    const { html, warnings } = renderedBySiteCode(
      `<picture><source srcset="${pixel} 1x, b.png 2x"><img src="${pixel}" alt="p"></picture>` +
        `<img src="data:text/html,x" alt="h"><a href="${pixel}">p</a><video poster="data:image/png,AA"></video>` +
        `<img srcset="ok.png 1x, javascript:x 2x" alt="s">`,
    );
    expect(html).toContain(`<img src="${pixel}" alt="p">`);
    expect(html).toContain('<source srcset="data:image/gif;base64');
    expect(html).toContain('<img alt="h"><a>p</a><video></video><img alt="s">');
    expect(warnings.map((warning) => warning.replace(/.*rendered /, ''))).toEqual([
      'src="data:text/html,x" on <img>: removed',
      'href="data:image/gif;base64,R0lGODlhAQABAAAAAC…" on <a>: removed',
      'poster="data:image/png,AA" on <video>: removed',
      'srcset="javascript:x" on <img>: removed',
    ]);
  });

  it('looks into SVG (xlink:href, animations setting an href) and <template> content', () => {
    const { html, warnings } = renderedBySiteCode(
      '<svg viewBox="0 0 10 10" aria-hidden="true"><a xlink:href="javascript:x()"><text>t</text></a>' +
        '<a href="#x"><set attributeName="href" to="javascript:x()"></set><animate attributeName="href" values="#a;javascript:x()"></animate></a>' +
        '<use href="#icon"></use><path d="M0 0"></path><script>x()</script></svg><template><img src="a.png" onload="x()"></template>',
    );
    expect(html).toBe(
      '<svg viewBox="0 0 10 10" aria-hidden="true"><a><text>t</text></a><a href="#x"><set attributeName="href"></set><animate attributeName="href"></animate></a>' +
        '<use href="#icon"></use><path d="M0 0"></path></svg><template><img src="a.png"></template>',
    );
    expect(warnings).toHaveLength(5);
  });

  it('names what the page defines itself as a page problem, with a notice', () => {
    const tree = fromParse5(parseFragment('<a href="javascript:x()">x</a>')) as Root;
    markSiteCode(tree.children[0] as Element, { label: '{link()}', line: 4 });
    const file = new VFile({ path: 'docs/page.mdx' });
    rehypeSafeHtml()(tree, file);
    expect(file.data.pageProblems).toEqual([
      'docs/page.mdx:4: {link()} rendered href="javascript:x()" on <a>, which is not allowed: javascript: URLs run script',
    ]);
    expect(toHtml(tree)).toMatch(/^<a>x<\/a><span class="docs-fallback-inline" data-docs-fallback/);
  });
});

describe('raw HTML and links a Markdown page writes', () => {
  const page = [
    '# Raw',
    '',
    '<script>window.x = 1</script>',
    '',
    '<style>p { color: red }</style>',
    '',
    'A <a href="javascript:alert(1)">link</a> and <img src="a.png" onerror="alert(1)" alt="a">.',
    '',
    '[Markdown](javascript:alert(2)) and [data](data:text/html,hi).',
    '',
  ].join('\n');

  it('fails the page under onPageError: throw, naming every problem with its line', async () => {
    vi.stubEnv('DOCS_ON_PAGE_ERROR', 'throw');
    await expect(compileMarkdown(page, 'docs/raw.md', undefined, null, 'md')).rejects.toThrow(
      [
        'docs/raw.md:3: <script> is not allowed: no script from the site reaches a page (the Content-Security-Policy would block it)',
        'docs/raw.md:5: <style> is not allowed: the Content-Security-Policy forbids inline style sheets; use the site’s CSS',
        'docs/raw.md:7: href="javascript:alert(1)" on <a> is not allowed: javascript: URLs run script',
        'docs/raw.md:7: onerror on <img> is not allowed: event handlers run script',
        'docs/raw.md:9: href="javascript:alert(2)" on <a> is not allowed: javascript: URLs run script',
        'docs/raw.md:9: href="data:text/html,hi" on <a> is not allowed: data: URLs may hold a page or a script; only images (data:image/png, jpeg, gif, webp, avif or svg+xml) in <img> and <source> are allowed',
      ].join('\n'),
    );
  });

  it('under warn, removes each and shows a notice in its place, the problems being warnings', async () => {
    vi.stubEnv('DOCS_ON_PAGE_ERROR', 'warn');
    const { html, warnings } = await compileMarkdown(page, 'docs/raw.md', undefined, null, 'md');
    expectNothingRuns(html);
    expect(warnings).toHaveLength(6);
    expect(html.match(/data-docs-fallback/g)).toHaveLength(6);
    expect(html).toContain('<img src="a.png" alt="a">');
  });

  it('keeps everything the portal itself produces, with no warning', async () => {
    vi.stubEnv('DOCS_ON_PAGE_ERROR', 'throw');
    const rich = [
      '## Setup',
      '',
      ':::tip[Careful]',
      'Text with `code`.',
      ':::',
      '',
      '::::tabs',
      ':::tab{label="A"}',
      '```js title="a.js"',
      'const a = 1;',
      '```',
      ':::',
      ':::tab{label="B"}',
      'B',
      ':::',
      '::::',
      '',
      '<details><summary>More</summary><table><tr><td data-x="1" id="c" class="k">cell</td></tr></table></details>',
      '',
      '<iframe src="https://www.youtube.com/embed/abc" title="Video"></iframe>',
      '',
      '<svg viewBox="0 0 1 1" aria-hidden="true"><use href="#i"></use></svg>',
      '',
      '<img src="data:image/png;base64,AAAA" alt="inline"> [mail](mailto:a@example.com) [doc](/docs/x#y)',
      '',
    ].join('\n');
    const { html, warnings } = await compileMarkdown(rich, 'docs/rich.md', undefined, null, 'md');
    expect(warnings).toEqual([]);
    expect(html).not.toContain('data-docs-fallback');
    expect(html).toMatch(/<h2 id="setup">Setup<a[^>]*href="#setup"/);
    expect(html).toContain('admonition--tip');
    expect(html).toMatch(/<button[^>]*role="tab"[^>]*aria-selected="true"/);
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toContain('<td data-x="1" id="c" class="k">cell</td>');
    expect(html).toContain('<iframe src="https://www.youtube.com/embed/abc" title="Video"></iframe>');
    expect(html).toContain('<use href="#i"></use>');
    expect(html).toContain('<img src="data:image/png;base64,AAAA" alt="inline">');
    expect(html).toContain('href="mailto:a@example.com"');
  });
});

describe('a site whose components and pages try to run script (tests/fixtures/hostile-site)', () => {
  let root: string;
  beforeAll(async () => {
    root = await placeSite({ fixture: 'hostile-site' });
  });
  afterAll(() => removeSite(root));

  async function build(policy: 'warn' | 'throw') {
    vi.stubEnv('DOCS_ON_PAGE_ERROR', policy);
    return compileSite(root);
  }

  const COMPONENTS = [
    'docs/hostile.mdx:11: <Analytics> (from "@site/src/components/Analytics") rendered a <script>: removed',
    'docs/hostile.mdx:13: <RawHtml> (from "@site/src/components/RawHtml") rendered a <script>: removed',
    'docs/hostile.mdx:13: <RawHtml> (from "@site/src/components/RawHtml") rendered onerror on <img>: removed',
    `docs/hostile.mdx:13: <RawHtml> (from "@site/src/components/RawHtml") rendered href="javascript:window.__siteScriptRan = 'hre…" on <a>: removed`,
    'docs/hostile.mdx:13: <RawHtml> (from "@site/src/components/RawHtml") rendered href="data:text/html,<script>alert(1)</script>" on <a>: removed',
    'docs/hostile.mdx:13: <RawHtml> (from "@site/src/components/RawHtml") rendered onload on <svg>: removed',
    'docs/hostile.mdx:13: <RawHtml> (from "@site/src/components/RawHtml") rendered a <form>: removed',
    'docs/hostile.mdx:15: <Handlers> (from "@site/src/components/Handlers") rendered href="javascript:void(0)" on <a>: removed',
    'docs/hostile.mdx:15: <Handlers> (from "@site/src/components/Handlers") rendered an <iframe srcdoc>: removed',
  ];
  const WRITTEN = [
    `docs/hostile.mdx:17: href="javascript:window.__siteScriptRan = 'mdx…" on <a> is not allowed: javascript: URLs run script`,
    'docs/hostile.mdx:19: onerror on <img> is not allowed: event handlers run script',
    `docs/hostile.mdx:21: href="javascript:window.__siteScriptRan='markd…" on <a> is not allowed: javascript: URLs run script`,
  ];

  it('under warn, serves both pages with none of it, each removal a warning', async () => {
    const { page } = await build('warn');
    const hostile = page('hostile');
    expectNothingRuns(hostile.html);
    expect(hostile.html).toContain('<p class="analytics-note">Analytics loaded.</p>');
    expect(hostile.html).toContain('<input name="q" placeholder="kept"/>');
    expect(hostile.html).toContain('<img class="raw-pixel" alt="pixel" src="data:image/gif;base64,');
    expect(hostile.html).toContain('<button type="button">Click</button>');
    expect(hostile.warnings).toEqual([...COMPONENTS, ...WRITTEN]);
    expect(hostile.html.match(/data-docs-fallback/g)).toHaveLength(WRITTEN.length);
    const raw = page('raw');
    expectNothingRuns(raw.html);
    expect(raw.warnings).toHaveLength(6);
    expect(page('safe').warnings).toEqual([]);
  });

  it('under throw, fails the pages for what they wrote, not for what components rendered', async () => {
    const { page, problems } = await build('throw');
    expect(page('hostile').failed).toBe(true);
    expect(page('raw').failed).toBe(true);
    expect(page('safe').failed).toBeUndefined();
    expect(problems.filter((line) => line.startsWith('docs/hostile.mdx'))).toEqual(WRITTEN);
    expect(problems.filter((line) => line.startsWith('docs/raw.md'))).toHaveLength(6);
  });
});
