/**
 * The sidebar a page is sent with. Small sites send the whole sidebar (one shared object). Large
 * ones fold the categories that do not hold the page, so a page's size does not grow with the
 * site: without this, 5,000 pages each carrying 5,000 links made a page store that grows with
 * the square of the page count. Folded categories are loaded on demand (`/api/sidebar`).
 */
import { holdsPath, sidebarPaths } from '../../../shared/sidebarItems.ts';
import type { SidebarItem } from '../../../shared/types.ts';

/**
 * Up to this many pages in a version, every page gets the whole sidebar. Each sidebar link costs
 * a page about 0.3 % of its gzipped HTML: at 247 pages a doc page was already 1.76× its size on
 * the 47-page site. At 150 the worst case stays near 1.4×, under the 2× budget of a large site.
 */
export const FULL_SIDEBAR_LIMIT = 150;

export function sidebarForPage(
  sidebar: SidebarItem[],
  route: string,
  pageCount: number,
  limit = FULL_SIDEBAR_LIMIT,
): SidebarItem[] {
  if (pageCount <= limit) return sidebar;
  const fold = (items: SidebarItem[]): SidebarItem[] =>
    items.map((item) => {
      if (item.type !== 'category') return item;
      if (holdsPath(item, route)) return { ...item, items: fold(item.items) };
      const { items: left, ...category } = item;
      return { ...category, items: [], folded: sidebarPaths(left).length };
    });
  return fold(sidebar);
}
