/** Records every element id (and `<a name>`) of the page in `file.data.ids`: the anchors a link may point at. */
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
      // `<a name="x">`, the older way to place an anchor, which Docusaurus content still uses.
      if (node.tagName === 'a' && typeof node.properties.name === 'string') ids.push(node.properties.name);
    });
    file.data.ids = ids;
  };
}
