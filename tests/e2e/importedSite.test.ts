/**
 * An imported site in a real browser: the fixture site (tests/fixtures/docusaurus-site) is
 * imported into a copy of the portal and built whole (its client knows the blog's route base and
 * the site's chrome), then read as a reader reads it. Its blog: a preview's title, a post's older
 * post and a tag navigate in the page, without a full load. Its chrome: the navbar dropdown, the
 * announcement bar that stays closed, the colour mode that follows the system until the reader
 * chooses. axe finds nothing serious in either colour mode.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_NODE_ARGS, IMPORT_NODE_ARGS } from '../../scripts/buildCommand.ts';
import { copyPortalInto } from '../../scripts/support/portalCopy.ts';
import { projectRoot } from '../../server/projectPaths.ts';
import { type PortalProcess, startPortalProcess } from '../support/portalProcess.ts';
import { seriousViolations } from './support/axeFindings.ts';
import { closePages, openPage } from './support/browserPage.ts';
import { documentIsStillMarked, h1Text, holdAppBundle, markDocument } from './support/navigationProbes.ts';
import type { Page } from 'playwright-core';

const run = promisify(execFile);
let portal: string;
let server: PortalProcess;

beforeAll(async () => {
  portal = await mkdtemp(join(tmpdir(), 'portal-imported-'));
  await copyPortalInto(portal);
  const site = join(projectRoot, 'tests', 'fixtures', 'docusaurus-site');
  await run(process.execPath, [...IMPORT_NODE_ARGS, site, '--into', portal], { cwd: portal });
  await run(process.execPath, [...BUILD_NODE_ARGS], { cwd: portal });
  server = await startPortalProcess(join(portal, 'dist'));
}, 240_000);
afterAll(async () => {
  await closePages();
  await server?.stop();
  if (portal) await rm(portal, { recursive: true, force: true });
});

const postTitle = (page: Awaited<ReturnType<typeof openPage>>['page']) =>
  page.locator('.blog-post__title').textContent();

describe('an imported blog in the browser', () => {
  it('goes from the list to a post, to its older post and to a tag within the page', async () => {
    const { page, problems } = await openPage(`${server.origin}/blog`);
    expect(await h1Text(page)).toBe('Blog');
    await markDocument(page);
    await page.locator('.blog-preview__title a', { hasText: 'Reaching orbit' }).click();
    await expect.poll(() => postTitle(page)).toBe('Reaching orbit');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/blog/2021/04/01/orbit');
    await expect.poll(() => page.locator('.blog-sidebar [aria-current="page"]').textContent()).toBe('Reaching orbit');
    await page.getByRole('link', { name: /Older post/ }).click();
    await expect.poll(() => postTitle(page)).toBe('Our first launch');
    await page.locator('.blog-post a.tag', { hasText: 'Launches' }).click();
    await expect.poll(() => h1Text(page)).toBe('2 posts tagged with "Launches"');
    expect(await documentIsStillMarked(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('has no serious accessibility finding on a post and on the list, light and dark', async () => {
    for (const mode of ['light', 'dark'] as const) {
      for (const path of ['/blog', '/blog/2021/03/09/first-launch', '/blog/authors/ada']) {
        const { page } = await openPage(`${server.origin}${path}`, (opened) =>
          opened.addInitScript((chosen) => localStorage.setItem('portal.colorMode', chosen), mode),
        );
        expect({ mode, path, findings: await seriousViolations(page) }).toEqual({ mode, path, findings: [] });
      }
    }
  });
});

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

describe('an imported site’s chrome in the browser', () => {
  it('opens a navbar dropdown by click and keyboard, closes it with Escape, and follows its links in the page', async () => {
    const { page, problems } = await openPage(`${server.origin}/guide/intro`);
    const toggle = page.locator('.navbar').getByRole('button', { name: 'Community' });
    const menu = page.locator('.navbar .navbar-dropdown__menu');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Help', 'Archive', 'GitHub']);
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await menu.isVisible()).toBe(true);
    expect({ findings: await seriousViolations(page) }).toEqual({ findings: [] });
    await markDocument(page);
    await menu.getByRole('link', { name: 'Archive' }).click();
    await expect.poll(() => h1Text(page)).toBe('Archive');
    expect(await menu.isVisible()).toBe(false);
    expect(await documentIsStillMarked(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('gives a React page that renders its own <main> one main landmark, and the skip link still lands', async () => {
    const { page, problems } = await openPage(`${server.origin}/`);
    expect(await page.locator('main').count()).toBe(1);
    expect(await page.locator('main').textContent()).toContain('Three stages, one countdown.');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).hash).toBe('#main');
    expect(await page.locator('#main').count()).toBe(1);
    // Back on a doc page, the portal's own layout is the main landmark again.
    await page.locator('.navbar').getByRole('link', { name: 'Tutorial' }).click();
    await expect.poll(() => page.locator('main#main').count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('lists a dropdown’s links under its label in the narrow screen’s menu', async () => {
    const { page } = await openPage(`${server.origin}/guide/intro`, (opened) =>
      opened.setViewportSize({ width: 390, height: 800 }),
    );
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.locator('.mobile-menu');
    expect(await drawer.locator('.mobile-menu__group').textContent()).toBe('Community');
    expect(await drawer.locator('.mobile-menu__sublinks a').allTextContents()).toEqual(['Help', 'Archive', 'GitHub']);
  });

  it('keeps the announcement bar closed for its id, from the first paint after a reload', async () => {
    const { page, problems } = await openPage(`${server.origin}/guide/intro`);
    const bar = page.getByRole('region', { name: 'Announcement' });
    expect(await bar.isVisible()).toBe(true);
    expect(await bar.getByRole('link', { name: 'read what is new' }).getAttribute('href')).toBe('/blog');
    await bar.getByRole('button', { name: 'Close' }).click();
    expect(await bar.isVisible()).toBe(false);
    const app = await holdAppBundle(page);
    await page.reload({ waitUntil: 'commit' });
    await page.locator('main h1').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-portal-hydrated'))).toBe(false);
    expect(await page.locator('.announcement-bar').isVisible()).toBe(false);
    app.release();
    expect(problems).toEqual([]);
  });

  it('opens in the reader’s system colour mode until they choose, and follows the system as it changes', async () => {
    const { page, problems } = await openPage(`${server.origin}/guide/intro`, (opened) =>
      opened.emulateMedia({ colorScheme: 'dark' }),
    );
    expect(await theme(page)).toBe('dark');
    await expect.poll(() => page.getByRole('button', { name: 'Switch to light mode' }).count()).toBe(1);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => theme(page)).toBe('light');
    await expect.poll(() => page.getByRole('button', { name: 'Switch to dark mode' }).count()).toBe(1);
    // The reader's choice wins over the system from then on.
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    expect(await theme(page)).toBe('dark');
    expect(problems).toEqual([]);
  });
});
