/**
 * Computed values of the theme components a page renders the static way (remarkMdxThemeComponents.ts):
 * `<Tabs values={constants.syntax} defaultValue={constants.defaultSyntax}>`, `<CodeBlock>{`npm i
 * react-native@${version}`}</CodeBlock>`. Each is evaluated with the page's ESM in scope
 * (pageCode.ts) and written back as the literal it gives, so the component still becomes the
 * portal's own tabs or code block. A value that is no literal (a JSX title, a function) leaves the
 * component to be rendered by its portal stand-in with the page's code (rehypeMdxEvaluate.ts); a
 * value that fails replaces the component with a notice naming the problem.
 */
import type { Expression, Program } from 'estree';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxAttributeValueExpression } from 'mdast-util-mdx-jsx';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { expressionLiteral, type JsxElement, type Literal, NotALiteral } from './jsxAttributes.ts';
import { type Construct, evaluateConstructs } from './pageCode.ts';
import { fallbackNode } from './pageProblems.ts';

/** Attributes the static way never reads (`<TOCInline toc={toc}>` takes the page's own). */
const UNREAD = new Set(['toc', 'className', 'style', 'queryString', 'lazy']);

interface Holder {
  node: JsxElement;
  /** Where the expression's parsed form is kept: an attribute's value or a child expression's node. */
  target: { value: string; data?: { estree?: Program | null } };
}

const isLiteralExpression = (estree: Program | null | undefined) => {
  try {
    expressionLiteral(estree);
    return true;
  } catch (error) {
    if (error instanceof NotALiteral) return false;
    throw error;
  }
};

function isLiteral(value: unknown, depth = 0): value is Literal {
  if (depth > 20) return false;
  if (value === null || ['string', 'boolean'].includes(typeof value)) return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((item) => isLiteral(item, depth + 1));
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every((item) => isLiteral(item, depth + 1));
}

function toEstree(value: Literal): Expression {
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(toEstree) };
  if (value !== null && typeof value === 'object')
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value).map(([key, item]) => ({
        type: 'Property',
        key: { type: 'Literal', value: key },
        value: toEstree(item),
        kind: 'init',
        computed: false,
        method: false,
        shorthand: false,
      })),
    };
  return { type: 'Literal', value };
}

const programOf = (value: Literal): Program => ({
  type: 'Program',
  sourceType: 'module',
  body: [{ type: 'ExpressionStatement', expression: toEstree(value) }],
});

declare module 'mdast-util-mdx-jsx' {
  interface MdxJsxFlowElementData {
    /** Render with the portal's stand-in and the page's code, not the static way. */
    portalEvaluate?: boolean;
  }
  interface MdxJsxTextElementData {
    portalEvaluate?: boolean;
  }
}

export default function remarkMdxEvaluateAttributes() {
  return async (tree: Root, file: VFile) => {
    const components = file.data.themeComponents;
    if (!components || components.size === 0) return;
    const holders: Holder[] = [];
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const component = node.name ? components.get(node.name) : undefined;
      if (!component) return;
      for (const attribute of node.attributes) {
        if (attribute.type === 'mdxJsxExpressionAttribute') {
          // `{...props}`: only running the component can tell what it spreads.
          node.data = { ...node.data, portalEvaluate: true };
          continue;
        }
        const value = attribute.value;
        if (value === null || value === undefined || typeof value === 'string' || UNREAD.has(attribute.name)) continue;
        if (!isLiteralExpression(value.data?.estree)) holders.push({ node, target: value });
      }
      if (component === 'CodeBlock' && node.children.length === 1) {
        const [only] = node.children;
        if (
          (only?.type === 'mdxFlowExpression' || only?.type === 'mdxTextExpression') &&
          !isLiteralExpression(only.data?.estree)
        )
          holders.push({ node, target: only as unknown as Holder['target'] });
      }
    });
    if (holders.length === 0) return;
    const constructs: Construct[] = holders.map(({ node, target }) => ({
      code: target.value,
      line: node.position?.start.line,
      label: `<${node.name}>`,
    }));
    const results = await evaluateConstructs(tree, file, constructs, (value) => value);
    const failed = new Map<JsxElement, string>();
    results.forEach((result, index) => {
      const { node, target } = holders[index] as Holder;
      if (!result.ok) {
        if (!failed.has(node)) failed.set(node, result.problem);
      } else if (isLiteral(result.value)) {
        target.value = JSON.stringify(result.value);
        target.data = { ...target.data, estree: programOf(result.value) };
        (target as MdxJsxAttributeValueExpression).data = target.data as MdxJsxAttributeValueExpression['data'];
      } else {
        node.data = { ...node.data, portalEvaluate: true };
      }
    });
    // A <TabItem> rendered by the stand-in takes its <Tabs> along (the stand-in reads its items).
    visit(tree, (node) => {
      if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !node.name) return;
      if (components.get(node.name) !== 'Tabs') return;
      const marked = node.children.some(
        (child) =>
          (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.data?.portalEvaluate,
      );
      if (marked) node.data = { ...node.data, portalEvaluate: true };
    });
    if (failed.size === 0) return;
    visit(tree, (node, index, parent) => {
      const problem = failed.get(node as JsxElement);
      if (problem === undefined || !parent || index === undefined) return;
      (parent.children as RootContent[])[index] = fallbackNode(problem, node.type === 'mdxJsxTextElement');
      return SKIP;
    });
  };
}
