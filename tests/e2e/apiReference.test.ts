/**
 * An operation page, as Stripe's and Mintlify's references read: on a wide screen the example
 * request and response sit beside the parameters and stay in view while they scroll; on a phone
 * one column, each parameter a block with its description at full width, nothing sideways. Method
 * badges in the page head and the sidebar, with their text.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closePages, openPage } from './support/browserPage.ts';

afterAll(closePages);

const PAGE = '/docs/api/chat/post-message';
const size = (width: number, height: number) => (page: Page) => page.setViewportSize({ width, height });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not visible');
  return found;
}

describe('an operation page at 1280 px', () => {
  it('shows the examples beside the parameters, and keeps them in view while the parameters scroll', async () => {
    const { page, problems } = await openPage(PAGE, size(1280, 800));
    const main = page.locator('.api-operation__main');
    const examples = page.locator('.api-operation__examples');
    const parameters = page.locator('#parameters');
    await parameters.evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    const [mainBox, examplesBox, parametersBox] = await Promise.all([box(main), box(examples), box(parameters)]);
    // Beside: to the right of the parameters, overlapping them vertically.
    expect(examplesBox.x).toBeGreaterThanOrEqual(mainBox.x + mainBox.width);
    expect(examplesBox.y).toBeLessThan(parametersBox.y + parametersBox.height);
    expect(examplesBox.y + examplesBox.height).toBeGreaterThan(parametersBox.y);
    expect(await examples.locator('#example-request').isVisible()).toBe(true);

    // Scroll on through the parameters and fields: they move, the examples stay where they were, in the window.
    await page.evaluate(() => window.scrollBy(0, 400));
    await expect.poll(async () => (await box(parameters)).y).toBeLessThan(parametersBox.y - 399);
    const stayed = await box(examples);
    expect(stayed.y).toBe(examplesBox.y);
    expect(stayed.y).toBeGreaterThanOrEqual(0);
    expect(stayed.y + stayed.height).toBeLessThanOrEqual(800);
    expect(await page.locator('.api-operation__main .api-field').last().isVisible()).toBe(true);
    expect(await examples.locator('.tabs__tab[aria-selected="true"]').isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('shows the method in the page head and beside each operation in the sidebar, as text', async () => {
    const { page } = await openPage(PAGE, size(1280, 800));
    const head = page.locator('.operation-head');
    expect(await head.locator('.method-badge').textContent()).toBe('POST');
    expect(await head.locator('.operation-head__path').textContent()).toBe('/v2/chat/messages');
    // In the page head: under the title, before the article's text.
    const [title, headBox] = await Promise.all([box(page.locator('h1')), box(head)]);
    expect(headBox.y).toBeGreaterThanOrEqual(title.y + title.height);

    const sidebar = page.getByRole('navigation', { name: 'Docs' });
    const current = sidebar.getByRole('link', { name: 'POST Post a message', exact: true });
    expect(await current.getAttribute('aria-current')).toBe('page');
    expect(await current.isVisible()).toBe(true);
    const update = sidebar.getByRole('link', { name: 'PATCH Update a message status', exact: true });
    expect(await update.isVisible()).toBe(true);
    expect(await sidebar.getByRole('link', { name: 'GET Get the message list', exact: true }).isVisible()).toBe(true);
    // A page that documents no operation has no badge.
    expect(await sidebar.getByRole('link', { name: 'Chat API introduction', exact: true }).isVisible()).toBe(true);

    // Each method its own colour, beside its text.
    const colours = await page.evaluate(() =>
      ['GET', 'POST', 'PATCH'].map((method) => {
        const badge = [...document.querySelectorAll('.sidebar .method-badge')].find(
          (element) => element.textContent === method,
        );
        return badge ? getComputedStyle(badge).backgroundColor : null;
      }),
    );
    expect(colours).not.toContain(null);
    expect(new Set(colours).size).toBe(3);
  });
});

describe('an operation page at 390 px', () => {
  it('is one column, the examples after the parameters, each parameter a block, nothing sideways', async () => {
    const { page, problems } = await openPage(PAGE, size(390, 844));
    const main = await box(page.locator('.api-operation__main'));
    const examples = await box(page.locator('.api-operation__examples'));
    const details = await box(page.locator('.api-operation__details'));
    expect(examples.y).toBeGreaterThanOrEqual(main.y + main.height);
    expect(details.y).toBeGreaterThanOrEqual(examples.y + examples.height);
    expect(examples.x).toBe(main.x);

    // Name, type and required on one line; the description below, from the block's left edge, at its full width.
    const field = page.locator('.api-operation__main .api-field', { hasText: 'professional_id' }).first();
    const [fieldBox, name, type, required, description] = await Promise.all([
      box(field),
      box(field.locator('.api-field__name')),
      box(field.locator('.api-field__type')),
      box(field.locator('.api-field__required')),
      box(field.locator('.api-field__description')),
    ]);
    expect(await field.locator('.api-field__required').textContent()).toBe('Required');
    expect(type.y).toBeLessThan(name.y + name.height);
    expect(required.y).toBeLessThan(name.y + name.height);
    expect(description.y).toBeGreaterThanOrEqual(name.y + name.height);
    expect(description.x).toBe(fieldBox.x);
    expect(description.width).toBe(fieldBox.width);
    expect(fieldBox.width).toBeGreaterThan(300);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(problems).toEqual([]);
  });

  it('gives screen readers each parameter as a term (name, type, required) with its description', async () => {
    const { page } = await openPage(PAGE, size(390, 844));
    const list = page.locator('.api-operation__main dl.api-fields').last();
    const term = list.locator('dt').first();
    expect(await term.evaluate((element) => element.parentElement?.parentElement?.tagName)).toBe('DL');
    expect((await term.textContent())?.replace(/\s+/g, ' ')).toBe('professional_id string Required');
    expect(await term.evaluate((element) => element.nextElementSibling?.tagName)).toBe('DD');
  });
});
