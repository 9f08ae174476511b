/** Writing Markdown safely from data: inline code, table cells, tables and fenced blocks. */

/** Inline code that survives backticks inside the value. */
export function code(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const longestRun = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longestRun + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** A table cell: one line, pipes escaped (GFM splits cells on them, even inside code). */
export const cell = (text: string): string => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');

export function table(header: string[], rows: string[][]): string {
  return [header, header.map(() => '---'), ...rows].map((row) => `| ${row.map(cell).join(' | ')} |`).join('\n');
}

/** A fenced block whose fence is longer than any backtick run inside it. */
export function fenced(language: string, body: string): string {
  const longestRun = Math.max(2, ...[...body.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longestRun + 1);
  return `${fence}${language}\n${body.replace(/\n+$/, '')}\n${fence}`;
}

/** Numbers as the docs write them: 4,000. */
export const count = (value: number): string => value.toLocaleString('en-US');

export interface Headings {
  section(text: string): string;
  subsection(text: string): string;
}

/** ATX headings from `depth` (a section) and one below it (a subsection), at most level 6. */
export function headings(depth: number): Headings {
  const at = (level: number) => (text: string) => `${'#'.repeat(Math.min(level, 6))} ${text}`;
  return { section: at(depth), subsection: at(depth + 1) };
}
