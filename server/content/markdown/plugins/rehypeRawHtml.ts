/**
 * Parses the raw HTML of `.md` pages (`<details>`, `<table>`, `<br>`, `<a name>`), which Docusaurus
 * keeps, into real elements, so that they render and the steps after see them. Pages without raw
 * HTML are left as they are. An HTML parser drops a newline right after `<pre>` (HTML's own rule),
 * which would cost a code block its first blank line: one is added first to make up for it.
 */
import type { Element, Root } from 'hast';
import { raw } from 'hast-util-raw';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

function hasRaw(tree: Root): boolean {
  let found = false;
  visit(tree, 'raw', () => {
    found = true;
    return false;
  });
  return found;
}

/** The first text inside `pre`, however deep. */
function firstText(node: Element): { value: string } | undefined {
  for (const child of node.children) {
    if (child.type === 'text') return child;
    if (child.type === 'element') return firstText(child);
  }
  return undefined;
}

export default function rehypeRawHtml() {
  return (tree: Root, file: VFile): Root => {
    if (!hasRaw(tree)) return tree;
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'pre') return;
      const text = firstText(node);
      if (text?.value.startsWith('\n')) text.value = `\n${text.value}`;
    });
    return raw(tree, { file }) as Root;
  };
}
