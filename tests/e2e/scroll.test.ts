/**
 * Scrolling after navigation (contract, "Client behaviour"): to the top, or to the element the
 * hash names (on first load and for same-page links too); Back, Forward and a reload restore the
 * position of their own history entry.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, closePages, openPage, waitForHydration } from './support/browserPage.ts';
import {
  h1Text,
  holdAppBundle,
  injectArticleLink,
  nextFramesRendered,
  recordContentRequests,
  sidebarLink,
} from './support/navigationProbes.ts';

afterAll(closePages);

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Distance from the viewport's top to the element: small (just under the sticky navbar) when scrolled to it. */
const topOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => Math.round(element.getBoundingClientRect().top));

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((target) => window.scrollTo(0, target), y);
  await expect.poll(() => scrollY(page)).toBe(y);
  await nextFramesRendered(page); // the position is recorded in an animation frame after the scroll
}

/** The heading sits just below the 60 px navbar, where scroll-padding puts it. */
async function expectScrolledTo(page: Page, selector: string): Promise<void> {
  await expect.poll(() => topOf(page, selector)).toBeGreaterThanOrEqual(60);
  expect(await topOf(page, selector)).toBeLessThanOrEqual(90);
  expect(await scrollY(page)).toBeGreaterThan(200);
}

describe('scrolling after navigation', () => {
  it('starts a new page at the top', async () => {
    const { page } = await openPage('/docs/webhooks/security');
    await scrollTo(page, 1500);
    await (await sidebarLink(page, '/docs/webhooks/push')).click();
    await expect.poll(() => h1Text(page)).toBe('Push notifications');
    expect(await scrollY(page)).toBe(0);
  });

  it('scrolls to the heading a link’s hash names on another page', async () => {
    const { page } = await openPage('/docs/getting-started');
    await (await injectArticleLink(page, '/docs/api/introduction#rate-limits', 'injected link to rate limits')).click();
    await expect.poll(() => h1Text(page)).toBe('API introduction');
    await expectScrolledTo(page, '#rate-limits');
  });

  it('scrolls to the hash on first load', async () => {
    const { page } = await openPage('/docs/webhooks/security#verify-the-signature');
    await expectScrolledTo(page, '#verify-the-signature');
  });

  it('scrolls to a same-page heading from the table of contents, without loading anything', async () => {
    const { page } = await openPage('/docs/webhooks/security');
    const requests = recordContentRequests(page);
    await page.locator('.toc a[href="#verify-the-signature"]').click();
    await expectScrolledTo(page, '#verify-the-signature');
    await expect.poll(() => new URL(page.url()).hash).toBe('#verify-the-signature');
    expect(requests).toEqual([]);
  });

  it('restores the earlier position on Back and Forward', async () => {
    const { page } = await openPage('/docs/webhooks/security');
    await scrollTo(page, 1400);
    await (await sidebarLink(page, '/docs/webhooks/events')).click();
    await expect.poll(() => h1Text(page)).toBe('Webhook events');
    // The address follows right after the paint (navigation/paintFirstHistory.ts).
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/webhooks/events');
    expect(await scrollY(page)).toBe(0);
    await scrollTo(page, 700);

    await page.goBack();
    await expect.poll(() => h1Text(page)).toBe('Webhook security');
    await expect.poll(() => scrollY(page)).toBe(1400);

    await page.goForward();
    await expect.poll(() => h1Text(page)).toBe('Webhook events');
    await expect.poll(() => scrollY(page)).toBe(700);
  });

  it('opens a page loaded by its address at its top, whatever the tab read before', async () => {
    const { page } = await openPage('/docs/webhooks/security');
    await scrollTo(page, 1500);
    await page.goto(`${baseUrl()}/docs/webhooks/events`);
    await waitForHydration(page);
    await nextFramesRendered(page);
    expect(await h1Text(page)).toBe('Webhook events');
    expect(await scrollY(page)).toBe(0);
  });

  it('opens a page loaded by its address with a hash at that heading, whatever the tab read before', async () => {
    const { page } = await openPage('/docs/webhooks/events');
    await scrollTo(page, 700);
    await page.goto(`${baseUrl()}/docs/webhooks/security#verify-the-signature`);
    await waitForHydration(page);
    await nextFramesRendered(page);
    await expectScrolledTo(page, '#verify-the-signature');
  });

  it('restores each of three entries’ own position, across a reload and a full-page load', async () => {
    const { page } = await openPage('/docs/webhooks/security');
    await scrollTo(page, 1400);
    await clickSidebarLink(page, '/docs/webhooks/events', 'Webhook events');
    await scrollTo(page, 700);
    await clickSidebarLink(page, '/docs/webhooks/push', 'Push notifications');
    await scrollTo(page, 300);

    await goBackTo(page, 'Webhook events', 700);
    await goBackTo(page, 'Webhook security', 1400);
    await goForwardTo(page, 'Webhook events', 700);
    await goForwardTo(page, 'Push notifications', 300);

    // A reload in the middle of the history: every entry keeps its position.
    await goBackTo(page, 'Webhook events', 700);
    await reloadAt(page, 700);
    await goBackTo(page, 'Webhook security', 1400);
    await goForwardTo(page, 'Webhook events', 700);
    await goForwardTo(page, 'Push notifications', 300);

    // A page loaded in full (its address), then Back into the client-side entries and Forward again.
    await page.goto(`${baseUrl()}/docs/getting-started`);
    await waitForHydration(page);
    expect(await scrollY(page)).toBe(0);
    await scrollTo(page, 200);
    await goBackTo(page, 'Push notifications', 300);
    await goBackTo(page, 'Webhook events', 700);
    await goForwardTo(page, 'Push notifications', 300);
    await goForwardTo(page, 'Get started with Advoca', 200);
  });

  it('keeps two entries of the same address apart, opened by a link or by the address', async () => {
    const { page } = await openPage('/docs/webhooks/security');
    await scrollTo(page, 1400);
    await clickSidebarLink(page, '/docs/webhooks/events', 'Webhook events');
    await scrollTo(page, 600);
    await clickSidebarLink(page, '/docs/webhooks/security', 'Webhook security');
    expect(await scrollY(page)).toBe(0);
    await scrollTo(page, 500);
    await page.goto(`${baseUrl()}/docs/webhooks/events`);
    await waitForHydration(page);
    expect(await scrollY(page)).toBe(0);
    await scrollTo(page, 250);

    await goBackTo(page, 'Webhook security', 500);
    await goBackTo(page, 'Webhook events', 600);
    await goBackTo(page, 'Webhook security', 1400);
    await goForwardTo(page, 'Webhook events', 600);
    await goForwardTo(page, 'Webhook security', 500);
    await goForwardTo(page, 'Webhook events', 250);
  });

  it('keeps the position on a reload, from the first paint, before the app has loaded', async () => {
    const { page } = await openPage('/docs/webhooks/security');
    await clickSidebarLink(page, '/docs/webhooks/events', 'Webhook events');
    await scrollTo(page, 900);
    const app = await holdAppBundle(page);
    await page.reload({ waitUntil: 'load' });
    // The browser restores it: the server's page is all there is yet.
    await expect.poll(() => scrollY(page)).toBe(900);
    expect(await page.locator('html[data-portal-hydrated]').count()).toBe(0);
    app.release();
    await waitForHydration(page);
    await nextFramesRendered(page);
    expect(await scrollY(page)).toBe(900);
  });
});

async function clickSidebarLink(page: Page, href: string, title: string): Promise<void> {
  await (await sidebarLink(page, href)).click();
  await expect.poll(() => h1Text(page)).toBe(title);
  // The history entry is written after the paint, up to 100 ms on (paintFirstHistory.ts): Back
  // pressed before it leaves from the entry the browser still shows, one further back.
  await expect.poll(() => new URL(page.url()).pathname.endsWith(href)).toBe(true);
  await nextFramesRendered(page);
}

async function goBackTo(page: Page, title: string, y: number): Promise<void> {
  await page.goBack();
  await expectEntry(page, title, y);
}

async function goForwardTo(page: Page, title: string, y: number): Promise<void> {
  await page.goForward();
  await expectEntry(page, title, y);
}

async function reloadAt(page: Page, y: number): Promise<void> {
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => scrollY(page)).toBe(y);
}

async function expectEntry(page: Page, title: string, y: number): Promise<void> {
  await waitForHydration(page);
  await expect.poll(() => h1Text(page)).toBe(title);
  await expect.poll(() => scrollY(page)).toBe(y);
  await nextFramesRendered(page);
}
