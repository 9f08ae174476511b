/** The site config's search messages, filled in. */
import type { SearchResults } from '../../shared/search.ts';
import { siteConfig } from '../../shared/site-config.ts';

/** Fills the `{count}` and `{query}` of a message; the query as typed (`$&` in it is no replacement pattern). */
export function fillIn(template: string, values: { count?: number; query?: string }): string {
  return template.replace('{count}', () => String(values.count ?? '')).replace('{query}', () => values.query ?? '');
}

/** "3 results for “badge”", or that nothing matches. */
export function resultsSummary({ hits, query }: SearchResults): string {
  const { resultCount, noResults } = siteConfig.search;
  return hits.length > 0 ? fillIn(resultCount, { count: hits.length, query }) : fillIn(noResults, { query });
}
