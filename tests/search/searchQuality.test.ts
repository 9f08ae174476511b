/**
 * Search quality on the real docs: for each query an integrator would type (misspellings and
 * half-typed words included), the expected page is among the first three results.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SiteSearch } from '../../server/search/siteSearch.ts';
import { searchQueries } from '../../scripts/support/searchQueries.ts';
import { siteBuild } from '../support/siteBuild.ts';

let search: SiteSearch;

beforeAll(async () => {
  search = new SiteSearch((await siteBuild()).store);
});

const pageOf = (url: string) => url.split('#')[0];

describe('search quality', () => {
  it('has at least 30 queries, each expecting a real page', () => {
    expect(searchQueries.length).toBeGreaterThanOrEqual(30);
  });

  it.each(searchQueries)('"$query" finds $expected in the top 3 ($why)', ({ query, expected }) => {
    const { hits } = search.search(query, search.defaultVersion, 3);
    expect(hits.map((hit) => pageOf(hit.url))).toContain(expected);
  });
});
