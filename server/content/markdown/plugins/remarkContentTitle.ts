/**
 * Reads what Docusaurus reads from the content itself: the title of a page that starts with a
 * `# heading` (its "content title"), and the first paragraph, the default description. The
 * heading is taken out of the body, since the page renders the title itself; with `hide_title`
 * the page renders none, so the heading stays where the author wrote it.
 */
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';

declare module 'vfile' {
  interface DataMap {
    /** The text of the `# heading` the page starts with. */
    contentTitle: string;
    /** The text of the first paragraph. */
    excerpt: string;
  }
}

/** Nodes that come before the content without being part of it: front matter, MDX imports. */
const PREAMBLE = new Set(['yaml', 'mdxjsEsm']);

export default function remarkContentTitle() {
  return (tree: Root, file: VFile) => {
    const firstIndex = tree.children.findIndex((node) => !PREAMBLE.has(node.type));
    const first = tree.children[firstIndex];
    if (first?.type === 'heading' && first.depth === 1) {
      file.data.contentTitle = toString(first).trim();
      const hideTitle = (file.data.matter as Record<string, unknown> | undefined)?.hide_title === true;
      if (!hideTitle) tree.children.splice(firstIndex, 1);
    }
    const paragraph = tree.children.find((node) => node.type === 'paragraph');
    const excerpt = paragraph ? toString(paragraph).replace(/\s+/g, ' ').trim() : '';
    if (excerpt !== '') file.data.excerpt = excerpt;
  };
}
