/**
 * Docusaurus's ```` ```mdx-code-block ```` fence: its content is MDX, written in a fence so that
 * Markdown tools leave it alone, and the page shows it rendered, never as code. The fence is
 * replaced by its content parsed as MDX (with the lines it has in the page), before the imports
 * and exports it may hold are read.
 */
import type { Root, RootContent } from 'mdast';
import type { Processor } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { VFile } from 'vfile';

type Point = { line: number; column: number; offset?: number };

/** Moves every position of `tree` down by `lines` (the fence's first content line). */
function shift(tree: Root, lines: number): void {
  const move = (point: Point | undefined) => {
    if (point) {
      point.line += lines;
      point.offset = undefined;
    }
  };
  visit(tree, (node) => {
    move(node.position?.start as Point | undefined);
    move(node.position?.end as Point | undefined);
    const estree = (node.data as { estree?: { body?: { loc?: { start: Point; end: Point } }[] } } | undefined)?.estree;
    for (const statement of estree?.body ?? []) {
      if (statement.loc) {
        statement.loc.start.line += lines;
        statement.loc.end.line += lines;
      }
    }
  });
}

export default function remarkMdxCodeBlockFences(this: Processor) {
  return (tree: Root, file: VFile) => {
    visit(tree, 'code', (node, index, parent) => {
      if (node.lang !== 'mdx-code-block' || !parent || index === undefined) return;
      const inner = this.parse(new VFile({ value: node.value, path: file.path })) as Root;
      // The fence's opening line is the node's first; its content starts on the next.
      shift(inner, node.position?.start.line ?? 0);
      const content = inner.children.filter((child) => child.type !== 'yaml') as RootContent[];
      (parent.children as RootContent[]).splice(index, 1, ...content);
      return [SKIP, index + content.length];
    });
  };
}
