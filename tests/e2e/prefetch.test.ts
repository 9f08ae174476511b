/**
 * Prefetching (contract, "Client behaviour"): hovering or focusing a link loads its page data once;
 * opening it then makes no further request; never on 2g or with Save-Data.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closePages, openPage } from './support/browserPage.ts';
import { h1Text, recordContentRequests, requestsSoFarReported, sidebarLink } from './support/navigationProbes.ts';

afterAll(closePages);

const TARGET = '/docs/ios/badge';
const link = (page: Page) => sidebarLink(page, TARGET);

/** Replaces navigator.connection before any page script runs. */
function fakeConnection(connection: { effectiveType: string; saveData: boolean }) {
  return (page: Page) =>
    page.addInitScript((value) => {
      Object.defineProperty(navigator, 'connection', { value, configurable: true });
    }, connection);
}

describe('prefetching on intent', () => {
  it('loads a hovered link’s page once and opens it without another request', async () => {
    const { page } = await openPage('/docs/getting-started');
    const requests = recordContentRequests(page);
    await (await link(page)).hover();
    await expect.poll(() => requests).toEqual([TARGET]);

    await page.locator('main h1').hover();
    await (await link(page)).hover();
    await requestsSoFarReported(page);
    expect(requests).toEqual([TARGET]);

    await (await link(page)).click();
    await expect.poll(() => h1Text(page)).toBe('Badge');
    expect(requests).toEqual([TARGET]);
  });

  it('prefetches a link that receives keyboard focus', async () => {
    const { page } = await openPage('/docs/getting-started');
    const requests = recordContentRequests(page);
    await (await link(page)).focus();
    await expect.poll(() => requests).toEqual([TARGET]);
    await page.keyboard.press('Enter');
    await expect.poll(() => h1Text(page)).toBe('Badge');
    expect(requests).toEqual([TARGET]);
  });

  it('prefetches links inside the compiled Markdown too', async () => {
    const { page } = await openPage('/docs/getting-started');
    const requests = recordContentRequests(page);
    await page.locator('.markdown a[href="/docs/webhooks/security"]').first().hover();
    await expect.poll(() => requests).toEqual(['/docs/webhooks/security']);
  });

  it('does not prefetch the page already shown', async () => {
    const { page } = await openPage(TARGET);
    const requests = recordContentRequests(page);
    await (await link(page)).hover();
    await requestsSoFarReported(page);
    expect(requests).toEqual([]);
  });
});

describe.each([
  ['a 2g connection', { effectiveType: '2g', saveData: false }],
  ['a slow-2g connection', { effectiveType: 'slow-2g', saveData: false }],
  ['Save-Data on a 4g connection', { effectiveType: '4g', saveData: true }],
])('on %s', (_case, connection) => {
  it('does not prefetch, and still navigates on click', async () => {
    const { page } = await openPage('/docs/getting-started', fakeConnection(connection));
    const requests = recordContentRequests(page);
    await (await link(page)).hover();
    await (await link(page)).focus();
    await requestsSoFarReported(page);
    expect(requests).toEqual([]);
    await (await link(page)).click();
    await expect.poll(() => h1Text(page)).toBe('Badge');
    expect(requests).toEqual([TARGET]);
  });
});

describe('on a fast connection', () => {
  it('prefetches when navigator.connection reports 4g', async () => {
    const { page } = await openPage('/docs/getting-started', fakeConnection({ effectiveType: '4g', saveData: false }));
    const requests = recordContentRequests(page);
    await (await link(page)).hover();
    await expect.poll(() => requests).toEqual([TARGET]);
  });
});
