import { describe, expect, it } from 'vitest';
import type { SearchResults } from '../../shared/search.ts';
import { searchStateFor, type SearchState, shownResults } from './useSearchResults.ts';

const results = (query: string, count = 1): SearchResults => ({
  query,
  version: 'current',
  hits: Array.from({ length: count }, (_, index) => ({
    url: `/docs/ios/badge#h${index}`,
    pageTitle: 'Badge',
    heading: `Heading ${index}`,
    breadcrumbs: ['iOS SDK'],
    snippet: [{ text: query, match: true }],
  })),
  total: count,
  offset: 0,
});

describe('shownResults', () => {
  const badge = results('badge');

  it.each<[string, SearchState, SearchResults | null]>([
    ['idle', { status: 'idle' }, null],
    ['done', { status: 'done', results: badge }, badge],
    ['loading after results: the ones before, no flicker', { status: 'loading', previous: badge }, badge],
    ['loading after nothing', { status: 'loading', previous: null }, null],
    ['refused', { status: 'refused', error: 'Too long.' }, null],
    ['failed', { status: 'failed' }, null],
  ])('%s', (_case, state, expected) => {
    expect(shownResults(state)).toBe(expected);
  });
});

describe('searchStateFor', () => {
  const badge = results('badge');
  const done: SearchState = { status: 'done', results: badge };

  it('is the known answer whenever there is one, whatever the query', () => {
    const known: SearchState = { status: 'refused', error: 'Too long.' };
    expect(searchStateFor('x'.repeat(300), known, done)).toBe(known);
    expect(searchStateFor('', known, done)).toBe(known);
  });

  it.each(['', '   ', '\t\n'])('is idle for the blank query %o', (query) => {
    expect(searchStateFor(query, null, done)).toEqual({ status: 'idle' });
  });

  it('loads, keeping the results on screen', () => {
    expect(searchStateFor('badges', null, done)).toEqual({ status: 'loading', previous: badge });
  });

  it('keeps the same earlier results through several loads in a row', () => {
    const first = searchStateFor('bad', null, done);
    expect(searchStateFor('badg', null, first)).toEqual({ status: 'loading', previous: badge });
  });

  it.each<SearchState>([{ status: 'idle' }, { status: 'failed' }, { status: 'refused', error: 'No.' }])(
    'loads with nothing to keep after %o',
    (current) => {
      expect(searchStateFor('badge', null, current)).toEqual({ status: 'loading', previous: null });
    },
  );
});
