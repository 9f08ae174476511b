/**
 * The sidebar a page is sent with. Small sites send the whole sidebar (one shared object). Large
 * ones fold the categories that do not hold the page, so a page's size does not grow with the
 * site: without this, 5,000 pages each carrying 5,000 links made a page store that grows with
 * the square of the page count. Folded categories are loaded on demand (`/api/sidebar`).
 */
import type { SidebarItem } from '../../../shared/types.ts';

/**
 * Up to this many pages in a version, every page gets the whole sidebar. Each sidebar link costs
 * a page about 0.3 % of its gzipped HTML: at 247 pages a doc page was already 1.76× its size on
 * the 47-page site. At 150 the worst case stays near 1.4×, under the 2× budget of a large site.
 */
export const FULL_SIDEBAR_LIMIT = 150;

const countPages = (items: SidebarItem[]): number =>
  items.reduce((total, item) => total + (item.type === 'doc' ? 1 : countPages(item.items)), 0);

const holds = (item: SidebarItem, route: string): boolean =>
  item.type === 'doc' ? item.path === route : item.items.some((child) => holds(child, route));

export function sidebarForPage(
  sidebar: SidebarItem[],
  route: string,
  pageCount: number,
  limit = FULL_SIDEBAR_LIMIT,
): SidebarItem[] {
  if (pageCount <= limit) return sidebar;
  const fold = (items: SidebarItem[]): SidebarItem[] =>
    items.map((item) => {
      if (item.type === 'doc') return item;
      if (holds(item, route)) return { ...item, items: fold(item.items) };
      return { type: 'category', label: item.label, items: [], folded: countPages(item.items) };
    });
  return fold(sidebar);
}
