/** Answers a query from the index: sections ranked, limited to one docs version, with snippets. */
import type MiniSearch from 'minisearch';
import type { Query, SearchOptions, SearchResult } from 'minisearch';
import type { SearchHit, SearchResults } from '../../shared/search.ts';
import type { DocsVersion, PageData } from '../../shared/types.ts';
import { CommonTerms } from './commonTerms.ts';
import {
  UNVERSIONED_SEARCH_VERSION,
  loadSearchIndex,
  type SectionDocument,
  type SerializedSearchIndex,
} from './searchIndex.ts';
import { isGeneric, rewritePhrases, withSynonyms } from './readerWords.ts';
import { fold, queryTerms } from './searchTerms.ts';
import { snippet } from './snippet.ts';
import { mainVersion } from '../../shared/docsVersionList.ts';

/** A page's best sections, so that one long page does not push every other page off the list. */
const SECTIONS_PER_PAGE = 2;

/**
 * Typos are forgiven in at most this many words of a query, and only in words up to this long:
 * a fuzzy lookup walks the index's tree with an edit-distance row per letter, so these two bound
 * the costliest part of a query (see queryTerms for the bounds on terms).
 */
const MAX_FUZZY_TERMS = 4;
const MAX_FUZZY_LENGTH = 32;

/**
 * Fewer pages than this holding every word of a query as typed, and the pages holding most of its
 * words are offered after them (see #find): three is what a reader scans before giving up.
 */
const FEW_PAGES = 3;

/** What a query found: `best` first, then `closest`, each ranked on its own. */
interface FoundSections {
  best: SearchResult[];
  closest: SearchResult[];
}

/** The share of a generic word's score ("list", "guide") a section found by the other words gets. */
const GENERIC_WORD_SHARE = 0.5;

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

/** Where a search's hits start (0: the best), and what it should report of its work. */
export interface SearchOptionsOf {
  offset?: number;
  work?: SearchWork;
}

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
  /** What a search of the main version covers: it and each docs folder's landing version (see #scope). */
  readonly #mainScope: Set<string>;

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
    this.#mainScope = new Set([
      this.defaultVersion,
      UNVERSIONED_SEARCH_VERSION,
      ...store.versions.filter((known) => known.isLast).map((known) => known.name),
    ]);
  }

  /** The main version's name (where `/docs` leads), searched when a query names none. */
  get defaultVersion(): string {
    return mainVersion(this.store.versions)?.name ?? '';
  }

  /**
   * The versions a search of `version` looks in: that one; for the main version, also the version
   * each other docs folder serves at its route base, so that "the docs" means all of them.
   */
  #scope(version: string): (name: string) => boolean {
    if (version !== this.defaultVersion) return (name) => name === version;
    return (name) => this.#mainScope.has(name);
  }

  hasVersion(version: string): boolean {
    return this.store.versions.some((known) => known.name === version);
  }

  /**
   * The hits from `offset` on, at most `limit` of them, and how many there are in all (`total`,
   * counted as the hits are kept: at most SECTIONS_PER_PAGE of a page; snippets are made for the
   * hits returned only). `work`, when given, is filled in with what the search looked up.
   */
  search(query: string, version: string, limit: number, options: SearchOptionsOf = {}): SearchResults {
    const { offset = 0, work = { lookups: 0, fuzzyLookups: 0, longestTerm: 0 } } = options;
    const rewritten = rewritePhrases(query);
    const terms = queryTerms(rewritten, this.#vocabulary);
    if (terms.length === 0) return { query, version, hits: [], total: 0, offset };
    // The word being typed is the query's last as typed: a phrase rewritten ("website" → "web") is
    // whole. Split again only when a phrase was rewritten.
    const typing = (rewritten === fold(query) ? terms : queryTerms(query, this.#vocabulary)).at(-1) ?? '';
    const found = this.#find(terms, typing, version, work);
    const ranked = [...rankByPage(found.best, terms.length), ...rankByPage(found.closest, terms.length)];
    const kept = fewPerPage(ranked);
    const hits = kept.slice(offset, offset + limit).map((result): SearchHit => {
      const route = String(result.route);
      const anchor = String(result.anchor);
      const page = this.store.pages[route];
      const method = page?.kind === 'doc' ? page.operation?.method : undefined;
      return {
        url: anchor ? `${route}#${anchor}` : route,
        pageTitle: String(result.title),
        heading: String(result.heading),
        breadcrumbs: page?.kind === 'doc' ? page.breadcrumbs : page?.kind === 'blog' ? [page.blog.title] : [],
        ...(method ? { method } : {}),
        snippet: snippet(String(result.text), new Set([...result.terms, ...terms])),
      };
    });
    return { query, version, hits, total: kept.length, offset };
  }

  /**
   * Tries, until one finds something: every word as typed (or as the docs say it: each word with
   * its synonyms, see readerWords.ts); every word with typos forgiven; any word (the last two from
   * one search). Generic words ("list", "guide") do not decide which sections match, only add to
   * the score of those that have them. Common words (see CommonTerms) are checked per section
   * instead of looked up, unless they are all there is. (A common word is a complete one, so the
   * last word, which is looked up as a prefix in case it is half typed, can be checked too.)
   * When every word as typed is in fewer than FEW_PAGES pages (a passing mention in one section),
   * the sections holding most of the words follow them as `closest`, so the page the reader means
   * is still offered, after the ones that hold every word.
   */
  #find(terms: string[], typing: string, version: string, work: SearchWork): FoundSections {
    const specific = terms.filter((term) => !isGeneric(term));
    const required = specific.length > 0 ? specific : terms;
    const optional = specific.length > 0 ? terms.filter(isGeneric) : [];
    // A word with synonyms is always looked up: the per-section check knows the word only.
    const isCommon = (term: string) => this.#common.has(term) && withSynonyms(term).length === 1;
    const rare = required.filter((term) => !isCommon(term));
    const looked = rare.length > 0 ? rare : required;
    const common = rare.length > 0 ? required.filter(isCommon) : [];
    const holdsCommon = (result: SearchResult) =>
      common.every((term) => this.#common.inSection(term, String(result.id)));
    const inScope = this.#scope(version);
    const inVersion = (result: SearchResult) => inScope(result.version);
    const typos = this.#typos(looked);
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
    // The last word typed, from three letters on, is also matched as a prefix: it may be half typed.
    const groups = looked.map(withSynonyms);
    const query = (combineWith: 'AND' | 'OR'): Query => ({
      combineWith,
      // Only the word as typed may be half typed; its synonyms are whole words ("web" must not
      // find "webhook" for a reader who typed "website").
      queries: groups.map(([word = '', ...synonyms]) => ({
        combineWith: 'OR',
        prefix: false,
        queries: [{ combineWith: 'OR', queries: [word], prefix: word === typing && typing.length >= 3 }, ...synonyms],
      })),
    });
    const search = (combineWith: 'AND' | 'OR', options: SearchOptions) =>
      this.#index.search(query(combineWith), { ...queryOptions, ...options, processTerm });
    const exact = search('AND', { filter: (result) => inVersion(result) && holdsCommon(result) });
    const exactPages = new Set(exact.map((result) => result.route)).size;
    if (exactPages >= FEW_PAGES)
      return { best: this.#withOptional(exact, optional, inVersion, processTerm), closest: [] };
    // One search with typos forgiven serves both what is left to try: the sections that hold every
    // word come first, and failing those, any word. Two searches would look every word up,
    // fuzzily, twice.
    const anyWord = search('OR', { fuzzy, filter: inVersion });
    const matched = (result: SearchResult) =>
      groups.filter((group) => group.some((term) => result.queryTerms.includes(term))).length;
    const everyWord = anyWord.filter((result) => matched(result) === groups.length && holdsCommon(result));
    // Failing every word, the sections that hold the most of them come first, then by score.
    const mostWords = [...anyWord].sort((a, b) => matched(b) - matched(a) || b.score - a.score);
    const withOptional = (results: SearchResult[]) => this.#withOptional(results, optional, inVersion, processTerm);
    if (exactPages > 0) {
      // The other pages' sections holding the most words, ranked on their own after the exact ones.
      const exactRoutes = new Set(exact.map((result) => result.route));
      const others = mostWords.filter((result) => !exactRoutes.has(result.route));
      const most = others[0] ? matched(others[0]) : 0;
      return { best: withOptional(exact), closest: withOptional(others.filter((result) => matched(result) === most)) };
    }
    return { best: withOptional(everyWord.length > 0 ? everyWord : mostWords), closest: [] };
  }

  /**
   * The words a typo may hide in, each with the edits forgiven: a word the docs never use (four
   * letters on: one edit, six on: two), and any word of five letters or more, whose typo may
   * happen to spell another word (five on: one edit, eight on: two). At most MAX_FUZZY_TERMS.
   */
  #typos(terms: string[]): Map<string, number> {
    const typos = new Map<string, number>();
    for (const term of terms) {
      if (typos.size === MAX_FUZZY_TERMS) break;
      if (term.length > MAX_FUZZY_LENGTH) continue;
      if (!this.#vocabulary.has(term) && term.length >= 4) typos.set(term, term.length >= 6 ? 2 : 1);
      else if (term.length >= 5) typos.set(term, term.length >= 8 ? 2 : 1);
    }
    return typos;
  }

  /** Adds half the score generic words earn in a section to the sections found without them. */
  #withOptional(
    results: SearchResult[],
    optional: string[],
    inVersion: (result: SearchResult) => boolean,
    processTerm: (term: string) => string,
  ): SearchResult[] {
    if (optional.length === 0 || results.length === 0) return results;
    const bonus = new Map(
      this.#index
        .search(optional.join(' '), {
          ...queryOptions,
          prefix: false,
          combineWith: 'OR',
          filter: inVersion,
          processTerm,
        })
        .map((result) => [result.id, result.score]),
    );
    return results.map((result) => ({
      ...result,
      score: result.score + GENERIC_WORD_SHARE * (bonus.get(result.id) ?? 0),
    }));
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
 * How much a page whose title holds the query's words gains: a page titled with every word of the
 * query scores twice its sections' own score ("get user" → "Retrieve a user" over "Create a user",
 * which mentions getting users in passing).
 */
const TITLE_COVERAGE_WEIGHT = 1;

/**
 * Sections generated from the API contract (parameters, headers, errors) count three quarters: the same
 * tables repeat on every endpoint page, and the page that explains a header or an error in prose
 * is the one a reader wants ("Idempotency-Key", "429 too many requests").
 */
const GENERATED_SECTION_WEIGHT = 0.75;

/** The share of the query's words a result's `field` holds (its matched terms found there). */
function coverage(result: SearchResult, field: 'title', queryWords: number): number {
  if (queryWords === 0) return 0;
  let found = 0;
  for (const term in result.match) if (result.match[term]?.includes(field)) found += 1;
  return Math.min(1, found / queryWords);
}

/**
 * Ranks each page's best section by the page's score: its own score plus a share of the page's
 * next best sections, raised by how much of the query the page's title holds. The other sections
 * keep their own scores (title raise included), so results still point at the best section first,
 * and a page's second section follows where it ranks on its own. A word found in most sections
 * brings thousands of results on a large site, so each is ranked once, into a plain number the
 * sort compares (sorts are stable: equal ranks keep MiniSearch's order).
 */
function rankByPage(results: SearchResult[], queryWords: number): SearchResult[] {
  const ranked = results.map((result) => ({
    result,
    rank:
      result.score *
      (result.generated === true ? GENERATED_SECTION_WEIGHT : 1) *
      (1 + TITLE_COVERAGE_WEIGHT * coverage(result, 'title', queryWords)),
  }));
  const byPage = new Map<unknown, typeof ranked>();
  for (const entry of ranked) {
    const sections = byPage.get(entry.result.route);
    if (sections) sections.push(entry);
    else byPage.set(entry.result.route, [entry]);
  }
  for (const sections of byPage.values()) {
    if (sections.length === 1) continue;
    const [best, ...others] = sections.sort((a, b) => b.result.score - a.result.score);
    const support = others.slice(0, OTHER_SECTIONS_COUNTED).reduce((sum, section) => sum + section.result.score, 0);
    if (best) best.rank += OTHER_SECTIONS_WEIGHT * support;
  }
  return ranked.sort((a, b) => b.rank - a.rank).map((entry) => entry.result);
}

/**
 * The results a reader is offered, in order: at most SECTIONS_PER_PAGE of each page. One pass
 * over what the index found (already ranked), so counting them all costs no more than the ranking.
 */
function fewPerPage(results: SearchResult[]): SearchResult[] {
  const perPage = new Map<unknown, number>();
  const kept: SearchResult[] = [];
  for (const result of results) {
    const count = (perPage.get(result.route) ?? 0) + 1;
    perPage.set(result.route, count);
    if (count <= SECTIONS_PER_PAGE) kept.push(result);
  }
  return kept;
}
