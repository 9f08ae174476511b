/**
 * The files a build serves beside its pages: `public/` (the portal's own: favicon, fonts) and the
 * site's `static/` folder (Docusaurus's: `static/img/logo.png` at `/img/logo.png`), and the files
 * of the docs that pages show (copied into the client's hashed assets).
 */
import { cp, mkdir, readdir } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { PageStore } from '../server/content/pageStore/pageStore.ts';

/** The site's static folder, beside its docs (as Docusaurus's `staticDirectories` default). */
export const staticDirOf = (contentRoot: string) => join(contentRoot, 'static');

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** The routes of `public/` and `static/` files (`/img/logo.png`), which links may target. */
export async function siteFileRoutes(publicDir: string, contentRoot: string): Promise<string[]> {
  const files = [...(await filesUnder(publicDir)), ...(await filesUnder(staticDirOf(contentRoot)))];
  return files.map((file) => `/${file}`);
}

/** Copies `public/`, then `static/` over it (the site's own favicon wins), into `outDir`. */
export async function copySiteFiles(publicDir: string, contentRoot: string, outDir: string): Promise<void> {
  await cp(publicDir, outDir, { recursive: true });
  await cp(staticDirOf(contentRoot), outDir, { recursive: true, force: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/** Copies the docs' files that pages show to their hashed routes under the client folder. */
export async function writeDocAssets(store: PageStore, contentRoot: string, clientDir: string): Promise<void> {
  for (const [route, source] of Object.entries(store.docAssets)) {
    const target = join(clientDir, ...route.split('/').filter(Boolean));
    await mkdir(dirname(target), { recursive: true });
    await cp(join(contentRoot, source), target);
  }
}
