/** Puts the compiled docs of every version together into pages: every route's `PageData`. */
import { SEARCH_PAGE_PATH } from '../../../shared/search.ts';
import { siteConfig } from '../../../shared/site-config.ts';
import type { DocPageData, DocsVersion, PageData, SidebarItem } from '../../../shared/types.ts';
import { type BrokenLink, findBrokenLinks } from '../navigation/checkLinks.ts';
import { buildSidebar, placeInSidebar, type SidebarPlacement } from '../navigation/sidebar.ts';
import { sidebarForPage } from '../navigation/sidebarForPage.ts';
import type { DocsVersionSource } from '../sources/docsVersions.ts';
import { assertUniqueRoutes, type DocSource } from '../sources/loadDocs.ts';
import type { LoadedVersion } from '../sources/loadVersion.ts';
import { CONTRACT_FILES } from '../../contract/contractRoutes.ts';
import { apiCoverageProblems } from './checkApiCoverage.ts';
import type { PageStore } from './pageStore.ts';

interface CompiledVersion {
  source: DocsVersionSource;
  docs: DocSource[];
  sidebar: SidebarItem[];
  placements: Map<string, SidebarPlacement>;
  homePath: string;
}

function placeVersion({ source, docs, categories }: LoadedVersion): CompiledVersion {
  const sidebar = buildSidebar(docs, categories);
  const placements = placeInSidebar(sidebar);
  // A version opens on its first page in reading order.
  const homePath = placements.keys().next().value;
  if (!homePath) throw new Error(`${source.displayDir}/ has no Markdown pages`);
  return { source, docs, sidebar, placements, homePath };
}

/** Pages are put together first, then stamped with the id of the whole (see buildPageStore.ts). */
const UNSTAMPED = '';

/** The page store without what is derived from the whole: its search index and its build id. */
export type AssembledPages = Omit<PageStore, 'search' | 'buildId'>;

/**
 * Puts compiled docs together: sidebars, reading order, version links, the home and not-found
 * pages. Broken links are returned, not thrown: the build fails on them, the dev server warns.
 */
export function assemblePages(loaded: LoadedVersion[]): { assembled: AssembledPages; brokenLinks: BrokenLink[] } {
  const versions = loaded.map(placeVersion);
  const allDocs = versions.flatMap((version) => version.docs);
  assertUniqueRoutes(allDocs);
  const coverage = loaded.flatMap(apiCoverageProblems);
  if (coverage.length > 0) throw new Error(coverage.join('\n'));
  const contract = loaded[0]?.contract ?? null;
  const codeFiles = Object.fromEntries(allDocs.flatMap((doc) => doc.codeFiles.map((file) => [file.route, file.text])));
  const brokenLinks = findBrokenLinks(allDocs, [
    '/',
    ...(contract ? Object.keys(CONTRACT_FILES) : []),
    ...Object.keys(codeFiles),
  ]);

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
  }

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
    markdown: Object.fromEntries(allDocs.map((doc) => [doc.route, markdownForMachines(doc)])),
    codeFiles,
    sidebars: Object.fromEntries(versions.map((version) => [version.source.name, version.sidebar])),
    contract: contract && { yaml: contract.yaml, json: contract.json },
  };
  return { assembled, brokenLinks };
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
    buildId: UNSTAMPED,
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
