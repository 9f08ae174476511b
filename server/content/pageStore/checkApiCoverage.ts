/**
 * Each operation and webhook event of a version's contract is documented on exactly one page: none
 * would leave part of the API without reference, two would let their prose drift apart.
 */
import type { LoadedVersion } from '../sources/loadVersion.ts';

export function apiCoverageProblems({ contract, docs }: LoadedVersion): string[] {
  if (!contract) return [];
  const problems: string[] = [];
  const documented = new Map<string, string>();
  for (const doc of docs) {
    for (const use of doc.apiReferences) {
      const key = `${use.kind} "${use.name}"`;
      const where = `${doc.sourcePath}:${use.line}`;
      const first = documented.get(key);
      if (first) problems.push(`${where}: ${key} is already documented at ${first}; document it on one page`);
      else documented.set(key, where);
    }
  }
  const expected = [
    ...[...contract.operations.keys()].map((id) => ({
      key: `operation "${id}"`,
      directive: `::operation{id="${id}"}`,
    })),
    ...[...contract.webhooks.keys()].map((event) => ({
      key: `webhook "${event}"`,
      directive: `::webhook{event="${event}"}`,
    })),
  ];
  for (const { key, directive } of expected) {
    if (!documented.has(key))
      problems.push(`${contract.displayPath}: ${key} is on no page; add ${directive} to the page that documents it`);
  }
  return problems;
}
