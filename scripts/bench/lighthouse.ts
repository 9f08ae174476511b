/** Lighthouse scores (mobile and desktop) of pages, with Debian's Chromium. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { pathToFileURL } from 'node:url';

export type Scores = Record<string, number>;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export async function lighthouseScores(urls: string[]): Promise<Record<string, { mobile: Scores; desktop: Scores }>> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const results: Record<string, { mobile: Scores; desktop: Scores }> = {};
  try {
    for (const url of urls) {
      const run = async (config?: object, attempt = 1): Promise<Scores> => {
        const result = await lighthouse(
          url,
          { port: chrome.port, onlyCategories: CATEGORIES, logLevel: 'error' },
          config,
        );
        const categories = result?.lhr.categories ?? {};
        // A run Lighthouse itself reports as broken (a trace it could not read on a busy machine)
        // scores null: try again rather than report a false 0.
        const broken = result?.lhr.runtimeError || CATEGORIES.some((name) => categories[name]?.score == null);
        if (broken && attempt < 3) return run(config, attempt + 1);
        return Object.fromEntries(CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)]));
      };
      results[url] = { mobile: await run(), desktop: await run(desktopConfig) };
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

// pathToFileURL, not `file://${path}`: paths with spaces, `%` or Windows drive letters need encoding.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await lighthouseScores(process.argv.slice(2)), null, 2));
}
