/** Asks the server's search API; results are kept per query for the rest of the visit. */
import { withBase } from '../../shared/baseUrl.ts';
import { searchApiUrl, type SearchParams, type SearchResults } from '../../shared/search.ts';
import { siteBaseUrl } from '../siteBase.ts';

const cache = new Map<string, SearchResults>();

/** The API turned the query down (400); the message is its one-sentence reason, fit to show. */
export class SearchRefused extends Error {}

/** `version` undefined searches the current docs; `limit` and `page` undefined: the API's first ten. */
export async function fetchSearchResults(
  query: string,
  params: SearchParams,
  signal?: AbortSignal,
): Promise<SearchResults> {
  const url = withBase(siteBaseUrl(), searchApiUrl(query, params));
  const cached = cache.get(url);
  if (cached) return cached;
  const response = await fetch(url, { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) {
    const reason = response.status === 400 ? await refusalOf(response) : null;
    throw reason === null ? new Error(`The search API answered ${response.status}.`) : new SearchRefused(reason);
  }
  const results = (await response.json()) as SearchResults;
  if (!Array.isArray(results?.hits)) throw new Error('The search API sent no results.');
  cache.set(url, results);
  return results;
}

/** The `{ error }` sentence of a 400 answer, or null when the body is not that (then it is a failure). */
async function refusalOf(response: Response): Promise<string | null> {
  const body: unknown = await response.json().catch(() => null);
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  return typeof error === 'string' ? error : null;
}
