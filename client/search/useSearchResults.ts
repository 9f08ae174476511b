/**
 * Results for what the reader has typed so far: asked for once typing pauses (debounced), the
 * request before cancelled, so a slow answer never replaces a newer one.
 */
import { useEffect, useState } from 'react';
import type { SearchResults } from '../../shared/search.ts';
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
 * `version` undefined searches the current docs. `known` is an answer the caller already has for
 * this query (the search page's, rendered by the server): while it is given, it is the state and
 * nothing is fetched. It must keep its identity between renders (memoize it), as an effect follows it.
 */
export function useSearchResults(
  query: string,
  version: string | undefined,
  known: SearchState | null = null,
  delay = SEARCH_DEBOUNCE_MS,
): SearchState {
  const [state, setState] = useState<SearchState>(() => known ?? { status: 'idle' });
  useEffect(() => {
    if (known) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- this effect follows the query: each change resets the state before the debounced fetch
      setState(known);
      return;
    }
    const trimmed = query.trim();
    if (trimmed === '') {
      setState({ status: 'idle' });
      return;
    }
    setState((current) => ({ status: 'loading', previous: shownResults(current) }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSearchResults(trimmed, version, controller.signal).then(
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
  }, [query, version, known, delay]);
  return known ?? state;
}
