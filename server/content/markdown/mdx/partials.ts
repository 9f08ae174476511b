/**
 * Partials as Docusaurus treats them: MDX compiles `_shared.mdx` as a module of its own, which the
 * page renders as `<Shared sectionName="apps" />`. The portal puts the partial's nodes in place of
 * each use (remarkMdxImports.ts), and keeps what a module of its own would give them:
 *
 * - **Its own file.** Every line of a partial is numbered apart from the page's: each use gets a
 *   range of lines past any page's end (a "virtual" line), registered on the page's file. A
 *   problem noted at such a line is named at the partial's own file and line, with the page that
 *   includes it (pageProblems.ts): `docs/config/partials/_location.mdx:4 (included by
 *   docs/config/apps.mdx): …`. Relative links and images resolve from the partial's folder
 *   (remarkResolveDocLinks.ts, remarkDocAssets.ts). Once links are resolved, `settlePartialLines`
 *   gives every node of a partial the line of its use in the page, which is where the link check
 *   and the rest report it; code constructs keep their partial line in `data.partialLine` for the
 *   page's program (rehypeMdxEvaluate.ts).
 * - **Its `props`.** The use's attributes are the partial's `props`: every expression of the
 *   partial that names `props` (`{props.sectionName}`, an attribute, a template literal handed to
 *   `<CodeBlock>`) is run as `((props) => (expression))({sectionName: "apps"})`, with the use's
 *   own attribute values, evaluated in the page's program like any other expression. Two uses with
 *   different attributes each show their own.
 */
import type { Expression, ObjectExpression, Program, Property, SpreadElement } from 'estree';
import { jsx, toJs } from 'estree-util-to-js';
import type { RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx';
import type { Node } from 'unist';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { JsxElement } from './jsxAttributes.ts';

/** The lines one use (or the parse) of a partial occupies in its page's numbering. */
interface PartialRange {
  first: number;
  last: number;
  /** Virtual line = the partial's own line + offset. */
  offset: number;
  /** The partial within its docs folder: `config/partials/_location.mdx`. */
  file: string;
  /** As messages name it: `docs/config/partials/_location.mdx`. */
  display: string;
  /** The partials it is inside, innermost first, as messages name them (the page comes last). */
  includers: string[];
  /** Where it is used: a line of the page, or a virtual line of the partial that includes it. */
  includeLine?: number;
}

declare module 'vfile' {
  interface DataMap {
    /** The line ranges of the partials a page includes (partials.ts). */
    partialRanges: PartialRange[];
  }
}

declare module 'unist' {
  interface Data {
    /** A code construct from a partial: its line there, as a virtual line of the page (partials.ts). */
    partialLine?: number;
    /** An expression of a partial whose `props` were bound: its text as written, for messages. */
    partialWritten?: string;
  }
}

/** Pages are shorter than this; every line from it on is a partial's. */
const FIRST_VIRTUAL_LINE = 1_000_000;

function rangeAt(file: VFile, line: number | undefined): PartialRange | undefined {
  if (line === undefined || line < FIRST_VIRTUAL_LINE) return undefined;
  return file.data.partialRanges?.find((range) => range.first <= line && line <= range.last);
}

/** A new range of `lines` lines for a partial. */
export function registerPartial(
  file: VFile,
  partial: Omit<PartialRange, 'first' | 'last' | 'offset'>,
  lines: number,
): PartialRange {
  placeMessagesOf(file);
  const ranges = (file.data.partialRanges ??= []);
  const offset = Math.max(FIRST_VIRTUAL_LINE, ...ranges.map((range) => range.last + 1));
  const range = { ...partial, offset, first: offset + 1, last: offset + Math.max(lines, 1) };
  ranges.push(range);
  return range;
}

/**
 * A step that fails the page at a node of a partial (`file.fail`: an unknown directive, a tab
 * without a label) names the partial and its line, at the page's line of its use.
 */
function placeMessagesOf(file: VFile): void {
  if (file.data.partialRanges) return;
  const message = file.message.bind(file);
  file.message = ((...args: Parameters<VFile['message']>) => {
    const found = message(...args);
    const place = partialPlace(file, found.line);
    if (place) {
      found.reason = `${place.display}:${place.line} (included by ${[...place.includers, file.path].join(', included by ')}): ${found.reason}`;
      found.message = found.reason;
      found.line = pageLineOf(file, found.line);
    }
    return found;
  }) as VFile['message'];
}

/** The partial a virtual line lies in, for messages: its file, its own line and who includes it. */
export function partialPlace(
  file: VFile,
  line: number | undefined,
): { display: string; line: number; includers: string[]; file: string } | undefined {
  const range = rangeAt(file, line);
  if (!range || line === undefined) return undefined;
  return { display: range.display, file: range.file, line: line - range.offset, includers: range.includers };
}

/** How messages name the partial `path` of the docs folder: as the page is named (`docs/…`). */
export function partialDisplay(file: VFile, path: string): string {
  const own = file.data.docLocation?.file;
  const prefix = own && file.path.endsWith(own) ? file.path.slice(0, file.path.length - own.length) : '';
  return `${prefix}${path}`;
}

interface Point {
  line: number;
  column?: number;
  offset?: number;
}

/** Calls `move` on every position of `nodes`, their parsed JavaScript's included. */
function eachPoint(nodes: readonly Node[], move: (point: Point) => void): void {
  const seen = new Set<object>();
  const point = (value: Point | undefined) => {
    if (!value || seen.has(value)) return;
    seen.add(value);
    move(value);
  };
  const estree = (value: unknown): void => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) estree(item);
      return;
    }
    const { loc } = value as { loc?: { start: Point; end: Point } };
    if (loc) {
      point(loc.start);
      point(loc.end);
    }
    for (const [key, item] of Object.entries(value)) if (key !== 'loc') estree(item);
  };
  for (const root of nodes)
    visit(root, (node: Node) => {
      point(node.position?.start);
      point(node.position?.end);
      const data = node.data as { estree?: Program | null } | undefined;
      if (data?.estree) estree(data.estree);
      // A JSX element's attributes (a directive's are an object of strings).
      const { attributes } = node as Partial<JsxElement>;
      for (const attribute of Array.isArray(attributes) ? attributes : []) {
        const value = attribute.type === 'mdxJsxAttribute' ? attribute.value : attribute;
        if (value && typeof value === 'object' && value.data?.estree) estree(value.data.estree);
      }
    });
}

/** Numbers a freshly parsed partial's lines in `range`; offsets into its text no longer hold. */
export function placePartial(nodes: readonly Node[], range: PartialRange): void {
  eachPoint(nodes, (point) => {
    point.line += range.offset;
    point.offset = undefined;
  });
}

/**
 * Gives a copy of a partial's nodes, about to be used at `useLine`, lines of its own (and of the
 * partials inside it), so that each use is placed where it is used.
 */
export function instantiatePartial(file: VFile, nodes: readonly Node[], useLine: number | undefined): void {
  const copies = new Map<PartialRange, PartialRange>();
  const copyOf = (range: PartialRange): PartialRange => {
    let copy = copies.get(range);
    if (copy) return copy;
    const inside = rangeAt(file, range.includeLine);
    const includeLine = inside ? range.includeLine! - inside.offset + copyOf(inside).offset : useLine;
    copy = registerPartial(file, { ...range, includeLine }, range.last - range.first + 1);
    copies.set(range, copy);
    return copy;
  };
  eachPoint(nodes, (point) => {
    const range = rangeAt(file, point.line);
    if (range) point.line = point.line - range.offset + copyOf(range).offset;
  });
}

/** The page's line where a virtual line's partial is used (the line itself for a line of the page). */
export function pageLineOf(file: VFile, line: number | undefined): number | undefined {
  let current = line;
  for (let range = rangeAt(file, current); range; range = rangeAt(file, current)) current = range.includeLine;
  return current;
}

const CODE_TYPES = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression']);

/**
 * Once links are resolved from their partial's folder: every node of a partial gets the page's
 * line of the use it comes from (where the link check and every later step name it); code
 * constructs keep their virtual line in `data.partialLine`, for the problems of the page's program.
 */
export function settlePartialLines(tree: Node, file: VFile): void {
  if (!file.data.partialRanges?.length) return;
  // What steps before collected with a line (check:samples' code blocks, API references).
  for (const found of [...(file.data.codeBlocks ?? []), ...(file.data.apiReferences ?? [])])
    found.line = pageLineOf(file, found.line) ?? found.line;
  visit(tree, (node: Node) => {
    const line = node.position?.start.line;
    if (!rangeAt(file, line) || !node.position) return;
    if (CODE_TYPES.has(node.type)) node.data = { ...node.data, partialLine: line };
    const pageLine = pageLineOf(file, line) ?? 1;
    node.position = {
      start: { ...node.position.start, line: pageLine, offset: undefined },
      end: { ...node.position.end, line: pageLine, offset: undefined },
    };
  });
}

/** Whether JavaScript names `props` anywhere (an over-approximation: binding it then changes nothing). */
function namesProps(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(namesProps);
  const node = value as { type?: string; name?: string };
  if ((node.type === 'Identifier' || node.type === 'JSXIdentifier') && node.name === 'props') return true;
  return Object.entries(value).some(([key, item]) => key !== 'loc' && key !== 'range' && namesProps(item));
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The use's attributes as the object the partial receives as `props`. */
function propsObject(element: JsxElement): ObjectExpression {
  const properties: (Property | SpreadElement)[] = [];
  for (const attribute of element.attributes as (MdxJsxAttribute | MdxJsxExpressionAttribute)[]) {
    const program = attribute.type === 'mdxJsxExpressionAttribute' ? attribute.data?.estree : undefined;
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      // `{...rest}`: its properties, as React gives them.
      const statement = program?.body[0];
      const object = statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
      if (object?.type === 'ObjectExpression') properties.push(...structuredClone(object.properties));
      continue;
    }
    let value: Expression;
    if (attribute.value === null || attribute.value === undefined) value = { type: 'Literal', value: true };
    else if (typeof attribute.value === 'string') value = { type: 'Literal', value: attribute.value };
    else {
      const statement = attribute.value.data?.estree?.body[0];
      value =
        statement?.type === 'ExpressionStatement'
          ? structuredClone(statement.expression)
          : { type: 'Identifier', name: 'undefined' };
    }
    properties.push({
      type: 'Property',
      key: IDENTIFIER.test(attribute.name)
        ? { type: 'Identifier', name: attribute.name }
        : { type: 'Literal', value: attribute.name },
      value,
      kind: 'init',
      computed: false,
      method: false,
      shorthand: false,
    });
  }
  return { type: 'ObjectExpression', properties };
}

/** `((props) => (expression))({…})`. */
function withProps(expression: Expression, props: ObjectExpression): Expression {
  return {
    type: 'CallExpression',
    optional: false,
    callee: {
      type: 'ArrowFunctionExpression',
      params: [{ type: 'Identifier', name: 'props' }],
      body: expression,
      expression: true,
      generator: false,
      async: false,
    },
    arguments: [structuredClone(props)],
  };
}

const codeOf = (program: Program) => toJs(program, { handlers: jsx }).value.trim().replace(/;$/, '');

/** The expression an `{…}` holds, bound to `props`; `spread`: the `{...x}` of an attribute. */
function bind(holder: { value: string; data?: { estree?: Program | null } }, props: ObjectExpression, spread: boolean) {
  const program = holder.data?.estree;
  const statement = program?.body[0];
  if (!program || statement?.type !== 'ExpressionStatement' || !namesProps(statement.expression)) return;
  if (spread) {
    const property = statement.expression.type === 'ObjectExpression' ? statement.expression.properties[0] : undefined;
    if (property?.type !== 'SpreadElement') return;
    property.argument = withProps(property.argument, props);
    holder.value = `...${codeOf({ type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: property.argument }] })}`;
    return;
  }
  const written = holder.value;
  statement.expression = withProps(statement.expression, props);
  holder.value = codeOf(program);
  return written;
}

/** Binds `props` in every expression of one use of a partial to the use's attributes. */
export function bindPartialProps(nodes: readonly RootContent[], element: JsxElement): void {
  const props = propsObject(element);
  for (const root of nodes)
    visit(root, (node) => {
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        const written = bind(node, props, false);
        if (written !== undefined) node.data = { ...node.data, partialWritten: written };
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const attribute of node.attributes) {
          if (attribute.type === 'mdxJsxExpressionAttribute') bind(attribute, props, true);
          else if (attribute.value && typeof attribute.value === 'object') bind(attribute.value, props, false);
        }
      }
    });
}
