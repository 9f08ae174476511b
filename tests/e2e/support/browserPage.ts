/** Opens pages in the shared Chromium and records everything the console complains about. */
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export interface OpenedPage {
  page: Page;
  /** Console errors and warnings, uncaught exceptions and CSP violations, in order. */
  problems: string[];
}

let browser: Browser | undefined;
const contexts: BrowserContext[] = [];

export const baseUrl = () => inject('baseUrl');

/**
 * A fresh context (no shared cache or storage) with one page at `path` (on the shared server, or
 * an absolute URL of a scenario server), hydrated. `prepare` runs
 * before the page loads: init scripts, a fake clock.
 */
export async function openPage(path: string, prepare?: (page: Page) => Promise<unknown>): Promise<OpenedPage> {
  browser ??= await chromium.connect(inject('browserWsEndpoint'));
  const context = await browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  await prepare?.(page);
  await page.goto(path.startsWith('http') ? path : baseUrl() + path);
  await waitForHydration(page);
  return { page, problems };
}

/** A page with JavaScript disabled, as some readers (and every crawler) see it. Not hydrated, of course. */
export async function openPageWithoutJavaScript(path: string): Promise<Page> {
  browser ??= await chromium.connect(inject('browserWsEndpoint'));
  const context = await browser.newContext({ javaScriptEnabled: false });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(baseUrl() + path);
  return page;
}

/** The client marks the root element once React has hydrated it. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-portal-hydrated]').waitFor({ state: 'attached' });
}

export async function closePages(): Promise<void> {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  await browser?.close();
  browser = undefined;
}
