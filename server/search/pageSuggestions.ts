/**
 * "Did you mean": up to three pages for a path that is not one, from how close the path is to each
 * page's route (a mistyped or moved URL: `/docs/ios/instalation`) and from a search on the path's
 * words (`/docs/push-notifications` → the page about push). The not-found page, `/api/content`'s
 * 404 and a Markdown twin's 404 offer them.
 */
import { distance } from 'fastest-levenshtein';
import { LRUCache } from 'lru-cache';
import type { DocsVersion, PageLink, PageData } from '../../shared/types.ts';
import type { SiteSearch } from './siteSearch.ts';
import { mainVersion } from '../../shared/docsVersionList.ts';

/** At most this many suggestions, as the issue and most docs sites offer. */
export const MAX_SUGGESTIONS = 3;
/** Below this a page is not offered: better no suggestion than a wrong one. */
const MIN_SCORE = 0.45;
/** Unknown paths repeat (old links, bots): each is worked out once, within a bound. */
const REMEMBERED_PATHS = 5_000;
/** Longer paths are not compared (their distance to every route would be a cost, not a help). */
const MAX_PATH_LENGTH = 200;

const normalize = (path: string) =>
  path
    .toLowerCase()
    .replace(/\.(md|mdx|html?)$/, '')
    .replace(/\/index$/, '')
    .replace(/\/+$/, '');

/** 1 for the same text, 0 for nothing in common. */
const similarity = (a: string, b: string) => (a === b ? 1 : 1 - distance(a, b) / Math.max(a.length, b.length, 1));
const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);

export class PageSuggestions {
  readonly #pages: { route: string; title: string; version: string }[];
  readonly #remembered = new LRUCache<string, PageLink[]>({ max: REMEMBERED_PATHS });

  constructor(
    pages: Record<string, PageData>,
    private readonly versions: Pick<DocsVersion, 'name' | 'routeBase' | 'instance' | 'isLast'>[],
    private readonly search: SiteSearch,
  ) {
    this.#pages = Object.values(pages).flatMap((page) =>
      page.kind === 'doc' && page.unlisted !== true
        ? [{ route: page.path, title: [...page.breadcrumbs, page.title].join(' › '), version: page.version }]
        : [],
    );
  }

  suggest(path: string): PageLink[] {
    let suggestions = this.#remembered.get(path);
    if (!suggestions) this.#remembered.set(path, (suggestions = this.#suggest(path)));
    return suggestions;
  }

  #suggest(rawPath: string): PageLink[] {
    if (rawPath.length > MAX_PATH_LENGTH) return [];
    const path = normalize(rawPath);
    // The version the path names by its prefix (`/docs/1.0/…`), else the current one.
    const named = [...this.versions]
      .sort((a, b) => b.routeBase.length - a.routeBase.length)
      .find((v) => path.startsWith(`${v.routeBase}/`));
    const version = named?.name ?? mainVersion(this.versions)?.name ?? '';
    // The path's words are searched only under the docs: elsewhere (`/wp-admin/setup-config.php`)
    // they are not the reader's words for a topic, and would always find something.
    const words = named
      ? path
          .split(/[/\-_.\s]+/)
          .filter((word) => word.length >= 3 && !this.versions.some((v) => v.routeBase === `/${word}`))
      : [];
    const searched =
      words.length === 0
        ? []
        : this.search.search(words.join(' '), version, 10).hits.map((hit) => hit.url.split('#')[0]);
    const scored = this.#pages
      .filter((page) => page.version === version)
      .map((page) => {
        const route = page.route.toLowerCase();
        const byRoute = Math.max(similarity(path, route), 0.9 * similarity(lastSegment(path), lastSegment(route)));
        const rank = searched.indexOf(page.route);
        const bySearch = rank === -1 ? 0 : 1 - rank / searched.length;
        return { page, score: Math.max(byRoute, 0.6 * byRoute + 0.4 * bySearch, 0.8 * bySearch) };
      })
      .filter((entry) => entry.score >= MIN_SCORE)
      .sort((a, b) => b.score - a.score || (a.page.route < b.page.route ? -1 : 1));
    return scored.slice(0, MAX_SUGGESTIONS).map(({ page }) => ({ title: page.title, path: page.route }));
  }
}
