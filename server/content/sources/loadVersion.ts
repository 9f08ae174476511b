/** Loads one docs version: its API contract and facts, its pages compiled, its category files read. */
import type { Contract } from '../../contract/contract.ts';
import { loadContract } from '../../contract/loadContract.ts';
import type { DocsVersionSource } from './docsVersions.ts';
import { type LoadedDocs, loadDocs } from './loadDocs.ts';
import { type Facts, loadFacts } from './loadFacts.ts';

/** One version's compiled docs, before they are put together into pages. */
export interface LoadedVersion extends LoadedDocs {
  source: DocsVersionSource;
  contract: Contract | null;
  facts: Facts;
}

export async function loadVersion(source: DocsVersionSource): Promise<LoadedVersion> {
  const contract = await loadContract(source.contractFile, source.contractDisplayPath);
  const facts = await loadFacts(source.dir, source.displayDir);
  const { routeBase, displayDir } = source;
  return { source, contract, facts, ...(await loadDocs(source.dir, { routeBase, displayDir, contract, facts })) };
}
