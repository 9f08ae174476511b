/** Fails on container directives no plugin handles; turns stray text and leaf directives back into their source text. */
import type { Root, Text } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import type { Position } from 'unist';
import type { VFile } from 'vfile';

export interface Options {
  /** Container directive names some plugin handles, in the order the error message lists them. */
  known: readonly string[];
}

export default function remarkUnknownDirectives({ known }: Options) {
  const hint = known.length > 1 ? `${known.slice(0, -1).join(', ')} or ${known.at(-1)}` : known.join('');
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    // The exact characters the directive was parsed from: remark-directive reads `:name` anywhere
    // in prose ("ratio:abc", "Note:This"), and plain prose must not lose a character.
    const literal = (position: Position | undefined, name: string): Text => ({
      type: 'text',
      value:
        position?.start.offset === undefined ? `:${name}` : source.slice(position.start.offset, position.end.offset),
      position,
    });

    // A misspelt `:::warning` would otherwise render as a bare <div>, silently losing its styling.
    visit(tree, 'containerDirective', (node) => {
      if (!known.includes(node.name)) file.fail(`unknown directive ":::${node.name}" (use ${hint})`, node);
    });
    // Leaf directives first: a literal leaf swallows any text directive in its label.
    visit(tree, 'leafDirective', (node, index, parent) => {
      if (!parent || index === undefined) return;
      const text = literal(node.position, node.name);
      parent.children[index] = { type: 'paragraph', children: [text], position: node.position };
      return SKIP;
    });
    visit(tree, 'textDirective', (node, index, parent) => {
      if (!parent || index === undefined) return;
      parent.children[index] = literal(node.position, node.name);
      return SKIP;
    });
  };
}
