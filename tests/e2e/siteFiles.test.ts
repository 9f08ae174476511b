/**
 * The imported site's static files cannot run as the portal, in a real browser: its HTML and SVG,
 * opened directly on the portal's origin, show without running their scripts (which would read
 * what the portal keeps in localStorage), and its JavaScript does not run from a `<script src>`
 * that got into a portal page; its SVG still shows as an image. And the home page under an
 * unknown prefix (`/portal/` with BASE_URL=/) shows the base URL banner.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copySiteFiles } from '../../scripts/siteFiles.ts';
import { projectRoot } from '../../server/projectPaths.ts';
import { closePages, openPage } from './support/browserPage.ts';
import { type ScenarioServer, startScenarioServer } from './support/scenarioServer.ts';

/** What a hostile script would do on the portal's origin: take the reader's key, and show it ran. */
const STEAL =
  "localStorage.setItem('stolen', localStorage.getItem('portal-sandbox-key') || 'ran');" +
  "document.documentElement.setAttribute('data-ran', 'yes');";

/**
 * Inline scripts were already refused by the pages' policy, which every response carried; a script
 * of the site's own (`'self'` to that policy) was not: each file tries both.
 */
const STATIC_FILES: Record<string, string> = {
  'demo.html':
    '<!doctype html><html><head><title>Static demo</title></head><body><h1>Demo</h1>' +
    `<img src="/img/badge.svg" alt="badge"><script>document.title = 'ran'; ${STEAL}</script>` +
    '<script src="/js/widget.js"></script></body></html>',
  'img/badge.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20">' +
    `<rect width="40" height="20" fill="#4c1"/><script>${STEAL}</script><script href="/js/widget.js"/></svg>`,
  'js/widget.js': `window.siteWidgetRan = true; document.title = 'ran'; ${STEAL}`,
};

let root: string;
let site: ScenarioServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'portal-site-files-'));
  const siteRoot = join(root, 'site');
  for (const [name, text] of Object.entries(STATIC_FILES)) {
    await mkdir(join(siteRoot, 'static', name, '..'), { recursive: true });
    await writeFile(join(siteRoot, 'static', name), text);
  }
  // As the build does: the portal's public/, then the site's static/ over it.
  const publicDir = join(root, 'public');
  await copySiteFiles(join(projectRoot, 'public'), siteRoot, publicDir);
  site = await startScenarioServer(projectRoot, '/', { publicDir });
  browser = await chromium.connect(inject('browserWsEndpoint'));
});
afterAll(async () => {
  await closePages();
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await site?.close();
  await rm(root, { recursive: true, force: true });
});

/** A fresh page on the scenario's origin whose localStorage holds a reader's sandbox key. */
async function readerPage(): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(site.url('/docs/getting-started'));
  await page.evaluate(() => localStorage.setItem('portal-sandbox-key', 'sk_test_reader'));
  return page;
}

/** What the portal's origin holds after the page did its worst. */
async function stolen(page: Page): Promise<string | null> {
  await page.goto(site.url('/docs/getting-started'));
  return page.evaluate(() => localStorage.getItem('stolen'));
}

describe("the site's static files, opened directly", () => {
  it('shows its HTML without running its script, images included', async () => {
    const page = await readerPage();
    const response = await page.goto(site.url('/demo.html'));
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe('Demo');
    // The scripts would have renamed the page and marked it.
    expect(await page.title()).toBe('Static demo');
    expect(await page.locator('html').getAttribute('data-ran')).toBeNull();
    const image = page.locator('img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(40);
    // An opaque origin: even a script that ran could not reach the portal's storage.
    expect(response?.headers()['content-security-policy']).toMatch(/^sandbox/);
    expect(await page.evaluate(() => window.origin)).toBe('null');
    expect(await stolen(page)).toBeNull();
  });

  it('shows its SVG without running its script', async () => {
    const page = await readerPage();
    const response = await page.goto(site.url('/img/badge.svg'));
    expect(response?.status()).toBe(200);
    expect(await page.locator('rect').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-ran'))).toBeNull();
    expect(await stolen(page)).toBeNull();
  });
});

describe("the site's JavaScript", () => {
  it('does not run from a <script src> in a portal page, though the page allows its own origin', async () => {
    const { page } = await openPage(site.url('/docs/getting-started'));
    await page.evaluate(() => localStorage.setItem('portal-sandbox-key', 'sk_test_reader'));
    const outcome = await page.evaluate(
      (src) =>
        new Promise<string>((resolve) => {
          const script = document.createElement('script');
          script.src = src;
          script.addEventListener('load', () => resolve('load'));
          script.addEventListener('error', () => resolve('error'));
          document.body.append(script);
        }),
      '/js/widget.js',
    );
    expect(outcome).toBe('error');
    expect(await page.evaluate(() => (window as unknown as { siteWidgetRan?: boolean }).siteWidgetRan)).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('stolen'))).toBeNull();
    // Fetched as text, it is there: the browser refused to run it, not to load it.
    expect(await page.evaluate(() => fetch('/js/widget.js').then((r) => r.text()))).toContain('siteWidgetRan');
  });
});

describe("the site's SVG as an image in a page", () => {
  it('still renders', async () => {
    const { page } = await openPage(site.url('/docs/getting-started'));
    const width = await page.evaluate(
      (src) =>
        new Promise<number>((resolve, reject) => {
          const img = document.createElement('img');
          img.addEventListener('load', () => resolve(img.naturalWidth));
          img.addEventListener('error', () => reject(new Error(`${src} did not load`)));
          img.src = src;
          document.querySelector('main')?.append(img);
        }),
      '/img/badge.svg',
    );
    expect(width).toBeGreaterThan(0);
    expect(await page.locator('html').getAttribute('data-ran')).toBeNull();
  });
});

describe('the home page under an unknown prefix, with BASE_URL=/', () => {
  it('shows the base URL banner', async () => {
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    const response = await page.goto(site.url('/portal/'));
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/portal/');
    const banner = page.locator('.base-url-banner[role="alert"]');
    expect(await banner.textContent()).toContain('did not load properly');
    expect(await banner.locator('code').allTextContents()).toEqual([
      '/',
      '/portal/',
      '/portal/',
      'BASE_URL=/portal/',
      '/',
    ]);
    expect(await page.locator('h1').textContent()).toBe('Developer Portal');
  });
});
