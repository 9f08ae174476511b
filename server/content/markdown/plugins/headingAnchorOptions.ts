/** rehype-autolink-headings settings: an empty `a.heading-anchor` appended to every h2–h6. */
import type { Element } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Options } from 'rehype-autolink-headings';

export const headingAnchorOptions: Options = {
  behavior: 'append',
  // The page title (h1) is not a section one links to.
  test: ['h2', 'h3', 'h4', 'h5', 'h6'],
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
