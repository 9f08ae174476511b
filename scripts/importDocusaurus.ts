/**
 * `npm run import:docusaurus -- <folder> [--into <portal folder>]`: moves a Docusaurus site in.
 * Given the folder that holds its `docusaurus.config.*`, it finds every docs plugin instance's
 * folder, sidebars file and versions, every blog's folder, and the static files, the way
 * Docusaurus resolves them from that config, puts them in place of the portal's own, carries what
 * it can into site.config.json (the docs and blogs at the addresses Docusaurus gives them), and
 * lists what it could not. Then it checks
 * the docs as the build will, with the imported site's settings, and lists every problem at once.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';
import { sidebarPaths } from '../shared/sidebarItems.ts';
import { DEFAULT_INSTANCE } from '../shared/docsVersionList.ts';
import type { HomeCard, SidebarItem, SiteSettings } from '../shared/types.ts';
import { placeInSidebars } from '../server/content/navigation/sidebar.ts';
import { buildVersionSidebars } from '../server/content/navigation/versionSidebars.ts';
import { readDocsVersions } from '../server/content/sources/docsVersions.ts';
import { type DocSource, loadDocPlaces } from '../server/content/sources/loadDocs.ts';
import { loadSidebarsConfig } from '../server/content/sources/loadVersion.ts';
import { checkSiteSettings } from '../server/content/sources/siteSettings.ts';
import { projectRoot } from '../server/projectPaths.ts';
import { SITE_ENV_VARIABLE } from '../server/content/siteModules/siteEnv.ts';
import { blogLabel, blogPluginInstances } from './docusaurus/blogPluginOptions.ts';
import { pagesFolders } from './docusaurus/pagesPluginOptions.ts';
import { siteLookOf } from './docusaurus/siteLook.ts';
import { siteStylesheet } from '../server/content/siteStyles/siteStylesheet.ts';
import { docsFolders, docsSettings, leaveOutUnknownVersions } from './docusaurus/docsFolders.ts';
import { docsPluginInstances } from './docusaurus/docsPluginOptions.ts';
import { embedsOfDocs } from './docusaurus/embedsOfDocs.ts';
import { blogFolderIsFree, placeImportedSite } from './docusaurus/placeImportedSite.ts';
import { placeSiteCode } from './docusaurus/placeSiteCode.ts';
import { pluginThemes } from './docusaurus/pluginThemes.ts';
import { packagesNotInstalled } from './docusaurus/packagesNotInstalled.ts';
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
const notCarried: string[] = [];
// An instance whose folder is not there (a checkout without it) is named, and the others come in.
const instances = docsPluginInstances(read.config, siteDir).filter((instance, index) => {
  if (existsSync(instance.docsDir)) return true;
  const where = relative(process.cwd(), instance.docsDir);
  if (index === 0) fail(`${where}: the docs folder the config names does not exist`);
  notCarried.push(`docs plugin "${instance.id}": its folder ${where}/ does not exist`);
  return false;
});
const folders = docsFolders(instances);
if (folders.length === 0)
  fail(`${relative(process.cwd(), configFile)}: no docs plugin (the classic preset's docs, or plugin-content-docs)`);
if (folders[0]?.options.id !== DEFAULT_INSTANCE)
  notCarried.push(
    `the site has no default docs plugin: the docs of "${folders[0]?.options.id}" are the portal's docs/`,
  );
// Each blog whose folder holds a file comes in; one the config sets up without its folder is named.
const hasFiles = (dir: string) => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true }).some((entry) => entry.isFile());
  } catch {
    return false;
  }
};
const blogFolderFree = await blogFolderIsFree(portalRoot, folders);
const blogs = blogPluginInstances(read.config, siteDir, blogFolderFree).flatMap((blog) => {
  if (hasFiles(blog.blogDir)) return [blog];
  if (!blog.configured) return [];
  const why = existsSync(blog.blogDir) ? 'holds no file' : 'does not exist';
  const line = `${blogLabel(blog.id)}: its folder ${relative(siteDir, blog.blogDir) || '.'}/ ${why} (nothing to serve)`;
  return [{ ...blog, settings: null, notCarried: [line] }];
});
const blogDirs = blogs.map(({ blogDir }) => blogDir);
const placed = await placeImportedSite(siteDir, folders, portalRoot, blogs).catch((error: Error) =>
  fail(error.message),
);
placed.push(...(await placeSiteCode(siteDir, portalRoot, blogDirs)));
// The site's own pages (`src/pages`) are site code: they are placed with it and served from there.
const pagesFolder = pagesFolders(read.config, siteDir).filter((found) => hasFiles(found.siteFolder));
for (const found of pagesFolder) {
  notCarried.push(...found.notCarried);
  if (found.settings)
    placed.push(`pages: ${relative(siteDir, found.siteFolder)}/ → ${found.settings.path}/ (served at the site root)`);
}
const pagesSettings = pagesFolder.find((found) => found.settings)?.settings;

notCarried.push(
  ...leaveOutUnknownVersions(folders, ({ prefix }) => {
    const file = join(portalRoot, `${prefix}versions.json`);
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
  }),
);
// Where each page is served, by Docusaurus's rules, from the placed files: the pages are not
// compiled here (the check below does, with the imported site's settings).
const { instances: docsInstances, ...docs } = docsSettings(folders);
const placedSettings = { docs: { ...docs, home: '/' }, docsInstances };
const versions = await readDocsVersions(portalRoot, placedSettings).catch((error: Error) => fail(error.message));
const served = await Promise.all(
  versions.map(async (source) => {
    const loaded = await loadDocPlaces(source.dir, source);
    const config = await loadSidebarsConfig(source).catch(() => null);
    return { source, ...loaded, sidebars: buildVersionSidebars(loaded.docs, loaded.categories, source, config) };
  }),
);
const landing = (instance: string) =>
  served.find(
    ({ source }) =>
      source.instance === (instance === folders[0]?.options.id ? DEFAULT_INSTANCE : instance) && source.isLast,
  );
const main = landing(DEFAULT_INSTANCE);
if (!main) fail('no docs version is served');
const firstSidebar = [...main.sidebars.sidebars.values()][0] ?? [];
const docsHome =
  main.docs.find((doc) => doc.route === main.source.routeBase)?.route ??
  placeInSidebars(main.sidebars.sidebars).keys().next().value ??
  main.docs[0]?.route ??
  main.source.routeBase;
const routes: DocRoutes = {
  routeOfDoc: (id, instance) => landing(instance)?.docs.find((doc) => doc.id === id)?.route,
  homeOfSidebar: (name, instance) => sidebarPaths(landing(instance)?.sidebars.sidebars.get(name) ?? [])[0],
  docsHome,
};
const current = JSON.parse(await readFile(join(portalRoot, SETTINGS_FILE), 'utf8')) as SiteSettings & {
  $comment?: string;
};
const embeds = embedsOfDocs(versions.map(({ dir }) => dir));
const carried = siteSettingsFromConfig(read.config, folders, routes, current, embeds, siteDir, blogs);
notCarried.push(...carried.notCarried);
// The installed plugins' themes: `@theme/X` and the components of their MDXComponents for pages.
const themes = await pluginThemes(read.config, siteDir);
notCarried.push(...themes.problems);
const look = siteLookOf(read.config, siteDir);
notCarried.push(...look.notCarried);
// The CSS modules of the site's code, as the build will carry them (server/content/siteStyles/).
const siteStyles = await siteStylesheet(portalRoot);
if (siteStyles.files.length > 0)
  look.carried.push(
    `${siteStyles.files.length} CSS module${siteStyles.files.length === 1 ? '' : 's'} of the site's code, scoped`,
  );
for (const line of siteStyles.leftOut)
  notCarried.push(`${line} (CSS modules: a selector without a class of the module would style the portal's own pages)`);
const settings = {
  $comment: current.$comment,
  ...carried.settings,
  ...(look.brand ? { brand: look.brand } : {}),
  ...(themes.themePaths.length > 0 ? { themePaths: themes.themePaths } : {}),
  ...(pagesSettings ? { pages: pagesSettings } : {}),
  homeCards: homeCards(firstSidebar, main.docs),
};
checkSiteSettings(settings);
await writeFile(join(portalRoot, SETTINGS_FILE), `${JSON.stringify(settings, null, 2)}\n`);

/** `4 navbar links (1 a dropdown of 3)`. */
function navbarSummary({ navbarLinks }: SiteSettings): string {
  const dropdowns = navbarLinks.flatMap((item) => ('items' in item ? [item.items.length] : []));
  const count = `${navbarLinks.length} navbar link${navbarLinks.length === 1 ? '' : 's'}`;
  if (dropdowns.length === 0) return count;
  return `${count} (${dropdowns.length === 1 ? `1 a dropdown of ${dropdowns[0]}` : `${dropdowns.length} dropdowns`})`;
}

const configName = relative(siteDir, configFile);
console.log(`Imported "${settings.title}" from ${folder}`);
console.log(
  read.standIns.length === 0
    ? `  ${configName}: evaluated`
    : `  ${configName}: evaluated, with stand-ins for modules not installed here (values taken from them are left out): ${read.standIns.join(', ')}`,
);
if (settings.themePaths)
  console.log(
    `  ${configName}: the themes of its installed plugins, below src/theme/: ${settings.themePaths.join(', ')}`,
  );
if (settings.pluginsNotInstalled)
  console.log(
    `  ${configName}: names plugins not installed here, whose themes' components pages cannot use until they are: ${settings.pluginsNotInstalled.join(', ')}`,
  );
if (read.envNotPassed.length > 0)
  console.log(
    `  ${configName}: reads environment variables not passed to site code (list them in ${SITE_ENV_VARIABLE} to pass them): ${read.envNotPassed.join(', ')}`,
  );
if (read.absentFiles.length > 0)
  console.log(`  ${configName}: reads files that are not there (read as empty): ${read.absentFiles.join(', ')}`);
for (const line of placed) console.log(`  ${line}`);
if (look.carried.length > 0) console.log(`  look: ${look.carried.join('; ')}`);
for (const { source, docs: pages } of served) {
  const count = `${pages.length} page${pages.length === 1 ? '' : 's'}`;
  const opens = source === main.source ? `, opening on ${docsHome}` : '';
  console.log(`  ${count} of ${source.displayDir}/ (${source.label}) under ${source.routeBase}${opens}`);
}
console.log(
  `  ${SETTINGS_FILE}: title, tagline, URL, base URL, ${navbarSummary(settings)}, ${settings.footerColumns.length} footer columns, ${settings.colorMode ? 'colour mode, ' : ''}${settings.announcementBar ? 'announcement bar, ' : ''}edit URL, docs route bases and versions, ${settings.blogs ? `${settings.blogs.length} blog${settings.blogs.length === 1 ? '' : 's'}, ` : ''}broken-link settings (${settings.onBrokenLinks}/${settings.onBrokenAnchors}), Markdown format (${settings.markdownFormat}), code languages (${settings.extraCodeLanguages.join(', ') || 'none'}), remark plugins (${settings.remarkPlugins?.map(({ name }) => name).join(', ') || 'none'})`,
);
if (notCarried.length > 0) {
  console.log('Not carried over:');
  for (const line of notCarried) console.log(`  - ${line}`);
}

/**
 * `npm run check:docs` in the portal, in a process of its own so that it reads the settings just
 * written: every problem of every page, version and docs folder, in one run. Under `warn`, so that
 * one problem does not hide the next; which of them stop the build the settings decide. It compiles
 * every page into the compiled-page cache, from which the build after the import takes them. It
 * runs bundled under plain node, as the build does (scripts/runBundled.mjs), without tsx's loader
 * and its thread beside the import's own process.
 */
async function checkDocs(): Promise<string[]> {
  const bundled = join(portalRoot, 'scripts', 'runBundled.mjs');
  const env = {
    ...process.env,
    DOCS_ON_PAGE_ERROR: 'warn',
    DOCS_ON_BROKEN_LINKS: 'warn',
    DOCS_ON_BROKEN_ANCHORS: 'warn',
    DOCS_ON_BROKEN_IMAGES: 'warn',
  };
  const output = await promisify(execFile)(process.execPath, [bundled, join(portalRoot, 'scripts', 'checkDocs.ts')], {
    cwd: portalRoot,
    env,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string; stderr?: string }) => ({
    stdout: error.stdout ?? '',
    stderr: error.stderr ?? '',
  }));
  const lines = `${output.stderr}\n${output.stdout}`.split('\n');
  return lines.filter((line) => line.startsWith('warning: ')).map((line) => line.slice('warning: '.length).trim());
}

const problems = await checkDocs();
if (problems.length > 0) {
  console.log(
    `What the build reports (${problems.length}; build with DOCS_ON_PAGE_ERROR=warn to serve the pages meanwhile):`,
  );
  for (const line of problems) console.log(`  - ${line}`);
}
const missing = packagesNotInstalled(problems, siteDir);
if (missing.length > 0) {
  console.log(
    `Packages the docs import that the site has not installed (their constructs show a notice until they are): ${missing.join(', ')}`,
  );
  console.log(
    `  Install the site's dependencies (npm install in ${folder}) and import again, or add them to site/: npm install --prefix site --no-save ${missing.join(' ')}`,
  );
}
console.log('Next: npm run build (or npm run dev)');
