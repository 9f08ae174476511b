import { describe, expect, it } from 'vitest';
import { buildPageStore } from '../server/content/pageStore/buildPageStore.ts';
import { readDocsVersions } from '../server/content/sources/docsVersions.ts';
import { tempDocsWriter } from '../tests/support/tempDocs.ts';
import { writeScaleCorpus } from './bench/scale.ts';
import { generateCorpus } from './generateCorpus.ts';

const site = tempDocsWriter();

// Each test builds a few hundred pages (the second the real docs and their contract too): seconds
// on a quiet machine, over the default 5 s when CI's runners share the cores.
describe('generateCorpus', { timeout: 60_000 }, () => {
  it('writes a corpus of the asked size whose every link resolves', async () => {
    const root = await site({});
    await generateCorpus(root, 200);
    const store = await buildPageStore(await readDocsVersions(root));
    // 10 areas × 10 categories × 2 pages, the getting-started page, the home and search pages.
    expect(Object.keys(store.pages)).toHaveLength(203);
  });

  it('adds to the real docs, contract included, a corpus the benchmark can build', async () => {
    const root = await site({});
    await writeScaleCorpus(root, 200);
    const store = await buildPageStore(await readDocsVersions(root));
    expect(store.pages['/docs/area-1/category-1/page-1']).toBeDefined();
    expect(store.pages['/docs/api/chat/post-message']).toBeDefined();
  });
});
