/** axe-core finds no serious or critical violations on the main kinds of page, in both colour modes. */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axeFindings.ts';
import { closePages, openPage } from './support/browserPage.ts';

afterAll(closePages);

const inDarkMode = (page: Page) => page.addInitScript(() => localStorage.setItem('portal.colorMode', 'dark'));

describe.each([
  ['light', undefined],
  ['dark', inDarkMode],
])('in %s mode', (mode, prepare) => {
  it.each(['/', '/docs/webhooks/security', '/docs/api/chat/post-message', '/no-such-page', '/search?q=badge'])(
    '%s has no serious or critical violations',
    async (path) => {
      const { page } = await openPage(path, prepare);
      expect(await page.evaluate(() => document.documentElement.dataset.theme ?? 'light')).toBe(mode);
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
});

describe('the search dialog', () => {
  it.each([
    ['light', undefined],
    ['dark', inDarkMode],
  ])('has no serious or critical violations with results shown, in %s mode', async (_, prepare) => {
    const { page } = await openPage('/docs/ios/badge', prepare);
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox').fill('badge');
    await expect.poll(() => page.locator('[role="option"]').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('the try-it panel', () => {
  it.each([
    ['light', undefined],
    ['dark', inDarkMode],
  ])('has no serious or critical violations, open with a response shown, in %s mode', async (_, prepare) => {
    const { page } = await openPage('/docs/api/chat/post-message', prepare);
    await page.getByRole('button', { name: /^Try it: POST/ }).click();
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.locator('.try-it__status').waitFor();
    await page.locator('.try-it summary').click();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it.each([
    ['light', undefined],
    ['dark', inDarkMode],
  ])('has no serious or critical violations with a personal key in use, in %s mode', async (_, prepare) => {
    const key = {
      secret_key: 'sk_test_a11ySecret001',
      public_key: 'pk_test_a11yPublic01',
      user_token: 'ut_a11yToken001',
      user_id: 'usr_8f2k4m1q',
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    };
    const { page } = await openPage('/docs/api/chat/post-message', async (fresh) => {
      await prepare?.(fresh);
      await fresh.addInitScript((stored) => localStorage.setItem('portal.sandboxKey', stored), JSON.stringify(key));
    });
    await page.getByRole('button', { name: /^Try it: POST/ }).click();
    await page.locator('.try-it__key-state code').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it.each([
    ['light', undefined],
    ['dark', inDarkMode],
  ])('has no serious or critical violations when its script could not load, in %s mode', async (_, prepare) => {
    const { page } = await openPage('/docs/api/chat/post-message', prepare);
    await page.route(/\/assets\/tryItPanel-[^/]+\.js/, (route) => route.fulfill({ status: 404 }));
    await page.getByRole('button', { name: /^Try it: POST/ }).click();
    await page.locator('.try-it__failure-message:not(:empty)').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('an operation page’s reference layout', () => {
  it.each([
    ['two columns at 1280 px', 1280, 800, 'light', undefined],
    ['two columns at 1280 px', 1280, 800, 'dark', inDarkMode],
    ['one column at 390 px', 390, 844, 'light', undefined],
    ['one column at 390 px', 390, 844, 'dark', inDarkMode],
  ])('has no serious or critical violations in %s, in %s mode', async (_, width, height, mode, prepare) => {
    const { page } = await openPage('/docs/api/chat/post-message', async (fresh) => {
      await fresh.setViewportSize({ width, height });
      await prepare?.(fresh);
    });
    expect(await page.evaluate(() => document.documentElement.dataset.theme ?? 'light')).toBe(mode);
    // The layout under test: the examples beside the parameters, or after them.
    const beside = await page.evaluate(() => {
      const main = document.querySelector('.api-operation__main')?.getBoundingClientRect();
      const examples = document.querySelector('.api-operation__examples')?.getBoundingClientRect();
      return main && examples ? examples.left >= main.right : null;
    });
    expect(beside).toBe(width === 1280);
    expect(await page.locator('.operation-head .method-badge').isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
