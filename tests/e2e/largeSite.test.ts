/**
 * A large site (a generated corpus above the whole-sidebar limit): pages carry only their own
 * categories' links, and a folded category loads its pages when the reader opens it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCorpus } from '../../scripts/generateCorpus.ts';
import { closePages, openPage } from './support/browserPage.ts';
import { documentIsStillMarked, h1Text, markDocument } from './support/navigationProbes.ts';
import { type ScenarioServer, startScenarioServer } from './support/scenarioServer.ts';

let root: string;
let site: ScenarioServer;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'portal-corpus-'));
  await generateCorpus(root, 500);
  site = await startScenarioServer(root);
}, 60_000);
afterAll(async () => {
  await closePages();
  await site.close();
  await rm(root, { recursive: true, force: true });
});

const PAGE = '/docs/area-0/category-0/page-0';

describe('a 500-page site', () => {
  it('sends a page with the links of its own categories only', async () => {
    const html = await (await fetch(site.url(PAGE))).text();
    expect(html).toContain('href="/docs/area-0/category-0/page-4"');
    expect(html).not.toContain('href="/docs/area-3/');
    expect(html).not.toContain('href="/docs/area-0/category-1/');
  });

  it('loads a folded category when it is opened, and its links navigate', async () => {
    const { page, problems } = await openPage(site.url(PAGE));
    await markDocument(page);
    const area = page.locator('.doc-layout__sidebar summary', { hasText: 'Area 3' });
    await area.click();
    const category = page.locator('.doc-layout__sidebar details:has(> summary:text-is("Area 3")) summary', {
      hasText: 'Category 2',
    });
    await category.click();
    const link = page.locator('.doc-layout__sidebar a[href="/docs/area-3/category-2/page-1"]');
    await link.click();
    await expect.poll(() => h1Text(page)).toBe('Topic 3.2.1');
    expect(await documentIsStillMarked(page)).toBe(true);
    expect(problems).toEqual([]);
  });
});
