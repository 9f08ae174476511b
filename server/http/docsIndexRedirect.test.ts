/**
 * A docs version's root, however it is spelled (`/docs`, `/docs/`, `/docs/index.html`, without the
 * base URL's prefix), leads to the version's first page in one hop.
 */
import { join } from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../app.ts';
import { buildPageStore } from '../content/pageStore/buildPageStore.ts';
import type { PageStore } from '../content/pageStore/pageStore.ts';
import { currentVersionOnly, readDocsVersions } from '../content/sources/docsVersions.ts';
import { tempDocsWriter } from '../../tests/support/tempDocs.ts';
import { projectRoot, publicDir } from '../projectPaths.ts';
import { readClientAssets } from '../render/clientAssets.ts';

let store: PageStore;
beforeAll(async () => {
  store = await buildPageStore(await readDocsVersions(join(projectRoot, 'tests/fixtures/versioned-site')));
});

async function versionedApp(baseUrl: string) {
  const clientDir = inject('clientDir');
  return createApp({ store, assets: await readClientAssets(clientDir), clientDir, publicDir, config: { baseUrl } });
}

describe('with BASE_URL=/', () => {
  it.each([
    ['/docs', '/docs/getting-started'],
    ['/docs/', '/docs/getting-started'],
    ['/docs/index.html', '/docs/getting-started'],
    ['/docs//index.html', '/docs/getting-started'],
    ['/docs/index.html?ref=mail', '/docs/getting-started?ref=mail'],
    ['/docs/next', '/docs/next/getting-started'],
    ['/docs/next/', '/docs/next/getting-started'],
    ['/docs/next/index.html', '/docs/next/getting-started'],
  ])('%s answers 302 to %s', async (path, location) => {
    const app = await versionedApp('/');
    const response = await request(app).get(path).expect(302).expect('Location', location);
    // Not kept for an hour like the 301s: the first page is an editorial choice.
    expect(response.headers['cache-control']).toBeUndefined();
    await request(app).head(path).expect(302).expect('Location', location);
  });
});

describe('with BASE_URL=/developer/', () => {
  it.each([
    ['/developer/docs', '/developer/docs/getting-started'],
    ['/developer/docs/index.html', '/developer/docs/getting-started'],
    ['/developer/docs/next/index.html', '/developer/docs/next/getting-started'],
    // Without the prefix too: straight to the page, not first to `/developer/docs`.
    ['/docs', '/developer/docs/getting-started'],
    ['/docs/index.html?ref=mail', '/developer/docs/getting-started?ref=mail'],
    ['/docs/next/', '/developer/docs/next/getting-started'],
  ])('%s answers 302 to %s', async (path, location) => {
    await request(await versionedApp('/developer/'))
      .get(path)
      .expect(302)
      .expect('Location', location);
  });
});

describe('what is not a version root', () => {
  it.each([
    ['/docs/2.0/index.html', '/docs/2.0'],
    // The newest version is served at /docs, as in Docusaurus: it has no root of its own.
    ['/docs/1.0/index.html', '/docs/1.0'],
  ])('%s gets the usual 301 to %s, which is not found', async (path, location) => {
    const app = await versionedApp('/');
    await request(app).get(path).expect(301).expect('Location', location);
    await request(app).get(location).expect(404);
  });

  it('/docsy/index.html is no docs root but the home page under a prefix that is not the site’s', async () => {
    const app = await versionedApp('/');
    const { text } = await request(app).get('/docsy/index.html').expect(200);
    expect(text).toContain('did not load properly');
    expect(text).toContain('<code>/docsy/</code>');
    await request(app).get('/docsy').expect(404);
  });
});

const site = tempDocsWriter();

describe('a docs root that is a page itself', () => {
  it('serves the doc whose slug is the root (slug: /) instead of redirecting', async () => {
    const root = await site({
      'intro.md': '---\nslug: /\n---\n# Welcome\n\nThe docs start here.\n',
      'next.md': '# Next\n\nMore.\n',
    });
    const rootStore = await buildPageStore(currentVersionOnly(root));
    const clientDir = inject('clientDir');
    const app = createApp({
      store: rootStore,
      assets: await readClientAssets(clientDir),
      clientDir,
      publicDir,
      config: { baseUrl: '/' },
    });
    const page = await request(app).get('/docs').expect(200);
    expect(page.text).toContain('The docs start here.');
  });
});
