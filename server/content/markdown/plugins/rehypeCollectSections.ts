/**
 * Splits a page into the sections search points at: the text before the first h2 (anchor `''`),
 * then one section per h2 or h3 (at any depth), as `file.data.sections`. Runs once heading ids are final and code
 * blocks have their titles, before highlighting (see markdownPlugins.ts).
 */
import type { Element, Root, RootContent } from 'hast';
import { toText } from 'hast-util-to-text';
import { filter } from 'unist-util-filter';
import type { VFile } from 'vfile';

export interface PageSection {
  /** The heading's id, `''` for the text above the first heading. */
  anchor: string;
  /** The heading's text, `''` for the text above the first heading. */
  heading: string;
  /** The section's readable text, whitespace collapsed. */
  text: string;
  /** Generated from the API contract (its heading is marked `data-portal-generated`). */
  generated?: boolean;
}

declare module 'vfile' {
  interface DataMap {
    sections: PageSection[];
  }
}

const isSectionHeading = (node: RootContent): node is Element =>
  node.type === 'element' && (node.tagName === 'h2' || node.tagName === 'h3') && typeof node.properties.id === 'string';

/** Whether a section heading is in `node` or below it (children first: the check narrows). */
const holdsSectionHeading = (node: RootContent): boolean =>
  node.type === 'element' && (node.children.some(holdsSectionHeading) || isSectionHeading(node));

/**
 * Buttons (copy, tab labels) are interface, not content: their words would only add noise. So is
 * what is marked `data-portal-search="skip"` (generated request samples and examples).
 */
const isNoise = (child: { type: string }) =>
  child.type === 'element' &&
  ((child as Element).tagName === 'button' || (child as Element).properties.dataPortalSearch === 'skip');

const withoutButtons = (node: RootContent) =>
  isNoise(node) ? undefined : (filter(node, (child) => !isNoise(child)) as RootContent | undefined);

const readable = (nodes: RootContent[]): string =>
  nodes
    .map((node) => withoutButtons(node))
    .map((node) => (node ? toText(node) : ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

export default function rehypeCollectSections() {
  return (tree: Root, file: VFile) => {
    const sections: PageSection[] = [];
    let current = { anchor: '', heading: '', generated: false, nodes: [] as RootContent[] };
    const finish = () =>
      sections.push({
        anchor: current.anchor,
        heading: current.heading,
        text: readable(current.nodes),
        ...(current.generated ? { generated: true } : {}),
      });
    // In document order, headings at any depth: the API reference's layout containers (its two
    // columns) hold headings of their own, and each still starts a section.
    const walk = (nodes: RootContent[]) => {
      for (const node of nodes) {
        if (node.type === 'element' && !isNoise(node) && node.children.some(holdsSectionHeading)) {
          walk(node.children);
        } else if (isSectionHeading(node)) {
          finish();
          current = {
            anchor: String(node.properties.id),
            heading: toText(node).trim(),
            generated: node.properties.dataPortalGenerated !== undefined,
            nodes: [],
          };
        } else {
          current.nodes.push(node);
        }
      }
    };
    walk(tree.children);
    finish();
    // A page that starts with a heading has no intro; an empty intro is nothing to find.
    file.data.sections = sections.filter((section) => section.anchor !== '' || section.text !== '');
  };
}
