/** The search API's address (spelled in routes.ts), limits and answer: one definition for the server and the client. */
import { SITE_ROUTES } from './routes.ts';

export const SEARCH_API_PATH = SITE_ROUTES.searchApi.path;
/** The server-rendered results page (works without JavaScript). */
export const SEARCH_PAGE_PATH = SITE_ROUTES.search.path;

/** Longer queries are refused (400): nobody types them, and each term costs a lookup. */
export const MAX_QUERY_LENGTH = 200;
export const DEFAULT_RESULT_LIMIT = 10;
export const MAX_RESULT_LIMIT = 50;

/** A run of a snippet's text, marked when it is one of the words searched for. */
export interface SnippetPart {
  text: string;
  match: boolean;
}

/** One section of a page that matches the query. */
export interface SearchHit {
  /** Page route and section anchor, without the base URL: `/docs/ios/badge#reset-the-badge`. */
  url: string;
  pageTitle: string;
  /** The section's heading; `''` when the match is above the page's first heading. */
  heading: string;
  /** Categories above the page (`['iOS SDK']`), to tell apart pages with the same title. */
  breadcrumbs: string[];
  /** Text around the first match, the matched words marked. */
  snippet: SnippetPart[];
}

export interface SearchResults {
  query: string;
  /** The docs version searched. */
  version: string;
  hits: SearchHit[];
}

export function searchApiUrl(query: string, version?: string, limit?: number): string {
  const params = new URLSearchParams({ q: query });
  if (version) params.set('version', version);
  if (limit) params.set('limit', String(limit));
  return `${SEARCH_API_PATH}?${params}`;
}

export function searchPageUrl(query: string, version?: string): string {
  const params = new URLSearchParams({ q: query });
  if (version) params.set('version', version);
  return `${SEARCH_PAGE_PATH}?${params}`;
}
