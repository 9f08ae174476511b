/**
 * No two operations give their `Idempotency-Key` the same example. The reference's request samples
 * send each operation's example key; two samples sharing a key under one credential are the same
 * key with another body, which the API refuses (`422 idempotency_key_reused`).
 */
import type { ContractProblem } from './contractProblem.ts';
import { resolveLocal } from './checkReferences.ts';
import { isNode, type Node, writtenOperations } from './writtenOperations.ts';
import { pointerOf } from './yamlSource.ts';

const HEADER = 'idempotency-key';

export function checkIdempotencyKeys(document: unknown): ContractProblem[] {
  const firstUse = new Map<string, string>();
  const problems: ContractProblem[] = [];
  for (const { item, operation, at, label } of writtenOperations(document)) {
    for (const { value, pointer } of keyExamples(document, item, operation, at)) {
      const earlier = firstUse.get(value);
      if (earlier === undefined) firstUse.set(value, label);
      else if (earlier !== label) {
        problems.push({
          pointer,
          message: `${label}'s Idempotency-Key example "${value}" is also ${earlier}'s; give each operation its own`,
        });
      }
    }
  }
  return problems;
}

/** The example values of the operation's Idempotency-Key header, each where it is written. */
function keyExamples(
  document: unknown,
  item: Node,
  operation: Node,
  at: string[],
): { value: string; pointer: string }[] {
  const found: { value: string; pointer: string }[] = [];
  const lists: [unknown, string[]][] = [
    [item.parameters, [...at.slice(0, -1), 'parameters']],
    [operation.parameters, [...at, 'parameters']],
  ];
  for (const [list, listAt] of lists) {
    (Array.isArray(list) ? list : []).forEach((entry: unknown, index) => {
      const ref = isNode(entry) ? entry.$ref : undefined;
      const parameter = typeof ref === 'string' ? resolveLocal(document, ref) : entry;
      const written = typeof ref === 'string' ? ref.slice(1) : pointerOf([...listAt, index]);
      if (!isNode(parameter) || parameter.in !== 'header') return;
      if (typeof parameter.name !== 'string' || parameter.name.toLowerCase() !== HEADER) return;
      if (typeof parameter.example === 'string')
        found.push({ value: parameter.example, pointer: `${written}/example` });
      for (const [name, example] of Object.entries(isNode(parameter.examples) ? parameter.examples : {})) {
        const exampleRef = isNode(example) ? example.$ref : undefined;
        const resolved = typeof exampleRef === 'string' ? resolveLocal(document, exampleRef) : example;
        if (isNode(resolved) && typeof resolved.value === 'string') {
          found.push({ value: resolved.value, pointer: `${written}${pointerOf(['examples', name, 'value'])}` });
        }
      }
    });
  }
  return found;
}
