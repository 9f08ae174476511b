/**
 * Two Docusaurus spellings rewritten before parsing, as Docusaurus 3 rewrites them itself, line
 * by line outside fenced code, never changing the number of lines:
 * - the old admonition title form `:::note Some title` becomes the label form `:::note[Some title]`
 *   (admonitionTitleToDirectiveLabel): without it the line is not a directive and prints as text;
 * - a heading's explicit id, `## Setup {#setup}`, is escaped (`\{#setup\}`, escapeMarkdownHeadingIds)
 *   so that MDX does not read it as a JavaScript expression; remarkHeadingIds.ts then applies it.
 */
const FENCE = /^\s*(`{3,}|~{3,})/;
const LEGACY_TITLE = /^(\s*:{3,})([a-z]+)[ \t]+([^[{\s].*?)\s*$/;
const HEADING_ID = /^(\s{0,3}#{1,6}\s.*?)\s\{#([^{}\s]+)\}\s*$/;

export function rewriteDocusaurusSyntax(source: string, admonitionNames: readonly string[]): string {
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
      const heading = HEADING_ID.exec(line);
      if (heading) return `${heading[1]} \\{#${heading[2]}\\}`;
      const match = LEGACY_TITLE.exec(line);
      if (!match || !admonitionNames.includes(match[2] as string)) return line;
      return `${match[1]}${match[2]}[${(match[3] as string).replace(/[[\]]/g, '\\$&')}]`;
    })
    .join('\n');
}
