/**
 * What the directives that generate Markdown share (`::operation`, `::webhook`, `::code-file`):
 * the generated text is parsed into the page's tree in the directive's place, and recorded
 * (`file.data.expansions`) so that the page's Markdown for machines carries it too.
 */
import type { Parent, RootContent } from 'mdast';
import type { LeafDirective } from 'mdast-util-directive';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** A span of the source replaced by generated Markdown. */
export interface Expansion {
  start: number;
  end: number;
  markdown: string;
}

declare module 'vfile' {
  interface DataMap {
    expansions: Expansion[];
  }
}

const fragmentParser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();

export interface ExpandOptions {
  /** Keep the generated code out of search (samples that repeat on every endpoint page). */
  codeOutOfSearch?: boolean;
  /**
   * Mark the generated headings (`data-portal-generated`): search weighs their sections less, since
   * the same tables (headers, errors) repeat on every endpoint page while one page explains them.
   */
  markGenerated?: boolean;
}

/**
 * Puts `markdown` in place of `node` (the child `index` of `parent`) and returns the index after
 * it, for `visit` to continue there.
 */
export function expandDirective(
  node: LeafDirective,
  index: number,
  parent: Parent,
  markdown: string,
  file: VFile,
  { codeOutOfSearch = false, markGenerated = false }: ExpandOptions = {},
): number {
  const fragment = fragmentParser.parse(markdown);
  // Generated nodes take the directive's place in the source, so later errors name its line.
  visit(fragment, (child) => {
    child.position = node.position;
    // rehypeCollectSections skips code marked so.
    if (codeOutOfSearch && child.type === 'code')
      child.data = { ...child.data, hProperties: { dataPortalSearch: 'skip' } };
    if (markGenerated && child.type === 'heading')
      child.data = { ...child.data, hProperties: { ...child.data?.hProperties, dataPortalGenerated: '' } };
  });
  parent.children.splice(index, 1, ...(fragment.children as RootContent[]));
  const { start, end } = node.position ?? {};
  if (start?.offset !== undefined && end?.offset !== undefined) {
    file.data.expansions = [...(file.data.expansions ?? []), { start: start.offset, end: end.offset, markdown }];
  }
  return index + fragment.children.length;
}

/** The source with every directive replaced by its generated Markdown. */
export function applyExpansions(source: string, expansions: Expansion[]): string {
  let text = source;
  for (const { start, end, markdown } of [...expansions].sort((a, b) => b.start - a.start)) {
    text = text.slice(0, start) + markdown + text.slice(end);
  }
  return text;
}
