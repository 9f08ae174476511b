/** Search in a real Chromium: the navbar box, the Ctrl+K dialog, the search page, with and without JavaScript. */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../client/search/useSearchResults.ts';
import { closePages, openPage, openPageWithoutJavaScript } from './support/browserPage.ts';
import { documentIsStillMarked, markDocument, requestsSoFarReported } from './support/navigationProbes.ts';

afterAll(closePages);

const dialog = (page: Page) => page.locator('dialog.search-dialog');
const field = (page: Page) => page.getByRole('combobox', { name: 'Search the docs' });
const options = (page: Page) => page.locator('dialog.search-dialog [role="option"]');
const selected = (page: Page) => page.locator('dialog.search-dialog [role="option"][aria-selected="true"]');

/** Every search API request from now on, by query. */
function recordSearches(page: Page): string[] {
  const queries: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/api/search')) queries.push(url.searchParams.get('q') ?? '');
  });
  return queries;
}

describe('the search dialog', () => {
  it('opens from the navbar button, shows results as one types, and opens the chosen section client-side', async () => {
    const { page, problems } = await openPage('/docs/getting-started');
    await markDocument(page);
    await page.getByRole('button', { name: 'Search the docs', exact: true }).click();
    await expect.poll(() => dialog(page).evaluate((element) => (element as HTMLDialogElement).open)).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');

    await field(page).fill('verify webhook signature');
    await expect.poll(() => options(page).count()).toBeGreaterThan(1);
    expect(await options(page).first().textContent()).toContain('Verify the signature');
    expect(await options(page).first().locator('mark').first().textContent()).toMatch(/verify/i);
    expect(await field(page).getAttribute('aria-activedescendant')).toBe(await selected(page).getAttribute('id'));

    await page.keyboard.press('ArrowDown');
    expect(await selected(page).getAttribute('id')).toBe(await options(page).nth(1).getAttribute('id'));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');

    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).hash)
      .toBe('/docs/webhooks/security#verify-the-signature');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Webhook security');
    expect(await dialog(page).count()).toBe(0);
    expect(await documentIsStillMarked(page)).toBe(true);
    // The section, not the top of the page: its heading is in view.
    await expect
      .poll(() => page.locator('#verify-the-signature').evaluate((heading) => heading.getBoundingClientRect().top))
      .toBeLessThan(200);
    expect(problems).toEqual([]);
  });

  it('opens with Ctrl+K, Cmd+K and "/", and Escape closes it, giving focus back', async () => {
    const { page } = await openPage('/docs/ios/badge');
    for (const shortcut of ['Control+k', 'Meta+k', '/']) {
      await page.locator('h1').click(); // focus somewhere that is not a field
      await page.keyboard.press(shortcut);
      await expect.poll(() => dialog(page).count()).toBe(1);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog(page).count()).toBe(0);
    }
    // Typing "/" into a field is typing, not a shortcut.
    await page.getByRole('button', { name: 'Search the docs', exact: true }).click();
    await page.keyboard.type('a/b');
    expect(await field(page).inputValue()).toBe('a/b');
  });

  it('waits for a pause in typing: one request for a word typed quickly', async () => {
    // The page's clock is paused: keystrokes come as far apart on it as the test says, however
    // long the machine takes between them, and the debounce fires only when the clock is run.
    const { page } = await openPage('/docs/ios/badge', (fresh) => fresh.clock.install());
    await page.clock.pauseAt(Date.now() + 60_000);
    const searches = recordSearches(page);
    await page.keyboard.press('Control+k');
    await expect.poll(() => dialog(page).count()).toBe(1);
    for (const letter of 'badge') {
      await field(page).press(letter);
      // Just short of the pause: the timer set by the previous keystroke is replaced, never fired.
      await page.clock.runFor(SEARCH_DEBOUNCE_MS - 1);
    }
    await requestsSoFarReported(page);
    expect(searches).toEqual([]);

    await page.clock.runFor(1);
    await expect.poll(() => options(page).count()).toBeGreaterThan(0);
    await requestsSoFarReported(page);
    expect(searches).toEqual(['badge']);
  });

  it('remembers recent searches and offers them when the field is empty', async () => {
    const { page } = await openPage('/docs/getting-started');
    await page.keyboard.press('Control+k');
    await field(page).fill('unread count');
    await expect.poll(() => options(page).count()).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).count()).toBe(0);

    await page.keyboard.press('Control+k');
    await expect.poll(() => options(page).allTextContents()).toEqual(['unread count']);
    expect(await page.locator('dialog.search-dialog').textContent()).toContain('Recent searches');
    await page.keyboard.press('Enter'); // the recent search runs again
    expect(await field(page).inputValue()).toBe('unread count');
    await expect.poll(async () => (await options(page).first().textContent()) ?? '').toMatch(/unread/i);

    await field(page).fill('');
    await page.getByRole('button', { name: 'Clear' }).click();
    expect(await options(page).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('portal.recentSearches'))).toBeNull();
  });

  it('says when nothing matches, and leads to the full results page', async () => {
    const { page } = await openPage('/');
    await markDocument(page);
    await page.keyboard.press('Control+k');
    await field(page).fill('zzqqxx');
    await expect.poll(() => page.locator('.search-dialog__status').textContent()).toContain('Nothing matches “zzqqxx”');
    // No results page to lead to: it would say the same.
    expect(await page.locator('.search-dialog__all').count()).toBe(0);
    await field(page).fill('badge');
    await page.getByRole('link', { name: 'See all results for “badge”' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?q=badge');
    await expect.poll(() => page.locator('.search-page .search-hit').count()).toBeGreaterThan(0);
    expect(await documentIsStillMarked(page)).toBe(true);
  });
});

/** The number of results a summary such as "Showing 10 of 31 results for “badge”" gives in all. */
function totalIn(summary: string | null): number {
  const match = /(\d+) results? for/.exec(summary ?? '');
  return match ? Number(match[1]) : Number.NaN;
}

describe('how many results there are', () => {
  it('the dialog says how many of how many it shows, and its link lists them all on the search page', async () => {
    const { page, problems } = await openPage('/docs/getting-started');
    await markDocument(page);
    await page.keyboard.press('Control+k');
    await field(page).fill('badge');
    const status = page.locator('dialog.search-dialog [role="status"]');
    await expect.poll(() => status.textContent()).toMatch(/^Showing 10 of \d+ results for “badge”$/);
    const total = totalIn(await status.textContent());
    expect(total).toBeGreaterThan(10);
    expect(await options(page).count()).toBe(10);

    await page.getByRole('link', { name: 'See all results for “badge”' }).click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/search?q=badge');
    const hits = page.locator('.search-page .search-hit');
    await expect.poll(() => hits.count()).toBe(total);
    expect(await page.locator('.search-page [role="status"]').textContent()).toBe(`${total} results for “badge”`);
    expect(await page.getByRole('navigation', { name: 'More results' }).count()).toBe(0);
    expect(await documentIsStillMarked(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('the dialog gives the plain count when it shows every result, one as one, and no link to more', async () => {
    const { page } = await openPage('/docs/getting-started');
    await page.keyboard.press('Control+k');
    const status = page.locator('dialog.search-dialog [role="status"]');
    await field(page).fill('app icon badge');
    await expect.poll(() => status.textContent()).toMatch(/^\d results for “app icon badge”$/);
    expect(await options(page).count()).toBe(totalIn(await status.textContent()));
    // Every result is listed: no link to a search page that has no more.
    expect(await page.locator('.search-dialog__all').count()).toBe(0);
    await field(page).fill('proguard');
    await expect.poll(() => status.textContent()).toBe('1 result for “proguard”');
    expect(await options(page).count()).toBe(1);
    expect(await page.locator('.search-dialog__all').count()).toBe(0);
  });

  it('the search page pages through the rest, in place', async () => {
    const { page, problems } = await openPage('/search?q=message');
    const status = page.locator('.search-page [role="status"]');
    expect(await status.textContent()).toMatch(/^Showing 50 of \d+ results for “message”$/);
    const total = totalIn(await status.textContent());
    const hits = page.locator('.search-page .search-hit');
    expect(await hits.count()).toBe(50);
    const firstPage = await hits
      .locator('.search-hit__link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    await markDocument(page);

    await page.getByRole('link', { name: 'Next results' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?q=message&page=2');
    await expect.poll(() => status.textContent()).toBe(`Showing 51–${total} of ${total} results for “message”`);
    expect(await hits.count()).toBe(total - 50);
    const secondPage = await hits
      .locator('.search-hit__link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);
    expect(await page.getByRole('link', { name: 'Next results' }).count()).toBe(0);

    await page.getByRole('link', { name: 'Previous results' }).click();
    await expect.poll(() => status.textContent()).toBe(`Showing 50 of ${total} results for “message”`);
    expect(await documentIsStillMarked(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('the search page says the same and pages through the rest with JavaScript off', async () => {
    const page = await openPageWithoutJavaScript('/docs/getting-started');
    await page.locator('.navbar-search input[name="q"]').fill('message');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=message$/);
    const status = page.locator('.search-page [role="status"]');
    expect(await status.textContent()).toMatch(/^Showing 50 of \d+ results for “message”$/);
    const total = totalIn(await status.textContent());
    expect(await page.locator('.search-page .search-hit').count()).toBe(50);

    await page.getByRole('link', { name: 'Next results' }).click();
    await page.waitForURL(/\/search\?q=message&page=2$/);
    expect(await status.textContent()).toBe(`Showing 51–${total} of ${total} results for “message”`);
    expect(await page.locator('.search-page .search-hit').count()).toBe(total - 50);
    await page.getByRole('link', { name: 'Previous results' }).click();
    await page.waitForURL(/\/search\?q=message$/);
    expect(await page.locator('.search-page .search-hit').count()).toBe(50);
  });
});

describe('method badges', () => {
  it('mark an API operation’s results in the dialog and on the search page, their text part of the name', async () => {
    const { page, problems } = await openPage('/docs/getting-started');
    await page.keyboard.press('Control+k');
    await field(page).fill('post message');
    const operation = page.getByRole('option', { name: /^POST Post a message/ });
    await expect.poll(() => operation.count()).toBe(1);
    const badge = operation.locator('.method-badge');
    expect(await badge.isVisible()).toBe(true);
    expect(await badge.textContent()).toBe('POST');
    expect(await badge.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    // A page that documents no operation has none.
    const guide = page.getByRole('option', { name: /^When Advoca sends it/ });
    expect(await guide.count()).toBe(1);
    expect(await guide.locator('.method-badge').count()).toBe(0);

    await page.getByRole('link', { name: 'See all results for “post message”' }).click();
    const link = page.locator('.search-page').getByRole('link', { name: /^POST Post a message/ });
    await expect.poll(() => link.count()).toBe(1);
    expect(await link.locator('.method-badge').isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('are on the search page without JavaScript too', async () => {
    const page = await openPageWithoutJavaScript('/search?q=post+message');
    const link = page.locator('.search-page').getByRole('link', { name: /^POST Post a message/ });
    expect(await link.count()).toBe(1);
    expect(await link.locator('.method-badge').textContent()).toBe('POST');
    expect(await link.locator('.method-badge').isVisible()).toBe(true);
  });
});

describe('the search page', () => {
  it('hydrates with the server’s results and runs a new search in place', async () => {
    const { page, problems } = await openPage('/search?q=app+icon+badge');
    expect(await page.locator('.search-page .search-hit').count()).toBeGreaterThan(0);
    await markDocument(page);
    await page.locator('.search-page input[name="q"]').fill('proguard');
    await page.locator('.search-page button[type="submit"]').click();
    await expect.poll(() => new URL(page.url()).search).toBe('?q=proguard');
    // The address changes at once; the new results arrive after their request.
    await expect.poll(() => page.locator('.search-page').textContent()).toContain('1 result for “proguard”');
    await expect.poll(() => page.locator('.search-page .search-hit__title').first().textContent()).toBeTruthy();
    await page.locator('.search-page .search-hit__link').first().click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/docs\/android\//);
    expect(await documentIsStillMarked(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('works with JavaScript off: the navbar form submits to it, and results are links', async () => {
    const page = await openPageWithoutJavaScript('/docs/getting-started');
    await page.locator('.navbar-search input[name="q"]').fill('verify webhook signature');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=verify\+webhook\+signature$/);
    const first = page.locator('.search-page .search-hit__link').first();
    expect(await first.getAttribute('href')).toBe('/docs/webhooks/security#verify-the-signature');
    expect(await page.locator('.search-page mark').count()).toBeGreaterThan(0);
    await first.click();
    await page.waitForURL(/\/docs\/webhooks\/security#verify-the-signature$/);
  });
});

describe('the search page hydrates into the server’s answer', () => {
  /** Opens `path` recording search API requests from the start, so those of hydration count too. */
  async function openRecorded(path: string) {
    let searches: string[] = [];
    const opened = await openPage(path, async (page) => {
      searches = recordSearches(page);
    });
    return { ...opened, searches: () => searches };
  }

  /**
   * Runs a new search from the page's form and waits for its results. Requests are recorded in
   * order, so one made on hydration would come before this one's.
   */
  async function searchAgain(page: Page, query: string) {
    await page.locator('.search-page input[name="q"]').fill(query);
    await page.locator('.search-page button[type="submit"]').click();
    await expect
      .poll(() => page.locator('.search-page [role="status"]').textContent())
      .toMatch(new RegExp(`results? for “${query}”`));
    // The address is written after the paint (paintFirstHistory.ts); Back before it goes one further.
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(query);
  }

  it.each([
    ['a query over 200 characters', `/search?q=${'a'.repeat(201)}`, 'A search is limited to 200 characters.'],
    [
      'a limit that is not a number',
      '/search?q=badge&limit=abc',
      'The "limit" query parameter must be a whole number from 1 to 50.',
    ],
    ['a limit of 0', '/search?q=badge&limit=0', 'The "limit" query parameter must be a whole number from 1 to 50.'],
    ['an unknown version', '/search?q=badge&version=9.9', 'No docs version by that name.'],
  ])(
    '%s: shows the server’s reason, asks the API nothing, and a new query still works',
    async (_case, path, reason) => {
      const { page, problems, searches } = await openRecorded(path);
      expect(await page.locator('.search-page [role="alert"]').allTextContents()).toEqual([reason]);
      expect(await page.locator('.search-page .search-hit').count()).toBe(0);

      await searchAgain(page, 'proguard');
      expect(searches()).toEqual(['proguard']);
      // The new query is the reader's: no refused limit or version carried into it, no stale reason.
      await expect.poll(() => new URL(page.url()).search).toBe('?q=proguard');
      expect(await page.locator('.search-page [role="alert"]').count()).toBe(0);
      expect(await page.locator('.search-page .search-hit').count()).toBeGreaterThan(0);
      // Chromium reports the document's own 400 (as it does a 404 page's); nothing else complains.
      expect(problems).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    },
  );

  it.each([
    ['a plain query', '/search?q=app+icon+badge'],
    ['a query the server tidies (a tab between the words)', '/search?q=app%09icon'],
    ['a limit', '/search?q=badge&limit=3'],
  ])('%s: keeps the server’s results, asking the API nothing until the reader searches again', async (_case, path) => {
    const { page, problems, searches } = await openRecorded(path);
    const hits = page.locator('.search-page .search-hit');
    const rendered = await hits.allTextContents();
    expect(rendered.length).toBeGreaterThan(0);
    if (path.includes('limit=3')) expect(rendered).toHaveLength(3);

    await searchAgain(page, 'proguard');
    expect(searches()).toEqual(['proguard']);
    // Back to the server's address: its results again, still without asking.
    await page.goBack();
    await expect.poll(() => hits.allTextContents()).toEqual(rendered);
    expect(searches()).toEqual(['proguard']);
    expect(problems).toEqual([]);
  });
});

describe('a new query the API refuses', () => {
  it('shows the API’s reason, as the server would have on the page', async () => {
    // As after a rollout that dropped the docs version the open page searches.
    const { page } = await openPage('/search?q=badge');
    await page.route('**/api/search?**', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'No docs version by that name.' }),
      }),
    );
    await page.locator('.search-page input[name="q"]').fill('proguard');
    await page.locator('.search-page button[type="submit"]').click();
    await expect
      .poll(() => page.locator('.search-page [role="alert"]').allTextContents())
      .toEqual(['No docs version by that name.']);
    expect(await page.locator('.search-page .search-hit').count()).toBe(0);
  });
});

describe('on a narrow screen', () => {
  it('shows the search as an icon button that opens the same dialog', async () => {
    const { page } = await openPage('/docs/ios/badge', (page) => page.setViewportSize({ width: 390, height: 800 }));
    const button = page.getByRole('button', { name: 'Search the docs', exact: true });
    expect((await button.boundingBox())?.width).toBeLessThanOrEqual(44);
    await button.click();
    await field(page).fill('badge');
    await expect.poll(() => options(page).count()).toBeGreaterThan(0);
    const box = await dialog(page).boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
  });
});
