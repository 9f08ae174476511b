/** The search API's address (spelled in routes.ts), limits and answer: one definition for the server and the client. */
import { SITE_ROUTES } from './routes.ts';

export const SEARCH_API_PATH = SITE_ROUTES.searchApi.path;
/** The server-rendered results page (works without JavaScript). */
export const SEARCH_PAGE_PATH = SITE_ROUTES.search.path;

/** Longer queries are refused (400): nobody types them, and each term costs a lookup. */
export const MAX_QUERY_LENGTH = 200;
export const DEFAULT_RESULT_LIMIT = 10;
export const MAX_RESULT_LIMIT = 50;
/**
 * How many results the search page lists at a time (the dialog shows DEFAULT_RESULT_LIMIT and
 * links to the page for the rest); `page=2` lists the next ones.
 */
export const SEARCH_PAGE_LIMIT = MAX_RESULT_LIMIT;
/** `page` goes no further: a query finds at most two sections of each page of the site. */
export const MAX_RESULT_PAGE = 1000;

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
  /** The HTTP method (`GET`, `POST`…) of the API operation the page documents, if it documents one. */
  method?: string;
  /** Text around the first match, the matched words marked. */
  snippet: SnippetPart[];
}

export interface SearchResults {
  query: string;
  /** The docs version searched. */
  version: string;
  hits: SearchHit[];
  /** How many results there are in all; `hits` holds at most the limit asked for, from `offset` on. */
  total: number;
  /** How many results come before `hits` (0 on the first page). */
  offset: number;
}

/** What a search asks for besides the query: the docs version, and which results. */
export interface SearchParams {
  version?: string | undefined;
  limit?: number | undefined;
  /** From 1; the first page is not named in addresses. */
  page?: number | undefined;
}

function searchParams(query: string, { version, limit, page }: SearchParams): URLSearchParams {
  const params = new URLSearchParams({ q: query });
  if (version) params.set('version', version);
  if (limit) params.set('limit', String(limit));
  if (page && page > 1) params.set('page', String(page));
  return params;
}

export function searchApiUrl(query: string, params: SearchParams = {}): string {
  return `${SEARCH_API_PATH}?${searchParams(query, params)}`;
}

export function searchPageUrl(query: string, params: SearchParams = {}): string {
  return `${SEARCH_PAGE_PATH}?${searchParams(query, params)}`;
}
