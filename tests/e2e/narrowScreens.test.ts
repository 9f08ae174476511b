/**
 * No page scrolls sideways on a narrow screen: at 320 and 390 px, every page of the build (from
 * its page store: the home page, the search page, every doc), the search page with a query, a
 * 404 and an operation page with its try-it panel open and answered are at most as wide as the
 * window. Long inline code and words wrap; tables and code blocks scroll inside their own box.
 *
 * On failure the message names the page, the width and the element that sticks out furthest
 * (tag, classes, where it sits, its right edge), so a reader can go and fix that element.
 *
 * Beside them, two checks of the same stylesheets on a wide screen: the sidebar's border reaches
 * the window's bottom, and admonitions show their kind's icon, decorative, before a text title.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readPageStore } from '../../server/content/pageStore/pageStoreFile.ts';
import { buildOutputPaths } from '../../server/projectPaths.ts';
import { baseUrl, waitForHydration } from './support/browserPage.ts';

const WIDTHS = [320, 390] as const;
const TRY_IT_PAGE = '/docs/api/chat/post-message';

/** Every page the build serves, read from the page store the e2e global setup built. */
const store = await readPageStore(buildOutputPaths(inject('distDir')).pageStoreFile);
const storePages = Object.keys(store.pages).sort();
const extraPages = ['/search?q=webhook+signature', '/docs/no-such-page-for-narrow-screens'];

interface Overflow {
  scrollWidth: number;
  innerWidth: number;
  /** The elements whose box ends right of the window while their parent's does not, furthest first. */
  offenders: { element: string; path: string; right: number; text: string }[];
}

/** Runs in the page: how wide the document is, and what sticks out of the window. */
function measureOverflow(): Overflow {
  const width = window.innerWidth;
  const describe = (element: Element) => {
    const classes = [...element.classList].map((name) => `.${name}`).join('');
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes}>`;
  };
  /** Whether an ancestor clips or scrolls sideways: then what sticks out of it cannot widen the page. */
  const clipped = (element: Element) => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX !== 'visible') return true;
    }
    return false;
  };
  const sticksOut = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
  const offenders = [...document.body.querySelectorAll('*')]
    .filter((element) => sticksOut(element) && !clipped(element))
    .filter((element) => !element.parentElement || !sticksOut(element.parentElement))
    .map((element) => {
      const path: string[] = [];
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        path.unshift(describe(node));
      }
      return {
        element: describe(element),
        path: path.slice(-5).join(' > '),
        right: Math.round(element.getBoundingClientRect().right),
        text: (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60),
      };
    })
    .sort((a, b) => b.right - a.right);
  return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, offenders };
}

function report(path: string, overflow: Overflow): string {
  const [widest, ...others] = overflow.offenders;
  const lines = [
    `${path} at ${overflow.innerWidth} px is ${overflow.scrollWidth} px wide`,
    widest
      ? `  widest: ${widest.element} ends at ${widest.right} px (${widest.path}) “${widest.text}”`
      : '  no element sticks out (a pseudo-element or a margin does)',
    ...others.slice(0, 3).map((other) => `  also:   ${other.element} ends at ${other.right} px (${other.path})`),
  ];
  return lines.join('\n');
}

async function overflowOf(page: Page, path: string): Promise<string | null> {
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(measureOverflow);
  return overflow.scrollWidth <= overflow.innerWidth ? null : report(path, overflow);
}

const contexts: BrowserContext[] = [];
let browser: Awaited<ReturnType<typeof chromium.connect>> | undefined;
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
});

describe.each(WIDTHS)('at %i px wide', (width) => {
  let page: Page;
  beforeAll(async () => {
    browser ??= await chromium.connect(inject('browserWsEndpoint'));
    const context = await browser.newContext({ viewport: { width, height: width === 320 ? 640 : 844 } });
    contexts.push(context);
    page = await context.newPage();
  });

  const open = async (path: string) => {
    await page.goto(baseUrl() + path);
    await waitForHydration(page);
  };

  it('the build lists its pages', () => {
    expect(storePages).toContain('/');
    expect(storePages).toContain(TRY_IT_PAGE);
    expect(storePages.length).toBeGreaterThan(40);
  });

  it.each([...storePages, ...extraPages])('%s does not scroll sideways', async (path) => {
    await open(path);
    expect(await overflowOf(page, path)).toBeNull();
  });

  it('an operation page with its try-it panel open and answered does not scroll sideways', async () => {
    await open(TRY_IT_PAGE);
    const button = page.getByRole('button', { name: 'Try it: POST /chat/messages in the sandbox' });
    await button.click();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await page.locator('.try-it__panel').waitFor();
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => page.locator('.try-it__status').textContent()).toMatch(/^201 /);
    expect(await overflowOf(page, `${TRY_IT_PAGE} (try-it open)`)).toBeNull();
  });
});

describe('at 1280 px wide', () => {
  let page: Page;
  beforeAll(async () => {
    browser ??= await chromium.connect(inject('browserWsEndpoint'));
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    contexts.push(context);
    page = await context.newPage();
  });

  it('the sidebar reaches the bottom of the window, though its list is shorter', async () => {
    await page.goto(baseUrl() + '/docs/getting-started');
    await waitForHydration(page);
    const sidebar = await page.locator('.doc-layout__sidebar').evaluate((element) => ({
      bottom: element.getBoundingClientRect().bottom,
      list: element.firstElementChild?.getBoundingClientRect().bottom ?? 0,
      border: getComputedStyle(element).borderRightWidth,
    }));
    expect(sidebar.list).toBeLessThan(700);
    expect(sidebar).toMatchObject({ bottom: 800, border: '1px' });
  });

  it('admonitions show their kind’s icon, drawn by CSS, before a title that stays text', async () => {
    await page.goto(baseUrl() + '/docs/ios/firebase');
    await waitForHydration(page);
    const titles = await page.locator('.admonition__title').evaluateAll((elements) =>
      elements.map((element) => {
        const icon = getComputedStyle(element, '::before');
        return {
          kind: [...(element.parentElement?.classList ?? [])].find((name) => name.startsWith('admonition--')),
          content: icon.content,
          mask: icon.maskImage.slice(0, 30),
          width: icon.width,
          text: element.textContent,
        };
      }),
    );
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) {
      expect(title).toMatchObject({ content: '""', mask: 'url("data:image/svg+xml,%3Csvg' });
      expect(parseFloat(title.width)).toBeGreaterThan(10);
      expect(title.text).not.toBe('');
    }
    // Each kind its own icon.
    const icons = await page.evaluate(() =>
      ['note', 'tip', 'info', 'caution', 'danger'].map((kind) => {
        const aside = document.createElement('aside');
        aside.className = `admonition admonition--${kind}`;
        aside.innerHTML = '<p class="admonition__title">Title</p>';
        document.querySelector('.markdown')?.append(aside);
        const icon = getComputedStyle(aside.firstElementChild as Element, '::before').maskImage;
        aside.remove();
        return icon;
      }),
    );
    expect(new Set(icons).size).toBe(5);
  });
});
