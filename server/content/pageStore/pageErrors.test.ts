/**
 * A page that cannot be built (DOCS_ON_PAGE_ERROR): the fixture has two broken pages in two
 * versions, one with an unknown component and one importing the site's own code.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../projectPaths.ts';
import { readDocsVersions } from '../sources/docsVersions.ts';
import { readPageErrorPolicy } from '../markdown/pageErrorPolicy.ts';
import { buildPageStore } from './buildPageStore.ts';

const siteRoot = join(projectRoot, 'tests/fixtures/broken-pages-site');
const FANCY = 'docs/guide/fancy.mdx:8: unknown component <Fancy>';
const OLD_WIDGET = 'versioned_docs/version-1.0/old-widget.mdx:6: cannot import Box "@site/src/components/Box"';

async function build(pageErrorPolicy: 'throw' | 'warn') {
  const warnings: string[] = [];
  const store = buildPageStore(await readDocsVersions(siteRoot), {
    pageErrorPolicy,
    onWarning: (message) => warnings.push(message),
  });
  return { store, warnings };
}

const htmlOf = (store: Awaited<ReturnType<typeof buildPageStore>>, route: string) => {
  const page = store.pages[route];
  if (page?.kind !== 'doc') throw new Error(`${route} is not a doc page`);
  return page;
};

describe('a page that cannot be built', () => {
  it('under throw, fails once the run has every problem of every version, in file order, and no follow-on ones', async () => {
    const { store, warnings } = await build('throw');
    const error = await store.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    const lines = (error as Error).message.split('\n');
    expect(lines).toEqual([expect.stringContaining(FANCY), expect.stringContaining(OLD_WIDGET)]);
    expect((error as Error).message).not.toContain('unknown doc id');
    expect(warnings.join('\n')).not.toContain('fancy.mdx');
  });

  it('under warn, builds every page, the broken ones with a notice naming file:line, and warns of each', async () => {
    const { store: built, warnings } = await build('warn');
    const store = await built;
    expect(warnings.filter((line) => /fancy|old-widget/.test(line))).toEqual([
      expect.stringContaining(FANCY),
      expect.stringContaining(OLD_WIDGET),
    ]);
    expect(warnings.join('\n')).not.toContain('unknown doc id');
    // docs/intro.md links to an anchor of the broken page: not reported on top of the page's problem.
    expect(warnings.join('\n')).not.toContain('no heading');

    const fancy = htmlOf(store, '/docs/next/guide/fancy');
    expect(fancy.title).toBe('Fancy widget');
    expect(fancy.html).toMatch(/^<aside class="admonition admonition--caution" data-docs-fallback=""/);
    expect(fancy.html).toContain('docs/guide/fancy.mdx:8: unknown component &lt;Fancy&gt;');
    // The rest of the page, read as plain Markdown.
    expect(fancy.html).toContain('<p>Some text before the component.</p>');

    const old = htmlOf(store, '/docs/old-widget');
    expect(old.title).toBe('Old widget');
    expect(old.html).toContain('data-docs-fallback');
    expect(old.html).toContain('versioned_docs/version-1.0/old-widget.mdx:6: cannot import Box');
    expect(old.html).toContain('Inside the box.');
    expect(old.html).not.toContain('<p>import Box');

    // The other pages are as they would be, and the sidebars still hold the broken pages.
    const setup = htmlOf(store, '/docs/next/guide/setup');
    expect(setup.html).toContain('Install the package.');
    expect(setup.html).not.toContain('data-docs-fallback');
    expect(htmlOf(store, '/docs/intro').html).not.toContain('data-docs-fallback');
    expect(JSON.stringify(setup.sidebar)).toContain('"path":"/docs/next/guide/fancy"');
    expect(JSON.stringify(htmlOf(store, '/docs/intro').sidebar)).toContain('"path":"/docs/old-widget"');
  });
});

describe('readPageErrorPolicy', () => {
  it('is throw by default, the site setting otherwise, and DOCS_ON_PAGE_ERROR over both', () => {
    expect(readPageErrorPolicy({}, {})).toBe('throw');
    expect(readPageErrorPolicy({ onPageError: 'warn' }, {})).toBe('warn');
    expect(readPageErrorPolicy({ onPageError: 'warn' }, { DOCS_ON_PAGE_ERROR: 'throw' })).toBe('throw');
    expect(readPageErrorPolicy({}, { DOCS_ON_PAGE_ERROR: 'warn' })).toBe('warn');
  });

  it('names the variable when its value is not one it knows', () => {
    expect(() => readPageErrorPolicy({}, { DOCS_ON_PAGE_ERROR: 'ignore' })).toThrow(
      'DOCS_ON_PAGE_ERROR must be throw or warn, got "ignore"',
    );
  });
});
