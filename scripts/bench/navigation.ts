/**
 * Client navigation in a real Chromium, from `FROM` to `TO`, prefetched and not, the median of
 * several runs, beside a floor measured in the same browser in the same run. Two methods:
 *
 * - **Trusted** (what a reader's click costs): the browser's own input, a mouse moved onto the
 *   link's centre and clicked through the DevTools protocol (`Input.dispatchMouseEvent`, as
 *   Playwright's `locator.click()` sends it), so pointer and mouse events, focus, `:hover` and
 *   `:active` styles and the input's alignment to frames all happen. The clock starts at the
 *   click event's `timeStamp` (when the browser received the input, on the `performance.now()`
 *   clock), read by a capture-phase listener on `window`, and stops two animation frames after the
 *   new `<h1>` is in the DOM (painted). The floor is started by the same kind of click on the same
 *   link: a capture handler takes it (`preventDefault`), swaps the article's HTML for the new
 *   page's, forces layout and waits the same two frames. A prefetched click comes after the
 *   pointer has rested on the link, so its floor's click does too; a click without prefetch comes
 *   with the pointer (it arrives and clicks at once: the hover's work, its styles, focus and the
 *   press are all handled in the click's first milliseconds), so its floor (`coldFloor`) does too.
 *   Its data's round trip is measured the same way (`dataFloor`): the cold floor's click, whose
 *   hover fetches the page data (in place of the app's prefetch, which it stops) and whose swap
 *   waits for it. That request meets the click's input handling and the frame after it, as the
 *   navigation's own does; one from a settled page where nothing else happens (`pageDataMs`) is
 *   reported beside it.
 * - **Synthetic** (the method before, kept so the two can be compared): `element.click()` from
 *   inside the page, the clock started just before it; the floor is the swap alone.
 *
 * Every run clicks a page that has hydrated and settled (SETTLE_MS), as a reader clicks a page they
 * have been reading; the page data's round trip is sampled in every round, on such a page.
 *
 * Beside each floor, the same floor with the address changed (`history.pushState` to the new
 * page's URL before the swap), which every navigation that changes the address pays and the swap
 * alone does not: in Chromium a history entry written in the click's frame delays that frame by
 * several milliseconds. Reported for comparison; the targets are against the swap alone.
 */
import { chromium, type Page } from 'playwright-core';
import { CONTENT_API_PATH, contentApiUrl } from '../../shared/contentApi.ts';
import type { Row } from './report.ts';

export interface Timing {
  /** Median ms from the click to the new `<h1>` in the DOM, and to two frames after it (painted). */
  domMs: number;
  paintedMs: number;
}

export interface NavigationSet {
  prefetched: Timing;
  notPrefetched: Timing;
  /** Swapping the article's HTML and forcing layout, then the same two frames, clicked as `prefetched` is. */
  floor: Timing;
  /** The same floor clicked as `notPrefetched` is: the pointer arrives on the link and clicks at once. */
  coldFloor: Timing;
  /**
   * The cold floor whose swap waits for the page data its hover fetched: the least a navigation
   * without prefetch can do. Trusted clicks only (a synthetic click has no hover to fetch on).
   */
  dataFloor?: Timing;
  /** The same, after `history.pushState` to the new page's address. */
  addressFloor: Timing;
}

export interface NavigationTimes {
  /** Clicked with the browser's own input, timed from the click event's `timeStamp`. */
  trusted: NavigationSet;
  /** Clicked with `element.click()` in the page, timed from just before it. */
  synthetic: NavigationSet;
  /** Median ms of one page-data request from a settled page where nothing else happens (for comparison). */
  pageDataMs: number;
  runs: number;
}

/**
 * Painted times move in steps of a frame, so a median of few runs jumps between two values from
 * one bench to the next; 31 runs of each kind (interleaved) give a steady one.
 * `BENCH_NAVIGATION_RUNS` changes it (an odd number keeps the median one run's figure).
 */
const RUNS = Number(process.env.BENCH_NAVIGATION_RUNS ?? 31);

/** Neighbours in the sidebar: the link is the sidebar's, in the viewport, where a reader clicks it. */
const FROM = '/docs/ios/authentication';
const TO = '/docs/ios/installation';

const KINDS = ['prefetched', 'notPrefetched', 'floor', 'coldFloor', 'dataFloor', 'addressFloor'] as const;
const FLOORS: readonly Kind[] = ['floor', 'coldFloor', 'dataFloor', 'addressFloor'];
const isFloor = (kind: Kind) => FLOORS.includes(kind);
/** The kinds whose click comes without the pointer resting on the link first (no prefetch). */
const COLD: readonly Kind[] = ['notPrefetched', 'coldFloor', 'dataFloor'];
type Kind = (typeof KINDS)[number];
/**
 * What each method measures. A synthetic floor involves no pointer at all, so it is the same
 * whether the click comes cold or not: its one floor stands for both; and no hover fetches for it.
 */
const MEASURED = {
  trusted: KINDS,
  synthetic: KINDS.filter((kind) => kind !== 'coldFloor' && kind !== 'dataFloor'),
} as const;
type Method = keyof typeof MEASURED;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * Marks the link every kind of navigation uses: the first one to `TO` a reader can see without
 * scrolling (not one in a folded sidebar category, which `checkVisibility` knows) that leads to the
 * page's top, as the floor's swap does (a link to a heading would add scrolling to it). Returns its
 * centre in the viewport: the page stays at its top, as in the floor.
 */
async function markLink(page: Page): Promise<{ x: number; y: number }> {
  const centre = await page.evaluate((to) => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('a')].find(
      (a) =>
        a.pathname.endsWith(to) &&
        a.hash === '' &&
        a.checkVisibility() &&
        a.getBoundingClientRect().bottom < innerHeight,
    );
    if (!link) return null;
    link.setAttribute('data-bench-link', '');
    const box = link.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  }, TO);
  if (!centre) throw new Error(`No link to ${TO} in the viewport of ${FROM}`);
  return centre;
}

/** Somewhere to rest the mouse that is no link: the page's heading. */
async function restMouse(page: Page): Promise<void> {
  const box = await page.locator('main h1').boundingBox();
  if (box) await page.mouse.move(box.x + 2, box.y + box.height / 2);
}

/**
 * Arms the trusted measure: a capture-phase click listener on `window` notes the click's
 * `timeStamp`; for the floor it also takes the click and swaps the article's HTML (the data floor
 * once the data its hover fetched has arrived); a mutation observer notes when the new `<h1>` is
 * in the DOM, then two frames. The result is left in `window.__benchResult` for `trustedResult`.
 */
async function armTrusted(page: Page, kind: Kind, title: string, articleHtml: string, dataUrl: string): Promise<void> {
  await page.evaluate(
    ({ kind, floor, title, html, dataUrl }) => {
      const state = window as unknown as { __benchResult?: Promise<{ domMs: number; paintedMs: number }> };
      // The data floor's hover fetches the page data as the app's prefetch would (same address and
      // headers), and keeps the app from fetching it too; so does the focus the press gives the link.
      let pageData: Promise<unknown> = Promise.resolve();
      let fetched = false;
      if (kind === 'dataFloor') {
        for (const type of ['mouseover', 'focusin']) {
          window.addEventListener(
            type,
            (event) => {
              event.stopImmediatePropagation();
              if (fetched) return;
              fetched = true;
              pageData = fetch(dataUrl, { headers: { Accept: 'application/json' } }).then((response) =>
                response.json(),
              );
            },
            { capture: true },
          );
        }
      }
      // No named functions in here: the bundler would wrap them in a helper the page lacks.
      state.__benchResult = new Promise((resolve) => {
        let clickedAt = Number.NaN;
        window.addEventListener(
          'click',
          (event) => {
            clickedAt = event.timeStamp;
            if (!floor) return;
            event.preventDefault();
            event.stopImmediatePropagation();
            // A data floor whose hover fetched nothing would measure the cold floor: NaN, not that.
            if (kind === 'dataFloor' && !fetched) {
              resolve({ domMs: Number.NaN, paintedMs: Number.NaN });
              return;
            }
            // Swapped once the data is there: at once for every floor but the data floor (a
            // resolved promise's callback runs as soon as this listener returns, before any other).
            void pageData.then(() => {
              const link = document.querySelector<HTMLAnchorElement>('[data-bench-link]');
              if (kind === 'addressFloor' && link) history.pushState(null, '', link.href);
              const article = document.querySelector('article');
              if (article) article.innerHTML = html;
              void document.body.offsetHeight;
              const domMs = performance.now() - clickedAt;
              requestAnimationFrame(() =>
                requestAnimationFrame(() => resolve({ domMs, paintedMs: performance.now() - clickedAt })),
              );
            });
          },
          { capture: true, once: true },
        );
        if (floor) return;
        const observer = new MutationObserver(() => {
          if (document.querySelector('main h1')?.textContent !== title) return;
          observer.disconnect();
          const domMs = performance.now() - clickedAt;
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve({ domMs, paintedMs: performance.now() - clickedAt })),
          );
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
    },
    { kind, floor: isFloor(kind), title, html: articleHtml, dataUrl },
  );
}

async function trustedResult(page: Page): Promise<Timing> {
  return page.evaluate(
    () => (window as unknown as { __benchResult: Promise<{ domMs: number; paintedMs: number }> }).__benchResult,
  );
}

/** Clicks the marked link with `element.click()` and times the new heading's arrival and paint, in the page. */
async function syntheticClick(page: Page, expectedTitle: string): Promise<Timing> {
  return page.evaluate(
    (title) =>
      new Promise<{ domMs: number; paintedMs: number }>((resolve) => {
        const link = document.querySelector<HTMLAnchorElement>('[data-bench-link]');
        const start = performance.now();
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

/**
 * The synthetic floor: the new article's HTML put in place of the old one's, layout forced, two
 * frames; with `changeAddress`, after `history.pushState` to the marked link's address.
 */
async function syntheticSwap(page: Page, articleHtml: string, changeAddress: boolean): Promise<Timing> {
  return page.evaluate(
    ({ html, changeAddress }) =>
      new Promise<{ domMs: number; paintedMs: number }>((resolve) => {
        const article = document.querySelector('article');
        const link = document.querySelector<HTMLAnchorElement>('[data-bench-link]');
        const start = performance.now();
        if (changeAddress && link) history.pushState(null, '', link.href);
        if (article) article.innerHTML = html;
        void document.body.offsetHeight;
        const domMs = performance.now() - start;
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve({ domMs, paintedMs: performance.now() - start })),
        );
      }),
    { html: articleHtml, changeAddress },
  );
}

const isPageData = (url: string) => url.includes(CONTENT_API_PATH);

/** One trusted run of `kind` on a freshly loaded `FROM`; `dataUrl` is the page data's address. */
async function trustedRun(
  page: Page,
  kind: Kind,
  title: string,
  articleHtml: string,
  dataUrl: string,
): Promise<Timing> {
  const { x, y } = await markLink(page);
  if (!COLD.includes(kind)) {
    // A reader's pointer rests on the link before the click: the hover prefetches (the floor is
    // hovered too, so that both click a link in the same state).
    const loaded = page.waitForResponse((response) => isPageData(response.url()));
    await page.mouse.move(x, y);
    await loaded;
  }
  await armTrusted(page, kind, title, articleHtml, dataUrl);
  // Not prefetched (and its floor): the pointer arrives and clicks at once (move, down, up), so the
  // hover's request starts a moment before the click and its data is not there yet.
  await page.mouse.click(x, y);
  return trustedResult(page);
}

/** One synthetic run of `kind` on a freshly loaded `FROM`. */
async function syntheticRun(page: Page, kind: Kind, title: string, articleHtml: string): Promise<Timing> {
  await markLink(page);
  if (isFloor(kind)) return syntheticSwap(page, articleHtml, kind === 'addressFloor');
  if (kind === 'prefetched') {
    const loaded = page.waitForResponse((response) => isPageData(response.url()));
    await page.locator('[data-bench-link]').dispatchEvent('mouseover');
    await loaded;
  }
  return syntheticClick(page, title);
}

/**
 * A reader clicks a page they have been reading, not one that has just appeared: for the first
 * tens of milliseconds after a load the browser is still busy with it (measured: the first request
 * a page makes right after hydrating takes 2-5 ms longer than one made 250 ms later, on a plain
 * page as on the portal), which would weigh on a navigation that waits for its data and not on
 * the floor or the page data's round trip. Every kind of run, and every round trip, starts on a
 * page left this long after it hydrated.
 */
const SETTLE_MS = 250;

/** Loads `url` anew, waits for it to hydrate and settle, and rests the mouse off any link. */
async function openSettled(page: Page, url: string): Promise<void> {
  await restMouse(page);
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-portal-hydrated'));
  await page.waitForTimeout(SETTLE_MS);
  await restMouse(page);
}

/** Ms from the page's `fetch` of `url` (made unique, so no cache answers it) to its parsed JSON. */
async function timePageData(page: Page, url: string): Promise<number> {
  return page.evaluate(async (url) => {
    const start = performance.now();
    await (await fetch(`${url}&run=${Math.random()}`)).json();
    return performance.now() - start;
  }, url);
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
    // The address the app asks for the page's data (the base is in `origin`).
    const dataUrl = origin + contentApiUrl(TO);
    const articleHtml = await page.locator('article').innerHTML();
    const noRuns = () => Object.fromEntries(KINDS.map((kind) => [kind, [] as Timing[]])) as Record<Kind, Timing[]>;
    const runs: Record<Method, Record<Kind, Timing[]>> = { trusted: noRuns(), synthetic: noRuns() };
    const pageData: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      for (const method of ['trusted', 'synthetic'] as const) {
        for (const kind of MEASURED[method]) {
          // A fresh document each time, so no run finds the data cached by the one before; the
          // mouse rests off any link, so that no hover prefetches before the run means it to.
          await openSettled(page, origin + FROM);
          runs[method][kind].push(
            method === 'trusted'
              ? await trustedRun(page, kind, title, articleHtml, dataUrl)
              : await syntheticRun(page, kind, title, articleHtml),
          );
        }
      }
      // Sampled in every round, as the runs are, so that a busy moment of the machine weighs on
      // both alike instead of on one burst of requests at the end.
      await openSettled(page, origin + FROM);
      pageData.push(await timePageData(page, dataUrl));
    }
    const summary = (values: Timing[]): Timing => ({
      domMs: median(values.map((value) => value.domMs)),
      paintedMs: median(values.map((value) => value.paintedMs)),
    });
    const set = (of: Record<Kind, Timing[]>): NavigationSet => ({
      prefetched: summary(of.prefetched),
      notPrefetched: summary(of.notPrefetched),
      floor: summary(of.floor),
      coldFloor: summary(of.coldFloor.length > 0 ? of.coldFloor : of.floor),
      dataFloor: of.dataFloor.length > 0 ? summary(of.dataFloor) : undefined,
      addressFloor: summary(of.addressFloor),
    });
    return { trusted: set(runs.trusted), synthetic: set(runs.synthetic), pageDataMs: median(pageData), runs: RUNS };
  } finally {
    await browser.close();
  }
}

/** The report's rows: the trusted figures with their targets, the synthetic ones beside them. */
export function navigationRows({ trusted, synthetic, pageDataMs }: NavigationTimes): Row[] {
  const rows: Row[] = [];
  for (const [method, { prefetched, notPrefetched, floor, coldFloor, dataFloor, addressFloor }] of [
    ['trusted click', trusted],
    ['synthetic element.click()', synthetic],
  ] as const) {
    const floorRatio = prefetched.paintedMs / floor.paintedMs;
    const targeted = method === 'trusted click';
    rows.push([
      `Client navigation, prefetched, ${method}: click → h1 painted vs the floor (swap + 2 frames)`,
      `${prefetched.paintedMs.toFixed(1)} / ${floor.paintedMs.toFixed(1)} ms = ${floorRatio.toFixed(2)}× (h1 in the DOM after ${prefetched.domMs.toFixed(1)} ms)`,
      targeted ? '≤ 1.3×' : '',
      targeted ? floorRatio <= 1.3 : '',
    ]);
    const notPrefetchedFigures = `${notPrefetched.paintedMs.toFixed(1)} ms (h1 in the DOM after ${notPrefetched.domMs.toFixed(1)} ms`;
    if (dataFloor) {
      // The floor clicked the same way (the pointer arrives and clicks at once, as without
      // prefetch), plus the page data's round trip as that click meets it: the data floor's extra.
      const roundTripMs = dataFloor.paintedMs - coldFloor.paintedMs;
      const budget = 1.3 * coldFloor.paintedMs + roundTripMs;
      rows.push([
        `Client navigation, not prefetched, ${method}: click → h1 painted`,
        `${notPrefetchedFigures}; floor clicked so ${coldFloor.paintedMs.toFixed(1)} ms, and waiting for the data its hover fetched ${dataFloor.paintedMs.toFixed(1)} ms: round trip in the click ${roundTripMs.toFixed(1)} ms, from a quiet page ${pageDataMs.toFixed(1)} ms)`,
        `≤ 1.3 × that floor + round trip = ${budget.toFixed(1)} ms`,
        notPrefetched.paintedMs <= budget,
      ]);
    } else {
      rows.push([
        `Client navigation, not prefetched, ${method}: click → h1 painted`,
        `${notPrefetchedFigures}; floor ${coldFloor.paintedMs.toFixed(1)} ms; page data from a quiet page ${pageDataMs.toFixed(1)} ms)`,
        '',
        '',
      ]);
    }
    rows.push([
      `Client navigation, prefetched, ${method}: vs the floor with the address changed (pushState + swap + 2 frames)`,
      `${prefetched.paintedMs.toFixed(1)} / ${addressFloor.paintedMs.toFixed(1)} ms = ${(prefetched.paintedMs / addressFloor.paintedMs).toFixed(2)}× (that floor's h1 in the DOM after ${addressFloor.domMs.toFixed(1)} ms)`,
      '',
      '',
    ]);
  }
  return rows;
}
