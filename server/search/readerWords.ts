/**
 * How readers' words differ from the docs', applied to queries only (the index keeps the docs'
 * words). A small table, documented in handbook/search.md; every entry is a general rule
 * about API wording, never a fix for one query.
 */
import { fold, queryTerm } from './searchTerms.ts';

/** Phrases readers write for one docs word, replaced before the query is split into words. */
const PHRASES: [RegExp, string][] = [
  [/\blog[\s-]?(?:in|on)\b/g, 'login'],
  [/\bsign[\s-]?(?:in|on)\b/g, 'signin'],
  [/\bsign[\s-]?up\b/g, 'signup'],
  [/\bweb\s?(?:site|page|app)\b/g, 'web'],
];

/** Reader word → the docs' words for the same action, as in REST docs: "send" a message is POST. */
const SYNONYM_WORDS: Record<string, string[]> = {
  send: ['post'],
  post: ['send'],
  fetch: ['get', 'retrieve'],
  get: ['retrieve'],
  retrieve: ['get'],
  change: ['update'],
  edit: ['update'],
  modify: ['update'],
  update: ['change'],
  remove: ['delete'],
  delete: ['remove'],
  register: ['create'],
  add: ['create'],
  login: ['log', 'authenticate', 'signin'],
  signin: ['sign', 'authenticate', 'login'],
  signup: ['create', 'register'],
  website: ['web'],
  iphone: ['ios'],
  ipad: ['ios'],
  authorize: ['authenticate'],
  // Messengers say a message was "seen"; the API calls it read.
  seen: ['read'],
  unseen: ['unread'],
  lawyer: ['professional'],
  attorney: ['professional'],
};

/**
 * Words that name a kind of page rather than a topic: "webhook events list", "android setup
 * guide", "error codes". A query's other words decide which pages match; these only add to the
 * score of pages that have them too (so the page titled with the other words is not dropped for
 * lacking "list").
 */
const GENERIC_WORDS = [
  'list',
  'setup',
  'code',
  'codes',
  'event',
  'events',
  'guide',
  'docs',
  'documentation',
  'example',
  'examples',
  'tutorial',
  'reference',
  'overview',
  'page',
  'info',
];

const stem = (word: string) => queryTerm(word) ?? word;

const SYNONYMS = new Map(Object.entries(SYNONYM_WORDS).map(([word, others]) => [stem(word), others.map(stem)]));
const GENERIC = new Set(GENERIC_WORDS.map(stem));

/** The query with readers' phrases replaced by the docs' word ("log in" → "authenticate"). */
export function rewritePhrases(query: string): string {
  return PHRASES.reduce((text, [phrase, word]) => text.replace(phrase, word), fold(query));
}

/** A term and the docs' other words for it (the term first). */
export function withSynonyms(term: string): string[] {
  return [term, ...(SYNONYMS.get(term) ?? []).filter((other) => other !== term)];
}

export const isGeneric = (term: string) => GENERIC.has(term);
