/** Turns `:::note`, `:::tip`, `:::info`, `:::caution` and `:::danger` containers into titled admonition asides. */
import type { Paragraph, Root } from 'mdast';
import { visit } from 'unist-util-visit';

const defaultTitles = { note: 'Note', tip: 'Tip', info: 'Info', caution: 'Caution', danger: 'Danger' } as const;
type Kind = keyof typeof defaultTitles;

/** The container directive names this plugin handles. */
export const admonitionNames = Object.keys(defaultTitles) as Kind[];

const isKind = (name: string): name is Kind => Object.hasOwn(defaultTitles, name);

export default function remarkAdmonitions() {
  return (tree: Root) => {
    visit(tree, 'containerDirective', (node) => {
      if (!isKind(node.name)) return;
      const className = ['admonition', `admonition--${node.name}`];
      node.data = { ...node.data, hName: 'aside', hProperties: { className } };
      const titleData = { hProperties: { className: ['admonition__title'] } };
      const first = node.children[0];
      // remark-directive puts the `[label]` first, as a paragraph marked `directiveLabel`; it may
      // hold inline Markdown (`:::tip[Use *the* sandbox]`), so it is kept as parsed.
      if (first?.type === 'paragraph' && first.data?.directiveLabel) {
        if (first.children.length > 0) {
          first.data = { ...first.data, ...titleData };
          return;
        }
        node.children.shift(); // `:::tip[]`: an empty label falls back to the default title.
      }
      const title: Paragraph = {
        type: 'paragraph',
        data: titleData,
        children: [{ type: 'text', value: defaultTitles[node.name] }],
      };
      node.children.unshift(title);
    });
  };
}
