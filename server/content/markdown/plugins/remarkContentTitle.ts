/**
 * Reads what Docusaurus reads from the content itself: the title of a page that starts with a
 * `# heading` (its "content title"), and the first paragraph, the default description. The
 * heading is taken out of the body, since the page renders the title itself; with `hide_title`
 * the page renders none, so the heading stays where the author wrote it (as it does when it holds
 * an MDX expression, which only MDX can render).
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
    /** The `# heading` stays in the body (with `hide_title`, or when it holds an MDX expression). */
    titleInBody: boolean;
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
      // `# Welcome to {product}` can only be shown as MDX renders it: in the body, in place.
      const computed = first.children.some((child) => child.type === 'mdxTextExpression');
      if (hideTitle || computed) file.data.titleInBody = true;
      else tree.children.splice(firstIndex, 1);
    }
    const paragraph = tree.children.find((node) => node.type === 'paragraph');
    const excerpt = paragraph ? toString(paragraph).replace(/\s+/g, ' ').trim() : '';
    if (excerpt !== '') file.data.excerpt = excerpt;
  };
}
