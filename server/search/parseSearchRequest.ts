/**
 * Reads `q`, `limit`, `page` and `version` from a search request's query string, for the API and the
 * search page alike. Anything malformed is refused with one sentence; a query with no words to
 * look up (empty, punctuation, only stop words) is not an error: it simply finds nothing.
 */
import { DEFAULT_RESULT_LIMIT, MAX_QUERY_LENGTH, MAX_RESULT_LIMIT, MAX_RESULT_PAGE } from '../../shared/search.ts';
import { normalizeSearchQuery } from '../../shared/searchQuery.ts';

export interface SearchRequest {
  query: string;
  limit: number;
  /** From 1: the results from `(page - 1) * limit` on. */
  page: number;
  version: string;
}

export type ParsedSearchRequest = { ok: true; request: SearchRequest } | { ok: false; error: string };

export interface Versions {
  defaultVersion: string;
  hasVersion(name: string): boolean;
}

/** A whole number from 1 to `max` given once, else NaN. */
function wholeNumber(value: unknown, max: number): number {
  const number = typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
  return number >= 1 && number <= max ? number : Number.NaN;
}

/** `defaultLimit`: the results listed when `limit` is not given (the search page lists more than the dialog). */
export function parseSearchRequest(
  query: Record<string, unknown>,
  versions: Versions,
  defaultLimit = DEFAULT_RESULT_LIMIT,
): ParsedSearchRequest {
  const { q, limit, page, version } = query;
  if (q === undefined) return { ok: false, error: 'The "q" query parameter (what to search for) is missing.' };
  if (typeof q !== 'string') return { ok: false, error: 'Give the "q" query parameter once.' };
  if (q.length > MAX_QUERY_LENGTH)
    return { ok: false, error: `A search is limited to ${MAX_QUERY_LENGTH} characters.` };

  const count = limit === undefined ? defaultLimit : wholeNumber(limit, MAX_RESULT_LIMIT);
  if (Number.isNaN(count))
    return { ok: false, error: `The "limit" query parameter must be a whole number from 1 to ${MAX_RESULT_LIMIT}.` };
  const pageNumber = page === undefined ? 1 : wholeNumber(page, MAX_RESULT_PAGE);
  if (Number.isNaN(pageNumber))
    return { ok: false, error: `The "page" query parameter must be a whole number from 1 to ${MAX_RESULT_PAGE}.` };

  let name = versions.defaultVersion;
  if (version !== undefined) {
    if (typeof version !== 'string' || !versions.hasVersion(version))
      return { ok: false, error: 'No docs version by that name.' };
    name = version;
  }
  return { ok: true, request: { query: normalizeSearchQuery(q), limit: count, page: pageNumber, version: name } };
}
