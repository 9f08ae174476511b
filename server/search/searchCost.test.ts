/**
 * A query's work is bounded after folding, whatever its characters: counted (terms handed to the
 * index, typo-forgiving lookups, term length), never timed. NFKD turns some single characters into
 * many letters or several words (U+FDFA is 18 letters in four words), which is how a 200-character
 * query once meant 800 fuzzy lookups.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH } from '../../shared/search.ts';
import type { PageStore } from '../content/pageStore/pageStore.ts';
import { buildSearchIndex, type SectionDocument } from './searchIndex.ts';
import { MAX_QUERY_TERMS, MAX_TERM_LENGTH, queryTerms } from './searchTerms.ts';
import { type SearchWork, SiteSearch } from './siteSearch.ts';

/** Two searches (exact; then typos forgiven), each looking every term up once. */
const MAX_LOOKUPS = MAX_QUERY_TERMS * 2;
/** At most four words are looked up with typos forgiven, in the one search that forgives them. */
const MAX_FUZZY_LOOKUPS = 4;

/** Characters whose compatibility decomposition is long or holds several words. */
const EXPANDING = [
  '\uFDFA',
  '\uFDFB',
  '\uFB03',
  '\u33FF',
  '\u3250',
  '\u2474',
  '\u1E9B\u0323',
  '\uFDFC',
  '\u2150',
  '\u01C4',
];

const text = (index: number) =>
  `Section ${index} explains webhooks, signatures, badges and installation of the SDK number ${index}.`;
const documents: SectionDocument[] = Array.from({ length: 250 }, (_, index) => ({
  id: `/docs/p${index}#`,
  route: `/docs/p${index}`,
  anchor: '',
  version: 'current',
  title: `Page ${index}`,
  area: 'Pages',
  heading: '',
  text: text(index),
}));
const store = {
  pages: {},
  versions: [{ name: 'current' }],
  search: buildSearchIndex(documents),
} as unknown as PageStore;
const search = new SiteSearch(store);

function workOf(query: string): SearchWork {
  const work: SearchWork = { lookups: 0, fuzzyLookups: 0, longestTerm: 0 };
  search.search(query, 'current', 50, { work });
  return work;
}

const unicodeQuery = fc
  .string({
    unit: fc.oneof(
      fc.constantFrom(...EXPANDING),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
      fc.constantFrom(' ', 'a', 'webhok'),
    ),
    maxLength: MAX_QUERY_LENGTH,
  })
  .map((query) => query.slice(0, MAX_QUERY_LENGTH));

describe('the work of one query', () => {
  it('is bounded for U+FDFA repeated to the length limit, which folds into hundreds of words', () => {
    const query = '\uFDFA'.repeat(MAX_QUERY_LENGTH);
    expect(query.normalize('NFKD').split(' ').length).toBeGreaterThan(600);
    const work = workOf(query);
    expect(work.lookups).toBeLessThanOrEqual(MAX_LOOKUPS);
    expect(work.fuzzyLookups).toBeLessThanOrEqual(MAX_FUZZY_LOOKUPS);
  });

  it('is bounded for any Unicode query the API accepts (NFKD-expanding characters included)', () => {
    fc.assert(
      fc.property(unicodeQuery, (query) => {
        const terms = queryTerms(query);
        expect(terms.length).toBeLessThanOrEqual(MAX_QUERY_TERMS);
        expect(new Set(terms).size).toBe(terms.length);
        const work = workOf(query);
        expect(work.lookups).toBeLessThanOrEqual(MAX_LOOKUPS);
        expect(work.fuzzyLookups).toBeLessThanOrEqual(MAX_FUZZY_LOOKUPS);
        expect(work.longestTerm).toBeLessThanOrEqual(MAX_TERM_LENGTH);
      }),
      { numRuns: 300 },
    );
  });

  it('looks a repeated word up once', () => {
    expect(queryTerms('badge Badge BADGE badges')).toEqual(['badg']);
    expect(workOf('webhook webhook webhook webhook').lookups).toBe(1);
  });

  it('still finds what the folded words name', () => {
    // ﬃ (U+FB03) folds to "ffi": a query typed with it finds the plain word.
    expect(queryTerms('\uFB03x')).toEqual(queryTerms('ffix'));
    expect(search.search('signatures webhook', 'current', 5).hits).toHaveLength(5);
  });
});
