/**
 * Writes facts into a page's source: `{{ios.sdkVersion}}` becomes `5.2.0`, in prose, code and
 * links alike. Runs before parsing, and a fact never holds a line break, so lines keep their numbers.
 * `\{{` keeps the braces as written; an unknown name fails with file:line.
 */
import type { Facts } from '../sources/loadFacts.ts';

const REFERENCE = /(\\?)\{\{\s*([A-Za-z][\w-]*(?:\.[A-Za-z][\w-]*)*)\s*\}\}/g;

export function expandFacts(source: string, facts: Facts, displayPath: string): string {
  return source.replace(REFERENCE, (whole, escape: string, name: string, offset: number) => {
    if (escape) return whole.slice(1);
    const value = facts.get(name);
    if (value !== undefined) return value;
    const line = source.slice(0, offset).split('\n').length;
    const near = [...facts.keys()].filter((known) => known.split('.')[0] === name.split('.')[0]).slice(0, 6);
    const hint = near.length > 0 ? ` (known: ${near.join(', ')})` : '';
    throw new Error(`${displayPath}:${line}: unknown fact "${name}"${hint}`);
  });
}
