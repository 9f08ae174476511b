/** Collects the h2 and h3 headings (after rehype-slug gave them ids) into `file.data.toc`. */
import type { Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { TocEntry } from '../../../../shared/types.ts';

declare module 'vfile' {
  interface DataMap {
    toc: TocEntry[];
  }
}

/** Table of contents of a page: its h2 and h3 headings, in document order. */
export default function rehypeCollectToc() {
  return (tree: Root, file: VFile) => {
    const toc: TocEntry[] = [];
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'h2' && node.tagName !== 'h3') return;
      const id = node.properties.id;
      if (typeof id !== 'string') return;
      toc.push({ id, text: toString(node).trim(), depth: node.tagName === 'h2' ? 2 : 3 });
    });
    file.data.toc = toc;
  };
}
