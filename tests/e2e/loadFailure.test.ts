/**
 * A failed content load (contract, "Client behaviour"): a red message with the error text and a
 * Retry button; Retry loads again and shows the page. A 404 is the not-found page, not an error.
 */
import type { Page, Route } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closePages, openPage } from './support/browserPage.ts';
import {
  documentIsStillMarked,
  h1Text,
  markDocument,
  injectArticleLink,
  sidebarLink,
} from './support/navigationProbes.ts';

afterAll(closePages);

const TARGET = '/docs/webhooks/events';

/** Makes every content request fail in the given way until `heal()` lets them through. */
async function breakContentApi(page: Page, fail: (route: Route) => Promise<void>) {
  let broken = true;
  let failures = 0;
  await page.route('**/api/content?**', (route) => {
    if (!broken) return route.continue();
    failures += 1;
    return fail(route);
  });
  return {
    failures: () => failures,
    heal: () => {
      broken = false;
    },
  };
}

/** Red enough to read as an error: the red channel well above green and blue. */
function isReddish(cssColor: string): boolean {
  const [r = 0, g = 0, b = 0] = (cssColor.match(/\d+/g) ?? []).map(Number);
  return r > g + 60 && r > b + 60;
}

describe.each([
  ['a network error', (route: Route) => route.abort('failed'), /network request failed/],
  ['a 500 response', (route: Route) => route.fulfill({ status: 500, body: 'boom' }), /server answered 500/],
  ['a 503 response', (route: Route) => route.fulfill({ status: 503, body: '' }), /server answered 503/],
  [
    'malformed JSON',
    (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"kind": "doc",' }),
    /not valid JSON/,
  ],
  [
    'JSON that is not a page',
    (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"hello": 1}' }),
    /not a page/,
  ],
])('after %s', (_case, fail, message) => {
  it('shows a red message with the error text and a Retry button that recovers', async () => {
    const { page } = await openPage('/docs/getting-started');
    await markDocument(page);
    const api = await breakContentApi(page, fail);
    await (await sidebarLink(page, TARGET)).click();

    const alert = page.getByRole('alert');
    await expect.poll(() => alert.count()).toBe(1);
    expect(await alert.textContent()).toMatch(message);
    expect(isReddish(await alert.evaluate((element) => getComputedStyle(element).color))).toBe(true);
    await expect.poll(() => new URL(page.url()).pathname).toBe(TARGET);

    // Retrying while the API is still broken asks again and fails again, visibly.
    const failuresBefore = api.failures();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => api.failures()).toBe(failuresBefore + 1);
    await expect.poll(() => alert.count()).toBe(1);
    expect(await alert.textContent()).toMatch(message);

    api.heal();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => h1Text(page)).toBe('Webhook events');
    expect(await alert.count()).toBe(0);
    expect(await documentIsStillMarked(page)).toBe(true);
  });
});

describe('a 404 from the content API', () => {
  it('shows the not-found page, not the error message', async () => {
    const { page } = await openPage('/docs/getting-started');
    await (await injectArticleLink(page, '/docs/webhooks/retired-page', 'an old link')).click();
    await expect.poll(() => h1Text(page)).toBe('Page not found');
    expect(await page.getByRole('alert').count()).toBe(0);
  });
});
