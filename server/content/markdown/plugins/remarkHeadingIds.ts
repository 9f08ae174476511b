/**
 * Docusaurus's explicit heading ids: `## Set up the SDK {#setup}` gets the id `setup` (and the
 * text without it); rehype-slug keeps an id that is already there.
 */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

const EXPLICIT_ID = /\s*\{#([^{}\s]+)\}\s*$/;

export default function remarkHeadingIds() {
  return (tree: Root) => {
    visit(tree, 'heading', (node) => {
      const last = node.children.at(-1);
      if (last?.type !== 'text') return;
      const match = EXPLICIT_ID.exec(last.value);
      if (!match) return;
      last.value = last.value.slice(0, match.index);
      if (last.value === '') node.children.pop();
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id: match[1] } };
    });
  };
}
