/** Hydration and client-side navigation in a real Chromium, against the production build. */
import { afterAll, describe, expect, it } from 'vitest';
import { closePages, openPage } from './support/browserPage.ts';
import {
  contentPathOf,
  documentIsStillMarked,
  h1Text,
  markDocument,
  injectArticleLink,
  sidebarLink,
} from './support/navigationProbes.ts';

afterAll(closePages);

describe('hydration', () => {
  it.each(['/', '/docs/getting-started', '/docs/api/chat/post-message'])(
    'hydrates %s without console errors, hydration warnings or CSP violations',
    async (path) => {
      const { page, problems } = await openPage(path);
      await expect(page.locator('h1').textContent()).resolves.toBeTruthy();
      expect(problems).toEqual([]);
    },
  );
});

describe('loading the app', () => {
  it('requests the app script only after the first contentful paint, then hydrates', async () => {
    const { page, problems } = await openPage('/docs/webhooks/security');
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      app: performance.getEntriesByType('resource').find((entry) => /\/assets\/entry-[^/]+\.js$/.test(entry.name))
        ?.startTime,
    }));
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.app).toBeGreaterThanOrEqual(timing.paint as number);
    expect(problems).toEqual([]);
  });
});

describe('the not-found page', () => {
  it('hydrates with nothing in the console but the document’s own 404', async () => {
    const { page, problems } = await openPage('/docs/ios/no-such-page');
    expect(await page.locator('h1').textContent()).toBe('Page not found');
    expect(problems).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
  });

  it('navigates client-side from its links', async () => {
    const { page } = await openPage('/no-such-page');
    await markDocument(page);
    await page.getByRole('link', { name: 'Start with the docs' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/getting-started');
    await expect.poll(() => page.locator('.doc h1').count()).toBe(1);
    expect(await documentIsStillMarked(page)).toBe(true);
  });
});

describe('client-side navigation', () => {
  it('shows each page’s own article, however often the reader comes back to it', async () => {
    const { page, problems } = await openPage('/docs/getting-started');
    /** The article as the browser holds it, beside the page's HTML from the content API parsed the same way. */
    const articleMatchesItsPage = () =>
      page.evaluate(async () => {
        const response = await fetch(`/api/content?path=${encodeURIComponent(location.pathname)}`);
        const template = document.createElement('template');
        template.innerHTML = ((await response.json()) as { html: string }).html;
        return document.querySelector('article .markdown')?.innerHTML === template.innerHTML;
      });
    // A prefetched page (its HTML parsed on hover), back to the first page, and forward again (the
    // nodes parsed ahead were handed out once: the second visit parses anew).
    const installation = await sidebarLink(page, '/docs/ios/installation');
    await installation.hover();
    await installation.click();
    await expect.poll(() => h1Text(page)).toBe('Installation');
    // The address follows right after the paint (navigation/paintFirstHistory.ts).
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/ios/installation');
    expect(await articleMatchesItsPage()).toBe(true);
    await page.goBack();
    await expect.poll(() => h1Text(page)).toBe('Get started with Advoca');
    expect(await articleMatchesItsPage()).toBe(true);
    await page.goForward();
    await expect.poll(() => h1Text(page)).toBe('Installation');
    expect(await articleMatchesItsPage()).toBe(true);
    // Nothing of the pages before is left in the article.
    expect(await page.locator('article .markdown').count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('follows a sidebar link with /api/content and no full page load', async () => {
    const { page, problems } = await openPage('/docs/getting-started');
    await markDocument(page);
    const content = page.waitForResponse((response) => contentPathOf(response.request()) === '/docs/android/tracking');
    await (await sidebarLink(page, '/docs/android/tracking')).click();
    expect((await content).status()).toBe(200);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Tracking');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/android/tracking');
    await expect.poll(() => page.title()).toBe('Tracking | Developer Portal');
    expect(await page.locator('.sidebar a[aria-current="page"]').getAttribute('href')).toBe('/docs/android/tracking');
    expect(await documentIsStillMarked(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('follows a link inside the compiled Markdown without a full page load', async () => {
    const { page, problems } = await openPage('/docs/getting-started');
    await markDocument(page);
    await page.locator('.markdown a[href="/docs/webhooks/security"]').first().click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Webhook security');
    expect(await documentIsStillMarked(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('goes back and forward through client-side history', async () => {
    const { page } = await openPage('/');
    await markDocument(page);
    await page.locator('a.card[href="/docs/web/installation"]').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/web/installation');
    await expect.poll(() => page.locator('h1').textContent()).not.toBe('Developer Portal');
    await page.goBack();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Developer Portal');
    await page.goForward();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/web/installation');
    await expect.poll(() => page.locator('.doc h1').count()).toBe(1);
    expect(await documentIsStillMarked(page)).toBe(true);
  });

  it('renders the not-found page for an unknown internal link', async () => {
    const { page } = await openPage('/docs/getting-started');
    await markDocument(page);
    await (await injectArticleLink(page, '/docs/ios/does-not-exist', 'missing page')).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Page not found');
    expect(await documentIsStillMarked(page)).toBe(true);
  });

  it('offers the pages a mistyped link may have meant, and they navigate client-side', async () => {
    const { page } = await openPage('/docs/getting-started');
    await markDocument(page);
    await (await injectArticleLink(page, '/docs/ios/instalation', 'mistyped')).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Page not found');
    const suggestion = page.locator('main .not-found__suggestions a').first();
    expect(await suggestion.textContent()).toBe('iOS › Installation');
    await suggestion.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/ios/installation');
    expect(await documentIsStillMarked(page)).toBe(true);
  });

  it('leaves modified clicks to the browser', async () => {
    const { page } = await openPage('/docs/getting-started');
    await markDocument(page);
    const popup = page.context().waitForEvent('page');
    await (await sidebarLink(page, '/docs/ios/badge')).click({ modifiers: ['Control'] });
    await (await popup).close();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/getting-started');
    expect(await page.locator('main h1').textContent()).toBe('Get started with Advoca');
    expect(await documentIsStillMarked(page)).toBe(true);
  });

  it('leaves links to files outside the page routes to the browser', async () => {
    const { page } = await openPage('/docs/getting-started');
    await markDocument(page);
    await (await injectArticleLink(page, '/favicon.svg', 'the icon')).click();
    await page.waitForURL('**/favicon.svg');
    expect(await documentIsStillMarked(page)).toBe(false);
  });
});
