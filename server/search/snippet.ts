/**
 * The few lines of a section shown under a result: a window of its text around the first word
 * that matched, cut at word boundaries, with every matching word marked.
 */
import type { SnippetPart } from '../../shared/search.ts';
import { fold, queryTerm, WORD } from './searchTerms.ts';

/** About two lines of a results list. */
export const SNIPPET_LENGTH = 180;
/** How much text comes before the first match, so it is read in context. */
const LEAD = 50;

/**
 * `matched` holds the index terms that matched (MiniSearch's `terms`): a word is marked when its
 * stem, or the word itself, is one of them.
 */
export function snippet(text: string, matched: ReadonlySet<string>): SnippetPart[] {
  const isMatch = (word: string) => matched.has(fold(word)) || matched.has(queryTerm(word) ?? '');
  const first = [...text.matchAll(WORD)].find((found) => isMatch(found[0]));
  const start = first?.index !== undefined && first.index > LEAD ? wordStart(text, first.index - LEAD) : 0;
  const end = wordEnd(text, start + SNIPPET_LENGTH);
  const window = `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  return mark(window, isMatch);
}

/** The first word boundary at or after `index`. */
function wordStart(text: string, index: number): number {
  const space = text.indexOf(' ', index);
  return space === -1 ? index : space + 1;
}

/** The last word boundary at or before `index`. */
function wordEnd(text: string, index: number): number {
  if (index >= text.length) return text.length;
  const space = text.lastIndexOf(' ', index);
  return space <= 0 ? index : space;
}

/** Splits `text` into runs, merging neighbours so the result stays short. */
function mark(text: string, isMatch: (word: string) => boolean): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (part: string, match: boolean) => {
    if (part === '') return;
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += part;
    else parts.push({ text: part, match });
  };
  let cursor = 0;
  for (const found of text.matchAll(WORD)) {
    if (!isMatch(found[0])) continue;
    push(text.slice(cursor, found.index), false);
    push(found[0], true);
    cursor = found.index + found[0].length;
  }
  push(text.slice(cursor), false);
  return parts;
}
