/**
 * Colour mode (contract, "Client behaviour"): light by default; the navbar toggle switches it; the
 * choice survives a reload, and the first paint after the reload is already in the chosen mode.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closePages, openPage } from './support/browserPage.ts';
import { holdAppBundle } from './support/navigationProbes.ts';

afterAll(closePages);

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';
const DARK_BACKGROUND = 'rgb(21, 23, 28)';

describe('colour mode', () => {
  it('is light by default', async () => {
    const { page } = await openPage('/docs/getting-started');
    expect(await theme(page)).toBe('light');
    expect(await background(page)).toBe(LIGHT_BACKGROUND);
    expect(await page.getByRole('button', { name: 'Switch to dark mode' }).count()).toBe(1);
  });

  it('switches with the navbar toggle, both ways, and remembers the choice', async () => {
    const { page, problems } = await openPage('/docs/getting-started');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    expect(await theme(page)).toBe('dark');
    expect(await background(page)).toBe(DARK_BACKGROUND);
    expect(await page.evaluate(() => localStorage.getItem('portal.colorMode'))).toBe('dark');

    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    expect(await theme(page)).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('portal.colorMode'))).toBe('light');
    expect(problems).toEqual([]);
  });

  it('paints the first frame after a reload in the chosen mode, before the app has run', async () => {
    const { page, problems } = await openPage('/docs/webhooks/events');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();

    const app = await holdAppBundle(page);
    await page.reload({ waitUntil: 'commit' });
    await page.locator('main h1').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-portal-hydrated'))).toBe(false);
    expect(await theme(page)).toBe('dark');
    expect(await background(page)).toBe(DARK_BACKGROUND);

    app.release();
    await page.locator('html[data-portal-hydrated]').waitFor({ state: 'attached' });
    // The toggle, rendered light on the server, now offers the way back, with no hydration error.
    await expect.poll(() => page.getByRole('button', { name: 'Switch to light mode' }).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('keeps a choice stored under the key of an earlier release (portal-color-mode)', async () => {
    const { page, problems } = await openPage('/docs/getting-started');
    await page.evaluate(() => {
      localStorage.removeItem('portal.colorMode');
      localStorage.setItem('portal-color-mode', 'dark');
    });
    await page.reload();
    expect(await theme(page)).toBe('dark');
    expect(
      await page.evaluate(() => [localStorage.getItem('portal.colorMode'), localStorage.getItem('portal-color-mode')]),
    ).toEqual(['dark', null]);
    await page.evaluate(() => localStorage.removeItem('portal.colorMode'));
    expect(problems).toEqual([]);
  });
});
