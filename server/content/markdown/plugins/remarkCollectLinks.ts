/** Records every link's target and source line in `file.data.links`, for the link check. */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

export interface SourceLink {
  /** The target as the site sees it (relative `.md` links already resolved to routes). */
  url: string;
  /** The target as the author wrote it, for messages. */
  written: string;
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
        links.push({ url: node.url, written: node.data?.writtenUrl ?? node.url, line: node.position.start.line });
      }
    });
    file.data.links = links;
  };
}
