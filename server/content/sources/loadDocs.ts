/** Reads every page (`.md`, `.mdx`) and `_category_.json` under a docs folder and compiles the docs. */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { DOCS_ROUTE_BASE } from '../../../shared/docsRoutes.ts';
import type { TocEntry } from '../../../shared/types.ts';
import type { PageSection } from '../markdown/plugins/rehypeCollectSections.ts';
import type { SourceLink } from '../markdown/plugins/remarkCollectLinks.ts';
import type { Contract } from '../../contract/contract.ts';
import { compileMarkdown } from '../markdown/compileMarkdown.ts';
import { formatOf } from '../markdown/markdownFormat.ts';
import { siteConfig } from '../../../shared/site-config.ts';
import { expandFacts } from '../markdown/expandFacts.ts';
import { readFrontMatter, withoutFrontMatter } from '../markdown/readFrontMatter.ts';
import type { ApiReferenceUse } from '../markdown/plugins/remarkApiReference.ts';
import type { CodeFile } from '../markdown/plugins/remarkCodeFile.ts';
import type { DocAsset } from '../markdown/plugins/remarkDocAssets.ts';
import type { CodeBlock } from '../markdown/plugins/remarkCollectCodeBlocks.ts';
import { type Facts, loadFacts } from './loadFacts.ts';
import { lastCommitDates, lastUpdated, sourceDateEpoch } from './lastUpdated.ts';
import { byFileThenLine, linesOf, throwProblems } from './settleAll.ts';
import { failedDoc, partialPage } from './failedDoc.ts';
import { docIdentity, docPlace, isDocFile } from './docIdentity.ts';
import { type CategoryMeta, loadCategories } from './loadCategories.ts';
import { type DocFrontMatter, FrontMatterError, parseFrontMatter } from '../markdown/frontMatter.ts';
import { type PageCacheSettings, type PageOutcome, VersionPageCache } from './pageCache.ts';

/** A page's outcome, its fields side by side: the page, or its problems and what it still shows. */
type DocOutcome = { doc: DocSource; problems: string[]; partial: Awaited<ReturnType<typeof partialPage>> };

export interface DocSource {
  /** Path relative to the version's folder, with `/` separators: `ios/installation.md`. */
  file: string;
  /** Path for messages, from the repository root: `docs/ios/installation.md`. */
  sourcePath: string;
  /** Docusaurus's doc id (`guides/intro`): what sidebars files and `pagination_next` name. */
  id: string;
  route: string;
  /** Folders between the docs root and the file, as on disk: `['api', 'chat']`. */
  categoryPath: string[];
  /** Whether the file stands for its folder (`index.md`, `README.md`, `guides/guides.md`). */
  isCategoryIndex: boolean;
  /** The file name's number prefix (`02-setup.md`), its default sidebar position. */
  numberPrefix?: number;
  frontMatter: DocFrontMatter;
  /** The front matter's title, else the `# heading` the page starts with, else its id. */
  title: string;
  /** The front matter's description, else the first paragraph, else the title. */
  description: string;
  html: string;
  toc: TocEntry[];
  links: SourceLink[];
  ids: string[];
  /** The page's text by section, for search. */
  sections: PageSection[];
  /** The Markdown, facts and generated reference written out, front matter removed (served at `<route>.md`). */
  markdown: string;
  /** What the page documents from the API contract (each operation and event belongs on one page). */
  apiReferences: ApiReferenceUse[];
  /** The files it shows with `::code-file`, downloadable at their route. */
  codeFiles: CodeFile[];
  /** Its fenced code blocks, for `npm run check:samples` (not kept in the page store). */
  codeBlocks: CodeBlock[];
  /** ISO 8601 time of the last change; null when git does not know the file (see lastUpdated.ts). */
  lastUpdated: string | null;
  /** What the build reports about the page without failing, each naming file:line. */
  warnings: string[];
  /** The page's `# heading` is in its body, so the page shows no title of its own. */
  titleInBody: boolean;
  /** Files of the docs folder it shows or links to, served under hashed names (see remarkDocAssets.ts). */
  assets: DocAsset[];
  /** The page could not be built and shows a notice instead (failedDoc.ts, DOCS_ON_PAGE_ERROR=warn). */
  failed?: true;
}

export interface LoadedDocs {
  docs: DocSource[];
  /** Category metadata by folder path relative to the docs root (`api/chat`). */
  categories: Map<string, CategoryMeta>;
  /** Every problem of the pages that failed, sorted by file and line (with `keepFailedPages`; else they are thrown). */
  problems?: string[];
}

export interface LoadDocsOptions {
  /** Route prefix of the pages: `/docs`, or `/docs/1.0` for a frozen version. */
  routeBase?: string;
  /** The folder as messages name it, from the repository root: `docs`, `versioned_docs/version-1.0`. */
  displayDir?: string;
  /** What `::operation` and `::webhook` read; null when the site has no API contract. */
  contract?: Contract | null;
  /** What `{{name}}` reads: the docs folder's `_facts.yaml` (loadDocs reads it when not given). */
  facts?: Facts;
  /** Build pages marked `draft: true` (the dev server does, as Docusaurus's does). */
  includeDrafts?: boolean;
  /** Every page's route by file, so links written as file paths resolve to routes set by `slug`. */
  routesByFile?: ReadonlyMap<string, string>;
  /** How `.md` files are parsed; the site's `markdownFormat` by default. */
  markdownFormat?: 'mdx' | 'md' | 'detect';
  /**
   * Return a page that failed as a notice naming its problems (see failedDoc.ts) and list the
   * problems in `problems`, instead of throwing them all at the end.
   */
  keepFailedPages?: boolean;
  /** Take each page's compile from the compiled-page cache when its inputs are unchanged, and store it (pageCache.ts). */
  pageCache?: PageCacheSettings | null;
}

/** The doc files of a folder, as paths from it with `/`, sorted. */
async function docsFolderFiles(docsDir: string): Promise<string[]> {
  const entries = await readdir(docsDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(docsDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/**
 * Where each page of a docs folder is and which doc it is, from its file name and front matter,
 * without compiling it: what sidebars and links to docs need (the importer reads a moved-in site
 * so). A page whose front matter cannot be read is placed by its file name.
 */
export async function loadDocPlaces(
  docsDir: string,
  { routeBase = DOCS_ROUTE_BASE, displayDir = 'docs' }: Pick<LoadDocsOptions, 'routeBase' | 'displayDir'>,
): Promise<LoadedDocs> {
  const files = await docsFolderFiles(docsDir);
  const categories = await loadCategories(docsDir, files, displayDir);
  const docs = await Promise.all(
    files.filter(isDocFile).map(async (file) => {
      const text = await readFile(join(docsDir, file), 'utf8');
      let matter: Record<string, unknown> = {};
      try {
        matter = readFrontMatter(text, `${displayDir}/${file}`);
      } catch {
        // Its file name places it; the build names the problem.
      }
      return failedDoc({ file, text, matter }, [], { routeBase, displayDir });
    }),
  );
  return { docs: docs.filter((doc) => doc.frontMatter.draft !== true), categories };
}

/** Compiles one version's docs; every file's problems are reported together. */
export async function loadDocs(docsDir: string, options: LoadDocsOptions = {}): Promise<LoadedDocs> {
  const files = await docsFolderFiles(docsDir);
  const categories = await loadCategories(docsDir, files, options.displayDir);
  const facts = options.facts ?? (await loadFacts(docsDir, options.displayDir));
  const { routeBase = DOCS_ROUTE_BASE, displayDir = 'docs', contract = null } = options;
  // Routes first (front matter `slug` and `id` set them), so that links between pages resolve.
  const sources = await Promise.all(
    files.filter(isDocFile).map(async (file) => {
      const text = await readFile(join(docsDir, file), 'utf8');
      try {
        const matter = readFrontMatter(text, `${displayDir}/${file}`);
        return { file, text, matter, route: docIdentity(file, matter, routeBase).route, problems: [] };
      } catch (error) {
        const matter: Record<string, unknown> = {};
        return { file, text, matter, route: docIdentity(file, matter, routeBase).route, problems: linesOf(error) };
      }
    }),
  );
  const pages = sources.filter(({ matter }) => options.includeDrafts === true || matter.draft !== true);
  const routesByFile = new Map(sources.map(({ file, route }) => [file, route]));
  const commitDates = await lastCommitDates(docsDir);
  const fallbackDate = sourceDateEpoch();
  const compileOptions = { ...options, facts, routesByFile };
  const markdownFormat = options.markdownFormat ?? siteConfig.settings.markdownFormat;
  const cache = options.pageCache
    ? await VersionPageCache.open(options.pageCache, {
        docsDir,
        files,
        routeBase,
        displayDir,
        markdownFormat,
        contract,
        facts,
        routesByFile,
      })
    : null;
  const compilePage = async (page: (typeof pages)[number]): Promise<PageOutcome> => {
    try {
      return {
        doc: await compileDoc(docsDir, page.file, page.text, page.matter, compileOptions, commitDates, fallbackDate),
      };
    } catch (error) {
      // The front matter is checked after the compile: when that fails, check it here, so that a
      // mistyped field is not named only once the page compiles.
      const problems = linesOf(error);
      if (!(error instanceof FrontMatterError))
        problems.push(...frontMatterProblems(page.matter, `${displayDir}/${page.file}`));
      return { problems };
    }
  };
  const partialOf = (page: (typeof pages)[number]) => {
    const location = { file: page.file, routeBase, docsDir, routesByFile };
    return partialPage(page.text, `${displayDir}/${page.file}`, { location, contract, facts });
  };
  // Every page is compiled, whatever failed before it: a run names every problem of every file.
  const results = await Promise.all(
    pages.map(async (page): Promise<{ page: (typeof pages)[number] } & Partial<DocOutcome>> => {
      if (page.problems.length > 0) return { page, problems: page.problems };
      const cached = await cache?.read(page.file, page.text);
      if (cached && 'doc' in cached) {
        // Its date is git's (or SOURCE_DATE_EPOCH's), which the key leaves out: taken now.
        const { doc } = cached;
        doc.lastUpdated = pageDate(doc.frontMatter, page.file, commitDates, fallbackDate);
        return { page, doc };
      }
      if (cached) return { page, ...cached };
      const outcome = await compilePage(page);
      // What a failed page still shows is stored with it, so that a build from the cache compiles nothing.
      if (cache && 'problems' in outcome && options.keepFailedPages === true) outcome.partial = await partialOf(page);
      await cache?.write(page.file, page.text, outcome);
      return { page, ...outcome };
    }),
  );
  const problems = results.flatMap((result) => result.problems ?? []);
  if (options.keepFailedPages !== true) throwProblems(problems);
  // A page that failed is still a page: sidebars and links that name it are not broken too.
  const docs = await Promise.all(
    results.map(async ({ page, doc, problems: failed = [], partial }) => {
      if (doc) return doc;
      return failedDoc(page, failed, options, partial === undefined ? await partialOf(page) : partial);
    }),
  );
  assertUniqueRoutes(docs);
  return { docs, categories, problems: [...problems].sort(byFileThenLine) };
}

/** Compiles one page (the dev server recompiles only what changed). */
export async function loadDoc(
  docsDir: string,
  file: string,
  options: LoadDocsOptions = {},
  commitDates = new Map<string, string>(),
  fallbackDate = sourceDateEpoch(),
): Promise<DocSource> {
  const text = await readFile(join(docsDir, file), 'utf8');
  const matter = readFrontMatter(text, `${options.displayDir ?? 'docs'}/${file}`);
  return compileDoc(docsDir, file, text, matter, options, commitDates, fallbackDate);
}

/** `matter` is the front matter as read before compiling: it picks the page's format. */
async function compileDoc(
  docsDir: string,
  file: string,
  source: string,
  matter: Record<string, unknown>,
  {
    routeBase = DOCS_ROUTE_BASE,
    displayDir = 'docs',
    contract = null,
    facts = new Map(),
    routesByFile,
    markdownFormat = siteConfig.settings.markdownFormat,
  }: LoadDocsOptions,
  commitDates: Map<string, string>,
  fallbackDate: string | null,
): Promise<DocSource> {
  const sourcePath = `${displayDir}/${file}`;
  const text = expandFacts(source, facts, sourcePath);
  const location = { file, routeBase, docsDir, ...(routesByFile ? { routesByFile } : {}) };
  const format = formatOf(file, matter.format, markdownFormat);
  const compiled = await compileMarkdown(text, sourcePath, location, contract, format);
  const frontMatter = parseFrontMatter(compiled.matter, sourcePath);
  const place = docPlace(file, frontMatter, { routeBase, displayDir });
  const title = frontMatter.title ?? compiled.contentTitle ?? place.id.split('/').pop() ?? place.id;
  return {
    ...place,
    frontMatter,
    title,
    description: frontMatter.description ?? compiled.excerpt ?? title,
    html: compiled.html,
    toc: frontMatter.hideTableOfContents ? [] : compiled.toc,
    links: compiled.links,
    ids: compiled.ids,
    sections: compiled.sections,
    markdown: withoutFrontMatter(compiled.expandedSource).trimStart(),
    apiReferences: compiled.apiReferences,
    codeFiles: compiled.codeFiles,
    codeBlocks: compiled.codeBlocks,
    lastUpdated: pageDate(frontMatter, file, commitDates, fallbackDate),
    warnings: compiled.warnings,
    titleInBody: compiled.titleInBody,
    assets: compiled.assets,
  };
}

function frontMatterProblems(matter: Record<string, unknown>, sourcePath: string): string[] {
  try {
    parseFrontMatter(matter, sourcePath);
    return [];
  } catch (error) {
    return linesOf(error);
  }
}

/** When a page last changed: its front matter's date, else git's (or SOURCE_DATE_EPOCH's). */
function pageDate(
  frontMatter: DocFrontMatter,
  file: string,
  commitDates: Map<string, string>,
  fallbackDate: string | null,
): string | null {
  return frontMatterDate(frontMatter) ?? lastUpdated(file, commitDates, fallbackDate);
}

/** `last_update.date` overrides git's date, as in Docusaurus. */
function frontMatterDate({ lastUpdate }: DocFrontMatter): string | null {
  const date = lastUpdate?.date;
  if (date === undefined) return null;
  const parsed = date instanceof Date ? date : new Date(date);
  return Number.isNaN(parsed.getTime()) ? null : parsed.toISOString();
}

/** Two files claiming one route (`ios.md` and `ios/index.md`, or a version named like a folder). */
export function assertUniqueRoutes(docs: Pick<DocSource, 'route' | 'sourcePath'>[]): void {
  const seen = new Map<string, string>();
  for (const doc of docs) {
    const other = seen.get(doc.route);
    if (other) throw new Error(`${doc.sourcePath}: route ${doc.route} is already taken by ${other}`);
    seen.set(doc.route, doc.sourcePath);
  }
}
