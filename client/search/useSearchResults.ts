/**
 * Results for what the reader has typed so far: asked for once typing pauses (debounced), the
 * request before cancelled, so a slow answer never replaces a newer one.
 */
import { useEffect, useState } from 'react';
import type { SearchResults } from '../../shared/search.ts';
import { fetchSearchResults } from './fetchSearchResults.ts';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; previous: SearchResults | null }
  | { status: 'done'; results: SearchResults }
  | { status: 'failed' };

/** The results to show: the latest, or while the next load, the ones before (no flicker). */
export function shownResults(state: SearchState): SearchResults | null {
  if (state.status === 'done') return state.results;
  return state.status === 'loading' ? state.previous : null;
}

/** Long enough to skip the keystrokes of a word being typed, short enough to feel instant. */
export const SEARCH_DEBOUNCE_MS = 120;

/**
 * `version` undefined searches the current docs. `initial` (results the server rendered) is used
 * as long as the query is still theirs.
 */
export function useSearchResults(query: string, version: string | undefined, initial: SearchResults | null = null, delay = SEARCH_DEBOUNCE_MS): SearchState {
  const [state, setState] = useState<SearchState>(() =>
    initial && initial.query === query.trim() ? { status: 'done', results: initial } : { status: 'idle' },
  );
  useEffect(() => {
    const trimmed = query.trim();
    if (trimmed === '') {
      setState({ status: 'idle' });
      return;
    }
    if (initial && initial.query === trimmed && initial.version === (version ?? initial.version)) {
      setState({ status: 'done', results: initial });
      return;
    }
    setState((current) => ({ status: 'loading', previous: shownResults(current) }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSearchResults(trimmed, version, controller.signal).then(
        (results) => setState({ status: 'done', results }),
        () => {
          // A cancelled request was replaced by a newer one: not a failure.
          if (!controller.signal.aborted) setState({ status: 'failed' });
        },
      );
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, version, initial, delay]);
  return state;
}
