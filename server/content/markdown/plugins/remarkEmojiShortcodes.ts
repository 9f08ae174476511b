/**
 * Emoji shortcodes in prose (`:tada:` → 🎉, `:+1:` → 👍), as Docusaurus renders them with
 * remark-emoji in its default pipeline; code, fenced or inline, keeps them as written. An unknown
 * name (`10:30:45`, `:not-an-emoji:`) stays text.
 */
import type { Parent, Root, Text } from 'mdast';
import remarkEmoji from 'remark-emoji';
import { visit } from 'unist-util-visit';

/**
 * Joins neighbouring text nodes: remark-directive reads `:tada` as a directive, which
 * remarkUnknownDirectives turns back into text beside the closing `:`, and remark-emoji only
 * finds a shortcode inside one node.
 */
function mergeAdjacentText(tree: Root): void {
  visit(tree, (node) => {
    if (!('children' in node)) return;
    const parent = node as Parent;
    const merged: Parent['children'] = [];
    for (const child of parent.children) {
      const previous = merged.at(-1);
      if (child.type === 'text' && previous?.type === 'text' && !previous.data && !child.data) {
        const joined: Text = { type: 'text', value: previous.value + child.value };
        if (previous.position && child.position)
          joined.position = { start: previous.position.start, end: child.position.end };
        merged[merged.length - 1] = joined;
      } else merged.push(child);
    }
    if (merged.length !== parent.children.length) parent.children = merged;
  });
}

/** Replaces shortcodes in the page's text with their emoji. */
export default function remarkEmojiShortcodes() {
  // remark-emoji's transformer is used inside this one; its plugin type asks for a processor as
  // `this`, which it never reads.
  const plugin = remarkEmoji as unknown as (options: { emoticon: boolean }) => (tree: Root) => void;
  const replace = plugin({ emoticon: false });
  return (tree: Root) => {
    mergeAdjacentText(tree);
    replace(tree);
  };
}
