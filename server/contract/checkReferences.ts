/** Every `$ref` in the contract points inside it, at something that exists. */
import type { ContractProblem } from './contractProblem.ts';
import { pointerOf, pointerTokens } from './yamlSource.ts';

/** The value a local reference (`#/components/schemas/Message`) names, or undefined. */
export function resolveLocal(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let node: unknown = document;
  for (const token of pointerTokens(decodeURIComponent(ref.slice(1)))) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, token)) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

export function checkReferences(document: unknown): ContractProblem[] {
  const problems: ContractProblem[] = [];
  const seen = new Set<unknown>();
  const walk = (node: unknown, path: (string | number)[]) => {
    if (node === null || typeof node !== 'object' || seen.has(node)) return;
    // YAML aliases share objects: each is checked once, where it is first met.
    seen.add(node);
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string') {
      if (!ref.startsWith('#/')) {
        problems.push({
          pointer: pointerOf([...path, '$ref']),
          message: `"${ref}" is not a reference inside this file`,
        });
      } else if (resolveLocal(document, ref) === undefined) {
        problems.push({ pointer: pointerOf([...path, '$ref']), message: `"${ref}" points at nothing` });
      }
    }
    for (const [key, child] of Object.entries(node)) walk(child, [...path, Array.isArray(node) ? Number(key) : key]);
  };
  walk(document, []);
  return problems;
}
