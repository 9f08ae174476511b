/**
 * `npm run dev`: editing, adding or deleting a Markdown file updates the open page (in about a
 * second) without a reload; a broken link shows a visible warning instead of stopping the server.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/projectPaths.ts';
import { closePages, openPage } from './support/browserPage.ts';
import { documentIsStillMarked, h1Text, markDocument } from './support/navigationProbes.ts';
import { freePort } from '../../scripts/support/freePort.ts';
import { withinStartupLimit } from '../support/startupLimit.ts';

let site: string;
let dev: ChildProcess;
let origin: string;
let output = '';

beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'portal-dev-site-'));
  await cp(join(projectRoot, 'tests/fixtures/features-site'), site, { recursive: true });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  dev = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
    cwd: projectRoot,
    env: { ...process.env, PORTAL_CONTENT_ROOT: site, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  });
  dev.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  dev.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  const since = performance.now();
  while (withinStartupLimit(since)) {
    if ((await fetch(`${origin}/healthz`).catch(() => null))?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the dev server did not start:\n${output}`);
}, 60_000);

afterAll(async () => {
  await closePages();
  dev?.kill('SIGTERM');
  await rm(site, { recursive: true, force: true });
});

const doc = (name: string) => join(site, 'docs', name);

/**
 * Makes `change()` and waits until `check` holds in the page. How fast that is (about a second)
 * depends on the machine, so it is not asserted: a loaded one would fail a correct server. The
 * poll waits as long as the e2e project's default (vitest.config.ts), sized for a loaded runner.
 */
async function afterChange(change: () => Promise<void>, check: () => Promise<boolean>): Promise<void> {
  await change();
  await expect.poll(check, { interval: 25 }).toBe(true);
}

describe('npm run dev', () => {
  it('shows an edit to the open page, without reloading it', async () => {
    const { page, problems } = await openPage(`${origin}/docs/more-tabs`);
    await markDocument(page);
    const original = await readFile(doc('more-tabs.md'), 'utf8');
    await afterChange(
      () => writeFile(doc('more-tabs.md'), original.replace('title: More tabs', 'title: Tabs, edited live')),
      async () => (await h1Text(page)) === 'Tabs, edited live',
    );
    expect(await documentIsStillMarked(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('adds a new file to the sidebar of the open page', async () => {
    const { page } = await openPage(`${origin}/docs/code`);
    await markDocument(page);
    await afterChange(
      () => writeFile(doc('added.md'), pageText('Added while open')),
      async () => (await page.locator('.sidebar a[href="/docs/added"]').count()) === 1,
    );
    expect(await documentIsStillMarked(page)).toBe(true);
  });

  it('warns about a broken link in the page instead of stopping, and clears the warning when fixed', async () => {
    const { page } = await openPage(`${origin}/docs/code`);
    await writeFile(doc('broken.md'), pageText('Broken', '[nowhere](/docs/nowhere)'));
    const warning = page.locator('.dev-warnings');
    await expect.poll(() => warning.textContent()).toContain('docs/broken.md:6 → /docs/nowhere (no such page)');
    expect((await fetch(`${origin}/docs/code`)).status).toBe(200);

    await writeFile(doc('broken.md'), pageText('Broken', '[home](/docs/code)'));
    await expect.poll(() => warning.count()).toBe(0);
  });

  it('shows the not-found page when the open page is deleted', async () => {
    await writeFile(doc('doomed.md'), pageText('Doomed'));
    await expect.poll(async () => (await fetch(`${origin}/docs/doomed`)).status).toBe(200);
    const { page } = await openPage(`${origin}/docs/doomed`);
    await unlink(doc('doomed.md'));
    await expect.poll(() => h1Text(page)).toBe('Page not found');
  });
});

function pageText(title: string, body = 'Some text.'): string {
  return `---\ntitle: ${title}\ndescription: A page written during the test.\n---\n\n${body}\n`;
}
