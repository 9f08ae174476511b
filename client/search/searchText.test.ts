import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../shared/site-config.ts';
import { fillIn, resultsSummary } from './searchText.ts';

const hit = { url: '/docs/ios/badge', pageTitle: 'Badge', heading: '', breadcrumbs: [], snippet: [] };

describe('fillIn', () => {
  it('fills the count and the query', () => {
    expect(fillIn('{count} results for “{query}”', { count: 3, query: 'badge' })).toBe('3 results for “badge”');
  });

  it('leaves nothing of a placeholder it has no value for', () => {
    expect(fillIn('{count} for “{query}”', {})).toBe(' for “”');
    expect(fillIn('See all for “{query}”', { query: 'push' })).toBe('See all for “push”');
  });

  it('counts zero as a number, not as missing', () => {
    expect(fillIn('{count}', { count: 0 })).toBe('0');
  });

  it('takes the query literally, even when it looks like a replacement pattern', () => {
    expect(fillIn('“{query}”', { query: '$& $1 {count}' })).toBe('“$& $1 {count}”');
    expect(fillIn('{shown} “{query}”', { shown: '10', query: '{shown}' })).toBe('10 “{shown}”');
  });
});

describe('resultsSummary', () => {
  const results = (count: number, total: number, offset = 0) => ({
    query: 'badge',
    version: 'current',
    hits: Array.from({ length: count }, () => hit),
    total,
    offset,
  });

  it('counts the hits when every one is listed', () => {
    const summary = resultsSummary(results(3, 3));
    expect(summary).toBe(fillIn(siteConfig.search.resultCount, { count: 3, query: 'badge' }));
    expect(summary).toBe('3 results for “badge”');
  });

  it('says one result, not one results', () => {
    expect(resultsSummary(results(1, 1))).toBe('1 result for “badge”');
  });

  it('says how many of how many when some are listed, and which past the first page', () => {
    expect(resultsSummary(results(10, 37))).toBe('Showing 10 of 37 results for “badge”');
    expect(resultsSummary(results(23, 73, 50))).toBe('Showing 51–73 of 73 results for “badge”');
  });

  it('says that nothing matches when there are no hits', () => {
    const summary = resultsSummary({ query: 'zzz', version: 'current', hits: [], total: 0, offset: 0 });
    expect(summary).toBe(fillIn(siteConfig.search.noResults, { query: 'zzz' }));
    expect(summary).toContain('zzz');
  });

  it('says there are no more past the last page, rather than that nothing matches', () => {
    expect(resultsSummary(results(0, 37, 950))).toBe('No more results for “badge”.');
  });
});
