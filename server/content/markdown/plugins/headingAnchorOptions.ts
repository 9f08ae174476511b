/** rehype-autolink-headings settings: an empty `a.heading-anchor` appended to every h2–h6. */
import type { Element, ElementContent } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Options } from 'rehype-autolink-headings';

const isAnchor = (node: Readonly<ElementContent>) =>
  node.type === 'element' &&
  node.tagName === 'a' &&
  Array.isArray(node.properties.className) &&
  node.properties.className.includes('heading-anchor');

export const headingAnchorOptions: Options = {
  behavior: 'append',
  // The page title (h1) is not a section one links to. A heading that has its anchor already
  // (Markdown that site code imports, compiled on its own) gets no second one.
  test: (heading: Readonly<Element>) => /^h[2-6]$/.test(heading.tagName) && !heading.children.some(isAnchor),
  // No text inside: the visible "#" comes from CSS ::before, so copying a heading copies no "#"
  // and the table of contents, which reads the heading's text, stays the same.
  content: [],
  // Replaces the plugin's default `aria-hidden` and `tabindex="-1"`: the link is kept reachable
  // and named, since it is the only way to copy a section's address without a pointer.
  properties: (heading: Readonly<Element>) => ({
    className: ['heading-anchor'],
    ariaLabel: `Direct link to ${toString(heading).trim()}`,
  }),
};
