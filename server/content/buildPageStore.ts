/** Turns the compiled docs of every version into the page store: every route's `PageData`, built once. */
import { SEARCH_PAGE_PATH } from '../../shared/search.ts';
import { siteConfig } from '../../shared/site-config.ts';
import { buildSearchIndex, sectionDocuments, type SerializedSearchIndex } from '../search/searchIndex.ts';
import type { DocPageData, DocsVersion, NotFoundPageData, PageData, SidebarItem } from '../../shared/types.ts';
import { type BrokenLink, BrokenLinksError, findBrokenLinks } from './checkLinks.ts';
import type { DocsVersionSource } from './docsVersions.ts';
import { assertUniqueRoutes, type DocSource, type LoadedDocs, loadDocs } from './loadDocs.ts';
import { buildSidebar, placeInSidebar, type SidebarPlacement } from './sidebar.ts';
import { sidebarForPage } from './sidebarForPage.ts';

export interface PageStore {
  /** Page data by canonical route (`/`, `/docs/ios/installation`). */
  pages: Record<string, PageData>;
  /** Rendered for every unknown path; its `path` is replaced by the requested one. */
  notFound: NotFoundPageData;
  /** Every docs version, current first (for the `/docs/<version>` redirects). */
  versions: DocsVersion[];
  /** Each doc's Markdown for machines (served at `<route>.md`), by route. */
  markdown: Record<string, string>;
  /** Each version's whole sidebar, by version name: what folded categories load (`/api/sidebar`). */
  sidebars: Record<string, SidebarItem[]>;
  /** The full-text index of every version's sections (`/api/search`, `/search`). */
  search: SerializedSearchIndex;
  /** Which build made this store (the metrics' `portal_build_info`); absent from older builds. */
  buildId?: string;
}

/** One version's compiled docs, before they are put together into pages. */
export interface LoadedVersion extends LoadedDocs {
  source: DocsVersionSource;
}

interface CompiledVersion {
  source: DocsVersionSource;
  docs: DocSource[];
  sidebar: SidebarItem[];
  placements: Map<string, SidebarPlacement>;
  homePath: string;
}

export async function loadVersion(source: DocsVersionSource): Promise<LoadedVersion> {
  return { source, ...(await loadDocs(source.dir, { routeBase: source.routeBase, displayDir: source.displayDir })) };
}

function placeVersion({ source, docs, categories }: LoadedVersion): CompiledVersion {
  const sidebar = buildSidebar(docs, categories);
  const placements = placeInSidebar(sidebar);
  // A version opens on its first page in reading order.
  const homePath = placements.keys().next().value;
  if (!homePath) throw new Error(`${source.displayDir}/ has no Markdown pages`);
  return { source, docs, sidebar, placements, homePath };
}

export async function buildPageStore(sources: DocsVersionSource[]): Promise<PageStore> {
  const { store, brokenLinks } = assemblePageStore(await Promise.all(sources.map(loadVersion)));
  if (brokenLinks.length > 0) throw new BrokenLinksError(brokenLinks);
  return store;
}

/**
 * Puts compiled docs together: sidebars, reading order, version links, the home and not-found
 * pages. Broken links are returned, not thrown: the build fails on them, the dev server warns.
 */
export function assemblePageStore(loaded: LoadedVersion[]): { store: PageStore; brokenLinks: BrokenLink[] } {
  const versions = loaded.map(placeVersion);
  const allDocs = versions.flatMap((version) => version.docs);
  assertUniqueRoutes(allDocs);
  const brokenLinks = findBrokenLinks(allDocs, ['/']);

  const docsVersions: DocsVersion[] = versions.map(({ source, homePath }) => ({
    name: source.name,
    label: source.label,
    homePath,
    routeBase: source.routeBase,
  }));
  const pages: Record<string, PageData> = {
    '/': {
      kind: 'home',
      path: '/',
      title: siteConfig.tagline,
      description: siteConfig.description,
      docsVersions,
      cards: siteConfig.homeCards,
    },
    [SEARCH_PAGE_PATH]: {
      kind: 'search',
      path: SEARCH_PAGE_PATH,
      title: siteConfig.search.title,
      description: siteConfig.search.description,
      docsVersions,
      results: null,
      error: null,
    },
  };
  for (const version of versions) {
    for (const doc of version.docs) pages[doc.route] = docPage(doc, version, versions, docsVersions);
  }

  const store: PageStore = {
    pages,
    notFound: {
      kind: 'notFound',
      path: '/404',
      title: siteConfig.notFound.title,
      description: siteConfig.notFound.description,
      docsVersions,
    },
    versions: docsVersions,
    markdown: Object.fromEntries(allDocs.map((doc) => [doc.route, markdownForMachines(doc)])),
    sidebars: Object.fromEntries(versions.map((version) => [version.source.name, version.sidebar])),
    search: buildSearchIndex(
      versions.flatMap(({ source, docs }) =>
        docs.flatMap((doc) => {
          const { title, description, breadcrumbs } = pages[doc.route] as DocPageData;
          return sectionDocuments({ route: doc.route, version: source.name, title, description, breadcrumbs, sections: doc.sections });
        }),
      ),
    ),
  };
  return { store, brokenLinks };
}

function docPage(
  doc: DocSource,
  version: CompiledVersion,
  versions: CompiledVersion[],
  docsVersions: DocsVersion[],
): DocPageData {
  const placement = version.placements.get(doc.route);
  return {
    kind: 'doc',
    path: doc.route,
    title: doc.frontMatter.title,
    description: doc.frontMatter.description,
    docsVersions,
    html: doc.html,
    toc: doc.toc,
    sidebar: sidebarForPage(version.sidebar, doc.route, version.docs.length),
    breadcrumbs: placement?.breadcrumbs ?? [],
    prev: placement?.prev ?? null,
    next: placement?.next ?? null,
    version: version.source.name,
    editUrl: siteConfig.editUrlBase + doc.sourcePath,
    lastUpdated: doc.lastUpdated,
    // The same file in each version, else that version's first page (as Docusaurus's dropdown does).
    versionLinks: versions.map((other) => ({
      name: other.source.name,
      label: other.source.label,
      path: other.docs.find((candidate) => candidate.file === doc.file)?.route ?? other.homePath,
    })),
  };
}

/** The page as a coding assistant wants it: its title and description, then the Markdown body. */
function markdownForMachines(doc: DocSource): string {
  return `# ${doc.frontMatter.title}\n\n> ${doc.frontMatter.description}\n\n${doc.markdown}`;
}
