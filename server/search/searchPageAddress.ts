/**
 * The address a search page is rendered with, and kept under: only what changes the page, spelt
 * one way. The form shows `q` (as searched for) and carries `version`; `limit` sets how many
 * results are listed, `page` which of them. Any other parameter (a tracking tag, a cache-buster) changes nothing, so it
 * makes no page of its own: otherwise every request could make the server render a fresh page.
 */
import { shownSearchQuery } from '../../shared/searchQuery.ts';
import type { ParsedSearchRequest, Versions } from './parseSearchRequest.ts';

/** `q` as the browser reads it (the first of several); Express gives arrays for repeated ones. */
function firstString(value: unknown): string | undefined {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/** `?q=…[&version=…][&limit=…][&page=…]`, from the request's query and what parseSearchRequest made of it. */
export function searchPageAddress(
  query: Record<string, unknown>,
  parsed: ParsedSearchRequest,
  versions: Versions,
): string {
  const params = new URLSearchParams();
  const q = firstString(query.q);
  if (q !== undefined) params.set('q', shownSearchQuery(q));
  if (parsed.ok) {
    if (query.version !== undefined) params.set('version', parsed.request.version);
    if (query.limit !== undefined) params.set('limit', String(parsed.request.limit));
    if (parsed.request.page > 1) params.set('page', String(parsed.request.page));
  } else {
    // A refused request lists nothing, so its limit and page change nothing; a version the form keeps
    // must be one (the page drops an unknown one too, see client/components/SearchPage.tsx).
    const version = firstString(query.version);
    if (version !== undefined && versions.hasVersion(version)) params.set('version', version);
  }
  return `?${params}`;
}
