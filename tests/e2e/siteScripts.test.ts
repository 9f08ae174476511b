/**
 * No script from the site reaches a reader (issue 41): a site whose components render
 * `<script src>`, `dangerouslySetInnerHTML` with a script and handlers, `javascript:` and
 * `data:text/html` links, and whose `format: md` page has raw `<script>`, `<style>` and handlers
 * (tests/fixtures/hostile-site), built under `onPageError: warn` so that its pages are served. In
 * Chromium: the script it links is never requested (it is served as JavaScript here, so it would
 * run), no site code sets its global, no element of the DOM has an `on*` attribute or a script URL,
 * and the Content-Security-Policy has nothing to block — on first load and after client navigation.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { projectRoot } from '../../server/projectPaths.ts';
import { setSiteCodeRoots } from '../../server/content/markdown/siteCode/siteModules.ts';
import { closePages, openPage } from './support/browserPage.ts';
import { h1Text } from './support/navigationProbes.ts';
import { type ScenarioServer, startScenarioServer } from './support/scenarioServer.ts';

let root: string;
let site: ScenarioServer | undefined;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'portal-hostile-e2e-'));
  await cp(join(projectRoot, 'tests/fixtures/hostile-site'), root, { recursive: true });
  setSiteCodeRoots({ siteDir: join(root, 'site'), contentRoot: root });
  // The pages are served with what was removed named in notices, rather than failing the build.
  vi.stubEnv('DOCS_ON_PAGE_ERROR', 'warn');
  site = await startScenarioServer(root);
}, 120_000);
afterAll(async () => {
  await closePages();
  await site?.close();
  setSiteCodeRoots({ siteDir: join(projectRoot, 'site'), contentRoot: projectRoot });
  await rm(root, { recursive: true, force: true });
});

/**
 * Opens `path` with the site's script served as JavaScript (a host could serve it so) and every
 * request recorded: a `<script src="/js/analytics.js">` that reached the page would run.
 */
async function openHostile(path: string) {
  const requests: string[] = [];
  if (!site) throw new Error('the hostile site did not start');
  const opened = await openPage(site.url(path), async (page) => {
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    // Its images never load (their `error` events fire), without a request leaving the machine.
    await page.route('https://images.invalid/**', (route) => route.abort());
    await page.route('**/js/analytics.js', (route) =>
      route.fulfill({
        contentType: 'application/javascript',
        body: "window.__siteScriptRan = 'analytics.js'; fetch('/hostile-beacon');",
      }),
    );
  });
  return { ...opened, requests };
}

/** Every `on*` attribute, script element and script URL in the document. */
const scriptInDom = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'srcset', 'data', 'srcdoc'];
    for (const element of document.querySelectorAll('*')) {
      const tag = element.tagName.toLowerCase();
      for (const { name, value } of element.attributes) {
        if (name.toLowerCase().startsWith('on')) found.push(`${tag} ${name}`);
        if (!urlAttributes.includes(name.toLowerCase())) continue;
        const url = value
          .replace(/[\t\n\r]/g, '')
          .trim()
          .toLowerCase();
        if (/^(javascript|vbscript):/.test(url) || name === 'srcdoc') found.push(`${tag} ${name}=${value}`);
        else if (url.startsWith('data:') && !(tag === 'img' && url.startsWith('data:image/')))
          found.push(`${tag} ${name}=${value}`);
      }
    }
    // The portal's own bundle is the only script; the site's (inline or /js/…) never reaches the page.
    for (const script of document.querySelectorAll('script'))
      if (!script.src.includes('/assets/') && script.type !== 'application/json')
        found.push(`script ${script.src || script.textContent?.slice(0, 40)}`);
    for (const tag of ['object', 'embed', 'base', 'form', 'iframe', 'meta[http-equiv]'])
      if (document.querySelector(`article ${tag}, main ${tag}`)) found.push(tag);
    return found;
  });

const siteGlobal = (page: Page) => page.evaluate(() => (window as { __siteScriptRan?: unknown }).__siteScriptRan);

describe('a site whose code and pages try to run script', () => {
  for (const path of ['/docs/hostile', '/docs/raw']) {
    it(`serves ${path} with none of it, and nothing of the site runs`, async () => {
      const { page, problems, requests } = await openHostile(path);
      // The page is there, with what the components render besides their scripts.
      expect(await h1Text(page)).toBe(path === '/docs/hostile' ? 'Hostile components' : 'Raw HTML');
      if (path === '/docs/hostile') await expect.poll(() => page.locator('.analytics-note').count()).toBe(1);
      // Broken images fire their `error` events; give handlers (were there any) the time to run.
      await page.waitForLoadState('load');
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(await scriptInDom(page)).toEqual([]);
      expect(await siteGlobal(page)).toBeUndefined();
      expect(requests.filter((request) => /analytics|hostile-beacon/.test(request))).toEqual([]);
      // No inline script or handler was left for the Content-Security-Policy to block.
      expect(problems.filter((problem) => /Content Security Policy|Refused/i.test(problem))).toEqual([]);
    });
  }

  it('after client navigation to the hostile page, the DOM holds none of it either', async () => {
    const { page, problems, requests } = await openHostile('/docs/safe');
    await page.locator('article a[href="/docs/hostile"]').click();
    await expect.poll(() => h1Text(page)).toBe('Hostile components');
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(await scriptInDom(page)).toEqual([]);
    expect(await siteGlobal(page)).toBeUndefined();
    expect(requests.filter((request) => /analytics|hostile-beacon/.test(request))).toEqual([]);
    expect(problems.filter((problem) => /Content Security Policy|Refused/i.test(problem))).toEqual([]);
  });
});
