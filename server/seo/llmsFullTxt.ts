/**
 * `/llms-full.txt` (the llms.txt convention's companion): every page of the current docs as
 * Markdown in one file, each starting with its `# Title`, in reading order (the sidebar's, then
 * pages no sidebar holds), so a coding assistant can take the whole site in one request.
 */
import { sidebarPaths } from '../../shared/sidebarItems.ts';
import type { PageStore } from '../content/pageStore/pageStore.ts';
import { mainVersion } from '../../shared/docsVersionList.ts';

export function llmsFullTxt(store: PageStore): string {
  const current = mainVersion(store.versions)?.name;
  const routes = Object.keys(store.markdown).filter((route) => {
    const page = store.pages[route];
    return page?.kind === 'doc' && page.version === current && page.unlisted !== true;
  });
  const order = sidebarPaths(store.sidebars[current ?? ''] ?? []);
  const rank = (route: string) => {
    const at = order.indexOf(route);
    return at === -1 ? Number.POSITIVE_INFINITY : at;
  };
  const sorted = routes.sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  return `${sorted.map((route) => (store.markdown[route] ?? '').trimEnd()).join('\n\n')}\n`;
}
