/** Moves fence meta written without a language (```title="a.sh" or ```{2}) from `lang` to `meta`. */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

// CommonMark takes the info string's first word as the language, so without this a fence with
// only a title or line ranges would be highlighted as the language `title="a.sh"` and fail.
const metaOnly = /^(?:title=|\{)/;

export default function remarkFenceMeta() {
  return (tree: Root) => {
    visit(tree, 'code', (node) => {
      if (!node.lang || !metaOnly.test(node.lang)) return;
      node.meta = node.meta ? `${node.lang} ${node.meta}` : node.lang;
      node.lang = null;
    });
  };
}
