/**
 * Rewrites links written as file paths (`../ios/installation.md#requirements`, `guides/intro.mdx`),
 * as Docusaurus allows, to the routes of those pages (`/docs/ios/installation#requirements`). As in
 * Docusaurus, a path is tried from the linking file's folder, then from the docs root. The link
 * check then verifies the route like any other; it reports the link as written.
 */
import { posix } from 'node:path';
import type { Definition, Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { docIdentity } from '../../sources/docIdentity.ts';
import { partialPlace, settlePartialLines } from '../mdx/partials.ts';

/** Where the file being compiled sits: needed to resolve its relative links. */
export interface DocLocation {
  /** Path relative to the version's folder: `ios/badge.md`. */
  file: string;
  /** Route prefix of the version: `/docs`, `/docs/1.0`. */
  routeBase: string;
  /** The version's folder on disk, where `::code-file` reads; absent for Markdown outside one. */
  docsDir?: string;
  /** Every page's route by file; without it a file's route is its default one. */
  routesByFile?: ReadonlyMap<string, string>;
}

declare module 'vfile' {
  interface DataMap {
    docLocation: DocLocation;
  }
}

declare module 'mdast' {
  interface LinkData {
    /** The URL as the author wrote it, before it was resolved to a route. */
    writtenUrl?: string;
  }
  interface DefinitionData {
    writtenUrl?: string;
  }
}

/** A URL with a scheme (`https:`, `mailto:`): another site or application, never a file of the docs. */
export const hasUrlScheme = (url: string) => /^[a-z][a-z\d+.-]*:/i.test(url);

/** The route of a link to a page's file, or null when the link is not one. */
export function resolveDocLink(url: string, { file, routeBase, routesByFile }: DocLocation): string | null {
  if (url === '' || url.startsWith('#') || url.startsWith('//') || hasUrlScheme(url)) return null;
  const suffixAt = url.search(/[?#]/);
  const path = suffixAt === -1 ? url : url.slice(0, suffixAt);
  if (!/\.mdx?$/.test(path)) return null;
  let decoded: string;
  try {
    decoded = decodeURI(path);
  } catch {
    return null; // malformed escapes: left for the link check to report
  }
  const candidates = [
    ...(decoded.startsWith('/') ? [] : [posix.join(posix.dirname(file), decoded)]),
    posix.join('.', decoded),
  ].map((candidate) => posix.normalize(candidate));
  const suffix = suffixAt === -1 ? '' : url.slice(suffixAt);
  if (routesByFile) {
    const found = candidates.find((candidate) => routesByFile.has(candidate));
    return found === undefined ? null : `${routesByFile.get(found) as string}${suffix}`;
  }
  const relativeToFile = candidates[0];
  if (relativeToFile === undefined || relativeToFile.startsWith('../')) return null;
  return docIdentity(relativeToFile, {}, routeBase).route + suffix;
}

export default function remarkResolveDocLinks() {
  return (tree: Root, file: VFile) => {
    const location = file.data.docLocation;
    if (location)
      visit(tree, ['link', 'definition'], (node) => {
        const link = node as Link | Definition;
        // A partial's link is resolved from the partial's own file, as its own MDX module is in Docusaurus.
        const partial = partialPlace(file, link.position?.start.line);
        const route = resolveDocLink(link.url, partial ? { ...location, file: partial.file } : location);
        if (route === null) return;
        link.data = { ...link.data, writtenUrl: link.url };
        link.url = route;
      });
    // The last step that needs a partial's own lines: from here on its nodes are at the line of their use.
    settlePartialLines(tree, file);
  };
}
