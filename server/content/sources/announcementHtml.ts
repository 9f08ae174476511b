/**
 * The announcement bar's HTML (site.config.json `announcementBar.content`, a Docusaurus site's
 * `themeConfig.announcementBar.content`) is written into every page as it is, so it may hold only
 * what a line of text needs: links, emphasis, code, line breaks. hast-util-sanitize decides (GitHub's
 * rules for attributes and URLs, a link's `target` and `rel` too); the build refuses content it would change, and the import
 * writes the sanitized form and names what it removed.
 */
import { fromHtml } from 'hast-util-from-html';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import type { Nodes } from 'hast';

/** What a line of text above the navbar needs: no images, frames, forms or blocks. */
const TEXT_ELEMENTS = [
  'a',
  'b',
  'strong',
  'i',
  'em',
  'code',
  'kbd',
  'br',
  'span',
  'small',
  'sub',
  'sup',
  's',
  'del',
  'mark',
];

const SCHEMA: Schema = {
  ...defaultSchema,
  tagNames: TEXT_ELEMENTS,
  // Never prefixed: the bar has no ids worth keeping, and an `id` would clash with the page's.
  clobber: [],
  attributes: {
    ...defaultSchema.attributes,
    a: [...(defaultSchema.attributes?.a ?? []), 'target', 'rel', 'title'],
  },
};

export interface SanitizedAnnouncement {
  html: string;
  /** What sanitizing took out (`<script>`, `onclick` on <a>), empty when the content was safe as written. */
  removed: string[];
}

/** Every element and attribute of a tree, as `<tag>` and `attribute on <tag>`. */
function partsOf(tree: Nodes): Set<string> {
  const parts = new Set<string>();
  const visit = (node: Nodes) => {
    if (node.type === 'element') {
      parts.add(`<${node.tagName}>`);
      for (const name of Object.keys(node.properties)) parts.add(`${name} on <${node.tagName}>`);
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return parts;
}

export function sanitizeAnnouncement(content: string): SanitizedAnnouncement {
  const parsed = fromHtml(content, { fragment: true });
  const cleaned = sanitize(parsed, SCHEMA);
  const html = toHtml(cleaned);
  if (html === toHtml(parsed)) return { html, removed: [] };
  const kept = partsOf(cleaned);
  const removed = [...partsOf(parsed)].filter((part) => !kept.has(part));
  return { html, removed: removed.length > 0 ? removed : ['markup it changed'] };
}

/** The build's check: one line naming what the content may not hold, or null. */
export function announcementProblem(content: string): string | null {
  const { removed } = sanitizeAnnouncement(content);
  if (removed.length === 0) return null;
  return `announcementBar.content holds ${removed.join(', ')}: the bar takes links, emphasis and code only`;
}
