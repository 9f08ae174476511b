/** Records every element id of the page in `file.data.ids`: the anchors a link may point at. */
import type { Root } from 'hast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

declare module 'vfile' {
  interface DataMap {
    ids: string[];
  }
}

export default function rehypeCollectIds() {
  return (tree: Root, file: VFile) => {
    const ids: string[] = [];
    visit(tree, 'element', (node) => {
      if (typeof node.properties.id === 'string') ids.push(node.properties.id);
    });
    file.data.ids = ids;
  };
}
