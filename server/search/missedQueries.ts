/**
 * What readers search for and do not find: each such query is counted (`portal_search_missed_total`)
 * and logged at info with the query (truncated) and the docs version only, never who asked, so
 * authors see what to write next.
 */
import type { Logger } from 'pino';
import type { Counter } from 'prom-client';
import type { SearchRequest } from './parseSearchRequest.ts';

/** Enough of a query to know what was sought; long pastes are cut. */
export const LOGGED_QUERY_LENGTH = 100;

export function reportMissedQuery(counter: Counter, logger: Logger) {
  return ({ query, version }: SearchRequest): void => {
    counter.inc();
    const shown = query.length > LOGGED_QUERY_LENGTH ? `${query.slice(0, LOGGED_QUERY_LENGTH)}…` : query;
    logger.info({ search: { query: shown, version } }, 'search found nothing');
  };
}
