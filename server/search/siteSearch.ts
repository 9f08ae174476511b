/** Answers a query from the index: sections ranked, limited to one docs version, with snippets. */
import type MiniSearch from 'minisearch';
import type { SearchOptions, SearchResult } from 'minisearch';
import type { SearchHit, SearchResults } from '../../shared/search.ts';
import type { DocsVersion, PageData } from '../../shared/types.ts';
import { CommonTerms } from './commonTerms.ts';
import { loadSearchIndex, type SectionDocument, type SerializedSearchIndex } from './searchIndex.ts';
import { queryTerms } from './searchTerms.ts';
import { snippet } from './snippet.ts';

/** A page's best sections, so that one long page does not push every other page off the list. */
const SECTIONS_PER_PAGE = 2;

/**
 * Typos are forgiven in at most this many words of a query, and only in words up to this long:
 * a fuzzy lookup walks the index's tree with an edit-distance row per letter, so these two bound
 * the costliest part of a query (see queryTerms for the bounds on terms).
 */
const MAX_FUZZY_TERMS = 4;
const MAX_FUZZY_LENGTH = 32;

/** What a search looked up, for tests and metrics: the work it did, counted rather than timed. */
export interface SearchWork {
  /** Terms handed to the index, summed over both searches (exact; then with typos, any word). */
  lookups: number;
  /** Lookups that forgave typos. */
  fuzzyLookups: number;
  /** The longest term looked up. */
  longestTerm: number;
}

/**
 * A match in the title counts three times one in the body, in the heading twice, in the page's
 * area (its categories: "iOS SDK") one and a half times: a section named after the query beats one
 * that mentions it. The last word, from three letters on, also matches as a prefix: it may be the
 * one being typed (shorter prefixes match half the index). Terms arrive processed (see `search`),
 * so MiniSearch only splits them again.
 */
const queryOptions: SearchOptions = {
  boost: { title: 3, area: 1.5, heading: 2, text: 1 },
  prefix: (term, index, terms) => index === terms.length - 1 && term.length >= 3,
  tokenize: (text) => text.split(' '),
};

/** What search needs of the site (the page store has it): the index, page titles, versions. */
export interface SearchableSite {
  search: SerializedSearchIndex;
  pages: Record<string, PageData>;
  versions: DocsVersion[];
}

export class SiteSearch {
  readonly #index: MiniSearch<SectionDocument>;
  readonly #common: CommonTerms;
  readonly #vocabulary: Set<string>;

  constructor(private readonly store: SearchableSite) {
    try {
      this.#index = loadSearchIndex(store.search);
    } catch (error) {
      // One line at start-up rather than MiniSearch's stack: the build is what needs fixing.
      throw new Error(
        `The page store's search index cannot be loaded (${(error as Error).message}): run "npm run build"`,
        { cause: error },
      );
    }
    this.#common = new CommonTerms(store.search);
    this.#vocabulary = new Set(store.search.index.map(([term]) => term));
  }

  /** The current version's name, searched when a query names none. */
  get defaultVersion(): string {
    return this.store.versions[0]?.name ?? '';
  }

  hasVersion(version: string): boolean {
    return this.store.versions.some((known) => known.name === version);
  }

  /** `work`, when given, is filled in with what the search looked up. */
  search(query: string, version: string, limit: number, work?: SearchWork): SearchResults {
    const terms = queryTerms(query);
    if (terms.length === 0) return { query, version, hits: [] };
    const results = this.#find(terms, version, work ?? { lookups: 0, fuzzyLookups: 0, longestTerm: 0 });
    const hits = fewPerPage(rankByPage(results))
      .slice(0, limit)
      .map((result): SearchHit => {
        const route = String(result.route);
        const anchor = String(result.anchor);
        const page = this.store.pages[route];
        return {
          url: anchor ? `${route}#${anchor}` : route,
          pageTitle: String(result.title),
          heading: String(result.heading),
          breadcrumbs: page?.kind === 'doc' ? page.breadcrumbs : [],
          snippet: snippet(String(result.text), new Set([...result.terms, ...terms])),
        };
      });
    return { query, version, hits };
  }

  /**
   * Tries, until one finds something: every word as typed; every word with typos forgiven; any
   * word (the last two from one search). Common words (see CommonTerms) are checked per section instead of looked up, unless
   * they are all there is. (A common word is a complete one, so the last word, which is looked up
   * as a prefix in case it is half typed, can be checked too.)
   */
  #find(terms: string[], version: string, work: SearchWork): SearchResult[] {
    const rare = terms.filter((term) => !this.#common.has(term));
    const looked = rare.length > 0 ? rare : terms;
    const common = rare.length > 0 ? terms.filter((term) => this.#common.has(term)) : [];
    const holdsCommon = (result: SearchResult) =>
      common.every((term) => this.#common.inSection(term, String(result.id)));
    const inVersion = (result: SearchResult) => result.version === version;
    // Only a word the docs never use can be a typo: looking for near spellings of every word would
    // walk much of the index, and turn up near misses of words that were right.
    const typos = new Map<string, number>();
    for (const term of looked) {
      if (typos.size === MAX_FUZZY_TERMS) break;
      if (this.#vocabulary.has(term) || term.length < 4 || term.length > MAX_FUZZY_LENGTH) continue;
      typos.set(term, term.length >= 6 ? 2 : 1);
    }
    const fuzzy: SearchOptions['fuzzy'] = (term) => {
      const distance = typos.get(term);
      if (distance === undefined) return false;
      work.fuzzyLookups += 1;
      return distance;
    };
    const processTerm = (term: string) => {
      work.lookups += 1;
      work.longestTerm = Math.max(work.longestTerm, term.length);
      return term;
    };
    const search = (options: SearchOptions) =>
      this.#index.search(looked.join(' '), { ...queryOptions, ...options, processTerm });
    const exact = search({ combineWith: 'AND', filter: (result) => inVersion(result) && holdsCommon(result) });
    if (exact.length > 0) return exact;
    // One search with typos forgiven serves both what is left to try: the sections that hold every
    // word come first (MiniSearch scores a section matching every term alike under AND and OR), and
    // failing those, any word. Two searches would look every word up, fuzzily, twice.
    const anyWord = search({ combineWith: 'OR', fuzzy, filter: inVersion });
    const everyWord = anyWord.filter((result) => result.queryTerms.length === looked.length && holdsCommon(result));
    return everyWord.length > 0 ? everyWord : anyWord;
  }
}

/**
 * How much a page's other matching sections add to its best one. A page about the query matches
 * in several sections (its introduction, its example, its notes); a page that only mentions the
 * words matches in one, however often that one repeats them.
 */
const OTHER_SECTIONS_WEIGHT = 0.25;
const OTHER_SECTIONS_COUNTED = 2;

/**
 * Ranks each page's best section by the page's score: its own score plus a share of the page's
 * next best sections. The other sections keep their own scores, so results still point at the best
 * section first, and a page's second section follows where it ranks on its own.
 */
function rankByPage(results: SearchResult[]): SearchResult[] {
  const byPage = new Map<unknown, SearchResult[]>();
  for (const result of results) byPage.set(result.route, [...(byPage.get(result.route) ?? []), result]);
  const rankScore = new Map<SearchResult, number>(results.map((result) => [result, result.score]));
  for (const sections of byPage.values()) {
    const [best, ...others] = [...sections].sort((a, b) => b.score - a.score);
    if (!best) continue;
    const support = others.slice(0, OTHER_SECTIONS_COUNTED).reduce((sum, section) => sum + section.score, 0);
    rankScore.set(best, best.score + OTHER_SECTIONS_WEIGHT * support);
  }
  return [...results].sort((a, b) => (rankScore.get(b) ?? 0) - (rankScore.get(a) ?? 0));
}

function fewPerPage(results: SearchResult[]): SearchResult[] {
  const perPage = new Map<unknown, number>();
  return results.filter((result) => {
    const count = (perPage.get(result.route) ?? 0) + 1;
    perPage.set(result.route, count);
    return count <= SECTIONS_PER_PAGE;
  });
}
