/** Loads one docs version: its API contract and facts, its pages compiled, its category and sidebars files read. */
import { access } from 'node:fs/promises';
import type { Contract } from '../../contract/contract.ts';
import { loadContract } from '../../contract/loadContract.ts';
import { readSidebarsFile } from '../navigation/sidebarsFile.ts';
import type { SidebarsConfig } from '../navigation/versionSidebars.ts';
import type { DocsVersionSource } from './docsVersions.ts';
import { type LoadedDocs, type LoadDocsOptions, loadDocs } from './loadDocs.ts';
import { type Facts, loadFacts } from './loadFacts.ts';
import { loadTagsFile, type TagsFile } from './loadTagsFile.ts';

/** One version's compiled docs, before they are put together into pages. */
export interface LoadedVersion extends LoadedDocs {
  source: DocsVersionSource;
  contract: Contract | null;
  facts: Facts;
  /** Its sidebars file, when it has one; else the sidebar follows the folder tree. */
  sidebarsConfig: SidebarsConfig | null;
  /** Its `tags.yml`: the tags its pages may name by key (loadTagsFile.ts). */
  tagsFile: TagsFile;
}

export async function loadVersion(
  source: DocsVersionSource,
  {
    includeDrafts = false,
    keepFailedPages = false,
    pageCache = null,
  }: Pick<LoadDocsOptions, 'includeDrafts' | 'keepFailedPages' | 'pageCache'> = {},
): Promise<LoadedVersion> {
  const contract =
    source.contractFile === null ? null : await loadContract(source.contractFile, source.contractDisplayPath);
  const facts = await loadFacts(source.dir, source.displayDir);
  const { routeBase, displayDir } = source;
  const docs = await loadDocs(source.dir, {
    routeBase,
    displayDir,
    contract,
    facts,
    includeDrafts,
    keepFailedPages,
    pageCache,
  });
  const tagsFile = await loadTagsFile(source.dir, displayDir);
  return { source, contract, facts, sidebarsConfig: await loadSidebarsConfig(source), tagsFile, ...docs };
}

export async function loadSidebarsConfig(source: DocsVersionSource): Promise<SidebarsConfig | null> {
  for (const { path, display } of source.sidebarsFiles) {
    if (
      await access(path).then(
        () => true,
        () => false,
      )
    )
      return { ...(await readSidebarsFile(path, display)), display };
  }
  return null;
}
