/**
 * Records every fenced code block of a page with its language, meta and source line, after the
 * directives have generated theirs (a generated block carries its directive's line), for
 * `npm run check:samples`, which runs the ones that can run.
 */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

export interface CodeBlock {
  lang: string | null;
  /** The fence's info string after the language: `title="a.sh" norun="needs a device"`. */
  meta: string | null;
  code: string;
  /** 1-based line in the source file. */
  line: number;
}

declare module 'vfile' {
  interface DataMap {
    codeBlocks: CodeBlock[];
  }
}

export default function remarkCollectCodeBlocks() {
  return (tree: Root, file: VFile) => {
    const blocks: CodeBlock[] = [];
    visit(tree, 'code', (node) => {
      blocks.push({
        lang: node.lang ?? null,
        meta: node.meta ?? null,
        code: node.value,
        line: node.position?.start.line ?? 0,
      });
    });
    file.data.codeBlocks = blocks;
  };
}
