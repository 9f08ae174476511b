/**
 * The interactive parts of rich Markdown, on a fixture site: copy buttons with "Copied" feedback,
 * titled code with highlighted lines, tabs synced by group and remembered across pages and
 * reloads (without a flash of the wrong tab), and heading anchors that copy cleanly.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/projectPaths.ts';
import { closePages, openPage } from './support/browserPage.ts';
import { h1Text, holdAppBundle } from './support/navigationProbes.ts';
import { type ScenarioServer, startScenarioServer } from './support/scenarioServer.ts';

let site: ScenarioServer;
beforeAll(async () => {
  site = await startScenarioServer(join(projectRoot, 'tests/fixtures/features-site'));
});
afterAll(async () => {
  await closePages();
  await site.close();
});

/** How long a copy button says "Copied" (FEEDBACK_MS in client/codeBlocks/useCopyButtons.ts). */
const COPIED_FEEDBACK_MS = 2000;

const grantClipboard = (page: Page) => page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

/** For each tabs block on the page: the value of its selected tab and of its visible panels. */
const tabState = (page: Page) =>
  page.locator('.tabs').evaluateAll((all) =>
    all.map((tabs) => ({
      selected: tabs.querySelector('[role="tab"][aria-selected="true"]')?.getAttribute('data-portal-tab'),
      visible: [...tabs.querySelectorAll<HTMLElement>('[role="tabpanel"]')]
        .filter((panel) => panel.offsetParent !== null)
        .map((panel) => panel.dataset.portalTab),
    })),
  );

describe('code blocks', () => {
  it('copy their exact code and say "Copied" for a moment', async () => {
    const { page, problems } = await openPage(site.url('/docs/code'), async (fresh) => {
      await grantClipboard(fresh);
      await fresh.clock.install();
    });
    // A paused clock: "Copied" stays until the test runs the clock past the moment, however long
    // a busy machine takes to look at it.
    await page.clock.pauseAt(Date.now() + 60_000);
    const block = page.locator('.code-block').first();
    await block.hover();
    // Located by class: its accessible name changes to "Copied" on purpose.
    const button = block.locator('.code-block__copy');
    expect(await button.getAttribute('aria-label')).toBe('Copy code to clipboard');
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Copied');
    expect(await button.getAttribute('aria-label')).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'import AdvocaSDK\nAdvoca.configure(apiKey: "pk_test_7Hq2LmX9aR4tB1")\nprint("configured")',
    );
    await page.clock.runFor(COPIED_FEEDBACK_MS - 1);
    expect(await button.textContent()).toBe('Copied');
    await page.clock.runFor(1);
    await expect.poll(() => button.textContent()).toBe('Copy');
    expect(await button.getAttribute('aria-label')).toBe('Copy code to clipboard');
    expect(problems).toEqual([]);
  });

  it('show their title and highlight the chosen lines', async () => {
    const { page } = await openPage(site.url('/docs/code'));
    const block = page.locator('.code-block').first();
    expect(await block.locator('.code-block__title').textContent()).toBe('AppDelegate.swift');
    expect(await block.locator('.highlighted-code-line').allTextContents()).toEqual([
      'Advoca.configure(apiKey: "pk_test_7Hq2LmX9aR4tB1")',
    ]);
  });
});

describe('tabs', () => {
  it('show the first tab of each block by default', async () => {
    const { page } = await openPage(site.url('/docs/code'));
    expect(await tabState(page)).toEqual([
      { selected: 'swift', visible: ['swift'] },
      { selected: 'swift', visible: ['swift'] },
      { selected: 'first', visible: ['first'] },
    ]);
  });

  it('switch every block of a group together, and leave other blocks alone', async () => {
    const { page } = await openPage(site.url('/docs/code'));
    await page.getByRole('tab', { name: 'Objective-C' }).first().click();
    expect(await tabState(page)).toEqual([
      { selected: 'objective-c', visible: ['objective-c'] },
      { selected: 'objective-c', visible: ['objective-c'] },
      { selected: 'first', visible: ['first'] },
    ]);
  });

  it('follow the arrow keys, as the ARIA tabs pattern has it', async () => {
    const { page } = await openPage(site.url('/docs/code'));
    await page.getByRole('tab', { name: 'First' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Second');
    expect((await tabState(page))[2]).toEqual({ selected: 'second', visible: ['second'] });
  });

  it('remember the choice on other pages and after a reload, from the first paint', async () => {
    const { page } = await openPage(site.url('/docs/code'));
    await page.getByRole('tab', { name: 'Objective-C' }).first().click();

    await page.locator('.markdown a[href="/docs/more-tabs"]').click();
    await expect.poll(() => h1Text(page)).toBe('More tabs');
    expect(await tabState(page)).toEqual([{ selected: 'objective-c', visible: ['objective-c'] }]);

    // Reload with the app bundle held: the boot script alone must have selected the tab.
    const app = await holdAppBundle(page);
    await page.reload({ waitUntil: 'commit' });
    await page.locator('.tabs').waitFor({ state: 'attached' });
    expect(await tabState(page)).toEqual([{ selected: 'objective-c', visible: ['objective-c'] }]);
    app.release();
  });
});

describe('heading anchors', () => {
  it('link to their heading, and copying a heading copies no "#"', async () => {
    const { page } = await openPage(site.url('/docs/code'));
    const anchor = page.locator('#sign-in .heading-anchor');
    expect(await anchor.getAttribute('href')).toBe('#sign-in');
    expect(await anchor.getAttribute('aria-label')).toBe('Direct link to Sign in');
    await page.locator('#sign-in').hover();
    await expect.poll(() => anchor.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    const copied = await page.locator('#sign-in').evaluate((heading) => {
      const range = document.createRange();
      range.selectNodeContents(heading);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      return selection?.toString();
    });
    expect(copied).toBe('Sign in');
  });
});

describe('admonitions', () => {
  it('render with their kind and title', async () => {
    const { page } = await openPage(site.url('/docs/code'));
    const tip = page.locator('aside.admonition--tip');
    expect(await tip.locator('.admonition__title').textContent()).toBe('Use the sandbox first');
    expect(await tip.evaluate((element) => getComputedStyle(element).borderLeftStyle)).toBe('solid');
  });
});
