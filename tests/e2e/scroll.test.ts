/**
 * Scrolling after navigation (contract, "Client behaviour"): to the top, or to the element the
 * hash names (on first load and for same-page links too); Back and Forward restore positions.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closePages, openPage } from './support/browserPage.ts';
import {
  h1Text,
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
    expect(new URL(page.url()).hash).toBe('#verify-the-signature');
    expect(requests).toEqual([]);
  });

  it('restores the earlier position on Back and Forward', async () => {
    const { page } = await openPage('/docs/webhooks/security');
    await scrollTo(page, 1400);
    await (await sidebarLink(page, '/docs/webhooks/events')).click();
    await expect.poll(() => h1Text(page)).toBe('Webhook events');
    expect(await scrollY(page)).toBe(0);
    await scrollTo(page, 700);

    await page.goBack();
    await expect.poll(() => h1Text(page)).toBe('Webhook security');
    await expect.poll(() => scrollY(page)).toBe(1400);

    await page.goForward();
    await expect.poll(() => h1Text(page)).toBe('Webhook events');
    await expect.poll(() => scrollY(page)).toBe(700);
  });
});
