/**
 * The search page's answer from its page data. The server renders `/search?q=…` with the results
 * or its reason for refusing the query, and the page hydrates into exactly that: asking the API
 * again would log a 400 for a refused query, and could even disagree with the page (the form
 * carries no `limit`, so `limit=abc` would come back with results beside the refusal).
 */
import { useMemo, useState } from 'react';
import type { SearchPageData } from '../../shared/types.ts';
import type { SearchState } from './useSearchResults.ts';

/**
 * The answer while the address is still the one the page data came with (on hydration, the one
 * the server rendered), else null: a new query is the reader's, and is fetched. The result keeps
 * its identity between renders, as `useSearchResults` expects of it.
 */
export function useServerAnswer(page: SearchPageData, search: string): SearchState | null {
  const [answeredSearch] = useState(search);
  const isAnswered = search === answeredSearch;
  return useMemo(() => (isAnswered ? answerOf(page) : null), [isAnswered, page]);
}

/** Results, a refusal, or nothing (the bare page, or one loaded by client navigation). */
function answerOf(page: SearchPageData): SearchState | null {
  if (page.error !== null) return { status: 'refused', error: page.error };
  return page.results ? { status: 'done', results: page.results } : null;
}
