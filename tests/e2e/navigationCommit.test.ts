/**
 * How soon a click's work happens (issue: client navigation at the browser's floor), asserted by
 * order, never by time: what must already be done when the click's own task ends, before the
 * browser may run any other task or paint a frame; and what must wait (a lower bound only, which a
 * busy machine can only make longer).
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { IDLE_TIMEOUT_MS } from '../../client/navigation/afterNextPaint.ts';
import { closePages, openPage } from './support/browserPage.ts';
import {
  h1Text,
  holdContentResponses,
  recordContentRequests,
  runClockPastNextPaint,
  sidebarLink,
} from './support/navigationProbes.ts';

afterAll(closePages);

const TARGET = '/docs/ios/badge';

/**
 * Clicks the sidebar link to TARGET and reports what the page holds once the click's microtasks
 * have run (React flushes an urgent update in one, queued during the click, so it runs before
 * this one) and whether a content request was made before `click()` even returned.
 */
async function clickAndLook(page: Page) {
  await sidebarLink(page, TARGET);
  return page.evaluate(
    (target) =>
      new Promise<{
        fetchedDuringClick: boolean;
        h1: string | null;
        tocMarked: string | null;
        tocFirst: string | null;
        address: string;
      }>((resolve) => {
        let fetches = 0;
        const realFetch = window.fetch;
        window.fetch = (...args: Parameters<typeof fetch>) => {
          fetches += 1;
          return realFetch(...args);
        };
        document.querySelector<HTMLAnchorElement>(`.doc-layout__sidebar a[href="${target}"]`)?.click();
        const fetchedDuringClick = fetches > 0;
        window.fetch = realFetch;
        queueMicrotask(() =>
          resolve({
            fetchedDuringClick,
            h1: document.querySelector('main h1')?.textContent ?? null,
            tocMarked: document.querySelector('.toc a[aria-current="location"]')?.getAttribute('href') ?? null,
            tocFirst: document.querySelector('.toc a')?.getAttribute('href') ?? null,
            address: location.pathname,
          }),
        );
      }),
    TARGET,
  );
}

describe('a click on a page link', () => {
  it('shows a prefetched page, its table of contents marked, before the browser can paint a frame', async () => {
    const { page } = await openPage('/docs/getting-started');
    const requests = recordContentRequests(page);
    await (await sidebarLink(page, TARGET)).hover();
    await expect.poll(() => requests).toEqual([TARGET]);

    const seen = await clickAndLook(page);
    // Not a transition rendered in slices between which the old page is painted again.
    expect(seen.h1).toBe('Badge');
    expect(seen.tocFirst).not.toBeNull();
    expect(seen.tocMarked).toBe(seen.tocFirst);
    expect(requests).toEqual([TARGET]);
    // The browser's history is written right after that frame's paint, not in it
    // (navigation/paintFirstHistory.ts): the address follows, and Back leads to where the click began.
    expect(seen.address).toBe('/docs/getting-started');
    await expect.poll(() => new URL(page.url()).pathname).toBe(TARGET);
    await page.goBack();
    await expect.poll(() => h1Text(page)).toBe('Get started with Advoca');
    await page.goForward();
    await expect.poll(() => h1Text(page)).toBe('Badge');
  });

  it('starts loading a page that was not prefetched in the click itself, not after React has rendered', async () => {
    const { page } = await openPage('/docs/getting-started');
    const requests = recordContentRequests(page);
    const seen = await clickAndLook(page);
    expect(seen.fetchedDuringClick).toBe(true);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Badge');
    // The navigation found the click's request in flight and made no second one.
    expect(requests).toEqual([TARGET]);
  });

  it('shows a page that was not prefetched in one render once its data comes, the old page and address kept until then', async () => {
    // A paused clock: the click's wait for the data never runs out, whatever the machine's speed.
    const { page } = await openPage('/docs/getting-started', (fresh) => fresh.clock.install());
    await page.clock.pauseAt(Date.now() + 60_000);
    const held = await holdContentResponses(page);
    await page.evaluate(() => {
      (window as unknown as { portalBusySeen: boolean }).portalBusySeen = false;
      new MutationObserver(() => {
        if (document.querySelector('main[aria-busy="true"]'))
          (window as unknown as { portalBusySeen: boolean }).portalBusySeen = true;
      }).observe(document.body, { subtree: true, attributes: true, childList: true });
    });
    await (await sidebarLink(page, TARGET)).click();
    expect(await h1Text(page)).toBe('Get started with Advoca');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/docs\/getting-started$/);

    held.release();
    await expect.poll(() => h1Text(page)).toBe('Badge');
    // Still the click's navigation: the address follows the new page's paint (paintFirstHistory.ts).
    expect(new URL(page.url()).pathname).toMatch(/\/docs\/getting-started$/);
    await runClockPastNextPaint(page);
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/docs\/ios\/badge$/);
    // No render of the pending state came between the two pages.
    expect(await page.evaluate(() => (window as unknown as { portalBusySeen: boolean }).portalBusySeen)).toBe(false);
  });

  it('goes where the last click leads when a second click comes while the first one waits for its data', async () => {
    const { page } = await openPage('/docs/getting-started', (fresh) => fresh.clock.install());
    await page.clock.pauseAt(Date.now() + 60_000);
    const held = await holdContentResponses(page);
    await (await sidebarLink(page, TARGET)).click();
    await (await sidebarLink(page, '/docs/android/tracking')).click();
    held.release();
    await expect.poll(() => h1Text(page)).toBe('Tracking');
    await runClockPastNextPaint(page);
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/docs\/android\/tracking$/);
    // The first click's data came too, but it led nowhere: Back returns to where both clicks began.
    await page.goBack();
    await expect.poll(() => h1Text(page)).toBe('Get started with Advoca');
  });

  it('writes the address while no frame is due: while the page animates, only once its wait has run out', async () => {
    const { page } = await openPage('/docs/getting-started');
    const requests = recordContentRequests(page);
    const link = await sidebarLink(page, TARGET);
    await link.hover();
    await expect.poll(() => requests).toEqual([TARGET]);
    // An animation: a frame is due at every moment while it runs. Kept: each frame's time, when
    // the new heading was first in a frame, and when the history was written.
    await page.evaluate((title) => {
      const probe = window as unknown as AnimationProbe;
      probe.frames = [];
      const push = history.pushState.bind(history);
      history.pushState = (...args: Parameters<History['pushState']>) => {
        probe.writtenAt ??= performance.now();
        push(...args);
      };
      const tick = (): void => {
        const now = performance.now();
        probe.frames.push(now);
        if (document.querySelector('main h1')?.textContent === title) probe.shownAt ??= now;
        if (probe.writtenAt === undefined || now < probe.writtenAt + 100) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    }, 'Badge');
    await link.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(TARGET);
    const { frames, shownAt, writtenAt } = await page.evaluate(() => {
      const { frames, shownAt, writtenAt } = window as unknown as AnimationProbe;
      return { frames, shownAt, writtenAt };
    });
    expect(shownAt).toBeDefined();
    expect(writtenAt).toBeDefined();
    // Frames kept coming around the write: it was not made in a pause of the animation.
    expect(frames.filter((time) => time > shownAt! && time < writtenAt!).length).toBeGreaterThan(0);
    // Not in an idle moment between two frames, where it would hold up the next one
    // (navigation/afterNextPaint.ts): only at its timeout, counted from the paint's frame.
    expect(writtenAt! - shownAt!).toBeGreaterThanOrEqual(IDLE_TIMEOUT_MS - CLOCK_SLACK_MS);
  });
});

/** What the animation probe keeps in the page (`performance.now()` times). */
interface AnimationProbe {
  frames: number[];
  shownAt?: number;
  writtenAt?: number;
}

/**
 * The wait starts in the paint's frame, in a callback that runs after the probe's (asked for
 * earlier), so at or after `shownAt`; the slack is for `performance.now()`'s coarsened clock.
 */
const CLOCK_SLACK_MS = 1;
