/**
 * `npm run import:docusaurus -- <folder> [--into <portal folder>]`: moves a Docusaurus site in.
 * Given the folder that holds its `docusaurus.config.*`, it finds the docs folder, sidebars file,
 * versions and static files the way Docusaurus resolves them from that config, puts them in place
 * of the portal's own, carries what it can into site.config.json, and lists what it could not.
 */
import { access, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sidebarPaths } from '../shared/sidebarItems.ts';
import type { HomeCard, SidebarItem, SiteSettings } from '../shared/types.ts';
import { placeInSidebars } from '../server/content/navigation/sidebar.ts';
import { buildVersionSidebars } from '../server/content/navigation/versionSidebars.ts';
import {
  currentVersionOnly,
  type DocsVersionSource,
  readDocsVersions,
} from '../server/content/sources/docsVersions.ts';
import { type DocSource, type LoadedDocs, loadDocs } from '../server/content/sources/loadDocs.ts';
import { loadSidebarsConfig } from '../server/content/sources/loadVersion.ts';
import { linesOf } from '../server/content/sources/settleAll.ts';
import { checkSiteSettings } from '../server/content/sources/siteSettings.ts';
import { projectRoot } from '../server/projectPaths.ts';
import { docsPluginOptions } from './docusaurus/docsPluginOptions.ts';
import { placeImportedSite } from './docusaurus/placeImportedSite.ts';
import { findConfigFile, readDocusaurusConfig } from './docusaurus/readDocusaurusConfig.ts';
import { type DocRoutes, siteSettingsFromConfig } from './docusaurus/siteSettingsFromConfig.ts';

const SETTINGS_FILE = 'site.config.json';

function fail(message: string): never {
  console.error(`import:docusaurus: ${message}`);
  process.exit(1);
}

/** The home page's cards: the first sidebar's top-level items (as a docs home page would list them). */
function homeCards(items: SidebarItem[], docs: DocSource[]): HomeCard[] {
  const describe = (path: string) => docs.find((doc) => doc.route === path)?.description ?? '';
  return items.slice(0, 8).flatMap((item): HomeCard[] => {
    if (item.type === 'doc') return [{ title: item.label, description: describe(item.path), path: item.path }];
    if (item.type !== 'category') return [];
    const pages = sidebarPaths(item.items);
    const path = item.path ?? pages[0];
    if (!path) return [];
    return [
      {
        title: item.label,
        description: item.path ? describe(item.path) || `${pages.length} pages` : `${pages.length} pages`,
        path,
      },
    ];
  });
}

const { positionals, values } = parseArgs({ allowPositionals: true, options: { into: { type: 'string' } } });
const [folder] = positionals;
if (!folder) fail('usage: npm run import:docusaurus -- <folder holding docusaurus.config.js> [--into <portal folder>]');
const siteDir = resolve(folder);
const portalRoot = resolve(values.into ?? projectRoot);
const configFile = await findConfigFile(siteDir);
if (!configFile) fail(`${folder}: no docusaurus.config.ts, .mts, .js, .mjs or .cjs there`);

const read = await readDocusaurusConfig(configFile).catch((error: Error) => fail(error.message));
const docsOptions = docsPluginOptions(read.config, siteDir);
const notCarried: string[] = [];
if (docsOptions.routeBasePath === '') {
  notCarried.push('routeBasePath "/" (docs at the site root): the docs are served under /docs');
  docsOptions.routeBasePath = 'docs';
}
if (
  !(await access(docsOptions.docsDir).then(
    () => true,
    () => false,
  ))
)
  fail(`${relative(process.cwd(), docsOptions.docsDir)}: the docs folder the config names does not exist`);

const placed = await placeImportedSite(siteDir, docsOptions, portalRoot);

// Routes, sidebars and where the docs open come from the portal's own loader, run on what was placed.
const routeBase = `/${docsOptions.routeBasePath}`;
const markdownFormat = (read.config.markdown as { format?: 'md' | 'mdx' | 'detect' } | undefined)?.format ?? 'mdx';
const [source] = currentVersionOnly(join(portalRoot, 'docs'));
if (!source) fail('no docs version');
const version = { ...source, routeBase };
const problems: string[] = [];

/**
 * One version's docs and sidebars, every problem of both listed: a page that fails is kept as a
 * notice (as the build keeps it under DOCS_ON_PAGE_ERROR=warn), so the sidebars naming it are fine.
 */
async function loadForReport(source: DocsVersionSource) {
  const options = { routeBase: source.routeBase, markdownFormat, displayDir: source.displayDir, keepFailedPages: true };
  const loaded = await loadDocs(source.dir, options).catch((error: unknown): LoadedDocs => {
    problems.push(...linesOf(error));
    return { docs: [], categories: new Map() };
  });
  problems.push(...(loaded.problems ?? []));
  const config = await loadSidebarsConfig(source).catch((error: unknown) => {
    problems.push(...linesOf(error));
    return null;
  });
  const sidebars = buildVersionSidebars(loaded.docs, loaded.categories, source, config);
  problems.push(...sidebars.problems);
  return { loaded, sidebars };
}

const { loaded, sidebars } = await loadForReport(version);
// The frozen versions too (versioned_docs/), as the build compiles them.
const frozen = await readDocsVersions(portalRoot).catch((error: unknown) => {
  problems.push(...linesOf(error));
  return [];
});
for (const other of frozen.slice(1)) await loadForReport({ ...other, routeBase: `${routeBase}/${other.name}` });
const firstSidebar = [...sidebars.sidebars.values()][0] ?? [];
const docsHome =
  loaded.docs.find((doc) => doc.route === routeBase)?.route ??
  placeInSidebars(sidebars.sidebars).keys().next().value ??
  loaded.docs[0]?.route ??
  routeBase;
const routes: DocRoutes = {
  routeOfDoc: (id) => loaded.docs.find((doc) => doc.id === id)?.route,
  homeOfSidebar: (name) => sidebarPaths(sidebars.sidebars.get(name) ?? [])[0],
  docsHome,
};
const current = JSON.parse(await readFile(join(portalRoot, SETTINGS_FILE), 'utf8')) as SiteSettings & {
  $comment?: string;
};
const carried = siteSettingsFromConfig(read.config, docsOptions, routes, current);
notCarried.push(...carried.notCarried);
const settings = { $comment: current.$comment, ...carried.settings, homeCards: homeCards(firstSidebar, loaded.docs) };
checkSiteSettings(settings);
await writeFile(join(portalRoot, SETTINGS_FILE), `${JSON.stringify(settings, null, 2)}\n`);

const configName = relative(siteDir, configFile);
console.log(`Imported "${settings.title}" from ${folder}`);
console.log(
  read.standIns.length === 0
    ? `  ${configName}: evaluated`
    : `  ${configName}: evaluated, with stand-ins for modules not installed here (values taken from them are left out): ${read.standIns.join(', ')}`,
);
for (const line of placed) console.log(`  ${line}`);
const pageCount = `${loaded.docs.length} page${loaded.docs.length === 1 ? '' : 's'}`;
console.log(`  ${pageCount} under ${routeBase}, opening on ${docsHome}`);
console.log(
  `  ${SETTINGS_FILE}: title, tagline, URL, base URL, ${settings.navbarLinks.length} navbar links, ${settings.footerColumns.length} footer columns, edit URL, docs route base, broken-link settings (${settings.onBrokenLinks}/${settings.onBrokenAnchors}), Markdown format (${settings.markdownFormat}), code languages (${settings.extraCodeLanguages.join(', ') || 'none'}), remark plugins (${settings.remarkPlugins?.map(({ name }) => name).join(', ') || 'none'})`,
);
if (notCarried.length > 0) {
  console.log('Not carried over:');
  for (const line of notCarried) console.log(`  - ${line}`);
}
if (problems.length > 0) {
  console.log('To fix before the build passes:');
  for (const line of problems) console.log(`  - ${line}`);
}
console.log('Next: npm run build (or npm run dev)');
