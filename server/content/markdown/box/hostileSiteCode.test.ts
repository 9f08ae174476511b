/**
 * Pages whose site code misbehaves at build: a component that never returns, one that renders a
 * page too large to send. Each fails only its own construct or page, named with the limit.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileSite, placeSite, removeSite } from '../../../../tests/support/siteCodeSite.ts';
import { stopSiteTimers } from './siteCodeBox.ts';

let root: string | undefined;

async function build(files: Record<string, string>) {
  root = await placeSite({ files });
  vi.stubEnv('DOCS_ON_PAGE_ERROR', 'warn');
  vi.stubEnv('DOCS_PAGE_CACHE', 'off');
  const { page, warnings } = await compileSite(root);
  return { page, problems: warnings };
}

afterEach(async () => {
  vi.unstubAllEnvs();
  stopSiteTimers();
  await removeSite(root);
  root = undefined;
});

describe('site code that misbehaves at build', () => {
  it('stops a component that never returns, in place of that construct only, naming the limit', async () => {
    vi.stubEnv('DOCS_SITE_CODE_SECONDS', '1');
    const { warn, error } = console;
    const { page, problems } = await build({
      'site/src/Spin.js': 'export default function Spin() { for (;;) {} }\n',
      'docs/spin.mdx': `import Spin from '@site/src/Spin';\n\n# Spin\n\nBefore.\n\n<Spin />\n\nAfter.\n`,
    });
    const limit = 'it ran longer than 1 s, the time site code may take (DOCS_SITE_CODE_SECONDS)';
    expect(problems).toEqual([`docs/spin.mdx:7: <Spin> (from "@site/src/Spin") failed at build time: ${limit}`]);
    const html = page('spin').html ?? '';
    expect(html).toContain('data-docs-fallback');
    expect(html).toContain('<p>Before.</p>');
    expect(html).toContain('<p>After.</p>');
    // What the build muted around the render is back, though the render was stopped midway.
    expect([console.warn, console.error]).toEqual([warn, error]);
  });

  it('refuses a render and a page over DOCS_MAX_PAGE_MB, naming the size', async () => {
    vi.stubEnv('DOCS_MAX_PAGE_MB', '0.2');
    const { page, problems } = await build({
      'site/src/Table.js':
        'export default function Table() { return <table><tbody>{Array.from({ length: 8000 }, (_, i) => <tr key={i}><td>row {i}</td><td>value {i}</td></tr>)}</tbody></table>; }\n',
      'docs/huge.mdx': `import Table from '@site/src/Table';\n\n# Huge\n\n<Table />\n`,
      'docs/long.mdx': `# Long\n\n${'A paragraph of the page itself, long enough. '.repeat(6000)}\n`,
      'docs/small.mdx': `# Small\n\nFine.\n`,
    });
    // The pages that failed whole first, then each page's warnings.
    expect(problems).toEqual([
      // A page over the limit by itself: the page.
      expect.stringMatching(
        /^docs\/long\.mdx:1: the page's HTML is 0\.\d MB, over the 0\.2 MB a page may be \(DOCS_MAX_PAGE_MB\)$/,
      ),
      // What one component rendered: that construct fails, before the page's steps go through it.
      expect.stringMatching(
        /^docs\/huge\.mdx:5: <Table> \(from "@site\/src\/Table"\) failed at build time: it rendered 0\.\d MB of HTML, over the 0\.2 MB a page may be \(DOCS_MAX_PAGE_MB\)$/,
      ),
    ]);
    expect(page('huge').html).toContain('data-docs-fallback');
    expect(page('huge').title).toBe('Huge');
    expect(page('long').html).toContain('data-docs-fallback');
    expect(page('small').html).toContain('<p>Fine.</p>');
  });

  it('stops a module that never finishes loading, as an import that cannot be loaded, and names the timers one starts', async () => {
    vi.stubEnv('DOCS_SITE_CODE_SECONDS', '1');
    const { page, problems } = await build({
      'site/src/Stuck.js': 'while (true) {}\nexport default function Stuck() { return null; }\n',
      'site/src/Ticker.js':
        'let ticks = 0;\nsetInterval(() => { ticks += 1; }, 20);\nexport default function Ticker() { return <p>ticks: {ticks}</p>; }\n',
      'docs/stuck.mdx': `import Stuck from '@site/src/Stuck';\nimport Ticker from '@site/src/Ticker';\n\n# Stuck\n\n<Stuck />\n\n<Ticker />\n`,
    });
    expect(problems).toEqual([
      'docs/stuck.mdx:1: cannot import Stuck "@site/src/Stuck": it failed when loaded: it ran longer than 1 s, the time site code may take (DOCS_SITE_CODE_SECONDS)',
    ]);
    expect(page('stuck').html).toContain('<p>ticks: 0</p>');
    expect(stopSiteTimers()).toEqual(['@site/src/Ticker: setInterval']);
  });
});
