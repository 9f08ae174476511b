/**
 * Docs versions, on a two-version fixture site served as Docusaurus serves it (1.0, the newest
 * version, at /docs; the current docs, "Next", at /docs/next): the navbar dropdown switches to the
 * same page in the chosen version, or to that version's first page; the choice is kept in
 * localStorage and honoured by links to the docs; a version other than the latest has a banner.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/projectPaths.ts';
import { closePages, openPage } from './support/browserPage.ts';
import { documentIsStillMarked, h1Text, injectArticleLink, markDocument } from './support/navigationProbes.ts';
import { type ScenarioServer, startScenarioServer } from './support/scenarioServer.ts';

let site: ScenarioServer;
beforeAll(async () => {
  site = await startScenarioServer(join(projectRoot, 'tests/fixtures/versioned-site'));
});
afterAll(async () => {
  await closePages();
  await site.close();
});

const dropdown = (page: Page) => page.locator('.version-dropdown__button');

async function chooseVersion(page: Page, label: string): Promise<void> {
  await dropdown(page).click();
  await page.locator('.version-dropdown__menu a', { hasText: label }).click();
}

describe('the version dropdown', () => {
  it('shows the newest version at /docs (as Docusaurus serves it) and lists every version', async () => {
    const { page, problems } = await openPage(site.url('/docs/ios/installation'));
    expect(await dropdown(page).textContent()).toBe('1.0');
    await dropdown(page).click();
    expect(await page.locator('.version-dropdown__menu a').allTextContents()).toEqual(['Next', '1.0']);
    expect(problems).toEqual([]);
  });

  it('switches to the same page in the chosen version, client-side', async () => {
    const { page } = await openPage(site.url('/docs/next/ios/installation'));
    expect(await dropdown(page).textContent()).toBe('Next');
    await markDocument(page);
    await chooseVersion(page, '1.0');
    await expect.poll(() => h1Text(page)).toBe('Installation (1.0)');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/ios/installation');
    expect(await dropdown(page).textContent()).toBe('1.0');
    expect(await page.locator('.sidebar a[aria-current="page"]').getAttribute('href')).toBe('/docs/ios/installation');
    expect(await documentIsStillMarked(page)).toBe(true);
  });

  it('goes to the version’s first page when it lacks the page', async () => {
    const { page } = await openPage(site.url('/docs/next/ios/badge'));
    await chooseVersion(page, '1.0');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/getting-started');
  });

  it('keeps the choice in localStorage across a reload, and honours it for links to the docs', async () => {
    const { page } = await openPage(site.url('/docs/ios/installation'));
    await chooseVersion(page, 'Next');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/next/ios/installation');
    expect(await page.evaluate(() => localStorage.getItem('portal.docsVersion'))).toBe('current');

    await page.goto(site.url('/'));
    await page.locator('html[data-portal-hydrated]').waitFor({ state: 'attached' });
    // The navbar's Docs link and a plain link to /docs both open the chosen version.
    await expect
      .poll(() => page.locator('.navbar__link', { hasText: 'Docs' }).getAttribute('href'))
      .toBe('/docs/next/getting-started');
    expect(await dropdown(page).textContent()).toBe('Next');
    await (await injectArticleLinkOnHome(page, '/docs')).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/next/getting-started');
  });

  it('leads /docs/next to the current docs’ first page on the server too', async () => {
    const response = await fetch(site.url('/docs/next'), { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/docs/next/getting-started');
  });
});

describe('the version banner', () => {
  it('tells readers of the current docs they are unreleased, and leads to the same page in the latest version', async () => {
    const { page } = await openPage(site.url('/docs/next/ios/installation'));
    const banner = page.locator('.version-banner');
    await expect.poll(() => banner.textContent()).toContain('unreleased');
    expect(await banner.locator('a').getAttribute('href')).toBe('/docs/ios/installation');
    await banner.locator('a').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/ios/installation');
    expect(await page.locator('.version-banner').count()).toBe(0);
  });
});

/** The home page has no article: give it a `.markdown` holder, then inject the link there. */
async function injectArticleLinkOnHome(page: Page, href: string) {
  await page.evaluate(() => {
    const holder = document.createElement('div');
    holder.className = 'markdown';
    document.querySelector('main')?.prepend(holder);
  });
  return injectArticleLink(page, href, 'a link to the docs');
}
