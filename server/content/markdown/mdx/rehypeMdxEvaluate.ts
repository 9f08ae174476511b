/**
 * Renders what is left of a page's code once the static steps are done: each JSX element that is
 * not plain HTML (a component of the site, a package's, a portal stand-in such as `<ThemedImage>`,
 * one the page defines with `export`, or HTML with computed attributes) and each `{expression}`.
 * Every such construct, outermost first, is one function of the page's program (pageCode.ts),
 * rendered on its own with React's `renderToStaticMarkup` and put back into the tree as HTML
 * elements, before the HTML steps run: its headings get ids, its code blocks titles and
 * highlighting, its text is searched. A construct that fails is replaced by a notice naming the
 * problem; the rest of the page renders.
 *
 * Markdown inside a component (`<Box>Some **text**</Box>`) was already turned into HTML by the
 * portal's own steps: it is handed to the component as placeholder elements, put back as they
 * were once the component has rendered, so it keeps what those steps gave it (a code block's meta).
 *
 * Components render once, on the server, as Docusaurus renders them on its server: effects never
 * run and nothing is hydrated; the browser gets only HTML. The page's ESM is then dropped: nothing
 * that uses it is left.
 */
import { fromParse5 } from 'hast-util-from-parse5';
import { toEstree } from 'hast-util-to-estree';
import type { Element, ElementContent, Nodes, Root, RootContent } from 'hast';
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import type { MdxFlowExpressionHast, MdxTextExpressionHast } from 'mdast-util-mdx-expression';
import { jsx, toJs } from 'estree-util-to-js';
import { parseFragment } from 'parse5';
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { stripBase } from '../../../../shared/baseUrl.ts';
import { renderedSizeProblem } from '../pageSizeLimit.ts';
import { checkImports, type Construct, evaluateConstructs } from './pageCode.ts';
import { fallbackElement } from './pageProblems.ts';
import type { SourceLink } from '../plugins/remarkCollectLinks.ts';
import { markSiteCode } from '../plugins/rehypeSafeHtml.ts';
import { elementSubresources } from '../../../buildCheck/subresources.ts';

type Target = MdxJsxFlowElementHast | MdxJsxTextElementHast | MdxFlowExpressionHast | MdxTextExpressionHast;

const CODE_TYPES = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression']);
const isCode = (node: { type: string }): node is Target => CODE_TYPES.has(node.type);
const MARKER = 'portal-static';

/** Whether `node` holds code (JSX or an expression) anywhere inside. */
function holdsCode(node: Nodes): boolean {
  if (isCode(node)) return true;
  return 'children' in node && (node.children as Nodes[]).some(holdsCode);
}

/** An expression with nothing to run: `{/* a comment *\/}`. */
const isEmptyExpression = (node: Target) =>
  (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') &&
  (node.data?.estree?.body.length ?? 0) === 0;

/**
 * The construct's JavaScript, HTML children that hold no code replaced by placeholders (kept in
 * `kept`), so that what the static steps gave them survives the round trip through React.
 */
function codeOf(node: Target, kept: Nodes[]): string {
  const withPlaceholders = (child: Nodes): Nodes => {
    if (child.type === 'element' && !holdsCode(child)) {
      kept.push(child);
      return {
        type: 'element',
        tagName: MARKER,
        properties: { dataPortalStatic: String(kept.length - 1) },
        children: [],
      };
    }
    if ('children' in child) return { ...child, children: (child.children as Nodes[]).map(withPlaceholders) } as Nodes;
    return child;
  };
  const program = toEstree({ type: 'root', children: [withPlaceholders(node) as RootContent] });
  return toJs(program, { handlers: jsx }).value.trim().replace(/;$/, '');
}

/** What a construct is called in messages: `<PlatformSupport>`, `{getCurrentVersion()}`. */
function labelOf(node: Target): string {
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
    // A partial's expression as written, not as bound to its use's `props` (partials.ts).
    const text = (node.data?.partialWritten ?? node.value).trim().replace(/\s+/g, ' ');
    return `{${text.length > 40 ? `${text.slice(0, 40)}…` : text}}`;
  }
  return `<${node.name ?? ''}>`;
}

/** Parses rendered HTML; placeholders become what they stood for; a code block's meta is its data. */
function toHast(html: string, kept: Nodes[], baseUrl: string): ElementContent[] {
  // As a browser without JavaScript reads it: a <noscript>'s content is HTML, not text.
  const root = fromParse5(parseFragment(html, { scriptingEnabled: false })) as Root;
  visit(root, 'element', (element, index, parent) => {
    if (element.tagName === MARKER && parent && index !== undefined) {
      const original = kept[Number(element.properties.dataPortalStatic)];
      if (original) parent.children[index] = original as Element;
      return SKIP;
    }
    if (element.tagName === 'code' && typeof element.properties.dataMeta === 'string') {
      element.data = { ...(element.data as object), meta: element.properties.dataMeta } as Element['data'];
      delete element.properties.dataMeta;
    }
    // The base URL goes in front of every internal link when the server loads the pages.
    const href = element.tagName === 'a' ? element.properties.href : undefined;
    if (typeof href === 'string' && baseUrl !== '/' && href.startsWith(baseUrl))
      element.properties.href = stripBase(baseUrl, href) ?? href;
    return undefined;
  });
  return root.children as ElementContent[];
}

interface Found {
  node: Target;
  parent: Root | Element | MdxJsxFlowElementHast | MdxJsxTextElementHast;
  kept: Nodes[];
}

/** What rendered HTML loads (`<img src>`, `<source src>`…), as links of the page at `line` for the link check. */
function subresourcesIn(nodes: Nodes[], line: number): SourceLink[] {
  const found: SourceLink[] = [];
  for (const node of nodes)
    visit(node, 'element', (element: Element) => {
      const attribute = (name: string) => {
        const value = element.properties[name === 'srcset' ? 'srcSet' : name];
        return Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : undefined;
      };
      for (const url of elementSubresources(element.tagName, attribute))
        found.push({ url, written: url, line, image: true });
    });
  return found;
}

export default function rehypeMdxEvaluate() {
  return async (tree: Root, file: VFile) => {
    const found: Found[] = [];
    visit(tree, (node, index, parent) => {
      if (!isCode(node) || !parent || index === undefined) return undefined;
      if (isEmptyExpression(node)) {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      found.push({ node, parent: parent as Found['parent'], kept: [] });
      return SKIP;
    });
    if (found.length === 0) await checkImports(file);
    else {
      const names = new Map<string, string>();
      for (const { declaration } of file.data.pageImports ?? [])
        for (const specifier of declaration.specifiers)
          names.set(specifier.local.name, String(declaration.source.value));
      const constructs: Construct[] = found.map(({ node, kept }) => {
        const root = 'name' in node && node.name ? node.name.split('.')[0] : undefined;
        const source = root ? names.get(root) : undefined;
        return {
          code: codeOf(node, kept),
          // A partial's construct: its line there, which its problems name (partials.ts).
          line: node.data?.partialLine ?? node.position?.start.line,
          label: labelOf(node),
          ...(source ? { source } : {}),
        };
      });
      const results = await evaluateConstructs(tree, file, constructs, (value, page) => {
        const html = renderToStaticMarkup(createElement(Fragment, null, value as ReactNode));
        // Too large for a page: that construct fails, before the page's steps go through it.
        const tooLarge = renderedSizeProblem(html);
        if (tooLarge) throw new Error(tooLarge);
        return { html, baseUrl: page.baseUrl };
      });
      results.forEach((result, index) => {
        const { node, parent, kept } = found[index] as Found;
        const inline = node.type === 'mdxJsxTextElement' || node.type === 'mdxTextExpression';
        const replacement = result.ok
          ? toHast(result.value.html, kept, result.value.baseUrl)
          : [fallbackElement(result.problem, inline)];
        // Who rendered it, for plugins/rehypeSafeHtml.ts to name when it removes a script.
        const { label, source, line: constructLine } = constructs[index] as Construct;
        if (result.ok)
          for (const element of replacement)
            if (element.type === 'element')
              markSiteCode(element, {
                label,
                ...(source ? { source } : {}),
                ...(constructLine ? { line: constructLine } : {}),
              });
        const at = (parent.children as Nodes[]).indexOf(node);
        if (at >= 0) (parent.children as Nodes[]).splice(at, 1, ...(replacement as Nodes[]));
        // The files it loads are checked like the page's own (a ThemedImage's sources, at its line).
        const line = node.position?.start.line;
        if (result.ok && line !== undefined)
          file.data.links = [...(file.data.links ?? []), ...subresourcesIn(replacement as Nodes[], line)];
      });
    }
    // Everything that used the page's imports and exports has been rendered.
    visit(tree, (node, index, parent) => {
      if ((node.type as string) !== 'mdxjsEsm' || !parent || index === undefined) return undefined;
      parent.children.splice(index, 1);
      return [SKIP, index];
    });
  };
}
