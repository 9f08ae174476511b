/**
 * Sidebar (collapsible categories, the current page marked and its category open), breadcrumbs,
 * previous/next, and the table of contents highlighting the section in view.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { closePages, openPage } from './support/browserPage.ts';
import { h1Text, sidebarLink } from './support/navigationProbes.ts';

afterAll(closePages);

const openCategories = (page: import('playwright-core').Page) =>
  page.locator('.doc-layout__sidebar details[open] > summary').allTextContents();

describe('the sidebar', () => {
  it('lists the areas in an integrator’s order, with only the current page’s categories open', async () => {
    const { page } = await openPage('/docs/api/chat/post-message');
    const areas = await page.locator('.doc-layout__sidebar .sidebar > ul > li > details > summary').allTextContents();
    expect(areas).toEqual(['iOS', 'Android', 'Web', 'Cordova', 'API', 'Webhooks', 'App stores']);
    expect(await openCategories(page)).toEqual(['API', 'Chat API']);
    expect(await page.locator('.doc-layout__sidebar a[aria-current="page"]').getAttribute('href')).toBe(
      '/docs/api/chat/post-message',
    );
  });

  it('folds and unfolds categories', async () => {
    const { page } = await openPage('/docs/getting-started');
    const android = page.locator('.doc-layout__sidebar summary', { hasText: 'Android' });
    const trackingLink = page.locator('.doc-layout__sidebar a[href="/docs/android/tracking"]');
    expect(await trackingLink.isVisible()).toBe(false);
    await android.click();
    expect(await trackingLink.isVisible()).toBe(true);
    await android.click();
    expect(await trackingLink.isVisible()).toBe(false);
  });

  it('opens the category of the page navigated to', async () => {
    const { page } = await openPage('/docs/getting-started');
    await page.locator('.prev-next__link--next').click();
    await expect.poll(() => h1Text(page)).toBe('Installation');
    expect(await openCategories(page)).toContain('iOS');
  });

  it('marks exactly the page shown, however the reader moves between categories', async () => {
    const { page } = await openPage('/docs/getting-started');
    const marked = () =>
      page.locator('.doc-layout__sidebar a[aria-current="page"]').evaluateAll((links) =>
        links.map((link) => ({
          href: link.getAttribute('href'),
          // Every category around the marked link is open.
          shown: (() => {
            for (
              let details = link.closest('details');
              details;
              details = details.parentElement?.closest('details') ?? null
            )
              if (!details.open) return false;
            return true;
          })(),
        })),
      );
    const steps: [string, string][] = [
      ['/docs/android/tracking', 'Tracking'],
      ['/docs/api/chat/post-message', 'Post a message'],
      ['/docs/android/tracking', 'Tracking'],
    ];
    for (const [href, title] of steps) {
      await (await sidebarLink(page, href)).click();
      await expect.poll(() => h1Text(page)).toBe(title);
      await expect.poll(() => new URL(page.url()).pathname).toBe(href);
      expect(await marked()).toEqual([{ href, shown: true }]);
    }
    await page.goBack();
    await expect.poll(() => h1Text(page)).toBe('Post a message');
    expect(await marked()).toEqual([{ href: '/docs/api/chat/post-message', shown: true }]);
  });
});

describe('breadcrumbs and previous/next', () => {
  it('show the categories above the page and its neighbours in reading order', async () => {
    const { page } = await openPage('/docs/api/chat/post-message');
    expect(await page.locator('.breadcrumbs li').allTextContents()).toEqual([
      'Docs',
      'API',
      'Chat API',
      'Post a message',
    ]);
    expect(await page.locator('.prev-next__link[rel="prev"]').getAttribute('href')).toBe(
      '/docs/api/chat/get-message-list',
    );
    expect(await page.locator('.prev-next__link[rel="next"]').getAttribute('href')).toBe(
      '/docs/api/chat/update-message-status',
    );
  });
});

describe('the table of contents', () => {
  it('highlights the section being read', async () => {
    const { page } = await openPage('/docs/webhooks/security');
    const active = () => page.locator('.toc a[aria-current="location"]').getAttribute('href');
    await expect.poll(active).toBe('#the-signature-header');
    await page.locator('#rotate-the-signing-secret').evaluate((heading) => heading.scrollIntoView());
    await expect.poll(active).toBe('#rotate-the-signing-secret');
    await page.locator('#verify-the-signature').evaluate((heading) => heading.scrollIntoView());
    await expect.poll(active).toBe('#verify-the-signature');
  });
});
