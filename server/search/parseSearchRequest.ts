/**
 * Reads `q`, `limit` and `version` from a search request's query string, for the API and the
 * search page alike. Anything malformed is refused with one sentence; a query with no words to
 * look up (empty, punctuation, only stop words) is not an error: it simply finds nothing.
 */
import { DEFAULT_RESULT_LIMIT, MAX_QUERY_LENGTH, MAX_RESULT_LIMIT } from '../../shared/search.ts';
import { normalizeSearchQuery } from '../../shared/searchQuery.ts';

export interface SearchRequest {
  query: string;
  limit: number;
  version: string;
}

export type ParsedSearchRequest = { ok: true; request: SearchRequest } | { ok: false; error: string };

export interface Versions {
  defaultVersion: string;
  hasVersion(name: string): boolean;
}

export function parseSearchRequest(query: Record<string, unknown>, versions: Versions): ParsedSearchRequest {
  const { q, limit, version } = query;
  if (q === undefined) return { ok: false, error: 'The "q" query parameter (what to search for) is missing.' };
  if (typeof q !== 'string') return { ok: false, error: 'Give the "q" query parameter once.' };
  if (q.length > MAX_QUERY_LENGTH)
    return { ok: false, error: `A search is limited to ${MAX_QUERY_LENGTH} characters.` };

  let count = DEFAULT_RESULT_LIMIT;
  if (limit !== undefined) {
    count = typeof limit === 'string' && /^\d{1,3}$/.test(limit) ? Number(limit) : Number.NaN;
    if (!(count >= 1 && count <= MAX_RESULT_LIMIT)) {
      return { ok: false, error: `The "limit" query parameter must be a whole number from 1 to ${MAX_RESULT_LIMIT}.` };
    }
  }

  let name = versions.defaultVersion;
  if (version !== undefined) {
    if (typeof version !== 'string' || !versions.hasVersion(version))
      return { ok: false, error: 'No docs version by that name.' };
    name = version;
  }
  return { ok: true, request: { query: normalizeSearchQuery(q), limit: count, version: name } };
}
