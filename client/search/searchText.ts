/** The site config's search messages, filled in. */
import type { SearchResults } from '../../shared/search.ts';
import { siteConfig } from '../../shared/site-config.ts';

interface Values {
  count?: number;
  query?: string;
  shown?: string;
}

/**
 * Fills the `{count}`, `{shown}` and `{query}` of a message; the query as typed (`$&` in it is no
 * replacement pattern, nor a placeholder).
 */
export function fillIn(template: string, values: Values): string {
  return template
    .replace('{count}', () => String(values.count ?? ''))
    .replace('{shown}', () => values.shown ?? '')
    .replace('{query}', () => values.query ?? '');
}

/** Whether `results` lists every match there is (none included): nothing more to show elsewhere. */
export function listsEveryResult({ hits, total }: Pick<SearchResults, 'hits' | 'total'>): boolean {
  return hits.length >= total;
}

/**
 * "37 results for “badge”" when every result is listed, "Showing 10 of 37 results…" when some
 * are (or "Showing 51–73 of 73…" past the first page), or that nothing matches.
 */
export function resultsSummary({ hits, query, total, offset }: SearchResults): string {
  const { resultCount, oneResult, someResults, pastLastPage, noResults } = siteConfig.search;
  if (total === 0) return fillIn(noResults, { query });
  if (hits.length === 0) return fillIn(pastLastPage, { count: total, query });
  if (listsEveryResult({ hits, total })) return fillIn(total === 1 ? oneResult : resultCount, { count: total, query });
  const shown = offset === 0 ? String(hits.length) : `${offset + 1}–${offset + hits.length}`;
  return fillIn(someResults, { count: total, shown, query });
}
