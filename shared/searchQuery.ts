/** A search query as the server searches for it and the search page shows it: one spelling for both sides. */
import { MAX_QUERY_LENGTH } from './search.ts';

/** Control characters (NUL, tabs, newlines) separate words; format ones (bidi marks, zero-width
 * spaces, soft hyphens) are invisible and only hide them. */
const CONTROL = /\p{Cc}/gu;
const FORMAT = /\p{Cf}/gu;

/** A query as it is searched for: NFC, control characters as spaces, no invisible ones, single spaces, trimmed. */
export function normalizeSearchQuery(text: string): string {
  return text.normalize('NFC').replace(CONTROL, ' ').replace(FORMAT, '').replace(/\s+/g, ' ').trim();
}

/**
 * The query a search page shows in its form, from its address's `q`: as searched for, and never
 * longer than a query may be. The server renders and keeps the page by it, and the page hydrates
 * with the same, whatever else the address holds.
 */
export function shownSearchQuery(q: string | null | undefined): string {
  return normalizeSearchQuery(q ?? '').slice(0, MAX_QUERY_LENGTH);
}
