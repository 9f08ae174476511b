/**
 * HTML written as JSX in MDX (`<details>`, `<table>`, `<a name="x">`, `<img>`) becomes ordinary
 * HTML elements before the rest of the pipeline, so that headings inside get ids, anchors count
 * for the link check, images get their base URL and text is searched. Elements whose attributes
 * are computed (`{…}`) stay JSX, for MDX to evaluate.
 */
import type { Element, ElementContent, Root } from 'hast';
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { find, html } from 'property-information';
import { visit } from 'unist-util-visit';

type JsxHast = MdxJsxFlowElementHast | MdxJsxTextElementHast;

/** JSX attribute names React uses for HTML ones. */
const REACT_NAMES: Record<string, string> = { className: 'class', htmlFor: 'for' };

function toElement(node: JsxHast): Element | null {
  if (!node.name || !/^[a-z][a-z0-9-]*$/.test(node.name)) return null;
  const properties: Element['properties'] = {};
  for (const attr of node.attributes) {
    if (attr.type !== 'mdxJsxAttribute') return null;
    if (attr.value !== null && attr.value !== undefined && typeof attr.value !== 'string') return null;
    const name = REACT_NAMES[attr.name] ?? attr.name;
    properties[find(html, name).property] = attr.value ?? true;
  }
  return {
    type: 'element',
    tagName: node.name,
    properties,
    children: node.children as ElementContent[],
    position: node.position,
  };
}

export default function rehypeMdxJsxToElements() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !parent || index === undefined)
        return;
      const element = toElement(node as JsxHast);
      if (element) parent.children[index] = element;
    });
  };
}
