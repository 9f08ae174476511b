/** The client under BASE_URL=/developer/: hydration, navigation and prefetch all stay under the prefix. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/projectPaths.ts';
import { closePages, openPage } from './support/browserPage.ts';
import { contentPathOf, documentIsStillMarked, h1Text, markDocument, sidebarLink } from './support/navigationProbes.ts';
import { type ScenarioServer, startScenarioServer } from './support/scenarioServer.ts';

let site: ScenarioServer;
beforeAll(async () => {
  site = await startScenarioServer(projectRoot, '/developer/');
});
afterAll(async () => {
  await closePages();
  await site.close();
});

describe('with BASE_URL=/developer/', () => {
  it('hydrates and navigates client-side, fetching page data under the prefix', async () => {
    const { page, problems } = await openPage(site.url('/developer/docs/getting-started'));
    await markDocument(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const content = page.waitForResponse((response) => contentPathOf(response.request()) === '/docs/android/tracking');
    await (await sidebarLink(page, '/developer/docs/android/tracking')).click();
    expect((await content).status()).toBe(200);
    await expect.poll(() => h1Text(page)).toBe('Tracking');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/developer/docs/android/tracking');
    expect(requests).toContain('/developer/api/content');
    expect(await documentIsStillMarked(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('links the home page as /developer/ everywhere and navigates there client-side', async () => {
    const { page, problems } = await openPage(site.url('/developer/docs/getting-started'));
    await markDocument(page);
    // Without its slash, the address costs a 301 on every click.
    expect(await page.locator('a[href="/developer"]').count()).toBe(0);
    const brand = page.locator('a.navbar__brand');
    expect(await brand.getAttribute('href')).toBe('/developer/');
    const redirects: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 300 && response.status() < 400) redirects.push(response.url());
    });
    await brand.click();
    await expect.poll(() => h1Text(page)).toBe('Developer Portal');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/developer/');
    expect(await documentIsStillMarked(page)).toBe(true);
    // And on from the home page: the router still knows where it is.
    await page.locator('a.card[href="/developer/docs/ios/installation"]').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/developer/docs/ios/installation');
    await expect.poll(() => h1Text(page)).not.toBe('Developer Portal');
    expect(await documentIsStillMarked(page)).toBe(true);
    expect(redirects).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('leads from the not-found page home as /developer/, client-side', async () => {
    const { page } = await openPage(site.url('/developer/nope'));
    await markDocument(page);
    expect(await page.locator('a[href="/developer"]').count()).toBe(0);
    const home = page.locator('main').getByRole('link', { name: 'Go to the home page' });
    expect(await home.getAttribute('href')).toBe('/developer/');
    await home.click();
    await expect.poll(() => h1Text(page)).toBe('Developer Portal');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/developer/');
    expect(await documentIsStillMarked(page)).toBe(true);
  });

  it('follows links inside the Markdown, which carry the prefix', async () => {
    const { page } = await openPage(site.url('/developer/docs/getting-started'));
    await markDocument(page);
    await page.locator('.markdown a[href="/developer/docs/webhooks/security"]').first().click();
    await expect.poll(() => h1Text(page)).toBe('Webhook security');
    expect(await documentIsStillMarked(page)).toBe(true);
  });
});
