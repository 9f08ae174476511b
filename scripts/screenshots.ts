/**
 * `npm run screenshots`: full-page PNGs of each kind of page (the viewport, for an open dialog), light and dark (the reader's stored choice), at desktop (1280×800)
 * and phone (390×844) sizes, into `screenshots/` (gitignored), so that a reviewer can look at every
 * layout change. The npm script builds first when an input changed (as `npm start` does); this
 * starts the built portal on a free loopback port, drives Chromium (playwright-core, Debian's
 * `/usr/bin/chromium` or `CHROME_PATH`) and stops the portal at the end.
 *
 * `npm run screenshots -- home operation` makes only the pages named; `SCREENSHOTS_DIR` writes
 * elsewhere.
 */
import { mkdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { distDir, projectRoot } from '../server/projectPaths.ts';
import { startPortalProcess } from '../tests/support/portalProcess.ts';

interface Shot {
  name: string;
  path: string;
  /** Only at these widths (default: all). */
  widths?: number[];
  /** What a reader does before the picture is taken. */
  prepare?: (page: Page) => Promise<void>;
  /**
   * A modal (the search dialog, the mobile menu) is pictured in the viewport the reader sees: a
   * full-page picture would show it and its backdrop over the first screen of a long page only.
   */
  viewportOnly?: boolean;
}

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const MODES = ['light', 'dark'] as const;

const OPERATION = '/docs/api/chat/post-message';

async function openTryIt(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Try it: / }).click();
  await page.locator('.try-it__panel').waitFor({ state: 'visible' });
}

async function openSearchDialog(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Search the docs', exact: true });
  if (await button.isVisible()) await button.click();
  else await page.keyboard.press('Control+k');
  await page.waitForFunction(() => document.querySelector<HTMLDialogElement>('dialog.search-dialog')?.open === true);
  await page.keyboard.type('badge');
  await page.locator('dialog.search-dialog [role="option"]').first().waitFor({ state: 'visible' });
}

async function openMobileMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'visible' });
}

const SHOTS: Shot[] = [
  { name: 'home', path: '/' },
  { name: 'guide', path: '/docs/webhooks/security' },
  { name: 'operation', path: OPERATION },
  { name: 'operation-try-it', path: OPERATION, prepare: openTryIt },
  { name: 'search', path: '/search?q=badge' },
  { name: 'search-dialog', path: '/docs/getting-started', prepare: openSearchDialog, viewportOnly: true },
  { name: 'not-found', path: '/no-such-page' },
  {
    name: 'mobile-menu',
    path: '/docs/getting-started',
    widths: [PHONE.width],
    prepare: openMobileMenu,
    viewportOnly: true,
  },
];

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !SHOTS.some((shot) => shot.name === name));
if (unknown.length > 0) {
  console.error(`Unknown page ${unknown.join(', ')}; known: ${SHOTS.map((shot) => shot.name).join(', ')}`);
  process.exit(2);
}
const shots = chosen.length > 0 ? SHOTS.filter((shot) => chosen.includes(shot.name)) : SHOTS;
const outDir = process.env.SCREENSHOTS_DIR || join(projectRoot, 'screenshots');
await mkdir(outDir, { recursive: true });

const portal = await startPortalProcess(distDir, { SHUTDOWN_DELAY_MS: '0', LOG_LEVEL: 'warn' });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium' });
let failures = 0;
try {
  for (const viewport of [DESKTOP, PHONE]) {
    const phone = viewport === PHONE;
    for (const mode of MODES) {
      const context = await browser.newContext({
        viewport,
        colorScheme: mode,
        isMobile: phone,
        hasTouch: phone,
        deviceScaleFactor: 1,
        // The portal starts light whatever the system says; the mode is the reader's stored choice.
        storageState: {
          cookies: [],
          origins: [{ origin: portal.origin, localStorage: [{ name: 'portal.colorMode', value: mode }] }],
        },
      });
      try {
        for (const shot of shots) {
          if (shot.widths && !shot.widths.includes(viewport.width)) continue;
          const file = join(outDir, `${shot.name}-${mode}-${viewport.width}.png`);
          const page = await context.newPage();
          try {
            await page.goto(portal.origin + shot.path);
            // The app's behaviour (dialogs, Try it) needs it hydrated; the fonts must have loaded.
            await page.waitForFunction(() => document.documentElement.hasAttribute('data-portal-hydrated'));
            await page.evaluate(() => document.fonts.ready.then(() => undefined));
            await shot.prepare?.(page);
            // From the top, as the page is laid out: a sticky header would otherwise be pictured
            // where a click (Try it) had scrolled to.
            if (!shot.viewportOnly) await page.evaluate(() => window.scrollTo(0, 0));
            await page.screenshot({
              path: file,
              fullPage: !shot.viewportOnly,
              animations: 'disabled',
              caret: 'hide',
            });
            console.log(`  ${file.startsWith(projectRoot) ? relative(projectRoot, file) : file}`);
          } catch (error) {
            failures += 1;
            console.error(
              `  ${shot.name}, ${mode}, ${viewport.width}: ${error instanceof Error ? error.message : error}`,
            );
          } finally {
            await page.close();
          }
        }
      } finally {
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await portal.stop();
}
console.log(`Screenshots in ${outDir}`);
if (failures > 0) {
  console.error(`${failures} screenshot(s) failed`);
  process.exitCode = 1;
}
