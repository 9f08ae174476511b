/**
 * Client navigation in a real Chromium: click → the new page's `<h1>` in the DOM → painted (two
 * animation frames later), prefetched and not, the median of several runs, beside the floor
 * measured in the same browser in the same run: replacing the article's HTML with the new page's
 * and forcing layout, then the same two frames.
 */
import { chromium, type Page } from 'playwright-core';

export interface NavigationTimes {
  /** Median ms from the click to the new `<h1>` in the DOM, and to the frame after it painted. */
  prefetched: { domMs: number; paintedMs: number };
  notPrefetched: { domMs: number; paintedMs: number };
  /** Median ms of swapping the article's HTML and forcing layout, and to the frame after it painted. */
  floor: { domMs: number; paintedMs: number };
  /** Median ms of one page-data request from the page (what a navigation without prefetch waits for besides). */
  pageDataMs: number;
  runs: number;
}

/**
 * Painted times move in steps of a frame, so a median of few runs jumps between two values from
 * one bench to the next; 31 runs of each kind (interleaved, about a minute) give a steady one.
 */
const RUNS = 31;

interface Timing {
  domMs: number;
  paintedMs: number;
}
const FROM = '/docs/getting-started';
const TO = '/docs/ios/installation';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * Marks the link both kinds of navigation use: the first one to `TO` a reader can see (not one in a
 * folded sidebar category, which `checkVisibility` knows) that leads to the page's top, as the
 * floor's swap does (a link to a heading would add scrolling to it). It is hovered and clicked by
 * events sent to it, so that, as in the floor, the page is at its top when the navigation starts:
 * neither a hover nor a click scrolls it there first.
 */
async function markLink(page: Page): Promise<void> {
  const found = await page.evaluate((to) => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('a')].find(
      (a) => a.pathname.endsWith(to) && a.hash === '' && a.checkVisibility(),
    );
    link?.setAttribute('data-bench-link', '');
    return link !== undefined;
  }, TO);
  if (!found) throw new Error(`No visible link to ${TO} on ${FROM}`);
}

/** Clicks the marked link to `TO` and times the new heading's arrival and paint, in the page. */
async function timeClick(page: Page, expectedTitle: string): Promise<{ domMs: number; paintedMs: number }> {
  return page.evaluate(
    (title) =>
      new Promise<{ domMs: number; paintedMs: number }>((resolve) => {
        const link = document.querySelector<HTMLAnchorElement>('[data-bench-link]');
        const start = performance.now();
        // No named functions in here: the bundler would wrap them in a helper the page lacks.
        const observer = new MutationObserver(() => {
          if (document.querySelector('main h1')?.textContent !== title) return;
          observer.disconnect();
          const domMs = performance.now() - start;
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve({ domMs, paintedMs: performance.now() - start })),
          );
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        link?.click();
      }),
    expectedTitle,
  );
}

/** The floor: the new article's HTML put in place of the old one's, layout forced, two frames. */
async function timeSwap(page: Page, articleHtml: string): Promise<{ domMs: number; paintedMs: number }> {
  return page.evaluate(
    (html) =>
      new Promise<{ domMs: number; paintedMs: number }>((resolve) => {
        const article = document.querySelector('article');
        const start = performance.now();
        if (article) article.innerHTML = html;
        void document.body.offsetHeight;
        const domMs = performance.now() - start;
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve({ domMs, paintedMs: performance.now() - start })),
        );
      }),
    articleHtml,
  );
}

/** `origin` includes the base URL the portal is served under (`http://127.0.0.1:4000/developer`). */
export async function measureNavigation(
  origin: string,
  executablePath = process.env.CHROME_PATH || '/usr/bin/chromium',
): Promise<NavigationTimes> {
  const browser = await chromium.launch({ executablePath });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(origin + TO);
    const title = (await page.locator('main h1').textContent()) ?? '';
    const articleHtml = await page.locator('article').innerHTML();
    const runs: Record<'prefetched' | 'notPrefetched' | 'floor', Timing[]> = {
      prefetched: [],
      notPrefetched: [],
      floor: [],
    };
    for (let run = 0; run < RUNS; run += 1) {
      for (const kind of ['prefetched', 'notPrefetched', 'floor'] as const) {
        // A fresh document each time, so no run finds the data cached by the one before.
        await page.goto(origin + FROM);
        await page.waitForFunction(() => document.documentElement.hasAttribute('data-portal-hydrated'));
        if (kind === 'floor') {
          runs.floor.push(await timeSwap(page, articleHtml));
          continue;
        }
        await markLink(page);
        if (kind === 'prefetched') {
          const link = page.locator('[data-bench-link]');
          const loaded = page.waitForResponse((response) => response.url().includes('/api/content'));
          await link.dispatchEvent('mouseover');
          await loaded;
        }
        runs[kind].push(await timeClick(page, title));
      }
    }
    const summary = (values: { domMs: number; paintedMs: number }[]) => ({
      domMs: median(values.map((value) => value.domMs)),
      paintedMs: median(values.map((value) => value.paintedMs)),
    });
    const pageData: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      pageData.push(
        await page.evaluate(
          async (url) => {
            const start = performance.now();
            await (await fetch(`${url}&run=${Math.random()}`)).json();
            return performance.now() - start;
          },
          `${origin}/api/content?path=${encodeURIComponent(TO)}`,
        ),
      );
    }
    return {
      prefetched: summary(runs.prefetched),
      notPrefetched: summary(runs.notPrefetched),
      floor: summary(runs.floor),
      pageDataMs: median(pageData),
      runs: RUNS,
    };
  } finally {
    await browser.close();
  }
}
