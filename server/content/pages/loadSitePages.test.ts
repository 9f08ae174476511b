import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../projectPaths.ts';
import { loadSitePages, sitePageRoute } from './loadSitePages.ts';
import { sitePagesData } from './sitePagesData.ts';

describe('the site’s own pages', () => {
  it('are at their paths, index at its folder’s', () => {
    expect(sitePageRoute('index.js')).toBe('/');
    expect(sitePageRoute('help.md')).toBe('/help');
    expect(sitePageRoute('docs/index.tsx')).toBe('/docs');
  });

  it('compiles a Markdown page as a doc, leaving _ files out', async () => {
    const dir = join(projectRoot, 'tests', 'fixtures', 'docusaurus-site', 'src', 'pages');
    const loaded = await loadSitePages({ dir, displayDir: 'src/pages' });
    const help = loaded.pages.find((page) => page.route === '/help');
    expect(help).toMatchObject({ format: 'markdown', title: 'Getting help', heading: 'Getting help' });
    expect(help?.html).toContain('<h2 id="reporting-a-bug">');
    expect(loaded.pages.some((page) => page.route === '/_draft-page')).toBe(false);
    const { pages, markdown } = sitePagesData(loaded, [], '');
    expect(pages.find((page) => page.path === '/help')?.kind).toBe('page');
    expect(markdown['/help']).toContain('# Getting help');
  });
});
