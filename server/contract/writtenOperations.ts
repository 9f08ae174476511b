/**
 * The operations of the contract as written (before dereferencing), for the checks that must point
 * at the line a value is written on: each with its path item, where it sits and what to call it.
 */
import { HTTP_METHODS } from './contract.ts';

export type Node = Record<string, unknown>;
export const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object';

export interface WrittenOperation {
  path: string;
  method: (typeof HTTP_METHODS)[number];
  /** The path item, whose `parameters` the operation shares. */
  item: Node;
  operation: Node;
  /** Its JSON pointer segments: `['paths', path, method]`. */
  at: string[];
  /** Its `operationId`, else `METHOD /path`. */
  label: string;
}

export function writtenOperations(document: unknown): WrittenOperation[] {
  const paths = (isNode(document) && isNode(document.paths) ? document.paths : {}) as Record<string, Node>;
  return Object.entries(paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = isNode(item) ? item[method] : undefined;
      if (!isNode(operation)) return [];
      const label =
        typeof operation.operationId === 'string' ? operation.operationId : `${method.toUpperCase()} ${path}`;
      return [{ path, method, item, operation, at: ['paths', path, method], label }];
    }),
  );
}
