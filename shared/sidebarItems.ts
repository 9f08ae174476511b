/** Reading a sidebar tree: the pages it leads to, and whether a branch holds a page. */
import type { SidebarItem } from './types.ts';

/** Every page route in the tree, in reading order: a category's own page before its items. */
export function sidebarPaths(items: SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc') return [item.path];
    if (item.type === 'category') return [...(item.path ? [item.path] : []), ...sidebarPaths(item.items)];
    return [];
  });
}

/** Whether the item is the page at `path` or a category that holds it. */
export function holdsPath(item: SidebarItem, path: string): boolean {
  if (item.type === 'doc') return item.path === path;
  if (item.type === 'category') return item.path === path || item.items.some((child) => holdsPath(child, path));
  return false;
}
