import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PageData } from '../../../shared/types.ts';
import { tempDocsWriter } from '../../../tests/support/tempDocs.ts';
import { RenderedPages } from '../../render/renderedPages.ts';
import { buildIdOf, withBuildId } from './buildId.ts';
import { buildPageStore } from './buildPageStore.ts';
import type { PageStore } from './pageStore.ts';
import { currentVersionOnly } from '../sources/docsVersions.ts';

const folder = tempDocsWriter();
const page = (title: string, body = 'Text.') => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n${body}\n`;
const site = () =>
  folder({ 'docs/start.md': page('Start'), 'docs/setup.md': page('Setup', 'See [start](/docs/start).') });
const build = (root: string) => buildPageStore(currentVersionOnly(join(root, 'docs')));

function everyPage(store: PageStore) {
  return [...Object.values(store.pages), store.notFound];
}

describe('the build id', () => {
  it('is stamped on the store and on every page’s data, the not-found page included', async () => {
    const store = await build(await site());
    expect(store.buildId).toMatch(/^[0-9a-f]{16}$/);
    for (const data of everyPage(store)) expect(data.buildId, data.path).toBe(store.buildId);
  });

  it('is the same for two builds of the same docs in different folders', async () => {
    const [first, second] = await Promise.all([build(await site()), build(await site())]);
    expect(second.buildId).toBe(first.buildId);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });

  it('changes with any page', async () => {
    const root = await site();
    const before = await build(root);
    await writeFile(join(root, 'docs/setup.md'), page('Setup', 'See [start](/docs/start), then go on.'));
    expect((await build(root)).buildId).not.toBe(before.buildId);
  });

  it('changes with the code the store is built with, and not with the id already stamped', async () => {
    const store = await build(await site());
    expect(buildIdOf(store)).toBe(store.buildId);
    expect(buildIdOf(withBuildId(store, 'something else'))).toBe(store.buildId);
    expect(buildIdOf(store, 'client and server bundles, v1')).not.toBe(
      buildIdOf(store, 'client and server bundles, v2'),
    );
  });

  it('changes the ETag of every page’s data and document', async () => {
    const store = await build(await site());
    const restamped = withBuildId(store, 'another build');
    const assets = {
      script: '/assets/entry.js',
      stylesheet: '/assets/entry.css',
      bootScript: '/assets/boot.js',
      tryItScript: '/assets/tryItPanel.js',
    };
    const context = { assets, baseUrl: '/', siteUrl: 'http://localhost' };
    const before = new RenderedPages(context);
    const after = new RenderedPages(context);
    for (const [route, data] of Object.entries(store.pages)) {
      const renewed = restamped.pages[route] as PageData;
      expect(after.json(renewed).etag, route).not.toBe(before.json(data).etag);
      expect((await after.html(renewed)).etag, route).not.toBe((await before.html(data)).etag);
    }
  });
});
