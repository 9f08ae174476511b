/** A docs version's whole sidebar, fetched once when the reader opens a folded category. */
import { withBase } from '../../shared/baseUrl.ts';
import { sidebarApiUrl } from '../../shared/contentApi.ts';
import type { SidebarItem } from '../../shared/types.ts';
import { siteBaseUrl } from '../siteBase.ts';

const cache = new Map<string, Promise<SidebarItem[]>>();

export function loadSidebar(version: string): Promise<SidebarItem[]> {
  let pending = cache.get(version);
  if (!pending) {
    pending = fetch(withBase(siteBaseUrl(), sidebarApiUrl(version))).then((response) => {
      if (!response.ok) throw new Error(`The sidebar could not be loaded: HTTP ${response.status}`);
      return response.json() as Promise<SidebarItem[]>;
    });
    cache.set(version, pending);
    pending.catch(() => cache.delete(version));
  }
  return pending;
}

/** The items of the category reached by following `labels` from the top of `sidebar`. */
export function categoryItems(sidebar: SidebarItem[], labels: string[]): SidebarItem[] {
  let items = sidebar;
  for (const label of labels) {
    const category = items.find((item) => item.type === 'category' && item.label === label);
    if (category?.type !== 'category') return [];
    items = category.items;
  }
  return items;
}
