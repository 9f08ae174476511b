/**
 * Docusaurus's older admonition title form, `:::note Some title`, rewritten to the directive
 * label form `:::note[Some title]` before parsing, as Docusaurus 3 itself does
 * (admonitionTitleToDirectiveLabel): without it the line is not a directive and prints as text.
 * Fenced code is left alone, and the number of lines never changes.
 */
const FENCE = /^\s*(`{3,}|~{3,})/;
const LEGACY_TITLE = /^(\s*:{3,})([a-z]+)[ \t]+([^[{\s].*?)\s*$/;

export function legacyAdmonitionTitles(source: string, names: readonly string[]): string {
  let fence: string | null = null;
  return source
    .split('\n')
    .map((line) => {
      const opener = FENCE.exec(line)?.[1];
      if (opener && (fence === null || (opener[0] === fence[0] && opener.length >= fence.length))) {
        fence = fence === null ? opener : null;
        return line;
      }
      if (fence !== null) return line;
      const match = LEGACY_TITLE.exec(line);
      if (!match || !names.includes(match[2] as string)) return line;
      return `${match[1]}${match[2]}[${(match[3] as string).replace(/[[\]]/g, '\\$&')}]`;
    })
    .join('\n');
}
