/**
 * The content build step: every version's docs loaded and compiled, put together into pages,
 * indexed for search, and stamped with the id of the whole.
 */
import { siteConfig } from '../../../shared/site-config.ts';
import type { BrokenLink } from '../navigation/checkLinks.ts';
import {
  applyLinkPolicy,
  BrokenLinksError,
  describeBrokenLinks,
  type LinkPolicy,
  readLinkPolicy,
} from '../navigation/linkPolicy.ts';
import type { DocsVersionSource } from '../sources/docsVersions.ts';
import { type PageErrorAction, readPageErrorPolicy } from '../markdown/pageErrorPolicy.ts';
import { byFileThenLine, DocsErrors, linesOf, settleAll, throwProblems } from '../sources/settleAll.ts';
import { checkSiteSettings } from '../sources/siteSettings.ts';
import { type LoadedVersion, loadVersion } from '../sources/loadVersion.ts';
import { assemblePages } from './assemblePages.ts';
import type { BlogSource } from '../blog/blogSources.ts';
import { type LoadedBlog, loadBlog } from '../blog/loadBlog.ts';
import { type LoadedSitePages, loadSitePages, type SitePagesSource } from '../pages/loadSitePages.ts';
import { buildIdOf, withBuildId } from './buildId.ts';
import type { ChromeLinkSource } from '../navigation/chromeLinks.ts';
import { indexSections } from './indexSections.ts';
import type { PageStore } from './pageStore.ts';

export interface BuildPageStoreOptions {
  /** What broken links do; the site's settings and the environment by default. */
  linkPolicy?: LinkPolicy;
  /** What a page that cannot be built does; the site's `onPageError` and DOCS_ON_PAGE_ERROR by default. */
  pageErrorPolicy?: PageErrorAction;
  /** Receives what the build reports without failing (broken links set to `warn`, pages under `warn`, unknown fence languages). */
  onWarning?: (message: string) => void;
  /** Routes of files served beside the pages (`static/`, `public/`), which links may target. */
  fileRoutes?: string[];
  /**
   * Loads one version, failed pages kept as notices: in this thread by default; the build passes
   * its worker threads' (scripts/buildVersionWorkers.ts).
   */
  loadVersion?: (source: DocsVersionSource) => Promise<LoadedVersion>;
  /** Build the search index (check:docs, which writes nothing, does without: seconds and memory). */
  searchIndex?: boolean;
  /** The site's blogs (blog/blogSources.ts), compiled in this thread beside the docs. */
  blogs?: BlogSource[];
  /** The site's own pages (`src/pages`), compiled in this thread too. */
  sitePages?: SitePagesSource | null;
  /**
   * The navbar's and footer's links and images, checked as pages' links are (navigation/chromeLinks.ts):
   * the build and the dev server pass the site's; none by default, as a test's docs are not the site's.
   */
  chromeLinks?: ChromeLinkSource | null;
}

const loadHere = (source: DocsVersionSource) => loadVersion(source, { keepFailedPages: true });

const printWarning = (message: string) => console.warn(`warning: ${message}`);

export async function buildPageStore(
  sources: DocsVersionSource[],
  {
    linkPolicy = readLinkPolicy(siteConfig.settings),
    onWarning = printWarning,
    fileRoutes = [],
    pageErrorPolicy = readPageErrorPolicy(siteConfig.settings),
    loadVersion: load = loadHere,
    searchIndex = true,
    blogs: blogSources = [],
    sitePages: sitePagesSource = null,
    chromeLinks = null,
  }: BuildPageStoreOptions = {},
): Promise<PageStore> {
  checkSiteSettings(siteConfig.settings);
  // Every version is loaded, whichever fails: one run names the problems of all of them. A page
  // that fails is kept as a notice (failedDoc.ts), so its sidebar entries and links still resolve.
  const [
    { values: loaded, problems: versionProblems },
    { values: blogs, problems: blogProblems },
    { values: ownPages, problems: ownPageProblems },
  ] = await Promise.all([
    settleAll(sources.map((source) => load(source))),
    settleAll(blogSources.map((source) => loadBlog(source))),
    settleAll(sitePagesSource ? [loadSitePages(sitePagesSource)] : []),
  ]);
  const sitePages = ownPages[0] ?? null;
  // A post that cannot be built is left out of its blog, and named.
  const pageProblems = [
    ...loaded.flatMap((version) => version.problems ?? []),
    ...blogs.flatMap((blog) => blog.problems.map((problem) => `${problem} (the post is left out of the blog)`)),
    ...(sitePages?.problems ?? []).map((problem) => `${problem} (the page is left out)`),
  ].sort(byFileThenLine);
  // A version that cannot be read at all (its contract, facts or sidebars file) fails under either policy.
  const readProblems = [...versionProblems, ...blogProblems, ...ownPageProblems];
  if (readProblems.length > 0) throwProblems([...readProblems, ...pageProblems]);
  const failures = pageErrorPolicy === 'throw' ? pageProblems : [];
  if (pageErrorPolicy === 'warn') pageProblems.forEach(onWarning);
  for (const doc of loaded.flatMap((version) => version.docs)) doc.warnings.forEach(onWarning);
  for (const post of blogs.flatMap((blog) => blog.posts)) post.warnings.forEach(onWarning);
  for (const page of sitePages?.pages ?? []) page.warnings.forEach(onWarning);
  for (const { sidebarsConfig: config } of loaded)
    if (config && config.standIns.length > 0)
      onWarning(
        `${config.display}: evaluated with stand-ins for modules not installed here (items taken from them are left out): ${config.standIns.join(', ')}`,
      );
  let assembled: ReturnType<typeof assemblePageStore>;
  try {
    assembled = assemblePageStore(loaded, fileRoutes, { searchIndex, blogs, sitePages, chromeLinks });
  } catch (error) {
    throwProblems([...failures, ...linesOf(error)]);
    throw error;
  }
  const { errors, warnings } = applyLinkPolicy(assembled.brokenLinks, linkPolicy);
  if (warnings.length > 0) describeBrokenLinks(warnings).split('\n').forEach(onWarning);
  if (failures.length > 0) {
    const links = errors.length > 0 ? describeBrokenLinks(errors).split('\n') : [];
    throw new DocsErrors([...failures, ...links]);
  }
  if (errors.length > 0) throw new BrokenLinksError(errors);
  return assembled.store;
}

/**
 * The store of versions already loaded (the dev server keeps them and reloads one file at a time).
 * Broken links are returned, not thrown: the build fails on them, the dev server warns.
 */
export function assemblePageStore(
  loaded: LoadedVersion[],
  fileRoutes: string[] = [],
  {
    searchIndex = true,
    blogs = [],
    sitePages = null,
    chromeLinks = null,
  }: {
    searchIndex?: boolean;
    blogs?: LoadedBlog[];
    sitePages?: LoadedSitePages | null;
    chromeLinks?: ChromeLinkSource | null;
  } = {},
): { store: PageStore; brokenLinks: BrokenLink[] } {
  const { assembled, brokenLinks } = assemblePages(loaded, fileRoutes, blogs, sitePages, chromeLinks);
  const search = searchIndex
    ? indexSections(loaded, blogs, sitePages, assembled)
    : indexSections([], [], null, assembled);
  const store: PageStore = { buildId: '', ...assembled, search };
  // The content's own id; the full build stamps one that covers the code too (scripts/buildAll.ts).
  return { store: withBuildId(store, buildIdOf(store)), brokenLinks };
}
