import { describe, expect, it } from 'vitest';
import { fallbackNotices, waitsOnlyOnPackages } from './fallbackNotices.ts';

const block = (text: string) =>
  `<aside class="admonition admonition--caution" data-docs-fallback="" role="note"><p class="admonition__title">Part of this page could not be built</p><p><code>${text}</code></p></aside>`;
const inline = (text: string) =>
  `<span class="docs-fallback-inline" data-docs-fallback="" role="note"><code>${text}</code></span>`;
const MISSING_PACKAGE =
  'docs/a.mdx:7: cannot import LiteYouTubeEmbed "react-lite-youtube-embed": the package is not installed in the site (site/node_modules)';
const PLUGIN_COMPONENT =
  "docs/b.mdx:3: unknown component &lt;FbInternalOnly&gt;: import it (…); the site's config names docusaurus-plugin-internaldocs-fb, not installed, whose theme may give it";
const OWN = 'docs/c.mdx:9: &lt;Tabs&gt;: its values are no literals';

describe('fallback notices of a served page', () => {
  it('reads the problem of each notice, block and inline, and nothing else', () => {
    const html = `<p>text <code>not a notice</code></p>${block(MISSING_PACKAGE)}<p>x ${inline(OWN)}</p>`;
    expect(fallbackNotices(html)).toEqual([MISSING_PACKAGE, OWN]);
    expect(fallbackNotices('<p><code>plain</code></p>')).toEqual([]);
  });

  it('tells a page that waits only on packages not installed from one the portal could not render', () => {
    expect(waitsOnlyOnPackages(block(MISSING_PACKAGE) + inline(PLUGIN_COMPONENT))).toBe(true);
    expect(waitsOnlyOnPackages(block(MISSING_PACKAGE) + block(OWN))).toBe(false);
    expect(waitsOnlyOnPackages('<p>no notice</p>')).toBe(false);
  });
});
