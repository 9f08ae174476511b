/** Turns the compiled docs of every version into the page store: every route's `PageData`, built once. */
import { siteConfig } from '../../shared/site-config.ts';
import type { DocPageData, DocsVersion, NotFoundPageData, PageData, SidebarItem } from '../../shared/types.ts';
import { BrokenLinksError, findBrokenLinks } from './checkLinks.ts';
import type { DocsVersionSource } from './docsVersions.ts';
import { assertUniqueRoutes, type DocSource, loadDocs } from './loadDocs.ts';
import { buildSidebar, placeInSidebar, type SidebarPlacement } from './sidebar.ts';

export interface PageStore {
  /** Page data by canonical route (`/`, `/docs/ios/installation`). */
  pages: Record<string, PageData>;
  /** Rendered for every unknown path; its `path` is replaced by the requested one. */
  notFound: NotFoundPageData;
  /** Every docs version, current first (for the `/docs/<version>` redirects). */
  versions: DocsVersion[];
}

interface CompiledVersion {
  source: DocsVersionSource;
  docs: DocSource[];
  sidebar: SidebarItem[];
  placements: Map<string, SidebarPlacement>;
  homePath: string;
}

async function compileVersion(source: DocsVersionSource): Promise<CompiledVersion> {
  const { docs, categories } = await loadDocs(source.dir, { routeBase: source.routeBase, displayDir: source.displayDir });
  const sidebar = buildSidebar(docs, categories);
  const placements = placeInSidebar(sidebar);
  // A version opens on its first page in reading order.
  const homePath = placements.keys().next().value;
  if (!homePath) throw new Error(`${source.displayDir}/ has no Markdown pages`);
  return { source, docs, sidebar, placements, homePath };
}

export async function buildPageStore(sources: DocsVersionSource[]): Promise<PageStore> {
  const versions = await Promise.all(sources.map(compileVersion));
  const allDocs = versions.flatMap((version) => version.docs);
  assertUniqueRoutes(allDocs);
  const brokenLinks = findBrokenLinks(allDocs, ['/']);
  if (brokenLinks.length > 0) throw new BrokenLinksError(brokenLinks);

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
  };
  for (const version of versions) {
    for (const doc of version.docs) pages[doc.route] = docPage(doc, version, versions, docsVersions);
  }

  return {
    pages,
    notFound: {
      kind: 'notFound',
      path: '/404',
      title: siteConfig.notFound.title,
      description: siteConfig.notFound.description,
      docsVersions,
    },
    versions: docsVersions,
  };
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
    sidebar: version.sidebar,
    breadcrumbs: placement?.breadcrumbs ?? [],
    prev: placement?.prev ?? null,
    next: placement?.next ?? null,
    version: version.source.name,
    // The same file in each version, else that version's first page (as Docusaurus's dropdown does).
    versionLinks: versions.map((other) => ({
      name: other.source.name,
      label: other.source.label,
      path: other.docs.find((candidate) => candidate.file === doc.file)?.route ?? other.homePath,
    })),
  };
}
