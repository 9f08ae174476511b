/** Puts the compiled docs of every version together into pages: every route's `PageData`. */
import { SEARCH_PAGE_PATH } from '../../../shared/search.ts';
import { siteConfig } from '../../../shared/site-config.ts';
import type { DocsVersion, PageData, SidebarItem } from '../../../shared/types.ts';
import { type BrokenLink, findBrokenLinks } from '../navigation/checkLinks.ts';
import type { ChromeLinkSource } from '../navigation/chromeLinks.ts';
import { placeInSidebars, type SidebarPlacement } from '../navigation/sidebar.ts';
import { buildVersionSidebars, type VersionSidebars } from '../navigation/versionSidebars.ts';
import type { GeneratedIndex } from '../navigation/sidebarContext.ts';
import { assertUniqueRoutes, type DocSource } from '../sources/loadDocs.ts';
import type { LoadedVersion } from '../sources/loadVersion.ts';
import { DEFAULT_INSTANCE, type DocsVersionSource } from '../sources/docsVersions.ts';
import { CONTRACT_FILES } from '../../contract/contractRoutes.ts';
import { apiCoverageProblems } from './checkApiCoverage.ts';
import { sidebarPaths } from '../../../shared/sidebarItems.ts';
import {
  cardItems,
  type CompiledVersion,
  docPage,
  generatedIndexPage,
  generatedIndexSidebar,
  UNSTAMPED,
} from './docPage.ts';
import type { PageStore } from './pageStore.ts';
import { type VersionTagPages, versionTagPages } from './tagPages.ts';
import { type BlogPages, blogPages } from '../blog/blogPages.ts';
import { blogFeedSource } from '../blog/blogFeedSource.ts';
import type { LoadedBlog } from '../blog/loadBlog.ts';
import type { LoadedSitePages } from '../pages/loadSitePages.ts';
import { sitePagesData } from '../pages/sitePagesData.ts';

function placeVersion(loaded: LoadedVersion): CompiledVersion {
  const { source, docs, categories, sidebarsConfig, tagsFile } = loaded;
  const sidebars: VersionSidebars = buildVersionSidebars(docs, categories, source, sidebarsConfig);
  if (sidebars.problems.length > 0) throw new Error(sidebars.problems.join('\n'));
  const placements = placeInSidebars(sidebars.sidebars);
  return { source, docs, sidebars, placements, homePath: homePathOf(source, docs, placements), tagsFile };
}

/**
 * Where a version opens: for the default docs folder's last version, the site's `docs.home`
 * (site.config.json) when it is one of its pages; else the first page in reading order (a site without sidebars: its first
 * file). Docs folders other than the site's own (tests, a site being moved in) open on their first.
 */
function homePathOf(source: DocsVersionSource, docs: DocSource[], placements: Map<string, SidebarPlacement>): string {
  const configured = siteConfig.docsHome;
  if (source.instance === DEFAULT_INSTANCE && source.isLast && docs.some((doc) => doc.route === configured))
    return configured;
  const first = placements.keys().next().value ?? docs[0]?.route;
  if (!first) throw new Error(`${source.displayDir}/ has no Markdown pages`);
  return first;
}

/** The page store without what is derived from the whole: its search index and its build id. */
export type AssembledPages = Omit<PageStore, 'search' | 'buildId'>;

/**
 * Puts compiled docs together: sidebars, reading order, version links, the home and not-found
 * pages. Broken links are returned, not thrown: the build fails on them, the dev server warns.
 */
export function assemblePages(
  loaded: LoadedVersion[],
  /** Routes of files served beside the pages (`static/`, `public/`): links to them are fine. */
  fileRoutes: string[] = [],
  /** The site's blogs, compiled (blog/loadBlog.ts). */
  blogs: LoadedBlog[] = [],
  /** The site's own pages (`src/pages`), compiled (pages/loadSitePages.ts). */
  sitePages: LoadedSitePages | null = null,
  /** The navbar's and footer's links and images (navigation/chromeLinks.ts), checked as pages' links are. */
  chromeLinks: ChromeLinkSource | null = null,
): { assembled: AssembledPages; brokenLinks: BrokenLink[] } {
  const versions = loaded.map(placeVersion);
  const allDocs = versions.flatMap((version) => version.docs);
  const docsVersions = docsVersionsOf(versions, allDocs);
  const tagPages = versions.map((version) => versionTagPages(version, versions, docsVersions));
  const blogPageSets = blogs.map((blog) => blogPages(blog, docsVersions, UNSTAMPED));
  const posts = blogs.flatMap((blog) => blog.posts);
  const feeds = blogs.map(blogFeedSource);
  const ownPages = sitePagesData(sitePages, docsVersions, UNSTAMPED);
  const ownSources = sitePages?.pages ?? [];
  assertUniqueRoutes([
    ...allDocs,
    ...versions.flatMap(generatedIndexDocs),
    ...tagPages.flatMap(tagPageClaims),
    ...posts,
    ...ownSources,
    ...blogPageSets.flatMap(blogPageClaims),
    ...feeds.flatMap((feed) => feed.routes.map((route) => ({ route, sourcePath: `the feed of ${feed.routeBase}` }))),
  ]);
  const coverage = loaded.flatMap(apiCoverageProblems);
  if (coverage.length > 0) throw new Error(coverage.join('\n'));
  const contract = loaded[0]?.contract ?? null;
  const codeFiles = Object.fromEntries(allDocs.flatMap((doc) => doc.codeFiles.map((file) => [file.route, file.text])));
  const docAssets = Object.fromEntries([
    ...versions.flatMap(({ source, docs }) =>
      docs.flatMap((doc) => doc.assets.map((asset) => [asset.route, `${source.displayDir}/${asset.file}`])),
    ),
    ...blogs.flatMap(({ source, posts: of }) =>
      of.flatMap((post) => post.assets.map((asset) => [asset.route, `${source.displayDir}/${asset.file}`])),
    ),
    ...ownSources.flatMap((page) =>
      page.assets.map((asset) => [asset.route, `${sitePages?.source.displayDir}/${asset.file}`]),
    ),
  ]);
  const generatedRoutes = versions.flatMap((version) => version.sidebars.generatedIndexes.map((index) => index.route));
  const found = findBrokenLinks(
    [...allDocs, ...posts, ...ownSources],
    [
      ...ownSources.map((page) => page.route),
      ...blogPageSets.flatMap(({ pages }) => pages.map((page) => page.path)),
      ...feeds.flatMap((feed) => feed.routes),
      '/',
      ...(contract ? Object.keys(CONTRACT_FILES) : []),
      ...Object.keys(codeFiles),
      ...generatedRoutes,
      ...tagPages.flatMap(({ pages }) => pages.map((page) => page.path)),
      ...Object.keys(docAssets),
      ...fileRoutes,
      SEARCH_PAGE_PATH,
    ],
    [...new Set([...versions.map(({ source }) => source.routeBase), ...blogs.map(({ source }) => source.routeBase)])],
    undefined,
    chromeLinks ? [chromeLinks] : [],
  );
  // A page that could not be built (failedDoc.ts) has its problem reported already; a file its
  // fallback loads and that is not there (an image path its plain Markdown reading left as written)
  // is only known missing, so that the server starts without looking for it.
  const failedFiles = new Set(allDocs.flatMap((doc) => (doc.failed === true ? [doc.sourcePath] : [])));
  const brokenLinks = found.filter((link) => !failedFiles.has(link.file));

  const pages: Record<string, PageData> = {
    '/': {
      kind: 'home',
      path: '/',
      title: siteConfig.tagline,
      description: siteConfig.description,
      docsVersions,
      buildId: UNSTAMPED,
      cards: siteConfig.homeCards,
    },
    [SEARCH_PAGE_PATH]: {
      kind: 'search',
      path: SEARCH_PAGE_PATH,
      title: siteConfig.search.title,
      description: siteConfig.search.description,
      docsVersions,
      buildId: UNSTAMPED,
      results: null,
      error: null,
    },
  };
  for (const version of versions) {
    for (const doc of version.docs) pages[doc.route] = docPage(doc, version, versions, docsVersions);
    for (const index of version.sidebars.generatedIndexes)
      pages[index.route] = generatedIndexPage(index, version, versions, docsVersions);
  }
  for (const page of tagPages.flatMap((version) => version.pages)) pages[page.path] = page;
  for (const page of blogPageSets.flatMap((blog) => blog.pages)) pages[page.path] = page;
  // `src/pages/index` is the site's landing page: it takes the home page's place, as in Docusaurus.
  for (const page of ownPages.pages) pages[page.path] = page;

  const assembled: AssembledPages = {
    pages,
    notFound: {
      kind: 'notFound',
      path: '/404',
      title: siteConfig.notFound.title,
      description: siteConfig.notFound.description,
      docsVersions,
      buildId: UNSTAMPED,
    },
    versions: docsVersions,
    markdown: {
      ...Object.fromEntries(allDocs.map((doc) => [doc.route, markdownForMachines(doc)])),
      ...Object.fromEntries(
        versions.flatMap((version) =>
          version.sidebars.generatedIndexes.map((index) => [index.route, generatedIndexMarkdown(index, version)]),
        ),
      ),
      ...Object.assign({}, ...tagPages.map((version) => version.markdown)),
      ...Object.assign({}, ...blogPageSets.map((blog) => blog.markdown)),
      ...ownPages.markdown,
    },
    feeds,
    codeFiles,
    docAssets,
    sidebars: Object.fromEntries(versions.map((version) => [version.source.name, allSidebarItems(version)])),
    contract: contract && { yaml: contract.yaml, json: contract.json },
    missingFiles: [...new Set(found.flatMap(({ missingFile }) => (missingFile ? [missingFile] : [])))].sort(),
  };
  return { assembled, brokenLinks };
}

/** Every version as the version dropdown and links to the docs know it. */
function docsVersionsOf(versions: CompiledVersion[], allDocs: DocSource[]): DocsVersion[] {
  return versions.map(({ source, homePath }) => ({
    name: source.name,
    instance: source.instance,
    label: source.label,
    homePath,
    routeBase: source.routeBase,
    isLast: source.isLast,
    banner: source.banner,
    badge: source.badge,
    rootIsPage: source.routeBase === '/' || allDocs.some((doc) => doc.route === source.routeBase),
  }));
}

/** Tag pages as route claims, so a doc at `/docs/tags` (or a tag named like a doc) is reported. */
const tagPageClaims = ({ pages }: VersionTagPages) =>
  pages.map((page) => ({ route: page.path, sourcePath: `the page of docs tag "${page.title}"` }));

/** A blog's pages other than its posts as route claims (a post's claim names its file). */
const blogPageClaims = ({ pages }: BlogPages) =>
  pages
    .filter((page) => page.post === undefined)
    .map((page) => ({ route: page.path, sourcePath: `the blog page "${page.title}"` }));

/** Folded categories load from here: every sidebar of the version, one after the other. */
const allSidebarItems = (version: CompiledVersion): SidebarItem[] => [...version.sidebars.sidebars.values()].flat();

/** Generated index pages as route claims, so a doc with the same route is reported. */
const generatedIndexDocs = (version: CompiledVersion) =>
  version.sidebars.generatedIndexes.map((index) => ({
    route: index.route,
    sourcePath: `the generated index of category "${index.label}"`,
  }));

/** A generated category index for machines: its title and description, then a link to each item's page. */
function generatedIndexMarkdown(index: GeneratedIndex, version: CompiledVersion): string {
  const items = cardItems(index.route, generatedIndexSidebar(index, version)).flatMap((item) => {
    if (item.type === 'doc') return [`- [${item.label}](${item.path}.md)`];
    if (item.type === 'link') return [`- [${item.label}](${item.href})`];
    const path = item.type === 'category' ? (item.path ?? sidebarPaths(item.items)[0]) : undefined;
    return path && item.type === 'category' ? [`- [${item.label}](${path}.md)`] : [];
  });
  return [`# ${index.title}`, '', ...(index.description ? [`> ${index.description}`, ''] : []), ...items, ''].join(
    '\n',
  );
}

/** The page as a coding assistant wants it: its title and description, then the Markdown body. */
function markdownForMachines(doc: DocSource): string {
  return `# ${doc.title}\n\n> ${doc.description}\n\n${doc.markdown}`;
}
