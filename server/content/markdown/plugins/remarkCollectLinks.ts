/** Records every link's and image's target and source line in `file.data.links`, for the link check. */
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { elementSubresources, htmlSubresources } from '../../../buildCheck/subresources.ts';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

export interface SourceLink {
  /** The target as the site sees it (relative `.md` links already resolved to routes). */
  url: string;
  /** The target as the author wrote it, for messages. */
  written: string;
  line: number;
  /** A file the page loads (`![x](/img/a.png)`, `<img src>`, `<video><source src>`): it must be there. */
  image?: true;
}

/**
 * What an element written in MDX loads (`<img src>`, `<video poster>`, `<source src>`…), from its
 * literal attributes; a computed one is the page's code's business (rehypeMdxEvaluate.ts).
 */
function jsxSubresources(node: MdxJsxFlowElement | MdxJsxTextElement): string[] {
  const attribute = (name: string) => {
    const found = node.attributes.find((attr) => attr.type === 'mdxJsxAttribute' && attr.name === name);
    return typeof found?.value === 'string' ? found.value : undefined;
  };
  return node.name ? elementSubresources(node.name, attribute) : [];
}

/** What raw HTML in a Markdown page loads, each at its own line. */
function htmlSubresourcesByLine(html: string, firstLine: number): { url: string; line: number }[] {
  return html
    .split('\n')
    .flatMap((text, index) => htmlSubresources(text).map((url) => ({ url, line: firstLine + index })));
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
        for (const url of jsxSubresources(node)) links.push({ url, written: url, line, image: true });
      } else if (node.type === 'html') {
        for (const found of htmlSubresourcesByLine(node.value, line))
          links.push({ url: found.url, written: found.url, line: found.line, image: true });
      }
    });
    file.data.links = links;
  };
}
