/** Loads one docs version: its pages compiled, its category files read. */
import type { DocsVersionSource } from './docsVersions.ts';
import { type LoadedDocs, loadDocs } from './loadDocs.ts';

/** One version's compiled docs, before they are put together into pages. */
export interface LoadedVersion extends LoadedDocs {
  source: DocsVersionSource;
}

export async function loadVersion(source: DocsVersionSource): Promise<LoadedVersion> {
  return { source, ...(await loadDocs(source.dir, { routeBase: source.routeBase, displayDir: source.displayDir })) };
}
