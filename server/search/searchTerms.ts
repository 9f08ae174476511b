/**
 * How text becomes search terms, for the index, the queries and the snippets alike. Words are
 * folded (case, accents, compatibility forms) and stemmed (Porter: "installing" and "installation"
 * both become "instal"). The index also keeps the unstemmed word and the parts of camelCase names,
 * so a typo can still be near a real word ("authenticte" → "authenticate") and "badge view" finds
 * `AdvocaBadgeView`.
 */
import { stemmer } from 'stemmer';

/** Words too common to tell sections apart; queries such as "how do I …" are full of them. */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i if in into is it its my of on or so that the then this to was what when where which with you your'.split(
    ' ',
  ),
);

/** Letters and digits (any script) with inner `_`, `'`, `-` joined; everything else separates. */
export const WORD = /[\p{L}\p{N}]+(?:['_-][\p{L}\p{N}]+)*/gu;

export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Dotted names (`message.created`, `Advoca.init`): also indexed whole, besides their words. */
const DOTTED_NAME = /[\p{L}\p{N}_]+(?:\.[\p{L}\p{N}_]+)+/gu;

/** What the index splits a text into: its words, and its dotted names whole. */
export function indexWords(text: string): string[] {
  return [...words(text), ...(text.match(DOTTED_NAME) ?? [])];
}

/** Case, accents and width folded: "Café", "CAFE" and "ｃａｆｅ" are one word. */
export function fold(word: string): string {
  return word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Bounds on one query's work, applied after folding: NFKD can turn one character into several
 * words (U+FDFA is 18 letters in four words), so a 200-character query could otherwise mean
 * hundreds of lookups. Nothing in the index is longer than a term may be, and a query of more
 * words than this is a paste, not a search.
 */
export const MAX_QUERY_TERMS = 12;
export const MAX_TERM_LENGTH = 64;

/**
 * The distinct terms a query looks up, in the order typed: folded first (so that characters
 * folding into several words split as the index's words do), stop words dropped, stemmed, cut at
 * MAX_TERM_LENGTH, at most MAX_QUERY_TERMS of them. Folding is linear in the query's length.
 */
/**
 * Names in any form find each other: `message_created`, `message-created`, `message.created` and
 * "message created" all become the words the index has for each part; a joined name the docs use
 * as one word themselves (`sk_live`, found in `vocabulary`) stays one word.
 */
export function queryTerms(query: string, vocabulary?: ReadonlySet<string>): string[] {
  const terms = new Set<string>();
  let rest = fold(query);
  // A dotted name the docs use (`user.updated`) is looked up whole: the page that names it.
  for (const [name] of rest.matchAll(DOTTED_NAME)) {
    const whole = queryTerm(name.slice(0, MAX_TERM_LENGTH));
    if (whole === null || !vocabulary?.has(whole)) continue;
    terms.add(whole);
    rest = rest.replace(name, ' ');
  }
  for (const [word] of rest.matchAll(WORD)) {
    const whole = queryTerm(word.slice(0, MAX_TERM_LENGTH));
    const parts = whole !== null && vocabulary?.has(whole) ? [word] : word.split(/[_-]/);
    for (const part of parts) {
      const term = queryTerm(part.slice(0, MAX_TERM_LENGTH));
      if (term !== null) terms.add(term);
      if (terms.size === MAX_QUERY_TERMS) return [...terms];
    }
  }
  return [...terms];
}

/** A query word (or a word of a snippet) as the index knows it; null for a stop word. */
export function queryTerm(word: string): string | null {
  const folded = fold(word);
  if (folded === '' || STOP_WORDS.has(folded)) return null;
  return stemmer(folded);
}

/** The terms a word of a page is indexed under: its stem, the word itself, its camelCase parts. */
export function indexTerms(word: string): string[] | null {
  const stem = queryTerm(word);
  if (stem === null) return null;
  const terms = new Set([stem, fold(word)]);
  const parts = word.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})|[_-]/u);
  if (parts.length > 1) for (const part of parts) terms.add(queryTerm(part) ?? '');
  terms.delete('');
  return [...terms];
}
