/**
 * Search quality as one number a change can be judged by: for each query of a quality set, the
 * rank of its expected page among the results (pages, not sections), summed up as hit@1, hit@3 and
 * mean reciprocal rank. The quality test holds the aims; the bench reports it (handbook/search.md).
 */
import type { SiteSearch } from '../../server/search/siteSearch.ts';
import { readerSearchQueries } from './readerSearchQueries.ts';
import { type SearchQuery, searchQueries } from './searchQueries.ts';

/**
 * The whole quality set: the queries written with the search, and those written without seeing it
 * (a query both wrote is counted once).
 */
export const qualitySet: SearchQuery[] = [...searchQueries, ...readerSearchQueries].filter(
  (entry, index, all) => all.findIndex((other) => other.query.toLowerCase() === entry.query.toLowerCase()) === index,
);

/** What search aims for on the quality set (the figures); the quality test holds them. */
export const QUALITY_AIMS = { hitAt1: 0.85, hitAt3: 0.97 } as const;

export interface SearchQuality {
  queries: number;
  /** Share of queries whose page comes first. */
  hitAt1: number;
  /** Share of queries whose page is among the first three. */
  hitAt3: number;
  /** Mean of 1/rank (0 when the page is not in the first ten). */
  mrr: number;
  /** The queries whose page is not in the first three, with the pages that came instead. */
  misses: { query: string; expected: string; got: string[] }[];
}

const RANKED = 10;

export function measureSearchQuality(search: SiteSearch, queries: SearchQuery[]): SearchQuality {
  let first = 0;
  let topThree = 0;
  let reciprocal = 0;
  const misses: SearchQuality['misses'] = [];
  for (const { query, expected } of queries) {
    const pages = [
      ...new Set(
        search.search(query, search.defaultVersion, RANKED * 2).hits.map((hit) => hit.url.split('#')[0] ?? ''),
      ),
    ];
    const rank = pages.indexOf(expected) + 1;
    if (rank === 1) first += 1;
    if (rank >= 1 && rank <= 3) topThree += 1;
    else misses.push({ query, expected, got: pages.slice(0, 3) });
    if (rank >= 1 && rank <= RANKED) reciprocal += 1 / rank;
  }
  const count = queries.length || 1;
  return { queries: queries.length, hitAt1: first / count, hitAt3: topThree / count, mrr: reciprocal / count, misses };
}
