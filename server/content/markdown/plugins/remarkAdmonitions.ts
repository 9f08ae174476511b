/**
 * Turns Docusaurus's admonition containers into titled asides: `:::note`, `:::tip`, `:::info`,
 * `:::warning`, `:::caution`, `:::danger`, and the legacy `:::important`, `:::success` and
 * `:::secondary`, which look like the kind Docusaurus maps them to. They nest (the outer one
 * with more colons) and hold any Markdown.
 */
import type { Paragraph, Root } from 'mdast';
import { visit } from 'unist-util-visit';

export const defaultTitles = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
} as const;
type Kind = keyof typeof defaultTitles;

/** The look of each kind: the legacy names borrow one (as Docusaurus's theme maps them). */
export const admonitionStyles: Record<Kind, string> = {
  note: 'note',
  tip: 'tip',
  info: 'info',
  warning: 'caution',
  caution: 'caution',
  danger: 'danger',
  important: 'info',
  success: 'tip',
  secondary: 'note',
};

/** The container directive names this plugin handles. */
export const admonitionNames = Object.keys(defaultTitles) as Kind[];

const isKind = (name: string): name is Kind => Object.hasOwn(defaultTitles, name);

export default function remarkAdmonitions() {
  return (tree: Root) => {
    visit(tree, 'containerDirective', (node) => {
      if (!isKind(node.name)) return;
      const className = ['admonition', `admonition--${admonitionStyles[node.name]}`];
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
