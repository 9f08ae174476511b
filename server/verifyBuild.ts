/**
 * Refuses to serve a build that is not whole: a half-copied `dist/` would otherwise start healthy
 * and serve pages without their scripts, styles or favicon, a page store without pages, or send
 * other bytes than its peers (an asset without its precompressed forms is compressed on request).
 * Run once at start by the process entry; each problem is one line naming what is missing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { headTags } from '../shared/headTags.ts';
import type { PageData } from '../shared/types.ts';
import { builtFiles } from './buildCheck/builtFiles.ts';
import { cssSubresources, htmlSubresources, isLoadedMeta } from './buildCheck/subresources.ts';
import type { PageStore } from './content/pageStore/pageStore.ts';
import type { ClientAssets } from './render/clientAssets.ts';
import { renderPage } from './render/renderPage.tsx';
import { hasCompiledHtml } from '../shared/compiledHtml.ts';

export class IncompleteBuildError extends Error {
  override name = 'IncompleteBuildError';
}

export interface BuildFolders {
  /** The client bundle: `manifest.json` and `assets/`. */
  clientDir: string;
  /** The build's copy of `public/` (and the site's `static/`). */
  publicDir: string;
}

/** A URL a page loads, and where it was found. */
interface Subresource {
  url: string;
  /** The page or stylesheet it is resolved against: `/docs/ios/badge`, `/assets/entry-X.css`. */
  from: string;
  /** What it was found in, for the refusal to say: `the page /docs/ios/badge`. */
  foundIn: string;
}

/** Stands for SITE_URL: pages are checked as served from it at BASE_URL=/, as the store holds them. */
const SITE = 'https://portal.invalid';

const fail = (what: string): never => {
  throw new IncompleteBuildError(`The build is incomplete: ${what}; run "npm run build"`);
};

export async function verifyBuild(store: PageStore, assets: ClientAssets, folders: BuildFolders): Promise<void> {
  const { clientDir, publicDir } = folders;
  for (const [name, url] of Object.entries(assets)) {
    // Manifest URLs are relative to the client folder: `/assets/entry-5F2KQ7XA.js`.
    if (!existsSync(join(clientDir, url)))
      fail(`the client manifest names ${url} (${name}), which is not in ${clientDir}`);
  }
  verifyPageStore(store);
  const files = builtFiles(clientDir, publicDir);
  for (const form of files.missingPrecompressedForms)
    fail(`${form} is missing: the build writes a brotli and a gzip form beside each script and stylesheet`);
  const reported = new Set(store.missingFiles);
  for (const { url, from, foundIn } of await subresources(store, assets, clientDir)) {
    const path = sitePath(url, from);
    if (path !== null && !files.routes.has(path) && !store.pages[path] && !reported.has(path))
      fail(`${foundIn} loads ${path}, and ${files.expectedPlace(path)} is missing`);
  }
}

function verifyPageStore(store: PageStore): void {
  if (Object.keys(store.pages).length === 0) fail('the page store has no pages');
  if (store.versions.length === 0) fail('the page store has no docs versions');
  for (const version of store.versions) {
    if (!store.pages[version.homePath])
      fail(`the first page of docs version "${version.name}", ${version.homePath}, is not in the page store`);
  }
  if (!store.pages['/']) fail('the page store has no home page');
}

/**
 * Everything the pages load: what the document around them loads (rendered once for the home
 * page and each version's first page, as any page's would be), each page's own content and social
 * card, and what the stylesheet loads (fonts, images).
 */
async function subresources(store: PageStore, assets: ClientAssets, clientDir: string): Promise<Subresource[]> {
  const found: Subresource[] = [];
  const onPage = (page: PageData) => (url: string) => ({ url, from: page.path, foundIn: `the page ${page.path}` });
  const context = { assets, baseUrl: '/', siteUrl: SITE };
  const framed = [store.pages['/'], ...store.versions.map((version) => store.pages[version.homePath])];
  for (const page of new Set(framed.filter((entry): entry is PageData => entry !== undefined)))
    found.push(...htmlSubresources(await renderPage(page, context)).map(onPage(page)));
  for (const page of Object.values(store.pages)) {
    if (hasCompiledHtml(page)) found.push(...htmlSubresources(page.html).map(onPage(page)));
    const card = headTags(page, context).meta.filter(({ key }) => isLoadedMeta(key));
    found.push(...card.map(({ content }) => onPage(page)(content)));
  }
  const stylesheet = assets.stylesheet;
  const css = readFileSync(join(clientDir, stylesheet), 'utf8');
  found.push(
    ...cssSubresources(css).map((url) => ({ url, from: stylesheet, foundIn: `the stylesheet ${stylesheet}` })),
  );
  return found;
}

/** The path on this site `url` names, resolved against the page at `from`; null for other origins and `data:`. */
function sitePath(url: string, from: string): string | null {
  let resolved: URL;
  try {
    resolved = new URL(url, SITE + from);
  } catch {
    return null; // not a URL a browser would load either
  }
  if (resolved.origin !== SITE) return null;
  try {
    return decodeURIComponent(resolved.pathname);
  } catch {
    return resolved.pathname;
  }
}
