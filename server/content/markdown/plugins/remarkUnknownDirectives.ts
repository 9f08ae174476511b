/**
 * Names container directives no plugin handles; turns stray text and leaf directives back into
 * their source text. A misspelt `:::warning` would otherwise render as a bare block, silently
 * losing its styling: under the page error policy `throw` (the default) it fails the page; under
 * `warn` it is a warning (ruleId `unknown-directive`) and its content is shown in a plain block, as
 * Docusaurus 3 shows a directive no plugin uses, so a site moving in keeps its text.
 */
import type { Root, Text } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import type { Position } from 'unist';
import type { VFile } from 'vfile';
import { siteConfig } from '../../../../shared/site-config.ts';
import { type PageErrorAction, readPageErrorPolicy } from '../pageErrorPolicy.ts';

export interface Options {
  /** Container directive names some plugin handles, in the order the error message lists them. */
  known: readonly string[];
  /** The page error policy, read for each page (the site's `onPageError`, DOCS_ON_PAGE_ERROR). */
  policy?: () => PageErrorAction;
}

export const UNKNOWN_DIRECTIVE = 'unknown-directive';

export default function remarkUnknownDirectives({
  known,
  policy = () => readPageErrorPolicy(siteConfig.settings),
}: Options) {
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

    const action = policy();
    visit(tree, 'containerDirective', (node) => {
      if (known.includes(node.name)) return;
      const reason = `unknown directive ":::${node.name}" (use ${hint})`;
      if (action === 'throw') file.fail(reason, node);
      file.message(reason, { place: node.position, ruleId: UNKNOWN_DIRECTIVE });
      node.data = { ...node.data, hName: 'div' };
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
