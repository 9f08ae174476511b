/**
 * At 390 and 320 px: the sidebar moves into a menu drawer (closes on Escape and on navigation), the
 * table of contents is hidden, code scrolls sideways. The drawer is a modal dialog holding the
 * brand, search, the colour toggle and the version choice (the navbar's own controls), each
 * working by keyboard and by touch, with nothing beyond the screen's edges. Keyboard: a skip link
 * and a visible focus.
 */
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/projectPaths.ts';
import { seriousViolations } from './support/axeFindings.ts';
import { closePages, openPage } from './support/browserPage.ts';
import { h1Text } from './support/navigationProbes.ts';
import { type ScenarioServer, startScenarioServer } from './support/scenarioServer.ts';

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
    await expect.poll(() => new URL(page.url()).hash).toBe('#main');
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

const sized = (width: number) => (page: Page) => page.setViewportSize({ width, height: 844 });
const inDarkMode = (page: Page) => page.addInitScript(() => localStorage.setItem('portal.colorMode', 'dark'));
const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
const inMenu = (page: Page) => ({
  brand: drawer(page).getByRole('link', { name: 'Developer' }),
  search: drawer(page).getByRole('button', { name: 'Search the docs' }),
  toggle: drawer(page).getByRole('button', { name: /^Switch to (dark|light) mode$/ }),
  version: drawer(page).getByRole('button', { name: /^Docs version: / }),
  close: drawer(page).getByRole('button', { name: 'Close the menu' }),
});

/** The focused element's name: its aria-label, or its text as shown. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.getAttribute('aria-label') ?? element?.innerText.trim() ?? null;
  });

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

async function openMenuByKeyboard(page: Page): Promise<void> {
  await page.keyboard.press('Tab'); // the skip link
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('Open the menu');
  await page.keyboard.press('Enter');
  await drawer(page).waitFor();
}

/** A tap as a touch screen sends it (touch events, then the click the browser makes of them). */
async function tap(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to tap');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Visible elements of the navbar and the menu whose box reaches beyond the viewport's sides. */
const beyondTheEdges = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.navbar *, .mobile-menu, .mobile-menu *')].flatMap((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return [];
      return box.left < 0 || box.right > window.innerWidth
        ? [`${element.tagName}.${element.className}: ${box.left}–${box.right}`]
        : [];
    }),
  );

describe.each([390, 320])('the menu at %i px', (width) => {
  it('opens by keyboard, moves focus into itself in a sensible order, keeps the page inert, and Escape returns focus', async () => {
    const { page, problems } = await openPage('/docs/webhooks/security', sized(width));
    await openMenuByKeyboard(page);
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');
    expect(await menuButton(page).getAttribute('aria-controls')).toBe(await drawer(page).getAttribute('id'));
    // A modal dialog: everything else on the page is inert while it is open.
    expect(await drawer(page).evaluate((element) => element.matches(':modal'))).toBe(true);
    expect(await focused(page)).toBe('Close the menu');

    const forward: (string | null)[] = [];
    for (let step = 0; step < 3; step++) {
      await page.keyboard.press('Tab');
      forward.push(await focused(page));
    }
    expect(forward).toEqual(['Search the docs', 'Docs version: Next', 'Docs']);
    await inMenu(page).close.focus();
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('Switch to dark mode');
    await page.keyboard.press('Shift+Tab');
    expect(await isFocused(inMenu(page).brand)).toBe(true);

    // Tab never leaves the menu for the page behind it (only, at the ends, for the browser's own UI).
    for (let step = 0; step < 60; step++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(
        () => document.activeElement === document.body || !!document.activeElement?.closest('.mobile-menu'),
      );
      expect(inside).toBe(true);
    }

    await page.keyboard.press('Escape');
    expect(await drawer(page).count()).toBe(0);
    expect(await focused(page)).toBe('Open the menu');
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
  });

  it('shows the brand, search, the colour toggle and the version, with nothing beyond the screen’s edges', async () => {
    const { page, problems } = await openPage('/docs/webhooks/security', sized(width));
    expect(await beyondTheEdges(page)).toEqual([]);
    await tap(page, menuButton(page));
    await drawer(page).waitFor();
    const { brand, search, toggle, version, close } = inMenu(page);
    for (const control of [brand, search, toggle, version, close]) expect(await control.isVisible()).toBe(true);
    expect(await brand.getAttribute('href')).toBe('/');
    // The logo and the title: the title is not hidden as it is in a phone's navbar.
    expect((await brand.boundingBox())?.width).toBeGreaterThan(60);
    expect(await beyondTheEdges(page)).toEqual([]);
    await version.click();
    expect(await drawer(page).locator('.version-dropdown__menu a').isVisible()).toBe(true);
    expect(await beyondTheEdges(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('opens by tap, and its colour toggle and search answer taps', async () => {
    const { page } = await openPage('/docs/webhooks/security', sized(width));
    await tap(page, menuButton(page));
    await drawer(page).waitFor();
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');

    await tap(page, inMenu(page).toggle);
    await expect.poll(() => theme(page)).toBe('dark');
    expect(await inMenu(page).toggle.getAttribute('aria-label')).toBe('Switch to light mode');

    await tap(page, inMenu(page).search);
    const field = page.getByRole('combobox');
    await field.waitFor();
    expect(await isFocused(field)).toBe(true);
    await page.keyboard.press('Escape');
    await field.waitFor({ state: 'detached' });
    // The menu was beneath the search; it is still there.
    expect(await drawer(page).isVisible()).toBe(true);

    await tap(page, inMenu(page).close);
    expect(await drawer(page).count()).toBe(0);
  });

  it('operates its colour toggle and search by keyboard', async () => {
    const { page } = await openPage('/docs/webhooks/security', sized(width));
    await openMenuByKeyboard(page);
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('Switch to dark mode');
    await page.keyboard.press('Enter');
    await expect.poll(() => theme(page)).toBe('dark');
    expect(await focused(page)).toBe('Switch to light mode');
    await page.keyboard.press('Space');
    await expect.poll(() => theme(page)).toBe('light');

    await inMenu(page).close.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const field = page.getByRole('combobox');
    await field.waitFor();
    expect(await isFocused(field)).toBe(true);
    // Escape closes the search alone, and the focus is back on the menu's search button.
    await page.keyboard.press('Escape');
    await field.waitFor({ state: 'detached' });
    expect(await drawer(page).isVisible()).toBe(true);
    expect(await isFocused(inMenu(page).search)).toBe(true);
  });
});

describe('the menu’s version choice', () => {
  let site: ScenarioServer;
  beforeAll(async () => {
    site = await startScenarioServer(join(projectRoot, 'tests/fixtures/versioned-site'));
  });
  afterAll(() => site.close());

  it('navigates to the chosen version by keyboard; Escape in its list closes the list alone', async () => {
    const { page } = await openPage(site.url('/docs/ios/installation'), phone);
    await openMenuByKeyboard(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Docs version: 1.0');
    await page.keyboard.press('Enter');
    const list = drawer(page).locator('.version-dropdown__menu');
    await list.waitFor();
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
    expect(await drawer(page).isVisible()).toBe(true);

    await inMenu(page).version.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Next');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/next/ios/installation');
    expect(await drawer(page).count()).toBe(0);
    expect(await page.locator('.version-dropdown__button').first().textContent()).toBe('Next');
  });

  it('navigates to the chosen version by tap', async () => {
    const { page } = await openPage(site.url('/docs/next/ios/installation'), phone);
    await tap(page, menuButton(page));
    await tap(page, inMenu(page).version);
    await tap(page, drawer(page).locator('.version-dropdown__menu a', { hasText: '1.0' }));
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/ios/installation');
    await expect.poll(() => h1Text(page)).toBe('Installation (1.0)');
  });
});

/**
 * Text in the menu below WCAG AA contrast against the backgrounds beneath it. axe leaves the menu's
 * text "incomplete" (it cannot see backgrounds in the top layer, where a modal dialog lives).
 */
const lowContrastText = (page: Page) =>
  page.evaluate(() => {
    type Colour = { r: number; g: number; b: number; a: number };
    const parse = (value: string): Colour | null => {
      const match = /rgba?\(([^)]+)\)/.exec(value);
      if (!match) return null;
      const [r = 0, g = 0, b = 0, a = 1] = match[1]!
        .split(/[ ,/]+/)
        .filter(Boolean)
        .map(Number);
      return { r, g, b, a };
    };
    const over = (top: Colour, bottom: Colour): Colour => ({
      r: top.r * top.a + bottom.r * (1 - top.a),
      g: top.g * top.a + bottom.g * (1 - top.a),
      b: top.b * top.a + bottom.b * (1 - top.a),
      a: 1,
    });
    const background = (element: Element): Colour => {
      const layers: Colour[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const colour = parse(getComputedStyle(node).backgroundColor);
        if (colour && colour.a > 0) layers.push(colour);
        if (colour?.a === 1) break;
      }
      return layers.reverse().reduce((bottom, top) => over(top, bottom), { r: 255, g: 255, b: 255, a: 1 });
    };
    const luminance = ({ r, g, b }: Colour) => {
      const channel = (value: number) => {
        const share = value / 255;
        return share <= 0.03928 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const texts = [...document.querySelectorAll('.mobile-menu *')].filter(
      (element) =>
        element.checkVisibility() &&
        [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
    );
    return texts.flatMap((element) => {
      const style = getComputedStyle(element);
      const back = background(element);
      const fore = over(parse(style.color) ?? { r: 0, g: 0, b: 0, a: 1 }, back);
      const [light = 0, dark = 0] = [luminance(fore), luminance(back)].sort((a, b) => b - a);
      const ratio = (light + 0.05) / (dark + 0.05);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      return ratio < (large ? 3 : 4.5) ? [`${element.textContent?.trim()}: ${ratio.toFixed(2)}`] : [];
    });
  });

describe.each([
  ['light', undefined],
  ['dark', inDarkMode],
])('the open menu in %s mode', (mode, prepare) => {
  it.each([390, 320])(
    'has no serious or critical axe violations, and its text meets AA contrast, at %i px',
    async (width) => {
      const { page } = await openPage('/docs/webhooks/security', async (page) => {
        await sized(width)(page);
        await prepare?.(page);
      });
      await menuButton(page).click();
      await drawer(page).waitFor();
      expect(await theme(page)).toBe(mode);
      expect(await seriousViolations(page)).toEqual([]);
      await inMenu(page).version.click(); // its list too
      expect(await lowContrastText(page)).toEqual([]);
    },
  );
});
