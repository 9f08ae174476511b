/** One doc page's data: its compiled body with the navigation around it, built once (see assemblePages.ts). */
import { escapeHtml } from '../../../shared/escapeHtml.ts';
import { siteConfig } from '../../../shared/site-config.ts';
import { holdsPath } from '../../../shared/sidebarItems.ts';
import type { DocPageData, DocsVersion, PageLink, SidebarItem } from '../../../shared/types.ts';
import { pageOperation } from '../apiReference/pageOperation.ts';
import { DOC_CARD_LIST_PLACEHOLDER, docCardsHtml } from '../navigation/docCards.ts';
import type { SidebarPlacement } from '../navigation/sidebar.ts';
import type { GeneratedIndex } from '../navigation/sidebarContext.ts';
import { type DocTag, tagsOfDoc } from '../navigation/docTags.ts';
import { sidebarForPage } from '../navigation/sidebarForPage.ts';
import { sidebarNameFor, type VersionSidebars } from '../navigation/versionSidebars.ts';
import type { DocsVersionSource } from '../sources/docsVersions.ts';
import type { DocSource } from '../sources/loadDocs.ts';
import type { TagsFile } from '../sources/loadTagsFile.ts';

/** A version with its sidebars placed: what each of its pages is built from. */
export interface CompiledVersion {
  source: DocsVersionSource;
  docs: DocSource[];
  sidebars: VersionSidebars;
  placements: Map<string, SidebarPlacement>;
  homePath: string;
  /** Its `tags.yml`: what the tags its pages name are called and where their pages are. */
  tagsFile: TagsFile;
}

/** Pages are put together first, then stamped with the id of the whole (see buildPageStore.ts). */
export const UNSTAMPED = '';

export function docPage(
  doc: DocSource,
  version: CompiledVersion,
  versions: CompiledVersion[],
  docsVersions: DocsVersion[],
): DocPageData {
  const { frontMatter } = doc;
  const placement = version.placements.get(doc.route);
  const sidebarName = sidebarNameFor(doc.route, frontMatter.displayedSidebar, version.sidebars.sidebars);
  const sidebar = sidebarName === null ? [] : (version.sidebars.sidebars.get(sidebarName) ?? []);
  // A site without an edit URL (editUrlBase "") shows no edit link, as Docusaurus without `editUrl`.
  const siteEditUrl = siteConfig.editUrlBase === '' ? null : siteConfig.editUrlBase + doc.sourcePath;
  const editUrl = frontMatter.customEditUrl === undefined ? siteEditUrl : frontMatter.customEditUrl;
  return {
    kind: 'doc',
    path: doc.route,
    title: doc.title,
    description: doc.description,
    docsVersions,
    buildId: UNSTAMPED,
    html: doc.html.replaceAll(DOC_CARD_LIST_PLACEHOLDER, () => cardsOfCategoryHolding(doc.route, sidebar, version)),
    toc: doc.toc,
    sidebar: sidebarForPage(sidebar, doc.route, version.docs.length),
    breadcrumbs: placement?.breadcrumbs ?? [],
    prev: withFile(doc, 'pagination_prev', () =>
      paginationLink(frontMatter.paginationPrev, placement?.prev ?? null, version),
    ),
    next: withFile(doc, 'pagination_next', () =>
      paginationLink(frontMatter.paginationNext, placement?.next ?? null, version),
    ),
    version: version.source.name,
    editUrl,
    lastUpdated: doc.lastUpdated,
    // The same file in each version, else that version's first page (as Docusaurus's dropdown does).
    versionLinks: sameFolder(versions, version).map((other) => ({
      name: other.source.name,
      label: other.source.label,
      path: other.docs.find((candidate) => candidate.file === doc.file)?.route ?? other.homePath,
    })),
    ...(frontMatter.hideTitle || doc.titleInBody ? { hideTitle: true } : {}),
    ...(frontMatter.keywords ? { keywords: frontMatter.keywords } : {}),
    ...(frontMatter.image ? { image: frontMatter.image } : {}),
    ...(frontMatter.unlisted ? { unlisted: true } : {}),
    ...withTags(doc, version),
    ...(frontMatter.lastUpdate?.author ? { lastUpdatedBy: frontMatter.lastUpdate.author } : {}),
    ...withOperation(doc),
  };
}

/** `tags`, when the page has some: each links to its tag's page. */
function withTags(doc: DocSource, version: CompiledVersion): { tags?: DocPageData['tags'] } {
  const tags = docTagsIn(version, doc);
  return tags.length > 0 ? { tags: tags.map((tag) => ({ title: tag.label, path: tag.permalink })) } : {};
}

/** A doc's tags as its version names and places them (its tag pages list the same, tagPages.ts). */
export const docTagsIn = (version: CompiledVersion, doc: DocSource): DocTag[] =>
  tagsOfDoc(doc.frontMatter, version.source.routeBase, version.tagsFile);

/** `operation`, when the page documents one (its `::operation`). */
function withOperation(doc: DocSource): { operation?: { method: string; path: string } } {
  const operation = pageOperation(doc.apiReferences);
  return operation ? { operation } : {};
}

/** The versions of the docs folder `version` belongs to: the ones its version dropdown offers. */
const sameFolder = (versions: CompiledVersion[], version: CompiledVersion) =>
  versions.filter((other) => other.source.instance === version.source.instance);

/** A category's generated index: its title, description and a card for each of its items. */
export function generatedIndexPage(
  index: GeneratedIndex,
  version: CompiledVersion,
  versions: CompiledVersion[],
  docsVersions: DocsVersion[],
): DocPageData {
  const placement = version.placements.get(index.route);
  const sidebar = generatedIndexSidebar(index, version);
  const description = index.description === '' ? '' : `<p>${escapeHtml(index.description)}</p>`;
  return {
    kind: 'doc',
    path: index.route,
    title: index.title,
    description: index.description || index.title,
    docsVersions,
    buildId: UNSTAMPED,
    html: description + cardsOfCategoryHolding(index.route, sidebar, version),
    toc: [],
    sidebar: sidebarForPage(sidebar, index.route, version.docs.length),
    breadcrumbs: placement?.breadcrumbs ?? [],
    prev: placement?.prev ?? null,
    next: placement?.next ?? null,
    version: version.source.name,
    editUrl: null,
    lastUpdated: null,
    versionLinks: versionHomeLinks(versions, version),
  };
}

/** For a page no other version has (a generated index, a tag page): each version's first page. */
export const versionHomeLinks = (versions: CompiledVersion[], version: CompiledVersion) =>
  sameFolder(versions, version).map((other) => ({
    name: other.source.name,
    label: other.source.label,
    path: other.homePath,
  }));

/** The cards of the category whose page this is, else of the innermost category holding it (at the top level: the whole sidebar). */
function cardsOfCategoryHolding(route: string, sidebar: SidebarItem[], version: CompiledVersion): string {
  const descriptionOf = (path: string) => version.docs.find((doc) => doc.route === path)?.description ?? '';
  return docCardsHtml(cardItems(route, sidebar), descriptionOf);
}

/** The items `<DocCardList />` and a generated index show for the page at `route`. */
export function cardItems(route: string, sidebar: SidebarItem[]): SidebarItem[] {
  const own = findCategoryWithPath(sidebar, route);
  if (own) return own.items;
  let items = sidebar;
  for (;;) {
    const inner = items.find((item) => item.type === 'category' && holdsPath(item, route));
    if (inner?.type !== 'category') return items;
    items = inner.items;
  }
}

/** The sidebar a generated index is shown with. */
export function generatedIndexSidebar(index: GeneratedIndex, version: CompiledVersion): SidebarItem[] {
  const placement = version.placements.get(index.route);
  return placement ? (version.sidebars.sidebars.get(placement.sidebar) ?? []) : [];
}

function findCategoryWithPath(items: SidebarItem[], route: string): (SidebarItem & { type: 'category' }) | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.path === route) return item;
    const found = findCategoryWithPath(item.items, route);
    if (found) return found;
  }
  return undefined;
}

/** `pagination_next: some/id` (or `null` for none) replaces the sidebar's neighbour; `pagination_label` names it. */
function paginationLink(
  override: string | null | undefined,
  fallback: PageLink | null,
  version: CompiledVersion,
): PageLink | null {
  if (override === null) return null;
  const target =
    override === undefined
      ? fallback && version.docs.find((doc) => doc.route === fallback.path)
      : version.docs.find((doc) => doc.id === override);
  if (!target && override !== undefined) throw new Error(`no doc has the id "${override}"`);
  if (!target) return fallback;
  return {
    title: target.frontMatter.paginationLabel ?? target.frontMatter.sidebarLabel ?? target.title,
    path: target.route,
  };
}

/** Runs `read`, naming the doc and its front matter field in what it throws. */
function withFile<T>(doc: DocSource, field: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw new Error(`${doc.sourcePath}: front matter "${field}": ${(error as Error).message}`, { cause: error });
  }
}
