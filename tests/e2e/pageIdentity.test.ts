/**
 * What changes with the page on client navigation: the document title, the meta description,
 * the focus (moved to the new heading for screen-reader users), and /index.html links.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { closePages, openPage } from './support/browserPage.ts';
import {
  documentIsStillMarked,
  h1Text,
  markDocument,
  injectArticleLink,
  sidebarLink,
} from './support/navigationProbes.ts';

afterAll(closePages);

describe('after client navigation', () => {
  it('updates the title and the meta description', async () => {
    const { page } = await openPage('/docs/getting-started');
    await (await sidebarLink(page, '/docs/api/s2s-user/create-user')).click();
    await expect.poll(() => h1Text(page)).toBe('Create a user');
    // The head follows right after the paint that shows the page (navigation/afterNextPaint.ts).
    await expect.poll(() => page.title()).toBe('Create a user | Developer Portal');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    const expected = await page.evaluate(async () => {
      const response = await fetch('/api/content?path=/docs/api/s2s-user/create-user');
      return ((await response.json()) as { description: string }).description;
    });
    expect(description).toBe(expected);
    expect(description).not.toBe('');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical ?? '').pathname).toBe('/docs/api/s2s-user/create-user');
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(
      'Create a user | Developer Portal',
    );
  });

  it('moves focus to the new page’s heading', async () => {
    const { page } = await openPage('/docs/getting-started');
    await (await sidebarLink(page, '/docs/cordova/firebase')).click();
    await expect.poll(() => h1Text(page)).toBe('Firebase');
    // Right after the paint that shows the page: focusing forces style and layout, which the
    // click's frame is spared (navigation/afterNextPaint.ts).
    await expect
      .poll(() =>
        page.evaluate(() => ({ tag: document.activeElement?.tagName, text: document.activeElement?.textContent })),
      )
      .toEqual({ tag: 'H1', text: 'Firebase' });
  });

  it('moves focus to the heading a same-page link points at', async () => {
    const { page } = await openPage('/docs/webhooks/security');
    await page.locator('.toc a[href="#verify-the-signature"]').click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('verify-the-signature');
  });

  it('keeps the first page’s focus alone on load', async () => {
    const { page } = await openPage('/docs/getting-started');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
  });
});

describe('/index.html links', () => {
  it.each([
    ['/docs/ios/badge/index.html', '/docs/ios/badge', 'Badge'],
    ['/index.html', '/', 'Developer Portal'],
    ['/docs/index.html', '/docs/getting-started', 'Get started with Advoca'],
    ['/docs/web/installation/', '/docs/web/installation', 'Installation'],
  ])('a link to %s lands on %s without a full page load', async (href, landing, heading) => {
    const { page } = await openPage('/docs/webhooks/security');
    await markDocument(page);
    await (await injectArticleLink(page, href, 'the injected link')).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(landing);
    await expect.poll(() => h1Text(page)).toBe(heading);
    expect(await documentIsStillMarked(page)).toBe(true);
  });
});
