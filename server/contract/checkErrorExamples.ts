/**
 * An error example may only name parameters and fields its operation has: a `400` that says
 * "limit must be between 1 and 100" on an endpoint without `limit`, or a `409` about an
 * `Idempotency-Key` the endpoint does not take, sends readers after something that does not exist.
 * The names looked for are the contract's own parameter and property names, in backticks or bare
 * (bare, only parameter names and names no English word looks like: `external_id`, `userId`).
 */
import type { ContractProblem } from './contractProblem.ts';
import { resolveLocal } from './checkReferences.ts';
import { isNode, type Node, writtenOperations } from './writtenOperations.ts';
import { pointerOf } from './yamlSource.ts';

export function checkErrorExamples(document: unknown): ContractProblem[] {
  const resolve = (value: unknown): unknown => {
    const ref = isNode(value) ? value.$ref : undefined;
    return typeof ref === 'string' ? resolve(resolveLocal(document, ref)) : value;
  };
  const { parameterNames, propertyNames } = contractNames(document);
  const problems: ContractProblem[] = [];
  for (const { item, operation, at, label } of writtenOperations(document)) {
    const own = operationNames(resolve, [item.parameters, operation.parameters], operation.requestBody);
    for (const example of errorExamples(resolve, operation, at)) {
      for (const { at: written, text } of strings(example.value, example.pointer)) {
        for (const name of namesIn(text, parameterNames, propertyNames)) {
          if (own.has(name)) continue;
          problems.push({
            pointer: written,
            message: `an error example of ${label} names \`${name}\`, which ${label} does not take; give it an example that fits`,
          });
        }
      }
    }
  }
  return problems;
}

/** Every parameter name and every schema property name in the contract. */
function contractNames(document: unknown): { parameterNames: Set<string>; propertyNames: Set<string> } {
  const parameterNames = new Set<string>();
  const propertyNames = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (node: unknown, key: string | undefined) => {
    if (!isNode(node) || seen.has(node)) return;
    seen.add(node);
    // Example values are data, not declarations.
    if (key === 'example' || key === 'examples' || key === 'value') return;
    if (key === 'properties') Object.keys(node).forEach((name) => propertyNames.add(name));
    if (typeof node.name === 'string' && typeof node.in === 'string') parameterNames.add(node.name);
    for (const [childKey, child] of Object.entries(node)) walk(child, Array.isArray(node) ? key : childKey);
  };
  walk(document, undefined);
  return { parameterNames, propertyNames };
}

/** The operation's parameters (its path item's too) and every field its request body can hold. */
function operationNames(
  resolve: (value: unknown) => unknown,
  parameterLists: unknown[],
  requestBody: unknown,
): Set<string> {
  const names = new Set<string>();
  for (const list of parameterLists) {
    for (const parameter of Array.isArray(list) ? list : []) {
      const resolved = resolve(parameter);
      if (isNode(resolved) && typeof resolved.name === 'string') names.add(resolved.name);
    }
  }
  const seen = new Set<unknown>();
  const walkSchema = (schema: unknown) => {
    const resolved = resolve(schema);
    if (!isNode(resolved) || seen.has(resolved)) return;
    seen.add(resolved);
    for (const [name, property] of Object.entries(isNode(resolved.properties) ? resolved.properties : {})) {
      names.add(name);
      walkSchema(property);
    }
    walkSchema(resolved.items);
    for (const keyword of ['allOf', 'anyOf', 'oneOf'])
      for (const branch of (resolved[keyword] as unknown[] | undefined) ?? []) walkSchema(branch);
  };
  const body = resolve(requestBody);
  const content = isNode(body) && isNode(body.content) ? body.content : {};
  for (const media of Object.values(content)) if (isNode(media)) walkSchema(media.schema);
  return names;
}

/** The examples of the operation's 4xx and 5xx responses, each with the pointer where it is written. */
function errorExamples(
  resolve: (value: unknown) => unknown,
  operation: Node,
  at: string[],
): { value: unknown; pointer: string }[] {
  const found: { value: unknown; pointer: string }[] = [];
  for (const [status, response] of Object.entries(isNode(operation.responses) ? operation.responses : {})) {
    if (!/^[45]/.test(status)) continue;
    const resolved = resolve(response);
    const content = isNode(resolved) && isNode(resolved.content) ? resolved.content : {};
    for (const [mediaType, media] of Object.entries(content)) {
      if (!isNode(media)) continue;
      const mediaAt = [...at, 'responses', status, 'content', mediaType];
      if ('example' in media) found.push({ value: media.example, pointer: pointerOf([...mediaAt, 'example']) });
      for (const [name, example] of Object.entries(isNode(media.examples) ? media.examples : {})) {
        const ref = isNode(example) ? example.$ref : undefined;
        const written = typeof ref === 'string' ? ref.slice(1) : pointerOf([...mediaAt, 'examples', name]);
        const value = resolve(example);
        if (isNode(value) && 'value' in value) found.push({ value: value.value, pointer: `${written}/value` });
      }
    }
  }
  return found;
}

function strings(value: unknown, at: string): { at: string; text: string }[] {
  if (typeof value === 'string') return [{ at, text: value }];
  if (!isNode(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => strings(child, `${at}${pointerOf([key])}`));
}

/** Names of the contract a message mentions: any in backticks; bare, those that cannot be a word. */
function namesIn(text: string, parameterNames: Set<string>, propertyNames: Set<string>): string[] {
  const known = (name: string) => parameterNames.has(name) || propertyNames.has(name);
  const quoted = [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '').filter(known);
  const bare = [...text.matchAll(/[A-Za-z][\w-]*[A-Za-z0-9]/g)]
    .map((match) => match[0])
    .filter((word) => parameterNames.has(word) || (propertyNames.has(word) && /[_-]|[a-z][A-Z]/.test(word)));
  return [...new Set([...quoted, ...bare])];
}
