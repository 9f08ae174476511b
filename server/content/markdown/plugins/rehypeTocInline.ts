/**
 * Fills Docusaurus's `<TOCInline />` (a placeholder from remarkMdxThemeComponents.ts) with the
 * page's table of contents, as nested links. Runs after rehypeCollectToc. `minHeadingLevel` and
 * `maxHeadingLevel` choose the depths, h2 and h3 by default.
 */
import type { Element, ElementContent, Root } from 'hast';
import { h } from 'hastscript';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { TocEntry } from '../../../../shared/types.ts';

function tocList(entries: TocEntry[]): Element {
  const items: ElementContent[] = [];
  let nested: TocEntry[] = [];
  const flush = () => {
    const last = items.at(-1);
    if (nested.length > 0 && last?.type === 'element') last.children.push(tocList(nested));
    nested = [];
  };
  const top = Math.min(...entries.map((entry) => entry.depth));
  for (const entry of entries) {
    if (entry.depth > top) {
      nested.push(entry);
      continue;
    }
    flush();
    items.push(h('li', [h('a', { href: `#${entry.id}` }, entry.text)]));
  }
  flush();
  return h('ul', items);
}

export default function rehypeTocInline() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.properties.dataPortalTocInline === undefined || !parent || index === undefined) return;
      const min = Number(node.properties.dataMinLevel ?? 2);
      const max = Number(node.properties.dataMaxLevel ?? 3);
      const entries = (file.data.toc ?? []).filter((entry) => entry.depth >= min && entry.depth <= max);
      // A plain block, as Docusaurus renders it: a second "On this page" landmark beside the
      // page's own table of contents would make two navigation regions of one name.
      parent.children[index] = h('div', { className: ['toc-inline'] }, entries.length > 0 ? [tocList(entries)] : []);
    });
  };
}
