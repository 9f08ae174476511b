/**
 * The addresses a Docusaurus site gives its own pages, worked out from Docusaurus's documented
 * rules (plugin-content-pages 3.x, docusaurus.io/docs/creating-pages and
 * /docs/api/plugins/@docusaurus/plugin-content-pages), not from the portal's code: the
 * compatibility check compares the portal against these. Only the config reader is shared.
 *
 * Rules, as plugin-content-pages's source has them (index.ts, options.ts; @docusaurus/utils
 * `fileToPath`, `GlobExcludeDefault`):
 * - an instance for the classic preset's `pages` (unless `false`) and for each
 *   `@docusaurus/plugin-content-pages` in `plugins`; its folder `path` (default `src/pages`), its
 *   addresses under `baseUrl + routeBasePath` (default `/`);
 * - pages: the files `include` matches (default `**\/*.{js,jsx,ts,tsx,md,mdx}`) and `exclude` does
 *   not (`GlobExcludeDefault`: `_`-prefixed files and folders, tests); a Markdown page with
 *   `draft: true` is not built;
 * - a page's address is its path without the extension, `index` standing for its folder
 *   (`showcase/index.js` → `/showcase/`, `index.js` → the route base).
 */
import { glob, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { findConfigFile, readDocusaurusConfig } from '../docusaurus/readDocusaurusConfig.ts';
import { contentPluginInstances, exists, frontMatter, joinUrl } from './docusaurusOracle.ts';

export interface PageRoute {
  /** The address Docusaurus serves it at, base URL included. */
  permalink: string;
  /** The page's file, relative to the site folder. */
  file: string;
  format: 'markdown' | 'react';
}

export interface PagesExpectation {
  routes: PageRoute[];
  /** What the oracle could not work out (a folder missing). */
  notes: string[];
}

const DEFAULT_INCLUDE = ['**/*.{js,jsx,ts,tsx,md,mdx}'];
/** `GlobExcludeDefault` of @docusaurus/utils. */
const DEFAULT_EXCLUDE = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const list = (value: unknown, fallback: string[]) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : fallback;

/** @docusaurus/utils `fileToPath`: `a/b.md` → `/a/b`, `a/index.js` → `/a/`, `index.tsx` → `/`. */
export function fileToPath(file: string): string {
  const index = /(^|.*\/)index\.(?:mdx?|jsx?|tsx?)$/i.exec(file);
  if (index) return `/${index[1] ?? ''}`;
  return `/${file.replace(/\.(?:mdx?|jsx?|tsx?)$/, '')}`;
}

export async function pagesExpectation(siteDir: string): Promise<PagesExpectation> {
  const configFile = await findConfigFile(siteDir);
  if (!configFile) throw new Error(`${siteDir}: no docusaurus.config.* here`);
  const { config } = await readDocusaurusConfig(configFile);
  const baseUrl = joinUrl('/', str(config.baseUrl) ?? '/', '/');
  const notes: string[] = [];
  const routes: PageRoute[] = [];
  const seen = new Set<string>();
  for (const options of contentPluginInstances(config, 'pages')) {
    const folder = resolve(siteDir, str(options.path) ?? 'src/pages');
    if (!(await exists(folder))) {
      // The classic preset adds the plugin whether or not the folder is there: no pages then.
      if (options.path !== undefined) notes.push(`pages: ${relative(siteDir, folder)}/ is not there`);
      continue;
    }
    const base = joinUrl(baseUrl, str(options.routeBasePath) ?? '/');
    const exclude = list(options.exclude, DEFAULT_EXCLUDE);
    for (const pattern of list(options.include, DEFAULT_INCLUDE))
      for await (const source of glob(pattern, { cwd: folder, exclude })) {
        const file = join(folder, source);
        const markdown = /\.mdx?$/.test(source);
        if (markdown && frontMatter(await readFile(file, 'utf8')).draft === true) continue;
        const permalink = joinUrl(base, fileToPath(source.split('\\').join('/')));
        if (seen.has(permalink)) continue;
        seen.add(permalink);
        routes.push({ permalink, file: relative(siteDir, file), format: markdown ? 'markdown' : 'react' });
      }
  }
  routes.sort((a, b) => a.permalink.localeCompare(b.permalink));
  return { routes, notes };
}
