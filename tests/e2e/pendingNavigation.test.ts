/**
 * Pending navigation (contract, "Client behaviour"): nothing for 200 ms, then a loading indicator,
 * then from 1000 ms a progress bar that completes when the page shows.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { WAIT_FOR_PAGE_DATA_MS } from '../../client/navigation/pendingNavigation.ts';
import { closePages, openPage } from './support/browserPage.ts';
import { contentPathOf, h1Text, holdContentResponses, sidebarLink } from './support/navigationProbes.ts';

afterAll(closePages);

const TARGET = '/docs/android/tracking';
const targetLink = (page: Page) => sidebarLink(page, TARGET);

interface Timeline {
  clickAt: number | null;
  indicatorAt: number | null;
  progressAt: number | null;
}

/** Records, inside the page, when the click happened and when each piece of feedback appeared. */
async function watchFeedback(page: Page): Promise<void> {
  await page.evaluate(() => {
    const timeline: Timeline = { clickAt: null, indicatorAt: null, progressAt: null };
    (window as unknown as { portalTimeline: Timeline }).portalTimeline = timeline;
    document.addEventListener('click', () => (timeline.clickAt ??= performance.now()), true);
    new MutationObserver(() => {
      const now = performance.now();
      if (timeline.indicatorAt === null && document.querySelector('[role="progressbar"]')) timeline.indicatorAt = now;
      if (timeline.progressAt === null && document.querySelector('.progress-bar')) timeline.progressAt = now;
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  });
}

/**
 * Resolves once the page has run the tasks queued so far on its message channel, where React's
 * scheduler renders state set by a timer: what the timers fired has reached the DOM then.
 */
const renderedQueuedUpdates = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );

const timeline = (page: Page) =>
  page.evaluate(() => (window as unknown as { portalTimeline: Timeline }).portalTimeline);

describe('a slow navigation', () => {
  it('shows the indicator, then the progress bar, never before 200 ms and 1000 ms, in real time', async () => {
    const { page, problems } = await openPage('/docs/getting-started');
    const held = await holdContentResponses(page);
    await watchFeedback(page);
    await (await targetLink(page)).click();
    // Waits as long as the test may run: a bound on how late the bar comes is not this test's to set.
    await expect.poll(async () => (await timeline(page)).progressAt, { timeout: 25_000 }).not.toBeNull();

    const { clickAt, indicatorAt, progressAt } = await timeline(page);
    // Timers never fire early, so these lower bounds hold however busy the machine is. How soon
    // after them each piece appears is the controlled-clock test's to prove (below), not a real clock's.
    expect((indicatorAt as number) - (clickAt as number)).toBeGreaterThanOrEqual(200);
    expect((progressAt as number) - (clickAt as number)).toBeGreaterThanOrEqual(1000);

    // While pending, the old page stays and the main region says it is busy.
    expect(await h1Text(page)).toBe('Get started with Advoca');
    expect(await page.locator('main').getAttribute('aria-busy')).toBe('true');
    await expect(page.getByRole('progressbar', { name: 'Loading page' }).isVisible()).resolves.toBe(true);

    held.release();
    await expect.poll(() => h1Text(page)).toBe('Tracking');
    // The bar runs to the end, then goes; the indicator and the busy state go with the page.
    await expect.poll(() => page.locator('.progress-bar').count()).toBe(0);
    expect(await page.getByRole('progressbar').count()).toBe(0);
    expect(await page.locator('main').getAttribute('aria-busy')).toBeNull();
    expect(problems).toEqual([]);
  });

  it('keeps to the 200 ms and 1000 ms boundaries exactly under a controlled clock', async () => {
    const { page } = await openPage('/docs/getting-started', (fresh) => fresh.clock.install());
    await page.clock.pauseAt(Date.now() + 60_000);
    const held = await holdContentResponses(page);
    await (await targetLink(page)).click();
    const indicator = page.getByRole('progressbar', { name: 'Loading page' });
    const busy = () => page.locator('main[aria-busy="true"]').count();
    // The click first waits for the page's data: the old page and its address stay, nothing pends.
    await page.clock.runFor(WAIT_FOR_PAGE_DATA_MS - 1);
    expect(await busy()).toBe(0);
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/docs\/getting-started$/);
    await page.clock.runFor(1);
    // The pending clock starts when the navigation is pending (its timers are set then), not at
    // the wait's end: on a busy machine the two can be apart.
    await expect.poll(busy).toBe(1);

    await page.clock.runFor(199);
    expect(await indicator.count()).toBe(0);
    // The address followed the pending page's paint (a frame, then an idle moment: within this wait).
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/docs\/android\/tracking$/);
    await page.clock.runFor(1);
    await expect.poll(() => indicator.count()).toBe(1);
    expect(await page.locator('.progress-bar').count()).toBe(0);

    await page.clock.runFor(799);
    expect(await page.locator('.progress-bar').count()).toBe(0);
    await page.clock.runFor(1);
    await expect.poll(() => page.locator('.progress-bar--running').count()).toBe(1);

    held.release();
    await expect.poll(() => h1Text(page)).toBe('Tracking');
    await expect.poll(() => page.locator('.progress-bar--finishing').count()).toBe(1);
    await page.clock.runFor(400);
    await expect.poll(() => page.locator('.progress-bar').count()).toBe(0);
  });
});

describe('a fast navigation', () => {
  it('flashes no indicator and no progress bar, not even once both delays have passed', async () => {
    const { page } = await openPage('/docs/getting-started', (fresh) => fresh.clock.install());
    await page.clock.pauseAt(Date.now() + 60_000);
    // Hovering prefetches, so the click below finds the data ready.
    const prefetched = page.waitForResponse((response) => contentPathOf(response.request()) === TARGET);
    await (await targetLink(page)).hover();
    await prefetched;
    await watchFeedback(page);
    await (await targetLink(page)).click();
    await expect.poll(() => h1Text(page)).toBe('Tracking');
    // Past both delays on the page's clock: a timer left behind by the navigation fires now.
    await page.clock.runFor(1200);
    await renderedQueuedUpdates(page);
    const { indicatorAt, progressAt } = await timeline(page);
    expect(indicatorAt).toBeNull();
    expect(progressAt).toBeNull();
  });
});
