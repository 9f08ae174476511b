/**
 * A doc's id and route, computed as Docusaurus computes them (plugin-content-docs' docs.ts and
 * slug.ts): number prefixes stripped (`01-intro.md` → `intro`), `id` and `slug` from the front
 * matter, and `index.md`, `README.md` or a file named like its folder standing for the folder.
 */
import { posix } from 'node:path';
import { DOCS_ROUTE_BASE, joinRoute } from '../../../shared/docsRoutes.ts';

/** File extensions of pages; anything else in the docs folder is not a page. */
export const DOC_EXTENSIONS = ['.md', '.mdx'] as const;

/** `01-intro`, `1_intro`, `01. Intro` → `intro`; dates and versions (`2024-01-01`, `1.2`) are names. */
const NUMBER_PREFIX = /^(?<number>\d+)\s*[-_.]+\s*(?<name>[^-_.\s].*)$/;
const NOT_A_PREFIX = /^(?:\d{2,4}[-_.]\d{2}[-_.]\d{2}|\d+(?:\.\d+)+)(?:$|[-_.])/;

export function parseNumberPrefix(name: string): { name: string; position?: number } {
  if (NOT_A_PREFIX.test(name)) return { name };
  const match = NUMBER_PREFIX.exec(name);
  return match?.groups ? { name: match.groups.name as string, position: Number(match.groups.number) } : { name };
}

export const stripNumberPrefixes = (path: string) =>
  path
    .split('/')
    .map((part) => parseNumberPrefix(part).name)
    .join('/');

/** Files and folders starting with `_` are partials and settings, not pages (as in Docusaurus). */
export const isPartialPath = (file: string) => file.split('/').some((part) => part.startsWith('_'));

export function isDocFile(file: string): boolean {
  return DOC_EXTENSIONS.some((extension) => file.endsWith(extension)) && !isPartialPath(file);
}

export interface DocIdentity {
  /** Docusaurus's doc id: `guides/intro` (folders and file without number prefixes, or the front matter id). */
  id: string;
  /** The page's route: `/docs/guides/intro`. */
  route: string;
  /** Whether the file stands for its folder: the category's own page. */
  isCategoryIndex: boolean;
  /** The file name's number prefix, a default sidebar position. */
  numberPrefix?: number;
}

/** The route of a slug (`/intro`, `intro`, `../intro`) written in a file of `folder`. */
function slugRoute(slug: string, folder: string, routeBase: string): string {
  const path = slug.startsWith('/') ? slug : posix.join('/', folder, slug);
  return joinRoute(routeBase, posix.normalize(path));
}

/**
 * `file` is the path inside the version's folder (`01-guides/02-setup.md`); `frontMatter` holds
 * the raw `id` and `slug` when the file sets them.
 */
export function docIdentity(
  file: string,
  frontMatter: { id?: unknown; slug?: unknown } = {},
  routeBase = DOCS_ROUTE_BASE,
): DocIdentity {
  const folder = posix.dirname(file) === '.' ? '' : posix.dirname(file);
  const baseName = posix.basename(file).replace(/\.mdx?$/, '');
  const { name, position } = parseNumberPrefix(baseName);
  const strippedFolder = stripNumberPrefixes(folder);
  // As Docusaurus's isCategoryIndex: the file's name as written, number prefix included, against
  // `index`, `readme` and its folder's name as written (`data-source/1-data-source.md` is a page of
  // its own at `/data-source/data-source`, `01-guides/01-guides.md` the folder's page).
  const folderName = posix.basename(folder);
  const isCategoryIndex =
    /^(index|readme)$/i.test(baseName) || (folderName !== '' && baseName.toLowerCase() === folderName.toLowerCase());
  const baseId = typeof frontMatter.id === 'string' && frontMatter.id !== '' ? frontMatter.id : name;
  const id = strippedFolder === '' ? baseId : `${strippedFolder}/${baseId}`;
  let route: string;
  if (typeof frontMatter.slug === 'string' && frontMatter.slug.trim() !== '') {
    route = slugRoute(frontMatter.slug.trim(), strippedFolder, routeBase);
  } else if (isCategoryIndex) {
    // As Docusaurus's slug.ts: a category's own page is at the folder's address, whatever its id.
    route = slugRoute('.', strippedFolder, routeBase);
  } else {
    route = slugRoute(baseId, strippedFolder, routeBase);
  }
  return { id, route, isCategoryIndex, ...(position === undefined ? {} : { numberPrefix: position }) };
}

/** Where a doc file is and which doc it is: the fields every page built from it carries, failed or not. */
export function docPlace(
  file: string,
  frontMatter: { id?: unknown; slug?: unknown },
  { routeBase, displayDir }: { routeBase: string; displayDir: string },
) {
  return {
    file,
    sourcePath: `${displayDir}/${file}`,
    categoryPath: file.split('/').slice(0, -1),
    ...docIdentity(file, frontMatter, routeBase),
  };
}
