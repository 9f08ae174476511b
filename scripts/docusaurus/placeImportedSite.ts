/**
 * Puts a Docusaurus site's content in place of the portal's own, in the portal's layout
 * (docsFolders.ts): each docs plugin instance's folder, sidebars file and versions, and `static/`.
 * What an earlier import placed goes first. The portal's API contract goes too: it documents
 * Advoca's API, which the imported docs do not reference (and the build checks that each
 * operation has a page).
 */
import { access, cp, readdir, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { SIDEBARS_FILE_NAMES } from '../../server/content/navigation/sidebarsFile.ts';
import type { DocsFolder } from './docsFolders.ts';

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** What an instance placed by an earlier import left at the portal root (docsFolders.ts names them so). */
const PLACED_INSTANCE =
  /^[\w-]+_(?:docs|versions\.json|versioned_docs|versioned_sidebars|sidebars\.[cm]?[jt]s|sidebars\.json)$/;

/** What was placed, as lines for the report. */
export async function placeImportedSite(siteDir: string, folders: DocsFolder[], portalRoot: string): Promise<string[]> {
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
  if (await exists(join(siteDir, 'static'))) {
    await cp(join(siteDir, 'static'), join(portalRoot, 'static'), { recursive: true });
    placed.push('static/ → static/ (served at the site root)');
  }
  return placed;
}
