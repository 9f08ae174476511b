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
    expect(new URL(page.url()).pathname).toBe('/developer/docs/android/tracking');
    expect(requests).toContain('/developer/api/content');
    expect(await documentIsStillMarked(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('follows links inside the Markdown, which carry the prefix', async () => {
    const { page } = await openPage(site.url('/developer/docs/getting-started'));
    await markDocument(page);
    await page.locator('.markdown a[href="/developer/docs/webhooks/security"]').first().click();
    await expect.poll(() => h1Text(page)).toBe('Webhook security');
    expect(await documentIsStillMarked(page)).toBe(true);
  });
});
