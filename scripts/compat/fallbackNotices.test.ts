import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failsDocusaurusToo, fallbackNotices } from './fallbackNotices.ts';

const block = (text: string) =>
  `<aside class="admonition admonition--caution" data-docs-fallback="" role="note"><p class="admonition__title">Part of this page could not be built</p><p><code>${text}</code></p></aside>`;
const inline = (text: string) =>
  `<span class="docs-fallback-inline" data-docs-fallback="" role="note"><code>${text}</code></span>`;
const MISSING_PACKAGE =
  'docs/a.mdx:7: cannot import LiteYouTubeEmbed &quot;react-lite-youtube-embed&quot;: the package is not installed in the site (site/node_modules)';
const PLUGIN_COMPONENT =
  "docs/b.mdx:3: unknown component &lt;FbInternalOnly&gt;: import it (…); the site's config names docusaurus-plugin-internaldocs-fb, not installed, whose theme may give it";
const OWN = 'docs/c.mdx:9: &lt;Tabs&gt;: its values are no literals';
const absent = (specifier: string) =>
  `docs/guide/a.mdx:7: cannot import &quot;${specifier}&quot;: no such file in the docs (guide/fb/_x.mdx)`;

let siteDir: string;
beforeAll(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'portal-notices-'));
  await mkdir(join(siteDir, 'docs/guide/shared'), { recursive: true });
  await writeFile(join(siteDir, 'docs/guide/shared/_there.mdx'), 'Here.\n');
  await mkdir(join(siteDir, 'src/theme/MDXComponents'), { recursive: true });
  await writeFile(join(siteDir, 'src/theme/MDXComponents/index.js'), 'export default { ...M, OssOnly };\n');
});
afterAll(() => rm(siteDir, { recursive: true, force: true }));
const page = () => ({ siteDir, file: 'docs/guide/a.mdx' });

describe('fallback notices of a served page', () => {
  it('reads the problem of each notice, block and inline, and nothing else', () => {
    const html = `<p>text <code>not a notice</code></p>${block(MISSING_PACKAGE)}<p>x ${inline(OWN)}</p>`;
    expect(fallbackNotices(html)).toEqual([
      'docs/a.mdx:7: cannot import LiteYouTubeEmbed "react-lite-youtube-embed": the package is not installed in the site (site/node_modules)',
      'docs/c.mdx:9: <Tabs>: its values are no literals',
    ]);
    expect(fallbackNotices('<p><code>plain</code></p>')).toEqual([]);
  });

  it('tells a page Docusaurus cannot build either (packages not installed) from one the portal could not render', () => {
    expect(failsDocusaurusToo(block(MISSING_PACKAGE) + inline(PLUGIN_COMPONENT), page())).toBe(true);
    expect(failsDocusaurusToo(block(MISSING_PACKAGE) + block(OWN), page())).toBe(false);
    expect(failsDocusaurusToo('<p>no notice</p>', page())).toBe(false);
  });

  it('counts a component the site’s own theme names as the portal’s, though a plugin is not installed', () => {
    const notice = (name: string) =>
      `docs/b.mdx:3: unknown component &lt;${name}&gt;: …; the site's config names x-plugin, not installed, whose theme may give it`;
    expect(failsDocusaurusToo(block(notice('FbInternalOnly')), page())).toBe(true);
    expect(failsDocusaurusToo(block(notice('OssOnly')), page())).toBe(false);
  });

  it('counts an import of a file the site’s folder lacks as the site’s, and one it has as the portal’s', () => {
    expect(failsDocusaurusToo(block(absent('./fb/_x.mdx')), page())).toBe(true);
    expect(failsDocusaurusToo(block(absent('@site/docs/fb/_x.mdx')), page())).toBe(true);
    // The file is there: the portal resolved it wrongly.
    expect(failsDocusaurusToo(block(absent('./shared/_there.mdx')), page())).toBe(false);
    expect(failsDocusaurusToo(block(absent('@site/docs/guide/shared/_there.mdx')), page())).toBe(false);
    // Without the page's file it cannot be checked.
    expect(failsDocusaurusToo(block(absent('./fb/_x.mdx')), { siteDir, file: undefined })).toBe(false);
  });
});
