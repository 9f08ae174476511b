/** Records every link's and image's target and source line in `file.data.links`, for the link check. */
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

export interface SourceLink {
  /** The target as the site sees it (relative `.md` links already resolved to routes). */
  url: string;
  /** The target as the author wrote it, for messages. */
  written: string;
  line: number;
  /** An image (`![x](/img/a.png)`, `<img src>` written in MDX): what it names must be a file. */
  image?: true;
}

/** The literal `src` of an `<img>` written in MDX; a computed one is the page's code's business. */
function jsxImageSource(node: MdxJsxFlowElement | MdxJsxTextElement): string | undefined {
  if (node.name !== 'img') return undefined;
  const src = node.attributes.find((attr) => attr.type === 'mdxJsxAttribute' && attr.name === 'src');
  return typeof src?.value === 'string' ? src.value : undefined;
}

declare module 'vfile' {
  interface DataMap {
    links: SourceLink[];
  }
}

export default function remarkCollectLinks() {
  return (tree: Root, file: VFile) => {
    const links: SourceLink[] = [];
    visit(tree, (node) => {
      if (!node.position) return;
      const line = node.position.start.line;
      if (node.type === 'link' || node.type === 'definition')
        links.push({ url: node.url, written: node.data?.writtenUrl ?? node.url, line });
      else if (node.type === 'image') links.push({ url: node.url, written: node.url, line, image: true });
      else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const src = jsxImageSource(node);
        if (src !== undefined) links.push({ url: src, written: src, line, image: true });
      }
    });
    file.data.links = links;
  };
}
