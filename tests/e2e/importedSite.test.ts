/**
 * An imported site's blog in a real browser: the fixture site (tests/fixtures/docusaurus-site) is
 * imported into a copy of the portal and built whole (its client knows the blog's route base),
 * then read as a reader reads it: a preview's title, a post's older post and a tag navigate in the
 * page, without a full load; axe finds nothing serious in either colour mode.
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
import { documentIsStillMarked, h1Text, markDocument } from './support/navigationProbes.ts';

const run = promisify(execFile);
let portal: string;
let server: PortalProcess;

beforeAll(async () => {
  portal = await mkdtemp(join(tmpdir(), 'portal-blog-'));
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
