/**
 * Components pages use without importing them, as Docusaurus gives them through
 * `@theme/MDXComponents`: Docusaurus's own `<Details>` and `<Head>`, and those a site adds in its
 * swizzled `src/theme/MDXComponents`, in pages and in the partials they include.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../../../../shared/site-config.ts';
import { compileSite, placeSite, removeSite } from '../../../../tests/support/siteCodeSite.ts';

let root: string | undefined;

async function site(files: Record<string, string>) {
  root = await placeSite({ files });
  vi.stubEnv('DOCS_ON_PAGE_ERROR', 'warn');
  const { page, warnings } = await compileSite(root);
  return { html: (id: string) => page(id).html, problems: warnings };
}

afterEach(async () => {
  vi.unstubAllEnvs();
  await removeSite(root);
  root = undefined;
});

const SWIZZLED = `import MDXComponents from '@theme-original/MDXComponents';
import Highlight from '@site/src/components/Highlight';

export default {
  ...MDXComponents,
  Highlight,
  Badge: ({ children }) => <span className="badge">{children}</span>,
};
`;
const HIGHLIGHT = `export default function Highlight({ children, color }) {
  return <mark data-color={color}>{children}</mark>;
}
`;

describe('components every page may use without an import', () => {
  it('takes the site’s own from its swizzled src/theme/MDXComponents, in pages and partials', async () => {
    const { html, problems } = await site({
      'site/src/theme/MDXComponents.js': SWIZZLED,
      'site/src/components/Highlight.js': HIGHLIGHT,
      'docs/a.mdx': `# A\n\nSome <Highlight color="red">marked **words**</Highlight> and a <Badge>new</Badge> badge.\n\nimport Shared from './_shared.mdx';\n\n<Shared />\n`,
      'docs/_shared.mdx': `<Badge>from the partial</Badge>\n`,
    });
    expect(problems).toEqual([]);
    expect(html('a')).toContain('<mark data-color="red">marked <strong>words</strong></mark>');
    expect(html('a')).toContain('<span class="badge">new</span>');
    expect(html('a')).toContain('<span class="badge">from the partial</span>');
    expect(html('a')).not.toContain('data-docs-fallback');
  });

  it('gives Docusaurus’s own <Details> and <Head> with or without a swizzled map', async () => {
    const withoutMap: Record<string, string> = {};
    for (const swizzled of [
      withoutMap,
      { 'site/src/theme/MDXComponents.js': SWIZZLED, 'site/src/components/Highlight.js': HIGHLIGHT },
    ]) {
      const { html, problems } = await site({
        ...swizzled,
        'docs/b.mdx': `# B\n\n<Head><meta name="keywords" content="x" /></Head>\n\n<Details summary="More about it">\n\nHidden **text**.\n\n</Details>\n`,
      });
      expect(problems).toEqual([]);
      // The portal's own details, as an imported @theme/Details renders.
      expect(html('b')).toMatch(/<details[^>]*><summary>More about it<\/summary>[\s\S]*Hidden <strong>text<\/strong>/);
      expect(html('b')).not.toContain('keywords');
      await removeSite(root);
    }
  });

  it('lets the site’s map replace Docusaurus’s own entry', async () => {
    const { html } = await site({
      'site/src/theme/MDXComponents.js': `import MDXComponents from '@theme-original/MDXComponents';\nexport default { ...MDXComponents, Details: ({ children }) => <div className="own-details">{children}</div> };\n`,
      'docs/c.mdx': `# C\n\n<Details>Inside</Details>\n`,
    });
    expect(html('c')).toContain('<div class="own-details">Inside</div>');
  });

  it('names why the site’s map cannot be loaded at each use, and a component found nowhere as unknown', async () => {
    const { html, problems } = await site({
      'site/src/theme/MDXComponents.js': `import MDXComponents from '@theme-original/MDXComponents';\nimport Icon from 'missing-icons';\nexport default { ...MDXComponents, Icon };\n`,
      'docs/d.mdx': `# D\n\nAn <Icon name="x" /> here.\n\n<Details summary="Still">works</Details>\n`,
    });
    expect(problems).toEqual([
      expect.stringContaining(
        'docs/d.mdx:3: cannot import Icon "@site/src/theme/MDXComponents": site/src/theme/MDXComponents.js:2: "missing-icons" is not installed in the site (site/node_modules)',
      ),
    ]);
    expect(html('d')).toContain('data-docs-fallback');
    expect(html('d')).toMatch(/<summary>Still<\/summary>/);
  });

  it('leaves a name no map gives to be named as an unknown component, saying where components come from', async () => {
    const { problems } = await site({
      'site/src/theme/MDXComponents.js': SWIZZLED,
      'site/src/components/Highlight.js': HIGHLIGHT,
      'docs/e.mdx': `# E\n\n<Nowhere />\n`,
    });
    expect(problems).toEqual([
      expect.stringMatching(/docs\/e\.mdx:3: unknown component <Nowhere>: .*src\/theme\/MDXComponents/),
    ]);
  });

  it('takes them from an installed plugin’s theme when the site does not swizzle the map, and @theme/X from there too', async () => {
    const settings = siteConfig.settings as { themePaths?: string[] };
    const before = settings.themePaths;
    settings.themePaths = ['node_modules/docusaurus-plugin-company/lib/theme'];
    try {
      const theme = 'site/node_modules/docusaurus-plugin-company/lib/theme';
      const { html, problems } = await site({
        [`${theme}/MDXComponents/index.js`]: `const MDXComponents = require('@theme-init/MDXComponents').default;
const { InternalOnly, PublicOnly } = require('../../internal');
exports.default = { ...MDXComponents, InternalOnly, PublicOnly };
`,
        'site/node_modules/docusaurus-plugin-company/lib/internal.js': `exports.InternalOnly = () => null;
exports.PublicOnly = ({ children }) => children;
`,
        [`${theme}/Banner.js`]: `export default function Banner() { return <p className="company-banner">From the plugin</p>; }
`,
        'docs/f.mdx': `import Banner from '@theme/Banner';

# F

<PublicOnly>

For **everyone**.

</PublicOnly>

<InternalOnly>

Secret.

</InternalOnly>

<Banner />
`,
      });
      expect(problems).toEqual([]);
      expect(html('f')).toContain('<p>For <strong>everyone</strong>.</p>');
      expect(html('f')).not.toContain('Secret');
      expect(html('f')).toContain('<p class="company-banner">From the plugin</p>');
    } finally {
      settings.themePaths = before;
    }
  });
});
