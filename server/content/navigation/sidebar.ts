/** Builds the docs sidebar from the folder tree, and reads previous/next and breadcrumbs off it. */
import type { PageLink, SidebarCategory, SidebarItem } from '../../../shared/types.ts';
import type { CategoryMeta, DocSource } from '../sources/loadDocs.ts';

interface Ranked {
  item: SidebarItem;
  position: number | undefined;
}

/** Items are ordered by position (front matter or `_category_.json`), then by label. */
export function buildSidebar(docs: DocSource[], categories: Map<string, CategoryMeta>): SidebarItem[] {
  return buildLevel(docs, categories, []);
}

function buildLevel(docs: DocSource[], categories: Map<string, CategoryMeta>, folder: string[]): SidebarItem[] {
  const depth = folder.length;
  const inFolder = docs.filter((doc) => folder.every((part, index) => doc.categoryPath[index] === part));
  const ranked: Ranked[] = inFolder
    .filter((doc) => doc.categoryPath.length === depth)
    .map((doc) => ({
      item: { type: 'doc', label: doc.frontMatter.sidebarLabel ?? doc.frontMatter.title, path: doc.route },
      position: doc.frontMatter.sidebarPosition,
    }));

  const subfolders = new Set(
    inFolder.filter((doc) => doc.categoryPath.length > depth).map((doc) => doc.categoryPath[depth] as string),
  );
  for (const name of subfolders) {
    const path = [...folder, name];
    const meta = categories.get(path.join('/'));
    const category: SidebarCategory = {
      type: 'category',
      label: meta?.label ?? name,
      items: buildLevel(inFolder, categories, path),
    };
    ranked.push({ item: category, position: meta?.position });
  }

  return ranked
    .sort(
      (a, b) =>
        (a.position ?? Number.POSITIVE_INFINITY) - (b.position ?? Number.POSITIVE_INFINITY) ||
        // A fixed locale: the default one comes from the build machine's environment (LANG).
        a.item.label.localeCompare(b.item.label, 'en'),
    )
    .map((entry) => entry.item);
}

export interface SidebarPlacement {
  breadcrumbs: string[];
  prev: PageLink | null;
  next: PageLink | null;
}

/** Reading order is the sidebar's depth-first order; placements are keyed by doc route. */
export function placeInSidebar(sidebar: SidebarItem[]): Map<string, SidebarPlacement> {
  const ordered: { link: PageLink; breadcrumbs: string[] }[] = [];
  const walk = (items: SidebarItem[], breadcrumbs: string[]) => {
    for (const item of items) {
      if (item.type === 'doc') ordered.push({ link: { title: item.label, path: item.path }, breadcrumbs });
      else walk(item.items, [...breadcrumbs, item.label]);
    }
  };
  walk(sidebar, []);
  return new Map(
    ordered.map((entry, index) => [
      entry.link.path,
      {
        breadcrumbs: entry.breadcrumbs,
        prev: ordered[index - 1]?.link ?? null,
        next: ordered[index + 1]?.link ?? null,
      },
    ]),
  );
}
