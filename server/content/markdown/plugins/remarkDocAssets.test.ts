import { describe, expect, it } from 'vitest';
import { tempDocsWriter } from '../../../../tests/support/tempDocs.ts';
import { buildPageStore } from '../../pageStore/buildPageStore.ts';
import { currentVersionOnly } from '../../sources/docsVersions.ts';
import { loadDocs } from '../../sources/loadDocs.ts';

const site = tempDocsWriter();

describe('files next to the Markdown', () => {
  it('serves images and linked files under content-hashed names, and @site/static paths at the site root', async () => {
    const root = await site({
      'guides/setup.mdx':
        '# Setup\n\n![Diagram](./img/diagram.png)\n\n[The PDF](../files/guide.pdf) and ![Logo](@site/static/img/logo.png)\n\n<img src="./img/diagram.png" alt="again" />\n',
      'guides/img/diagram.png': 'PNG bytes',
      'files/guide.pdf': 'PDF bytes',
    });
    const [page] = (await loadDocs(root)).docs;
    expect(page?.html).toMatch(/<img src="\/assets\/docs\/diagram-[0-9a-f]{8}\.png" alt="Diagram"/);
    expect(page?.html).toMatch(/<a href="\/assets\/docs\/guide-[0-9a-f]{8}\.pdf">The PDF<\/a>/);
    expect(page?.html).toContain('<img src="/img/logo.png" alt="Logo"');
    expect(page?.html).toMatch(/<img src="\/assets\/docs\/diagram-[0-9a-f]{8}\.png" alt="again"/);
    expect(page?.assets.map((asset) => asset.file).sort()).toEqual([
      'files/guide.pdf',
      'guides/img/diagram.png',
      'guides/img/diagram.png',
    ]);
    // `static/img/logo.png`, served at /img/logo.png.
    const store = await buildPageStore(currentVersionOnly(root), { fileRoutes: ['/img/logo.png'] });
    expect(Object.values(store.docAssets).sort()).toEqual(['docs/files/guide.pdf', 'docs/guides/img/diagram.png']);
  });

  it('gives a changed file a new name, so a year-long cache never serves old bytes', async () => {
    const routeOf = async (bytes: string) => {
      const root = await site({ 'a.md': '![x](./x.png)\n', 'x.png': bytes });
      return (await loadDocs(root)).docs[0]?.assets[0]?.route;
    };
    expect(await routeOf('one')).not.toBe(await routeOf('two'));
  });

  it('fails on a path to a file that is not there, naming page and line', async () => {
    const root = await site({ 'a.md': 'Intro.\n\n![x](./missing.png)\n' });
    await expect(loadDocs(root)).rejects.toThrow('docs/a.md:3: "./missing.png": no such file (missing.png)');
  });

  it('leaves a link to a missing file, or to a route ending in a page name and a slash, to the link check', async () => {
    const root = await site({
      'a.md': '---\ntitle: A\n---\n\n[the PDF](./missing.pdf) and [debugging](./b.mdx/#x)\n',
      'b.md': '# B\n',
    });
    const [page] = (await loadDocs(root)).docs;
    expect(page?.assets).toEqual([]);
    expect(page?.links.map(({ url, line }) => [url, line])).toEqual([
      ['./missing.pdf', 5],
      ['./b.mdx/#x', 5],
    ]);
  });
});
