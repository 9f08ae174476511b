/**
 * The try-it panel on operation pages, in Chromium against the portal's own sandbox: its script is
 * fetched only when a reader opens a panel; the fields start from the contract's example; Send
 * shows the status, time, headers and formatted body; it works from the keyboard, copies the
 * request as curl, and raises no CSP or console complaint. Without JavaScript it is not shown.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closePages, openPage, openPageWithoutJavaScript } from './support/browserPage.ts';

afterAll(closePages);

const PAGE = '/docs/api/chat/post-message';
const panelScriptRequests = (page: Page) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/tryItPanel-[^/]+\.js$/.test(request.url())) requested.push(request.url());
  });
  return requested;
};

describe('the try-it panel', () => {
  it('loads its script only when opened, sends the example request to the sandbox and shows the answer', async () => {
    let requested: string[] = [];
    const { page, problems } = await openPage(PAGE, async (page) => {
      requested = panelScriptRequests(page);
    });
    const open = page.getByRole('button', { name: 'Try it: POST /chat/messages in the sandbox' });
    await open.scrollIntoViewIfNeeded();
    expect(requested).toEqual([]);

    await open.click();
    await expect.poll(() => open.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator('.try-it__panel');
    await panel.waitFor();
    expect(requested).toHaveLength(1);
    expect(await page.getByLabel('Test credential (Authorization: Bearer …)').inputValue()).toBe('ut_9Qm4Zr7Xw2Lk');
    expect(await page.getByLabel('Idempotency-Key (header)').inputValue()).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(await page.getByLabel('Request body (JSON)').inputValue())).toEqual({
      professional_id: 'pro_4Kd2Ns',
      body: 'Can my landlord keep the deposit?',
    });

    await page.getByRole('button', { name: 'Send request' }).click();
    const status = panel.locator('.try-it__status');
    await expect.poll(() => status.textContent()).toMatch(/^201 Created · \d+ ms$/);
    const body = JSON.parse((await panel.locator('.try-it__body').textContent()) ?? '');
    expect(body).toMatchObject({ professional_id: 'pro_4Kd2Ns', body: 'Can my landlord keep the deposit?' });
    expect(await panel.locator('.try-it__body').textContent()).toContain('\n  "id": ');
    await panel.getByText('Response headers').click();
    expect(await panel.locator('.try-it__headers dt').allTextContents()).toContain('content-type');
    expect(problems).toEqual([]);
  });

  it('shows the sandbox’s error for an edited request, and works from the keyboard', async () => {
    const { page, problems } = await openPage(PAGE);
    const open = page.getByRole('button', { name: /^Try it: POST/ });
    await open.focus();
    await page.keyboard.press('Enter');
    const credential = page.getByLabel('Test credential (Authorization: Bearer …)');
    await expect.poll(() => credential.evaluate((input) => input === document.activeElement)).toBe(true);
    await credential.fill('sk_live_4eC39HqLyjWDarjtT1zdp7dc');
    // Enter in a field submits the form, as in any form.
    await page.keyboard.press('Enter');
    const status = page.locator('.try-it__status');
    await expect.poll(() => status.textContent()).toMatch(/^40[13] /);
    expect(await page.locator('.try-it__body').textContent()).toContain('"request_id"');
    // Closing hides the panel; opening again shows it as it was.
    await open.press('Enter');
    expect(await page.locator('.try-it__panel').isHidden()).toBe(true);
    await open.press('Enter');
    expect(await credential.inputValue()).toBe('sk_live_4eC39HqLyjWDarjtT1zdp7dc');
    expect(problems.filter((problem) => !/status of 40[13]/.test(problem))).toEqual([]);
  });

  it('copies the request as curl for the real sandbox host', async () => {
    const { page } = await openPage(PAGE, async (fresh) => {
      await fresh.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await fresh.clock.install();
    });
    // A paused clock keeps "Copied" up (it goes after 2 s) however long a busy machine takes to look.
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByRole('button', { name: /^Try it: POST/ }).click();
    await page.getByRole('button', { name: 'Copy as curl' }).click();
    await expect.poll(() => page.locator('.try-it__copied').textContent()).toBe('Copied');
    const curl = await page.evaluate(() => navigator.clipboard.readText());
    expect(curl).toContain("curl --request POST \\\n  --url 'https://sandbox.api.advoca.io/v2/chat/messages'");
    expect(curl).toContain("--header 'Authorization: Bearer ut_9Qm4Zr7Xw2Lk'");
    expect(curl).toContain('"professional_id": "pro_4Kd2Ns"');
  });

  it('fills path parameters into the URL', async () => {
    const { page } = await openPage('/docs/api/chat/update-message-status');
    await page.getByRole('button', { name: /^Try it: PATCH/ }).click();
    expect(await page.getByLabel('messageId (path, required)').inputValue()).toBe('msg_7Tq9Wm');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => page.locator('.try-it__status').textContent()).toMatch(/^200 OK/);
    await page.getByLabel('messageId (path, required)').fill('msg_unknown');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => page.locator('.try-it__status').textContent()).toMatch(/^404 Not Found/);
  });

  it('is not shown without JavaScript, where the curl sample is', async () => {
    const page = await openPageWithoutJavaScript(PAGE);
    expect(await page.locator('.try-it').isHidden()).toBe(true);
    expect(await page.locator('pre', { hasText: 'curl --request POST' }).first().isVisible()).toBe(true);
  });
});
