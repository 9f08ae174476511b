/**
 * Search quality on the real docs: for each query a reader would type (tasks, error messages, API
 * verbs and names in any form, misspellings, half-typed words), where its page ranks. The set
 * holds queries written with the search (scripts/support/searchQueries.ts) and 100 written by
 * someone who had not seen it (readerSearchQueries.ts); the aims hold for the whole.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SiteSearch } from '../../server/search/siteSearch.ts';
import { docsDir } from '../../server/projectPaths.ts';
import { measureSearchQuality, QUALITY_AIMS, qualitySet } from '../../scripts/support/searchQuality.ts';
import { siteBuild } from '../support/siteBuild.ts';

let search: SiteSearch;

beforeAll(async () => {
  search = new SiteSearch((await siteBuild()).store);
});

describe('search quality', () => {
  it('has at least 150 distinct queries, each expecting a real page', () => {
    expect(qualitySet.length).toBeGreaterThanOrEqual(150);
    expect(new Set(qualitySet.map((entry) => entry.query.toLowerCase())).size).toBe(qualitySet.length);
    for (const { expected } of qualitySet)
      expect(existsSync(join(docsDir, `${expected.slice('/docs/'.length)}.md`))).toBe(true);
  });

  it(`puts the expected page first for ${QUALITY_AIMS.hitAt1 * 100} % of queries, and in the top three for ${QUALITY_AIMS.hitAt3 * 100} %`, () => {
    const quality = measureSearchQuality(search, qualitySet);
    const misses = quality.misses.map(
      ({ query, expected, got }) => `"${query}" → ${got.join(', ')} (expected ${expected})`,
    );
    expect({
      hitAt1: quality.hitAt1 >= QUALITY_AIMS.hitAt1,
      hitAt3: quality.hitAt3 >= QUALITY_AIMS.hitAt3,
      misses,
    }).toMatchObject({
      hitAt1: true,
      hitAt3: true,
    });
  });
});
