/** Reads previous/next and breadcrumbs off a version's sidebars: their reading order. */
import type { PageLink, SidebarItem } from '../../../shared/types.ts';

export interface SidebarPlacement {
  breadcrumbs: string[];
  prev: PageLink | null;
  next: PageLink | null;
  /** The sidebar the page was found in. */
  sidebar: string;
}

/**
 * Reading order is each sidebar's depth-first order (a category's own page before its items);
 * placements are keyed by route. A page in several sidebars is placed by the first.
 */
export function placeInSidebars(sidebars: Map<string, SidebarItem[]>): Map<string, SidebarPlacement> {
  const placements = new Map<string, SidebarPlacement>();
  for (const [name, sidebar] of sidebars) {
    for (const [route, placement] of placeInSidebar(sidebar, name)) {
      if (!placements.has(route)) placements.set(route, placement);
    }
  }
  return placements;
}

export function placeInSidebar(sidebar: SidebarItem[], name = 'default'): Map<string, SidebarPlacement> {
  const ordered: { link: PageLink; breadcrumbs: string[] }[] = [];
  const walk = (items: SidebarItem[], breadcrumbs: string[]) => {
    for (const item of items) {
      if (item.type === 'doc') ordered.push({ link: { title: item.label, path: item.path }, breadcrumbs });
      if (item.type !== 'category') continue;
      if (item.path) ordered.push({ link: { title: item.label, path: item.path }, breadcrumbs });
      walk(item.items, [...breadcrumbs, item.label]);
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
        sidebar: name,
      },
    ]),
  );
}
