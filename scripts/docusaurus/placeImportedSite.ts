/**
 * Puts a Docusaurus site's content in place of the portal's own, in the portal's layout
 * (docsFolders.ts): each docs plugin instance's folder, sidebars file and versions, each blog's
 * folder (blogPluginOptions.ts), and `static/`. What an earlier import placed goes first. The
 * portal's API contract goes too: it documents Advoca's API, which the imported docs do not
 * reference (and the build checks that each operation has a page).
 */
import { access, cp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { SIDEBARS_FILE_NAMES } from '../../server/content/navigation/sidebarsFile.ts';
import { type BlogPluginOptions, blogLabel } from './blogPluginOptions.ts';
import type { DocsFolder } from './docsFolders.ts';

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** What an instance placed by an earlier import left at the portal root (docsFolders.ts names them so). */
const PLACED_INSTANCE =
  /^[\w-]+_(?:docs|versions\.json|versioned_docs|versioned_sidebars|sidebars\.[cm]?[jt]s|sidebars\.json)$/;

/** Names at the portal's root that are the portal's own or that the import places: never a blog's folder. */
const PORTAL_NAMES = new Set([
  'api',
  'versioned_api',
  'docs',
  'versioned_docs',
  'versioned_sidebars',
  'static',
  'site',
  'public',
  'dist',
  'node_modules',
  'server',
  'client',
  'shared',
  'scripts',
  'tests',
  'deploy',
  'handbook',
]);
const isPortalName = (name: string) => PORTAL_NAMES.has(name.toLowerCase()) || PLACED_INSTANCE.test(name);

/**
 * The blog folders an earlier import placed, which go first: `blog/`, and each of
 * site.config.json's `blogs` whose folder is one name of the portal's root that the portal does
 * not use itself.
 */
async function earlierBlogFolders(portalRoot: string): Promise<string[]> {
  const settings = await readFile(join(portalRoot, 'site.config.json'), 'utf8').then(
    (text) => JSON.parse(text) as { blogs?: unknown } | null,
    () => null,
  );
  const paths = (Array.isArray(settings?.blogs) ? (settings.blogs as unknown[]) : []).flatMap((blog) => {
    const path = (blog as { path?: unknown } | null)?.path;
    return typeof path === 'string' ? [path] : [];
  });
  const isFolder = (name: string) =>
    stat(join(portalRoot, name)).then(
      (found) => found.isDirectory(),
      () => false,
    );
  const named = paths.filter((path) => /^[A-Za-z0-9][\w.-]*$/.test(path) && !isPortalName(path));
  const folders = await Promise.all(named.map(async (path) => ((await isFolder(path)) ? [path] : [])));
  return [...new Set(['blog', ...folders.flat()])];
}

/**
 * Whether a blog may keep its folder's own name at the portal's root (blogPluginOptions.ts): a name
 * that nothing there has (but an earlier import's blog) and that neither the portal nor this
 * import's docs use.
 */
export async function blogFolderIsFree(portalRoot: string, folders: DocsFolder[]): Promise<(name: string) => boolean> {
  const earlier = new Set((await earlierBlogFolders(portalRoot)).map((name) => name.toLowerCase()));
  const taken = new Set(
    [...(await readdir(portalRoot)), ...folders.map(({ folder }) => folder)]
      .map((name) => name.toLowerCase())
      .filter((name) => !earlier.has(name)),
  );
  return (name) => !isPortalName(name) && !taken.has(name.toLowerCase());
}

/** What was placed, as lines for the report. */
export async function placeImportedSite(
  siteDir: string,
  folders: DocsFolder[],
  portalRoot: string,
  /** The blogs to place: each with its settings (one the portal cannot serve stays out). */
  blogs: BlogPluginOptions[] = [],
): Promise<string[]> {
  const placed: string[] = [];
  const replaced = [
    'docs',
    'versioned_docs',
    'versioned_sidebars',
    'versions.json',
    'static',
    'api',
    'versioned_api',
    ...SIDEBARS_FILE_NAMES,
    ...(await readdir(portalRoot)).filter((name) => PLACED_INSTANCE.test(name)),
    ...(await earlierBlogFolders(portalRoot)),
  ];
  const hadContract = await exists(join(portalRoot, 'api'));
  for (const name of replaced) await rm(join(portalRoot, name), { recursive: true, force: true });
  if (hadContract) placed.push('removed the portal’s own API contract (api/): the imported docs do not use it');

  for (const { options, folder, prefix, sidebarsFile } of folders) {
    const from = (name: string) => `${options.id === 'default' ? '' : `${options.id}_`}${name}`;
    await cp(options.docsDir, join(portalRoot, folder), { recursive: true });
    placed.push(
      `docs${options.id === 'default' ? '' : ` "${options.id}"`}: ${relative(siteDir, options.docsDir) || '.'}/ → ${folder}/`,
    );
    if (options.sidebarPath && sidebarsFile) {
      await cp(options.sidebarPath, join(portalRoot, sidebarsFile));
      placed.push(`sidebars: ${relative(siteDir, options.sidebarPath)} → ${sidebarsFile}`);
    }
    for (const name of ['versions.json', 'versioned_docs', 'versioned_sidebars']) {
      if (!(await exists(join(siteDir, from(name))))) continue;
      await cp(join(siteDir, from(name)), join(portalRoot, `${prefix}${name}`), { recursive: true });
      placed.push(`${from(name)} → ${prefix}${name}`);
    }
  }
  for (const { id, blogDir, folder, settings } of blogs) {
    if (!settings) continue;
    await cp(blogDir, join(portalRoot, folder), { recursive: true });
    placed.push(`${blogLabel(id)}: ${relative(siteDir, blogDir) || '.'}/ → ${folder}/ under ${settings.routeBase}`);
  }
  if (await exists(join(siteDir, 'static'))) {
    await cp(join(siteDir, 'static'), join(portalRoot, 'static'), { recursive: true });
    placed.push('static/ → static/ (served at the site root)');
  }
  return placed;
}
