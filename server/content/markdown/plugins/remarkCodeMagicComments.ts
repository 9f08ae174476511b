/**
 * Docusaurus's magic comments: `highlight-next-line`, and `highlight-start` … `highlight-end`,
 * written as a comment of the block's language (`// …`, `# …`, `/* … *\/`, `<!-- … -->`, `-- …`,
 * `% …`, `{/* … *\/}`), are removed from the code and highlight the lines they name, joining any
 * `{1,3-5}` range of the fence (which rehype-highlight-code-lines then marks).
 */
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';

type Directive = 'highlight-next-line' | 'highlight-start' | 'highlight-end';

const DIRECTIVE = '(highlight-next-line|highlight-start|highlight-end)';
/** A line holding only a magic comment, in any of the comment syntaxes Docusaurus knows. */
const MAGIC_LINE = new RegExp(
  [
    `^\\s*(?://|#|--|%|;;?)\\s*${DIRECTIVE}\\s*$`,
    `^\\s*\\{?/\\*\\s*${DIRECTIVE}\\s*\\*/\\}?\\s*$`,
    `^\\s*<!--\\s*${DIRECTIVE}\\s*-->\\s*$`,
  ].join('|'),
);

const RANGE = /\{([\d,\s-]+)\}/;

/** Lines of `{1,3-5}` as numbers. */
function parseRange(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [start, end] = part.trim().split('-').map(Number);
    if (start === undefined || Number.isNaN(start)) return [];
    const last = end === undefined || Number.isNaN(end) ? start : end;
    return Array.from({ length: Math.max(0, last - start + 1) }, (_, index) => start + index);
  });
}

/** The code without its magic comments, and the (1-based) lines they highlight. */
export function readMagicComments(code: string): { code: string; lines: number[] } {
  const kept: string[] = [];
  const lines: number[] = [];
  let nextLine = false;
  let inBlock = false;
  for (const line of code.split('\n')) {
    const match = MAGIC_LINE.exec(line);
    const directive = match?.slice(1).find(Boolean) as Directive | undefined;
    if (directive === 'highlight-next-line') nextLine = true;
    else if (directive === 'highlight-start') inBlock = true;
    else if (directive === 'highlight-end') inBlock = false;
    if (directive) continue;
    kept.push(line);
    if (nextLine || inBlock) lines.push(kept.length);
    nextLine = false;
  }
  return { code: kept.join('\n'), lines };
}

function compress(lines: number[]): string {
  const sorted = [...new Set(lines)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let index = 0; index < sorted.length; index += 1) {
    const start = sorted[index] as number;
    let end = start;
    while (sorted[index + 1] === end + 1) end = sorted[++index] as number;
    parts.push(start === end ? `${start}` : `${start}-${end}`);
  }
  return parts.join(',');
}

export default function remarkCodeMagicComments() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code) => {
      if (!node.value.includes('highlight-')) return;
      const { code, lines } = readMagicComments(node.value);
      if (code === node.value) return;
      node.value = code;
      if (lines.length === 0) return;
      const meta = node.meta ?? '';
      const written = RANGE.exec(meta);
      const range = `{${compress([...(written ? parseRange(written[1] as string) : []), ...lines])}}`;
      node.meta = written ? meta.replace(RANGE, range) : `${meta} ${range}`.trim();
    });
  };
}
