/**
 * Reads an MDX page that MDX 3 cannot parse, with the parser: every parse problem of the page in
 * one pass, and, for a Docusaurus 2 site (MDX 1), the constructs MDX 1 accepted written as MDX 3
 * reads them, as Docusaurus's 2 → 3 migration notes say.
 *
 * The page is parsed as MDX; at the place of the error MDX reports, the construct is found in the
 * same page read as CommonMark (what MDX 1, built on remark, saw): an autolink `<https://…>` or
 * `<a@b.c>` becomes `[https://…](https://…)`; a `<` or `{` that CommonMark reads as text (`a <= b`,
 * `<Promise\>`, `{not an expression}`) is escaped; an unclosed void element (`<br>`, `<img …>`, `<hr>`) is
 * closed. Then the page is parsed again. Each conversion is silent (the construct is valid in
 * Docusaurus 2). What cannot be converted (a tag or expression MDX 1 also read as JSX, an `import`
 * that does not parse), and any parse error of a Docusaurus 3 page, is a problem, `file:line:
 * reason`; its construct is neutralised (escaped, or its block blanked) and parsing goes on, so that
 * one run names every problem of the page. Code (inline or fenced) is never touched, and lines are
 * never added or removed.
 */
import { createProcessor } from '@mdx-js/mdx';
import type { Link, Nodes, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { VFileMessage } from 'vfile-message';
import { syntaxPlugins } from '../markdownPlugins.ts';

export interface MdxReading {
  /** The page as MDX 3 parses it (the input when nothing was converted). */
  value: string;
  /** Every problem MDX 3 reports that could not be converted, `file:line: reason`, in the order found. */
  problems: string[];
}

/** At most this many problems a page: past them the rest are likely consequences of the first. */
const MAX_PROBLEMS = 25;
/** At most this many parses a page, conversions included. */
const MAX_STEPS = 400;

/** HTML elements that never have content: MDX 1 read `<br>` as `<br />`. */
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

let mdxParser: ReturnType<typeof createProcessor> | undefined;
const parseMdx = (value: string, path: string) => {
  mdxParser ??= createProcessor({ format: 'mdx', remarkPlugins: syntaxPlugins });
  return mdxParser.parse(new VFile({ value, path }));
};
const markdownParser = unified().use(remarkParse).use(syntaxPlugins).freeze();
const parseMarkdown = (value: string) => markdownParser.parse(value);

/** What of the page read as CommonMark lies at a place: its innermost node and that node's ancestors. */
function nodesAt(tree: Root, offset: number): Nodes[] {
  const path: Nodes[] = [];
  let node: Nodes | undefined = tree;
  while (node) {
    path.push(node);
    const children: Nodes[] = 'children' in node ? (node.children as Nodes[]) : [];
    node = children.find(
      (child) =>
        child.position?.start.offset !== undefined &&
        child.position.end.offset !== undefined &&
        child.position.start.offset <= offset &&
        offset < child.position.end.offset,
    );
  }
  return path;
}

/** The ranges of inline and fenced code: nothing in them is ever changed. */
function codeRanges(tree: Root): [number, number][] {
  const ranges: [number, number][] = [];
  const walk = (node: Nodes) => {
    if ((node.type === 'code' || node.type === 'inlineCode') && node.position)
      ranges.push([node.position.start.offset ?? 0, node.position.end.offset ?? 0]);
    if ('children' in node) for (const child of node.children as Nodes[]) walk(child);
  };
  walk(tree);
  return ranges;
}

const escaped = (source: string, index: number) => {
  let slashes = 0;
  while (source[index - 1 - slashes] === '\\') slashes += 1;
  return slashes % 2 === 1;
};

/** Offsets of the start of each line. */
function lineStarts(source: string): number[] {
  const starts = [0];
  for (let index = source.indexOf('\n'); index !== -1; index = source.indexOf('\n', index + 1)) starts.push(index + 1);
  return starts;
}

interface Place {
  line: number;
  offset: number;
}

/** The place of MDX's error: its point, or the start of its range. */
function placeOf(error: VFileMessage, starts: number[]): Place | undefined {
  const place = error.place;
  const point = place && 'start' in place ? place.start : place;
  if (!point) return undefined;
  const offset = point.offset ?? (starts[point.line - 1] ?? 0) + point.column - 1;
  return { line: point.line, offset };
}

/** The opening tag an end-tag error names, `Expected a closing tag for `<br>` (3:1-3:5) …`. */
function namedTag(error: VFileMessage, starts: number[]): { line: number; start: number; end: number } | undefined {
  const match = /\((\d+):(\d+)-(\d+):(\d+)\)/.exec(error.reason);
  if (!match) return undefined;
  const [line, column, endLine, endColumn] = match.slice(1).map(Number) as [number, number, number, number];
  return {
    line,
    start: (starts[line - 1] ?? 0) + column - 1,
    end: (starts[endLine - 1] ?? 0) + endColumn - 1,
  };
}

/** `[text](url)` for an autolink, escaped so that nothing in it reads as Markdown or MDX. */
function linkFor(node: Link): string {
  const text = toString(node)
    .replace(/[\\`*_{}[\]<>()#!|~&$]/g, '\\$&')
    .replace(/:(?=[a-z])/gi, '\\:'); // `mailto:a@b.c` is no text directive `:a`
  const url = node.url.replace(/[\\()<>]/g, '\\$&').replace(/\s/g, encodeURIComponent);
  return `[${text}](${url})`;
}

/**
 * The last unescaped `opening` character before `offset`, outside code, where MDX started the
 * construct that failed. For `{`, braces in between are balanced.
 */
function constructStart(source: string, offset: number, opening: '<' | '{', code: [number, number][]): number {
  let depth = 0;
  const inCode = (index: number) =>
    code.some(([start, end]) => start <= index && index < end && !(start <= offset && offset < end));
  for (let index = Math.min(offset, source.length - 1); index >= 0; index -= 1) {
    const char = source[index];
    if ((char !== '<' && char !== '{' && char !== '}') || inCode(index) || escaped(source, index)) continue;
    if (opening === '<' && char === '<') return index;
    if (opening === '{' && char === '}' && index < offset) depth += 1;
    if (opening === '{' && char === '{') {
      if (depth === 0) return index;
      depth -= 1;
    }
  }
  return -1;
}

/** The source of the top-level block holding `offset`, and where it starts and ends. */
function blockAt(tree: Root, offset: number): { start: number; end: number } | undefined {
  const block = nodesAt(tree, offset)[1];
  const start = block?.position?.start.offset;
  const end = block?.position?.end.offset;
  return start === undefined || end === undefined ? undefined : { start, end };
}

const replace = (source: string, start: number, end: number, text: string) =>
  source.slice(0, start) + text + source.slice(end);

/** The block's characters as spaces, its line breaks kept. */
const blank = (source: string, start: number, end: number) =>
  replace(source, start, end, source.slice(start, end).replace(/[^\n]/g, ' '));

interface Step {
  /** The page after the step. */
  value: string;
  /** Set when the construct could not be converted (or the site is not a Docusaurus 2 site). */
  problem?: { line: number; reason: string };
}

/** One step: the construct at MDX's error converted (`mdx1`), or noted and neutralised. */
function step(source: string, error: VFileMessage, mdx1: boolean): Step {
  const starts = lineStarts(source);
  const tree = parseMarkdown(source);
  const code = codeRanges(tree);
  const place = placeOf(error, starts);
  const line = place?.line ?? namedTag(error, starts)?.line ?? 1;
  const problem = { line, reason: error.reason };
  const origin = error.source ?? '';

  if (origin === 'mdast-util-mdx-jsx') {
    // A tag left open (or closed with another name): `<br>`, `<img src="a.png">`.
    const tag = namedTag(error, starts);
    if (!tag) return { value: place ? blank(source, place.offset, place.offset + 1) : source, problem };
    const name = /^<([a-z]+)\b/.exec(source.slice(tag.start))?.[1] ?? '';
    const text = source.slice(tag.start, tag.end);
    if (mdx1 && VOID_ELEMENTS.has(name) && text.endsWith('>') && !text.endsWith('/>')) {
      const close = /\s$/.test(text.slice(0, -1)) ? '/>' : ' />';
      return { value: replace(source, tag.end - 1, tag.end, close) };
    }
    // Neither tag is read as one any more, so that the next problem is found.
    let value = replace(source, tag.start, tag.start, '\\');
    if (place && place.offset > tag.start && source.startsWith('</', place.offset))
      value = replace(value, place.offset + 1, place.offset + 1, '\\');
    return { value, problem: { line: tag.line, reason: error.reason } };
  }

  if (place && (origin === 'micromark-extension-mdx-jsx' || origin === 'micromark-extension-mdx-expression')) {
    const opening = origin === 'micromark-extension-mdx-jsx' ? '<' : '{';
    const start = constructStart(source, place.offset, opening, code);
    if (start !== -1) {
      const [, parent, ...rest] = nodesAt(tree, start);
      const innermost = rest.at(-1) ?? parent;
      if (mdx1 && innermost?.type === 'link' && innermost.position?.start.offset === start && source[start] === '<')
        return { value: replace(source, start, innermost.position.end.offset ?? start, linkFor(innermost)) };
      // MDX 1 read `<` and `{` as JSX only where remark read HTML, and in a block opening with a
      // fragment (`<>`), which remark reads as text.
      const inJsx =
        innermost?.type === 'html' ||
        (parent !== undefined && /^\s*<\/?>/.test(source.slice(parent.position?.start.offset ?? 0, start)));
      const inCode = code.some(([from, to]) => from <= place.offset && place.offset < to);
      const value = replace(source, start, start, '\\');
      return mdx1 && !inJsx && !inCode ? { value } : { value, problem };
    }
  }

  // Anything else (`import` that does not parse, an unexpected lazy line): its block is set aside.
  const block = place && blockAt(tree, place.offset);
  return { value: block ? blank(source, block.start, block.end) : source, problem };
}

/**
 * `source` as MDX 3 reads it: converted from MDX 1 when `mdx1` (a Docusaurus 2 site), with every
 * parse problem left. Parses the page at least once; a page MDX 3 parses is returned unchanged.
 */
export function readAsMdx(source: string, path: string, { mdx1 = false }: { mdx1?: boolean } = {}): MdxReading {
  let current = source;
  let value = source;
  let converting = true;
  const problems: string[] = [];
  for (let steps = 0; steps < MAX_STEPS && problems.length < MAX_PROBLEMS; steps += 1) {
    try {
      parseMdx(current, path);
      break;
    } catch (error) {
      if (!(error instanceof VFileMessage)) throw error;
      const next = step(current, error, mdx1);
      if (next.problem) {
        problems.push(`${path}:${next.problem.line}: ${next.problem.reason}`);
        // From the first problem on, the page is only read for more problems: it is not built.
        converting = false;
      }
      if (next.value === current) break;
      current = next.value;
      if (converting) value = current;
    }
  }
  // In the order of the page's lines (an element left open is found only at the end of its parent).
  const byLine = (line: string) => Number(/:(\d+): /.exec(line.slice(path.length))?.[1] ?? 0);
  return { value, problems: [...new Set(problems)].sort((a, b) => byLine(a) - byLine(b)) };
}

/**
 * MDX 1 read `{` in Markdown text as text: only inside JSX (an element written as a tag, in a block
 * or a paragraph) was it an expression, and MDX 2 made it one everywhere (its migration notes:
 * "escape `{`"). So on a Docusaurus 2 site each expression MDX 3 finds outside any JSX element is
 * escaped back into text: `* path {string}` stays text, `<p>{props.name}</p>` and
 * `<Link to={url}>` stay expressions. ESM, code and HTML comments (made MDX comments by
 * mdxHtmlComments.ts) are left as written; no line moves. A page MDX 3 cannot parse is returned as
 * it is (readAsMdx reads it).
 */
export function escapeProseBraces(source: string, path: string): string {
  let tree: Root;
  try {
    tree = parseMdx(source, path) as Root;
  } catch {
    return source;
  }
  const at: number[] = [];
  const walk = (node: Nodes) => {
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') return;
    if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start === undefined || end === undefined || source[start] !== '{') return;
      const text = source.slice(start, end);
      // A comment (`<!-- -->` made `{/* */}` for MDX 3) is no prose. (Heading ids, `{#id}`, were
      // escaped before: docusaurusSyntax.ts.)
      if (/^\{\s*\/\*[\s\S]*\*\/\s*\}$/.test(text)) return;
      at.push(start);
      return;
    }
    if ('children' in node) for (const child of node.children as Nodes[]) walk(child);
  };
  walk(tree);
  let value = source;
  for (const index of at.sort((a, b) => b - a)) value = `${value.slice(0, index)}\\${value.slice(index)}`;
  return value;
}
