/**
 * Results for what the reader has typed so far: asked for once typing pauses (debounced), the
 * request before cancelled, so a slow answer never replaces a newer one.
 */
import { useEffect, useState } from 'react';
import type { SearchParams, SearchResults } from '../../shared/search.ts';
import { fetchSearchResults, SearchRefused } from './fetchSearchResults.ts';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; previous: SearchResults | null }
  | { status: 'done'; results: SearchResults }
  /** The server turned the query down (a 400), saying why in one sentence. */
  | { status: 'refused'; error: string }
  | { status: 'failed' };

/** The results to show: the latest, or while the next load, the ones before (no flicker). */
export function shownResults(state: SearchState): SearchResults | null {
  if (state.status === 'done') return state.results;
  return state.status === 'loading' ? state.previous : null;
}

/** Long enough to skip the keystrokes of a word being typed, short enough to feel instant. */
export const SEARCH_DEBOUNCE_MS = 120;

/**
 * The state for new input, before anything is fetched: the known answer if there is one, idle for
 * an empty query, else loading with the results shown so far kept on screen.
 */
export function searchStateFor(query: string, known: SearchState | null, current: SearchState): SearchState {
  if (known) return known;
  if (query.trim() === '') return { status: 'idle' };
  return { status: 'loading', previous: shownResults(current) };
}

/**
 * `version` undefined searches the current docs; `limit` and `page` undefined ask for the API's
 * first DEFAULT_RESULT_LIMIT results. `known` is an answer the caller already has for
 * this query (the search page's, rendered by the server): while it is given, it is the state and
 * nothing is fetched. It must keep its identity between renders (memoize it), as an effect follows it.
 */
export function useSearchResults(
  query: string,
  { version, limit, page }: SearchParams,
  known: SearchState | null = null,
  delay = SEARCH_DEBOUNCE_MS,
): SearchState {
  const [state, setState] = useState<SearchState>(() => searchStateFor(query, known, { status: 'idle' }));
  // New input moves the state on during render (react.dev, "adjusting some state when a prop
  // changes"); the effect below only fetches.
  const [input, setInput] = useState({ query, version, limit, page, known, delay });
  if (
    input.query !== query ||
    input.version !== version ||
    input.limit !== limit ||
    input.page !== page ||
    input.known !== known ||
    input.delay !== delay
  ) {
    setInput({ query, version, limit, page, known, delay });
    setState(searchStateFor(query, known, state));
  }
  useEffect(() => {
    const trimmed = query.trim();
    if (known || trimmed === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSearchResults(trimmed, { version, limit, page }, controller.signal).then(
        (results) => setState({ status: 'done', results }),
        (error: unknown) => {
          // A cancelled request was replaced by a newer one: not a failure.
          if (controller.signal.aborted) return;
          setState(error instanceof SearchRefused ? { status: 'refused', error: error.message } : { status: 'failed' });
        },
      );
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, version, limit, page, known, delay]);
  return known ?? state;
}
