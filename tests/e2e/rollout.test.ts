/**
 * After a rollout: page data from another build than the page's own JavaScript makes the client
 * load the next page in full, with the new build's code, instead of rendering it itself.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, closePages, openPage, waitForHydration } from './support/browserPage.ts';
import {
  contentPathOf,
  documentIsStillMarked,
  h1Text,
  injectArticleLink,
  markDocument,
  recordContentRequests,
  requestsSoFarReported,
  serveContentFromBuild,
  sidebarLink,
  watchForPageLoad,
} from './support/navigationProbes.ts';

afterAll(closePages);

const START = '/docs/getting-started';
const TARGET = '/docs/ios/badge';

/** The start page, marked (a full load drops the mark), its content API answering as another build. */
async function openAfterRollout(): Promise<{ page: Page; problems: string[] }> {
  const opened = await openPage(START);
  await markDocument(opened.page);
  await serveContentFromBuild(opened.page, 'a-newer-build');
  return opened;
}

describe('page data from another build', () => {
  it('turns a click into a full page load of the link’s address', async () => {
    const { page, problems } = await openAfterRollout();
    const load = watchForPageLoad(page);
    await (await sidebarLink(page, TARGET)).click();

    expect(await load.request).toBe(baseUrl() + TARGET);
    await load.loaded;
    await waitForHydration(page);
    await expect.poll(() => page.url()).toBe(baseUrl() + TARGET);
    expect(await documentIsStillMarked(page)).toBe(false);
    expect(await h1Text(page)).toBe('Badge');
    expect(problems).toEqual([]);
  });

  it('keeps the link’s #fragment, and the new document shows that section', async () => {
    const { page } = await openAfterRollout();
    const load = watchForPageLoad(page);
    await (await injectArticleLink(page, `${TARGET}#app-icon-badge`, 'the app icon badge')).click();

    // The fragment never goes to the server; the address keeps it.
    expect(await load.request).toBe(baseUrl() + TARGET);
    await load.loaded;
    await waitForHydration(page);
    await expect.poll(() => page.url()).toBe(`${baseUrl()}${TARGET}#app-icon-badge`);
    expect(await documentIsStillMarked(page)).toBe(false);
    const headingTop = () => page.locator('#app-icon-badge').evaluate((heading) => heading.getBoundingClientRect().top);
    await expect.poll(headingTop).toBeLessThan(page.viewportSize()?.height ?? 0);
    expect(await headingTop()).toBeGreaterThanOrEqual(0);
  });

  it('is only prefetched on hover: the page loads in full when the link is clicked, not before', async () => {
    const { page } = await openAfterRollout();
    const startTitle = await h1Text(page);
    const contentRequests = recordContentRequests(page);
    const documentRequests: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documentRequests.push(request.url());
    });
    const prefetched = page.waitForResponse((response) => contentPathOf(response.request()) === TARGET);
    await (await sidebarLink(page, TARGET)).hover();
    // The other build's data has reached the page, and what the page did with it has been reported.
    await (await prefetched).finished();
    await requestsSoFarReported(page);
    expect(contentRequests).toEqual([TARGET]);
    expect(documentRequests).toEqual([]);
    expect(await documentIsStillMarked(page)).toBe(true);
    expect(await h1Text(page)).toBe(startTitle);

    const load = watchForPageLoad(page);
    await (await sidebarLink(page, TARGET)).click();
    expect(await load.request).toBe(baseUrl() + TARGET);
    await load.loaded;
    expect(await documentIsStillMarked(page)).toBe(false);
  });
});

describe('page data from the page’s own build', () => {
  it('navigates on the client, without a page load', async () => {
    const { page } = await openPage(START);
    await markDocument(page);
    await (await sidebarLink(page, TARGET)).click();
    await expect.poll(() => h1Text(page)).toBe('Badge');
    expect(await documentIsStillMarked(page)).toBe(true);
  });
});
