/**
 * Puts a Docusaurus site's content in place of the portal's own, in the portal's layout: the docs
 * folder as `docs/`, its sidebars file beside it, `versions.json`, `versioned_docs/`,
 * `versioned_sidebars/` and `static/`. The portal's API contract goes too: it documents Advoca's
 * API, which the imported docs do not reference (and the build checks that each operation has a page).
 */
import { access, cp, rm } from 'node:fs/promises';
import { basename, extname, join, relative } from 'node:path';
import { SIDEBARS_FILE_NAMES } from '../../server/content/navigation/sidebarsFile.ts';
import type { DocsPluginOptions } from './docsPluginOptions.ts';

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** What was placed, as lines for the report. */
export async function placeImportedSite(
  siteDir: string,
  docs: DocsPluginOptions,
  portalRoot: string,
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
  ];
  const hadContract = await exists(join(portalRoot, 'api'));
  for (const name of replaced) await rm(join(portalRoot, name), { recursive: true, force: true });
  if (hadContract) placed.push('removed the portal’s own API contract (api/): the imported docs do not use it');

  await cp(docs.docsDir, join(portalRoot, 'docs'), { recursive: true });
  placed.push(`docs: ${relative(siteDir, docs.docsDir) || '.'}/ → docs/`);
  if (docs.sidebarPath) {
    const name = `sidebars${extname(docs.sidebarPath) || '.js'}`;
    await cp(docs.sidebarPath, join(portalRoot, name));
    placed.push(`sidebars: ${basename(docs.sidebarPath)} → ${name}`);
  }
  for (const name of ['versions.json', 'versioned_docs', 'versioned_sidebars']) {
    if (!(await exists(join(siteDir, name)))) continue;
    await cp(join(siteDir, name), join(portalRoot, name), { recursive: true });
    placed.push(`${name} → ${name}`);
  }
  if (await exists(join(siteDir, 'static'))) {
    await cp(join(siteDir, 'static'), join(portalRoot, 'static'), { recursive: true });
    placed.push('static/ → static/ (served at the site root)');
  }
  return placed;
}
