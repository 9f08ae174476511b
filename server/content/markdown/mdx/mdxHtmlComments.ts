/**
 * MDX 1's HTML comments in MDX 3: `<!-- … -->` outside code becomes the JSX comment `{/* … *\/}`,
 * which MDX parses and drops from the output, as Docusaurus 3 does with `markdown.mdx1Compat.comments`
 * (on by default). Fenced and inline code keep their comments as written (`<!-- highlight-next-line -->`
 * stays for the magic-comment step). Runs before parsing and never changes the number of lines.
 */
const FENCE = /^\s*(`{3,}|~{3,})/;

/** Rewrites one line outside fences from `from`; returns the line and whether a comment is still open. */
function rewriteLine(line: string, open: boolean): [string, boolean] {
  let out = '';
  let index = 0;
  let inComment = open;
  while (index < line.length) {
    if (inComment) {
      const end = line.indexOf('-->', index);
      const body = (end === -1 ? line.slice(index) : line.slice(index, end)).replaceAll('*/', '* /');
      if (end === -1) return [out + body, true];
      out += `${body}*/}`;
      index = end + 3;
      inComment = false;
      continue;
    }
    const char = line[index] as string;
    if (char === '`') {
      // An inline code span: copied as it is up to the closing run of as many backticks.
      const run = /^`+/.exec(line.slice(index))?.[0] ?? '`';
      const close = line.indexOf(run, index + run.length);
      const stop = close === -1 ? index + run.length : close + run.length;
      out += line.slice(index, stop);
      index = stop;
      continue;
    }
    if (line.startsWith('<!--', index)) {
      out += '{/*';
      index += 4;
      inComment = true;
      continue;
    }
    out += char;
    index += 1;
  }
  return [out, inComment];
}

/** `source` with every HTML comment outside code written as an MDX comment. */
export function htmlCommentsToMdx(source: string): string {
  if (!source.includes('<!--')) return source;
  let fence: string | null = null;
  let open = false;
  return source
    .split('\n')
    .map((line) => {
      if (!open) {
        const opener = FENCE.exec(line)?.[1];
        if (opener && (fence === null || (opener[0] === fence[0] && opener.length >= fence.length))) {
          fence = fence === null ? opener : null;
          return line;
        }
        if (fence !== null) return line;
      }
      const [rewritten, stillOpen] = rewriteLine(line, open);
      open = stillOpen;
      return rewritten;
    })
    .join('\n');
}
