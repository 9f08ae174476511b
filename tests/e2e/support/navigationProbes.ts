/** Probes for client navigation: detecting full page loads, watching requests, holding responses. */
import type { Page, Request, Route } from 'playwright-core';
import { IDLE_TIMEOUT_MS } from '../../../client/navigation/afterNextPaint.ts';

/** Marks the current document, so a full page load (which drops the mark) can be detected. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { portalTestMark: boolean }).portalTestMark = true;
  });
}

export async function documentIsStillMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { portalTestMark?: boolean }).portalTestMark === true);
}

/** The page path a content API request asks for, or null for any other request. */
export function contentPathOf(request: Request): string | null {
  const url = new URL(request.url());
  return url.pathname.endsWith('/api/content') ? url.searchParams.get('path') : null;
}

/** Records the page path of every content API request the page makes from now on. */
export function recordContentRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const path = contentPathOf(request);
    if (path !== null) paths.push(path);
  });
  return paths;
}

/** Holds every response to requests matching `url` until `release()`; then lets them (and later ones) through. */
export async function holdResponses(page: Page, url: string): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route: Route) => {
    await released;
    await route.continue().catch(() => undefined); // the page may have gone meanwhile
  });
  return { release };
}

export const holdContentResponses = (page: Page) => holdResponses(page, '**/api/content?**');

/** Holds the app bundle, so what the page shows meanwhile is the server's HTML and the boot script's doing. */
export const holdAppBundle = (page: Page) => holdResponses(page, '**/assets/entry-*.js');

export async function h1Text(page: Page): Promise<string | null> {
  return page.locator('main h1').first().textContent();
}

/** Adds a plain `<a>` to the start of the article, as compiled Markdown would, and returns it. */
export async function injectArticleLink(page: Page, href: string, text: string) {
  await page.evaluate(
    ({ target, label }) => {
      const link = document.createElement('a');
      link.href = target;
      link.textContent = label;
      document.querySelector('.markdown')?.prepend(link);
    },
    { target: href, label: text },
  );
  return page.getByText(text, { exact: true });
}

/**
 * A link of the page's docs sidebar, with the categories around it unfolded first (they are
 * <details>, closed unless they hold the current page), so it can be clicked, hovered or focused.
 */
export async function sidebarLink(page: Page, href: string) {
  const link = page.locator(`.doc-layout__sidebar a[href="${href}"]`);
  await link.evaluate((anchor) => {
    for (
      let details = anchor.closest('details');
      details;
      details = details.parentElement?.closest('details') ?? null
    ) {
      details.open = true;
    }
  });
  return link;
}

/**
 * Makes every content API response say it comes from build `buildId`, as after a rollout: the
 * page's own document and JavaScript stay those of the build it was loaded from.
 */
export async function serveContentFromBuild(page: Page, buildId: string): Promise<void> {
  await page.route('**/api/content?**', async (route: Route) => {
    const response = await route.fetch();
    const data = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      status: response.status(),
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ ...data, buildId }),
    });
  });
}

/**
 * Watches for the next full page load: `request` resolves with the URL of the document requested
 * (fetches do not count), `loaded` once that new document has fired `load`.
 */
export function watchForPageLoad(page: Page): { request: Promise<string>; loaded: Promise<unknown> } {
  const request = page
    .waitForRequest((candidate) => candidate.isNavigationRequest() && candidate.frame() === page.mainFrame())
    .then((found) => found.url());
  return { request, loaded: page.waitForEvent('load') };
}

/**
 * Resolves once every request the page started before this call has been reported to the test:
 * the page fetches a marker (its health check) and the marker's request is awaited, which comes
 * after theirs, as the browser reports requests in the order the page makes them. Proving that an
 * action made no request then needs no guess at how long one might take to show up.
 */
export async function requestsSoFarReported(page: Page): Promise<void> {
  const marker = `/healthz?probe=${Math.random().toString(36).slice(2)}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate((url) => void fetch(url).catch(() => undefined), marker);
  await seen;
}

/** Resolves after two animation frames: work the page deferred to the next frame (requestAnimationFrame) has run. */
export async function nextFramesRendered(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** A frame at 60 Hz, rounded up. */
const FRAME_MS = 17;

/**
 * Under a paused clock (`page.clock`), runs it past the next frame and the longest wait for an
 * idle moment: the work the page left for after its next paint (afterNextPaint: the address of a
 * click's navigation, focus, the title) has run. A paused clock gives no frame on its own.
 */
export async function runClockPastNextPaint(page: Page): Promise<void> {
  await page.clock.runFor(FRAME_MS + IDLE_TIMEOUT_MS);
}
