/**
 * Carries a Docusaurus site's own code into the portal's `site/` folder, where the build resolves
 * `@site/…` (server/content/markdown/siteCode/siteModules.ts): its `src/`, `core/`, config and
 * whatever else the site folder holds, except what is not code the docs import (`node_modules/` is
 * carried apart, build output, Docusaurus's caches, the docs and versioned folders (not the
 * versions files, which pages import), `static/`,
 * the blogs, translations, and folders with no code at all, such as another docs instance's). The site's `node_modules/`, when it has one, goes to
 * `site/node_modules/`: packages the docs import are bundled from there, never from the portal's.
 * What an earlier import placed goes first.
 */
import { access, cp, readdir, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** The folder of the portal that holds the imported site's code. */
export const SITE_CODE_FOLDER = 'site';

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** Entries of the site folder that are not its code. */
const NOT_CODE = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  '.cache-loader',
  '.git',
  '.yarn',
  '.turbo',
  'docs',
  'versioned_docs',
  'versioned_sidebars',
  'static',
  'blog',
  'i18n',
]);
/**
 * A docs plugin instance's versioned folders (`community_versioned_docs`). The versions files
 * (`versions.json`, `community_versions.json`) are carried as code too: a page listing the
 * versions imports them (`import versions from '../../versions.json'`).
 */
const INSTANCE_VERSIONS = /^[\w-]+_(?:versioned_docs|versioned_sidebars)$/;

const isCode = (name: string) => !NOT_CODE.has(name) && !INSTANCE_VERSIONS.test(name);

/** Files that are code (or what code imports besides Markdown): a folder without any is docs. */
const CODE_FILE = /\.(?:[cm]?[jt]sx?|css|scss|sass|less|json)$/;

/** Whether `path` is a file, or a folder holding code at any depth (another docs instance's folder holds none). */
async function holdsCode(path: string): Promise<boolean> {
  if (!(await stat(path)).isDirectory()) return true;
  const files = await readdir(path, { recursive: true });
  return files.some((file) => CODE_FILE.test(file));
}

/**
 * Copies the site's code into `<portalRoot>/site`; returns lines for the import report.
 * `blogDirs`: the site's blog folders (`blog/` is never code), which the import places apart.
 */
export async function placeSiteCode(siteDir: string, portalRoot: string, blogDirs: string[] = []): Promise<string[]> {
  const target = join(portalRoot, SITE_CODE_FOLDER);
  await rm(target, { recursive: true, force: true });
  const blogs = new Set(blogDirs.filter((dir) => dirname(dir) === siteDir).map((dir) => basename(dir)));
  const entries: string[] = [];
  for (const name of (await readdir(siteDir)).filter((name) => isCode(name) && !blogs.has(name)).sort())
    if (await holdsCode(join(siteDir, name))) entries.push(name);
  for (const name of entries) await cp(join(siteDir, name), join(target, name), { recursive: true });
  const lines = [
    entries.length > 0
      ? `site code: ${entries.map((name) => name).join(', ')} → ${SITE_CODE_FOLDER}/ (what the docs import as @site/…)`
      : `site code: none besides the docs (${SITE_CODE_FOLDER}/ left empty)`,
  ];
  if (await exists(join(siteDir, 'node_modules'))) {
    await cp(join(siteDir, 'node_modules'), join(target, 'node_modules'), { recursive: true, verbatimSymlinks: true });
    lines.push(`node_modules/ → ${SITE_CODE_FOLDER}/node_modules/ (the packages the docs’ code imports)`);
  } else {
    lines.push(
      `no node_modules/ in the site: a package its docs import fails where it is used (install the site’s packages, then import again)`,
    );
  }
  return lines;
}
