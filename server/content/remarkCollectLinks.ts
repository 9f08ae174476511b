/** Records every link's target and source line in `file.data.links`, for the link check. */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

export interface SourceLink {
  url: string;
  line: number;
}

declare module 'vfile' {
  interface DataMap {
    links: SourceLink[];
  }
}

export default function remarkCollectLinks() {
  return (tree: Root, file: VFile) => {
    const links: SourceLink[] = [];
    visit(tree, ['link', 'definition'], (node) => {
      if ((node.type === 'link' || node.type === 'definition') && node.position) {
        links.push({ url: node.url, line: node.position.start.line });
      }
    });
    file.data.links = links;
  };
}
