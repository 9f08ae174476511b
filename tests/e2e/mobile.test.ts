/**
 * At 390 px: the sidebar moves into a menu drawer (closes on Escape and on navigation), the table
 * of contents is hidden, code scrolls sideways. Keyboard: a skip link and a visible focus.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closePages, openPage } from './support/browserPage.ts';
import { h1Text } from './support/navigationProbes.ts';

afterAll(closePages);

const phone = (page: Page) => page.setViewportSize({ width: 390, height: 844 });
const menuButton = (page: Page) => page.getByRole('button', { name: 'Open the menu' });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

describe('on a 390 px screen', () => {
  it('hides the sidebar and the table of contents, and offers the menu button', async () => {
    const { page, problems } = await openPage('/docs/webhooks/security', phone);
    expect(await page.locator('.doc-layout__sidebar').isVisible()).toBe(false);
    expect(await page.locator('.toc').isVisible()).toBe(false);
    expect(await menuButton(page).isVisible()).toBe(true);
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
  });

  it('opens the drawer with the docs sidebar, and closes it on Escape, returning focus', async () => {
    const { page } = await openPage('/docs/webhooks/security', phone);
    await menuButton(page).click();
    expect(await drawer(page).isVisible()).toBe(true);
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');
    expect(await drawer(page).locator('a[aria-current="page"]').getAttribute('href')).toBe('/docs/webhooks/security');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close the menu');

    await page.keyboard.press('Escape');
    expect(await drawer(page).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open the menu');
  });

  it('closes the drawer on navigation', async () => {
    const { page } = await openPage('/docs/webhooks/security', phone);
    await menuButton(page).click();
    await drawer(page).locator('summary', { hasText: 'Android' }).click();
    await drawer(page).locator('a[href="/docs/android/tracking"]').click();
    await expect.poll(() => h1Text(page)).toBe('Tracking');
    expect(await drawer(page).count()).toBe(0);
  });

  it('closes the drawer from its backdrop', async () => {
    const { page } = await openPage('/', phone);
    await menuButton(page).click();
    await page.mouse.click(370, 400); // right of the 320 px panel
    expect(await drawer(page).count()).toBe(0);
  });

  it('scrolls wide code sideways inside its block, never the page', async () => {
    const { page } = await openPage('/docs/webhooks/security', phone);
    const widths = await page.evaluate(() => {
      const pre = [...document.querySelectorAll('pre')].find((element) => element.scrollWidth > element.clientWidth);
      return {
        scrollable: pre ? getComputedStyle(pre).overflowX : null,
        page: document.documentElement.scrollWidth,
      };
    });
    expect(widths.scrollable).toBe('auto');
    expect(widths.page).toBeLessThanOrEqual(390);
  });
});

describe('keyboard', () => {
  it('reaches a skip link first, which moves to the main content', async () => {
    const { page } = await openPage('/docs/getting-started');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(new URL(page.url()).hash).toBe('#main');
  });

  it('shows where the focus is', async () => {
    const { page } = await openPage('/docs/getting-started');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return { style: style.outlineStyle, width: style.outlineWidth };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).not.toBe('0px');
  });
});
