/**
 * Writes facts into a page's source: `{{ios.sdkVersion}}` becomes `5.2.0`, in prose, code and
 * links alike. Runs before parsing, and a fact never holds a line break, so lines keep their numbers.
 * `\{{` keeps the braces as written; an unknown name fails with file:line, except inside code,
 * where `{{ … }}` is most often another language's own syntax (`${{ secrets.TOKEN }}` in a GitHub
 * Actions workflow, a Vue template) and is kept as written.
 * Only sites that turn `facts` on in site.config.json use the syntax (the portal's own docs do);
 * imported Docusaurus sites do not, as Docusaurus has no such syntax.
 */
import { siteConfig } from '../../../shared/site-config.ts';
import type { Facts } from '../sources/loadFacts.ts';

const REFERENCE = /(\\?)\{\{\s*([A-Za-z][\w-]*(?:\.[A-Za-z][\w-]*)*)\s*\}\}/g;
const FENCE = /^\s*(`{3,}|~{3,})/;
const INLINE_CODE = /(`+)[^`][\s\S]*?(?<!`)\1(?!`)/g;

/** The [start, end) offsets of fenced blocks and inline code spans in `source`. */
function codeRanges(source: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let fence: string | null = null;
  let fenceStart = 0;
  let offset = 0;
  for (const line of source.split('\n')) {
    const opener = FENCE.exec(line)?.[1];
    if (opener && (fence === null || (opener[0] === fence[0] && opener.length >= fence.length))) {
      if (fence === null) fenceStart = offset;
      else ranges.push([fenceStart, offset + line.length]);
      fence = fence === null ? opener : null;
    } else if (fence === null) {
      for (const match of line.matchAll(INLINE_CODE))
        ranges.push([offset + match.index, offset + match.index + match[0].length]);
    }
    offset += line.length + 1;
  }
  if (fence !== null) ranges.push([fenceStart, source.length]);
  return ranges;
}

export function expandFacts(
  source: string,
  facts: Facts,
  displayPath: string,
  enabled = siteConfig.settings.facts === true,
): string {
  if (!enabled) return source;
  let code: Array<[number, number]> | undefined;
  return source.replace(REFERENCE, (whole, escape: string, name: string, offset: number) => {
    if (escape) return whole.slice(1);
    const value = facts.get(name);
    if (value !== undefined) return value;
    code ??= codeRanges(source);
    if (code.some(([start, end]) => offset >= start && offset < end)) return whole;
    const line = source.slice(0, offset).split('\n').length;
    const near = [...facts.keys()].filter((known) => known.split('.')[0] === name.split('.')[0]).slice(0, 6);
    const hint = near.length > 0 ? ` (known: ${near.join(', ')})` : '';
    throw new Error(`${displayPath}:${line}: unknown fact "${name}"${hint}`);
  });
}
