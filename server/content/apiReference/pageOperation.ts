/**
 * The operation a page documents, for its badge: the first `::operation` on it. A page without one
 * (a guide, a webhook's page) has none.
 */
import type { ApiReferenceUse } from '../markdown/plugins/remarkApiReference.ts';

export function pageOperation(uses: ApiReferenceUse[]): { method: string; path: string } | undefined {
  const use = uses.find((candidate) => candidate.kind === 'operation' && candidate.method && candidate.path);
  return use?.method && use.path ? { method: use.method, path: use.path } : undefined;
}
