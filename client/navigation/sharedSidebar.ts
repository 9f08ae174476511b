/**
 * Page data carries its version's sidebar, parsed anew from each page's JSON. When it is the same
 * as the one already known (every page of a small site, most of a version's), the known tree is
 * kept instead, so that the sidebar's memoised parts (components/Sidebar.tsx) see the same
 * objects and a navigation re-renders only the links whose state changed. Compared when the data
 * arrives (a prefetch), not in the click.
 */
import type { PageData, SidebarItem } from '../../shared/types.ts';

/** The last sidebar seen for each version, with its JSON. */
const known = new Map<string, { json: string; items: SidebarItem[] }>();

function sharedItems(version: string, items: SidebarItem[]): SidebarItem[] {
  const json = JSON.stringify(items);
  const previous = known.get(version);
  if (previous?.json === json) return previous.items;
  known.set(version, { json, items });
  return items;
}

/** The page with its sidebar replaced by the known, equal one, if there is one. */
export function withSharedSidebar<Page extends PageData>(page: Page): Page {
  if (page.kind !== 'doc') return page;
  return { ...page, sidebar: sharedItems(page.version, page.sidebar) };
}
