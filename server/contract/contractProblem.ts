/** One thing wrong in the contract, where it is, and how the build names it. */
import type { YamlSource } from './yamlSource.ts';

export interface ContractProblem {
  /** JSON pointer into the contract; `''` for the document as a whole. */
  pointer: string;
  message: string;
}

/** `api/openapi.yaml:42: /paths/~1chat~1messages/post: must have required property 'responses'`. */
export function formatProblem(source: YamlSource, { pointer, message }: ContractProblem): string {
  return `${source.displayPath}:${source.lineOf(pointer)}: ${pointer || '/'}: ${message}`;
}

export class ContractError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}
