/**
 * Where a Docusaurus site keeps its own pages, as the pages plugin resolves it: the classic
 * preset's `pages` (`src/pages` by default, `false` for none) and `@docusaurus/plugin-content-pages`
 * in `plugins`. The portal serves one such folder at the site root, from where the import puts the
 * site's code (`site/`); what it cannot serve is named.
 */
import { isAbsolute, join, relative } from 'node:path';
import { CLASSIC_PRESETS, entries, isRecord } from './configEntries.ts';
import { SITE_CODE_FOLDER } from './placeSiteCode.ts';

const PAGES_PLUGINS = new Set(['content-pages', '@docusaurus/plugin-content-pages']);

export interface PagesFolder {
  /** The folder on the site's side. */
  siteFolder: string;
  /** `site.config.json`'s `pages`, when the portal serves it. */
  settings: { path: string } | null;
  notCarried: string[];
}

export function pagesFolders(config: Record<string, unknown>, siteDir: string): PagesFolder[] {
  const found: Record<string, unknown>[] = [];
  for (const { name, options } of entries(config.presets))
    if (CLASSIC_PRESETS.has(name) && options.pages !== false) found.push(isRecord(options.pages) ? options.pages : {});
  for (const { name, options } of entries(config.plugins)) if (PAGES_PLUGINS.has(name)) found.push(options);
  return found.map((options, index) => {
    const path = typeof options.path === 'string' ? options.path : 'src/pages';
    const siteFolder = isAbsolute(path) ? path : join(siteDir, path);
    const inSite = relative(siteDir, siteFolder).split('\\').join('/');
    const notCarried: string[] = [];
    const routeBase = typeof options.routeBasePath === 'string' ? options.routeBasePath.replace(/^\/+|\/+$/g, '') : '';
    if (index > 0) notCarried.push(`pages: ${inSite}/ (a second pages plugin: the portal serves one pages folder)`);
    else if (routeBase !== '')
      notCarried.push(`pages: routeBasePath "${routeBase}" (the portal serves the site's pages at the site root)`);
    else if (inSite.startsWith('..')) notCarried.push(`pages: ${path} (outside the site's folder)`);
    return {
      siteFolder,
      settings: notCarried.length === 0 ? { path: `${SITE_CODE_FOLDER}/${inSite}` } : null,
      notCarried,
    };
  });
}
