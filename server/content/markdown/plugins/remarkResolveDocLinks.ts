/**
 * Rewrites links written as relative Markdown paths (`../ios/installation.md#requirements`), as
 * Docusaurus allows, to the routes of those pages (`/docs/ios/installation#requirements`). The
 * link check then verifies the route like any other; it reports the link as written.
 */
import { posix } from 'node:path';
import type { Definition, Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { routeForDocFile } from '../../docRoutes.ts';

/** Where the file being compiled sits: needed to resolve its relative links. */
export interface DocLocation {
  /** Path relative to the version's folder: `ios/badge.md`. */
  file: string;
  /** Route prefix of the version: `/docs`, `/docs/1.0`. */
  routeBase: string;
  /** The version's folder on disk, where `::code-file` reads; absent for Markdown outside one. */
  docsDir?: string;
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

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** The route of a relative `.md` link, or null when the link is not one. */
export function resolveDocLink(url: string, { file, routeBase }: DocLocation): string | null {
  if (url === '' || url.startsWith('/') || url.startsWith('#') || SCHEME.test(url)) return null;
  const suffixAt = url.search(/[?#]/);
  const path = suffixAt === -1 ? url : url.slice(0, suffixAt);
  if (!path.endsWith('.md')) return null;
  const resolved = posix.normalize(posix.join(posix.dirname(file), decodeURI(path)));
  if (resolved.startsWith('../')) return null; // outside the docs: left for the link check to report
  return routeForDocFile(resolved, routeBase) + (suffixAt === -1 ? '' : url.slice(suffixAt));
}

export default function remarkResolveDocLinks() {
  return (tree: Root, file: VFile) => {
    const location = file.data.docLocation;
    if (!location) return;
    visit(tree, ['link', 'definition'], (node) => {
      const link = node as Link | Definition;
      const route = resolveDocLink(link.url, location);
      if (route === null) return;
      link.data = { ...link.data, writtenUrl: link.url };
      link.url = route;
    });
  };
}
