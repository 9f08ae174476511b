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
  });
});

describe('resultsSummary', () => {
  it('counts the hits', () => {
    const summary = resultsSummary({ query: 'badge', version: 'current', hits: [hit, hit, hit] });
    expect(summary).toBe(fillIn(siteConfig.search.resultCount, { count: 3, query: 'badge' }));
    expect(summary).toContain('3');
    expect(summary).toContain('badge');
  });

  it('says that nothing matches when there are no hits', () => {
    const summary = resultsSummary({ query: 'zzz', version: 'current', hits: [] });
    expect(summary).toBe(fillIn(siteConfig.search.noResults, { query: 'zzz' }));
    expect(summary).toContain('zzz');
  });
});
