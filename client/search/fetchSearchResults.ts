/** Asks the server's search API; results are kept per query for the rest of the visit. */
import { withBase } from '../../shared/baseUrl.ts';
import { searchApiUrl, type SearchResults } from '../../shared/search.ts';
import { siteBaseUrl } from '../siteBase.ts';

const cache = new Map<string, SearchResults>();

/** `version` undefined searches the current docs. */
export async function fetchSearchResults(query: string, version: string | undefined, signal?: AbortSignal): Promise<SearchResults> {
  const url = withBase(siteBaseUrl(), searchApiUrl(query, version));
  const cached = cache.get(url);
  if (cached) return cached;
  const response = await fetch(url, { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`The search API answered ${response.status}.`);
  const results = (await response.json()) as SearchResults;
  if (!Array.isArray(results?.hits)) throw new Error('The search API sent no results.');
  cache.set(url, results);
  return results;
}
