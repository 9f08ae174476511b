/**
 * The try-it panel on operation pages, in Chromium against the portal's own sandbox: its script is
 * fetched only when a reader opens a panel; the fields start from the contract's example; Send
 * shows the status, time, headers and formatted body; it works from the keyboard, copies the
 * request as curl, and raises no CSP or console complaint. Without JavaScript it is not shown. A
 * personal sandbox key fills the credential fields until it is forgotten, its user token renewed
 * when it has ended; a panel whose script is gone (a deploy since the page was opened) says so and
 * offers a reload.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { TRY_IT_SCRIPT_META_NAME } from '../../shared/siteMeta.ts';
import { baseUrl, closePages, openPage, openPageWithoutJavaScript, waitForHydration } from './support/browserPage.ts';
import type { PersonalKey as StoredKey } from '../../client/tryIt/personalKey.ts';

afterAll(closePages);

const PAGE = '/docs/api/chat/post-message';
const panelScriptRequests = (page: Page) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/tryItPanel-[^/]+\.js$/.test(request.url())) requested.push(request.url());
  });
  return requested;
};

const storedKey = async (page: Page) =>
  JSON.parse((await page.evaluate(() => localStorage.getItem('portal.sandboxKey'))) ?? 'null') as StoredKey | null;

/** A personal key from the e2e portal's sandbox, as the panel's button gets one. */
async function mintKey(): Promise<StoredKey> {
  const response = await fetch(`${baseUrl()}/sandbox/keys`, { method: 'POST' });
  expect(response.status).toBe(201);
  return (await response.json()) as StoredKey;
}

/** The body of the next answer to Authenticate a user, a user token (`{user_id, token, expires_at}`). */
async function authenticateAnswer(page: Page) {
  const response = await page.waitForResponse((answer) => answer.url().endsWith('/authenticate'));
  expect(response.status()).toBe(200);
  return (await response.json()) as { user_id: string; token: string; expires_at: string };
}

/** The sandbox's operations the page calls, in order, with the credential each sent. */
function sandboxRequests(page: Page) {
  const sent: { path: string; authorization: string | undefined }[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/sandbox/v2/'))
      sent.push({ path: pathname, authorization: request.headers().authorization });
  });
  return sent;
}

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

  it('highlights a JSON response as the site’s code blocks, keeping its text, and announces only a summary', async () => {
    const { page, problems } = await openPage(PAGE);
    await page.getByRole('button', { name: 'Try it: POST /chat/messages in the sandbox' }).click();
    const panel = page.locator('.try-it__panel');
    // Markup in the answer is text to show, never markup to run.
    const question = '<img src=x class="injected"> & "quoted": {not: json} 42 true';
    await page.getByLabel('Idempotency-Key (header)').fill(randomUUID()); // a new body needs a new key
    await page
      .getByLabel('Request body (JSON)')
      .fill(JSON.stringify({ professional_id: 'pro_4Kd2Ns', body: question }, null, 2));
    const answered = page.waitForResponse((response) => response.url().includes('/sandbox/'));
    await page.getByRole('button', { name: 'Send request' }).click();
    const raw = await (await answered).text();
    await expect.poll(() => panel.locator('.try-it__status').textContent()).toMatch(/^201 Created/);

    const body = panel.locator('.try-it__body code');
    expect(await body.textContent()).toBe(JSON.stringify(JSON.parse(raw), null, 2));
    expect(await body.locator('.injected').count()).toBe(0);
    const keys = await body.locator('.hljs-attr').allTextContents();
    expect(keys).toEqual(expect.arrayContaining(['"id"', '"professional_id"', '"body"']));
    const strings = await body.locator('.hljs-string').allTextContents();
    expect(strings).toEqual(expect.arrayContaining(['"pro_4Kd2Ns"', JSON.stringify(question)]));

    // The colours are the code blocks' (client/styles/highlight.css), in both colour modes.
    const colour = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).color);
    for (const mode of ['light', 'dark']) {
      await page.evaluate((chosen) => (document.documentElement.dataset.theme = chosen), mode);
      expect(await colour('.try-it__body .hljs-string')).toBe(await colour('.markdown pre .hljs-string'));
      expect(await colour('.try-it__body .hljs-attr')).toBe(await colour('.markdown pre .hljs-attr'));
      expect(await colour('.try-it__body .hljs-string')).not.toBe(await colour('.try-it__body .hljs-attr'));
    }

    // Screen readers hear the status and time, not the whole body.
    const announcement = panel.getByRole('status').filter({ hasText: 'Response' });
    expect(await announcement.textContent()).toMatch(/^Response: 201 Created, \d+ ms$/);
    expect(await panel.locator('.try-it__result[aria-live], .try-it__result [aria-live]').count()).toBe(0);
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

  it('sends a stored personal key of the operation’s kind, says until when, and forgets it on request', async () => {
    const key = {
      secret_key: 'sk_test_e2eSecret0001',
      public_key: 'pk_test_e2ePublic001',
      user_token: 'ut_e2eToken0001',
      user_id: 'usr_8f2k4m1q',
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    };
    const { page, problems } = await openPage(PAGE, (fresh) =>
      fresh.addInitScript((stored) => localStorage.setItem('portal.sandboxKey', stored), JSON.stringify(key)),
    );
    await page.getByRole('button', { name: /^Try it: POST/ }).click();
    const credential = page.getByLabel('Test credential (Authorization: Bearer …)');
    // A chat operation takes the user token.
    expect(await credential.inputValue()).toBe('ut_e2eToken0001');
    const state = page.locator('.try-it__key-state');
    expect(await state.textContent()).toMatch(/^Sending your personal sandbox key ut_…0001, which expires .+\./);
    expect(await state.locator('time').getAttribute('datetime')).toBe(key.expires_at);

    const forget = page.getByRole('button', { name: 'Forget personal key' });
    await forget.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => credential.inputValue()).toBe('ut_9Qm4Zr7Xw2Lk');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'forgotten' }).textContent())
      .toBe('Personal key forgotten: the shared test credential is back.');
    expect(await page.evaluate(() => localStorage.getItem('portal.sandboxKey'))).toBeNull();
    // The same button now offers a key, and keeps the focus.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Use a personal sandbox key');
    expect(problems).toEqual([]);
  });

  it('mints a personal key whose space keeps what it creates, which the shared credential cannot see', async () => {
    const { page, problems } = await openPage('/docs/api/s2s-user/create-user');
    await page.getByRole('button', { name: /^Try it: POST/ }).click();
    const credential = page.getByLabel('Test credential (Authorization: Bearer …)');
    expect(await credential.inputValue()).toBe('sk_test_7Hc2Qp9LxV4m');
    await page.getByRole('button', { name: 'Use a personal sandbox key' }).click();
    await expect
      .poll(() => page.locator('.try-it__key-message').textContent())
      .toBe('Personal key in use: every try-it panel now sends it.');
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('portal.sandboxKey'))) ?? 'null') as {
      secret_key: string;
      user_token: string;
    };
    expect(stored.secret_key).toMatch(/^sk_test_/);
    expect(stored.user_token).toMatch(/^ut_/);
    // A server-to-server operation sends the secret key.
    expect(await credential.inputValue()).toBe(stored.secret_key);
    expect(await page.locator('.try-it__key-state code').textContent()).toBe(`sk_test_…${stored.secret_key.slice(-4)}`);
    expect(await page.getByRole('button', { name: 'Forget personal key' }).isVisible()).toBe(true);

    // A user of its own: the docs' example with the docs' Idempotency-Key replays the demo user.
    const body = page.getByLabel('Request body (JSON)');
    const externalId = `e2e-${Date.now()}`;
    await body.fill(JSON.stringify({ ...JSON.parse(await body.inputValue()), external_id: externalId }));
    await page.getByLabel('Idempotency-Key (header)').fill(randomUUID());
    await page.getByRole('button', { name: 'Send request' }).click();
    const status = page.locator('.try-it__status');
    await expect.poll(() => status.textContent()).toMatch(/^201 Created/);
    const created = JSON.parse((await page.locator('.try-it__body').textContent()) ?? '') as { id: string };
    expect(created).toMatchObject({ external_id: externalId });
    expect(created.id).toMatch(/^usr_/);
    expect(created.id).not.toBe('usr_8f2k4m1q');

    // Another page, after a reload: the key is still there, and its space has the user.
    await page.goto(`${baseUrl()}/docs/api/s2s-user/retrieve-user`);
    await waitForHydration(page);
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('button', { name: /^Try it: GET/ }).click();
    expect(await credential.inputValue()).toBe(stored.secret_key);
    await page.getByLabel('userId (path, required)').fill(created.id);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => status.textContent()).toMatch(/^200 OK/);
    expect(JSON.parse((await page.locator('.try-it__body').textContent()) ?? '')).toEqual(created);

    // The shared demo space does not.
    await page.getByRole('button', { name: 'Forget personal key' }).click();
    await expect.poll(() => credential.inputValue()).toBe('sk_test_7Hc2Qp9LxV4m');
    expect(await page.evaluate(() => localStorage.getItem('portal.sandboxKey'))).toBeNull();
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => status.textContent()).toMatch(/^404 Not Found/);
    expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
  });

  it('forgets a personal key the sandbox refuses, and says so', async () => {
    const never = {
      secret_key: 'sk_test_NeverIssued0001',
      public_key: 'pk_test_NeverIssued001',
      user_token: 'ut_NeverIssued001',
      user_id: 'usr_8f2k4m1q',
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    };
    const { page } = await openPage('/docs/api/s2s-user/retrieve-user', (fresh) =>
      fresh.addInitScript((stored) => {
        // Once: the reload at the end must find storage as the panel left it.
        if (!sessionStorage.getItem('seeded')) localStorage.setItem('portal.sandboxKey', stored);
        sessionStorage.setItem('seeded', '1');
      }, JSON.stringify(never)),
    );
    await page.getByRole('button', { name: /^Try it: GET/ }).click();
    const credential = page.getByLabel('Test credential (Authorization: Bearer …)');
    expect(await credential.inputValue()).toBe(never.secret_key);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => page.locator('.try-it__status').textContent()).toMatch(/^401 /);
    await expect
      .poll(() => page.locator('.try-it__key-message').textContent())
      .toMatch(
        /^The sandbox refused your personal key \(.+\), so it is forgotten and the shared test credential is back\./,
      );
    expect(await credential.inputValue()).toBe('sk_test_7Hc2Qp9LxV4m');
    expect(await page.evaluate(() => localStorage.getItem('portal.sandboxKey'))).toBeNull();
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('button', { name: /^Try it: GET/ }).click();
    expect(await credential.inputValue()).toBe('sk_test_7Hc2Qp9LxV4m');
  });

  it('renews a minted key’s user token once it has passed user_token_expires_at, and keeps the key until expires_at', async () => {
    const { page, problems } = await openPage(PAGE, (fresh) => fresh.clock.install());
    const sent = sandboxRequests(page);
    await page.getByRole('button', { name: /^Try it: POST/ }).click();
    await page.getByRole('button', { name: 'Use a personal sandbox key' }).click();
    await expect
      .poll(() => page.locator('.try-it__key-message').textContent())
      .toBe('Personal key in use: every try-it panel now sends it.');
    const minted = await storedKey(page);
    // The user token lasts 60 minutes, the pair 24 hours.
    const tokenEnds = Date.parse(minted?.user_token_expires_at ?? '');
    expect(tokenEnds - Date.now()).toBeGreaterThan(55 * 60_000);
    expect(tokenEnds - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    expect(Date.parse(minted?.expires_at ?? '') - tokenEnds).toBeGreaterThan(22 * 3_600_000);
    const credential = page.getByLabel('Test credential (Authorization: Bearer …)');
    expect(await credential.inputValue()).toBe(minted?.user_token);

    // An hour and a minute on, by the reader's clock: the token has ended, the key has not.
    await page.clock.setSystemTime(Date.now() + 61 * 60_000);
    await page.getByLabel('Idempotency-Key (header)').fill(randomUUID());
    const authenticated = authenticateAnswer(page);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => page.locator('.try-it__status').textContent()).toMatch(/^201 Created/);
    const answer = await authenticated;
    expect(answer.token).not.toBe(minted?.user_token);
    // The new token and its end, as Authenticate a user gave them, beside the same key pair.
    const renewed = await storedKey(page);
    expect(renewed).toEqual({ ...minted, user_token: answer.token, user_token_expires_at: answer.expires_at });
    expect(sent).toEqual([
      { path: `/sandbox/v2/s2s/users/${minted?.user_id}/authenticate`, authorization: `Bearer ${minted?.secret_key}` },
      { path: '/sandbox/v2/chat/messages', authorization: `Bearer ${renewed?.user_token}` },
    ]);
    expect(await credential.inputValue()).toBe(renewed?.user_token);
    // The panel says until when the key lasts, not the token.
    const state = page.locator('.try-it__key-state');
    expect(await state.locator('time').getAttribute('datetime')).toBe(new Date(minted?.expires_at ?? '').toISOString());
    expect(await state.locator('code').textContent()).toBe(`ut_…${renewed?.user_token.slice(-4)}`);
    expect(problems).toEqual([]);
  });

  it('renews a stored user token past user_token_expires_at before the request goes out', async () => {
    const minted = await mintKey();
    const stored = { ...minted, user_token_expires_at: new Date(Date.now() - 60_000).toISOString() };
    const { page, problems } = await openPage(PAGE, (fresh) =>
      fresh.addInitScript((value) => localStorage.setItem('portal.sandboxKey', value), JSON.stringify(stored)),
    );
    const sent = sandboxRequests(page);
    await page.getByRole('button', { name: /^Try it: POST/ }).click();
    const credential = page.getByLabel('Test credential (Authorization: Bearer …)');
    expect(await credential.inputValue()).toBe(minted.user_token);
    await page.getByLabel('Idempotency-Key (header)').fill(randomUUID());
    const authenticated = authenticateAnswer(page);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => page.locator('.try-it__status').textContent()).toMatch(/^201 Created/);
    const answer = await authenticated;
    expect(answer.token).not.toBe(minted.user_token);
    expect(Date.parse(answer.expires_at)).toBeGreaterThan(Date.now());
    const renewed = await storedKey(page);
    expect(renewed).toEqual({ ...stored, user_token: answer.token, user_token_expires_at: answer.expires_at });
    expect(sent.map(({ path }) => path)).toEqual([
      `/sandbox/v2/s2s/users/${minted.user_id}/authenticate`,
      '/sandbox/v2/chat/messages',
    ]);
    expect(sent[1]?.authorization).toBe(`Bearer ${renewed?.user_token}`);
    expect(await credential.inputValue()).toBe(renewed?.user_token);
    expect(await page.locator('.try-it__key-message').textContent()).toBe('');

    // The new token is good for the next request: no renewal.
    await page.getByLabel('Idempotency-Key (header)').fill(randomUUID());
    const answered = page.waitForResponse((response) => response.url().endsWith('/chat/messages'));
    await page.getByRole('button', { name: 'Send request' }).click();
    expect((await answered).status()).toBe(201);
    expect(sent).toHaveLength(3);
    expect(sent[2]).toEqual({ path: '/sandbox/v2/chat/messages', authorization: `Bearer ${renewed?.user_token}` });
    expect(problems).toEqual([]);
  });

  it('renews the user token of a key stored without its end when the sandbox says it expired, and sends again', async () => {
    // A key stored by an earlier release: no user_token_expires_at.
    const { user_token_expires_at: _, ...older } = await mintKey();
    const { page, problems } = await openPage(PAGE, (fresh) =>
      fresh.addInitScript((value) => localStorage.setItem('portal.sandboxKey', value), JSON.stringify(older)),
    );
    const sent = sandboxRequests(page);
    // The e2e sandbox's tokens cannot reach their end within a test (an hour; 5 minutes at the
    // shortest), so its first answer is replaced by the 401 the sandbox gives for an expired token
    // (rules/spaces.ts); the renewal and the request sent again are the sandbox's own.
    let refused = false;
    await page.route(/\/sandbox\/v2\/chat\/messages$/, async (route) => {
      if (refused) return route.continue();
      refused = true;
      const message = `The user token expired at ${new Date(Date.now() - 60_000).toISOString()}; get a new one with Authenticate a user.`;
      await route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'unauthorized', message, request_id: 'req_e2eExpired' } }),
      });
    });
    await page.getByRole('button', { name: /^Try it: POST/ }).click();
    await page.getByLabel('Idempotency-Key (header)').fill(randomUUID());
    const authenticated = authenticateAnswer(page);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => page.locator('.try-it__status').textContent()).toMatch(/^201 Created/);
    const answer = await authenticated;
    expect(answer.token).not.toBe(older.user_token);
    // Stored in the new shape, with the token's end.
    const renewed = await storedKey(page);
    expect(renewed).toEqual({ ...older, user_token: answer.token, user_token_expires_at: answer.expires_at });
    expect(sent).toEqual([
      { path: '/sandbox/v2/chat/messages', authorization: `Bearer ${older.user_token}` },
      { path: `/sandbox/v2/s2s/users/${older.user_id}/authenticate`, authorization: `Bearer ${older.secret_key}` },
      { path: '/sandbox/v2/chat/messages', authorization: `Bearer ${renewed?.user_token}` },
    ]);
    expect(await page.getByLabel('Test credential (Authorization: Bearer …)').inputValue()).toBe(renewed?.user_token);
    expect(await page.locator('.try-it__key-message').textContent()).toBe('');
    expect(problems.filter((problem) => !/status of 401/.test(problem))).toEqual([]);
  });

  it('forgets the personal key, says so and sends nothing when the sandbox refuses to renew its user token', async () => {
    const never = {
      secret_key: 'sk_test_NeverIssued0002',
      public_key: 'pk_test_NeverIssued002',
      user_token: 'ut_NeverIssued002',
      user_id: 'usr_8f2k4m1q',
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      user_token_expires_at: new Date(Date.now() - 60_000).toISOString(),
    };
    const { page, problems } = await openPage(PAGE, (fresh) =>
      fresh.addInitScript((value) => localStorage.setItem('portal.sandboxKey', value), JSON.stringify(never)),
    );
    const sent = sandboxRequests(page);
    await page.getByRole('button', { name: /^Try it: POST/ }).click();
    const credential = page.getByLabel('Test credential (Authorization: Bearer …)');
    expect(await credential.inputValue()).toBe(never.user_token);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect
      .poll(() => page.locator('.try-it__key-message').textContent())
      .toMatch(
        /^The sandbox refused your personal key \(The sandbox never issued this secret key\..*\), so it is forgotten and the shared test credential is back\./,
      );
    expect(await page.locator('.try-it__status').textContent()).toMatch(/^Not sent: /);
    expect(await credential.inputValue()).toBe('ut_9Qm4Zr7Xw2Lk');
    expect(await page.evaluate(() => localStorage.getItem('portal.sandboxKey'))).toBeNull();
    expect(sent).toEqual([
      { path: '/sandbox/v2/s2s/users/usr_8f2k4m1q/authenticate', authorization: `Bearer ${never.secret_key}` },
    ]);
    expect(problems.filter((problem) => !/status of 401/.test(problem))).toEqual([]);
  });

  it('says the page is out of date when its panel script is gone after a deploy, and Reload brings the panel', async () => {
    const { page, problems } = await openPage(PAGE);
    // The page names the script of the build it came from; after a deploy, that file is gone.
    await page.evaluate((name) => {
      const meta = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
      if (!meta) throw new Error('no try-it script meta element');
      meta.content = meta.content.replace(/tryItPanel-[^/.]+/, 'tryItPanel-BUILDGONE');
    }, TRY_IT_SCRIPT_META_NAME);
    const open = page.getByRole('button', { name: /^Try it: POST/ });
    await open.click();
    const message = page.locator('.try-it__failure [role="status"]');
    await expect
      .poll(() => message.textContent())
      .toBe(
        'This page is out of date: the site was updated since you opened it, and the try-it panel could not load. Reload the page to use it.',
      );
    expect(await open.getAttribute('aria-expanded')).toBe('false');
    expect(await open.getAttribute('aria-busy')).toBeNull();
    expect(await page.locator('.try-it__panel').count()).toBe(0);

    const loaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload page' }).click();
    await loaded;
    await waitForHydration(page);
    await page.getByRole('button', { name: /^Try it: POST/ }).click();
    await page.locator('.try-it__panel').waitFor();
    expect(await page.locator('.try-it__failure').count()).toBe(0);
    expect(problems.filter((problem) => !/404|dynamically imported module/.test(problem))).toEqual([]);
  });

  it('offers to try again when the network dropped the panel’s script', async () => {
    const { page } = await openPage(PAGE);
    let blocked = true;
    await page.route(/\/assets\/tryItPanel-[^/]+\.js/, (route) =>
      blocked ? route.abort('internetdisconnected') : route.continue(),
    );
    const open = page.getByRole('button', { name: /^Try it: POST/ });
    await open.click();
    await expect
      .poll(() => page.locator('.try-it__failure [role="status"]').textContent())
      .toBe('The try-it panel could not load; the connection may have dropped. Try again, or reload the page.');
    blocked = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('.try-it__panel').waitFor();
    expect(await open.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('.try-it__failure').count()).toBe(0);
    const credential = page.getByLabel('Test credential (Authorization: Bearer …)');
    await expect.poll(() => credential.evaluate((input) => input === document.activeElement)).toBe(true);
  });

  it('is not shown without JavaScript, where the curl sample is', async () => {
    const page = await openPageWithoutJavaScript(PAGE);
    expect(await page.locator('.try-it').isHidden()).toBe(true);
    expect(await page.locator('pre', { hasText: 'curl --request POST' }).first().isVisible()).toBe(true);
  });
});
