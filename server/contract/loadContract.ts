/**
 * Reads, checks and indexes the API contract. Any problem fails with one line each, naming the
 * file, the line and the JSON pointer: `api/openapi.yaml:42: /paths/…/post: <what is wrong>`
 * (Redocly's rules name theirs: `api/openapi.yaml:42: struct: <what is wrong>`).
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { dereference, validate } from '@readme/openapi-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { checkErrorExamples } from './checkErrorExamples.ts';
import { checkExamples } from './checkExamples.ts';
import { checkIdempotencyKeys } from './checkIdempotencyKeys.ts';
import { checkReferences } from './checkReferences.ts';
import { checkStructure } from './checkStructure.ts';
import { type Contract, type ContractOperation, type ContractWebhook, HTTP_METHODS } from './contract.ts';
import { ContractError, type ContractProblem, formatProblem } from './contractProblem.ts';
import { LINT_CONFIG_FILE, lintContract } from './lintContract.ts';
import { parseYamlSource, pointerOf, type YamlSource } from './yamlSource.ts';

const printWarning = (message: string) => console.warn(`warning: ${message}`);

/**
 * The contract in `file`, or null when there is none (a docs site without an API). `displayPath`
 * is the file from the content root, where the lint config (`redocly.yaml`) is looked for. What the
 * lint only warns of goes to `onWarning` (printed by default), once per load.
 */
export async function loadContract(
  file: string,
  displayPath: string,
  { onWarning = printWarning }: { onWarning?: (message: string) => void } = {},
): Promise<Contract | null> {
  const text = await readIfExists(file);
  if (text === null) return null;
  const root = file.endsWith(displayPath) ? file.slice(0, file.length - displayPath.length) : resolve(file, '..');
  const lintConfig = await readIfExists(join(root, LINT_CONFIG_FILE));
  const contract = await contractFromText(text, displayPath, { lintConfig, file });
  contract.warnings.forEach(onWarning);
  return contract;
}

async function readIfExists(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export interface ContractTextOptions {
  /** The text of the lint config; Redocly's `recommended` ruleset without one. */
  lintConfig?: string | null;
  /** The file's absolute path, for Redocly; the display path resolved from here by default. */
  file?: string;
}

export async function contractFromText(
  text: string,
  displayPath: string,
  { lintConfig = null, file = resolve(displayPath) }: ContractTextOptions = {},
): Promise<Contract> {
  const source = parseYamlSource(text, displayPath);
  const fail = (problems: ContractProblem[]) => {
    if (problems.length > 0) throw new ContractError(problems.map((problem) => formatProblem(source, problem)));
  };
  fail(checkShape(source.value));
  fail([...checkStructure(source.value), ...checkReferences(source.value)]);
  fail(await checkSemantics(source));
  fail([...checkExamples(source.value), ...checkErrorExamples(source.value), ...checkIdempotencyKeys(source.value)]);
  const lint = await lintContract(text, displayPath, { configText: lintConfig, file });
  if (lint.errors.length > 0) throw new ContractError(lint.errors);
  const document = (await dereference(structuredClone(source.value) as OpenAPIV3_1.Document)) as OpenAPIV3_1.Document;
  return {
    displayPath,
    yaml: text,
    json: `${JSON.stringify(source.value, null, 2)}\n`,
    document,
    operations: indexOperations(document),
    webhooks: indexWebhooks(document),
    warnings: lint.warnings,
  };
}

function checkShape(value: unknown): ContractProblem[] {
  const version = (value as { openapi?: unknown } | null)?.openapi;
  if (typeof version === 'string' && version.startsWith('3.1.')) return [];
  return [{ pointer: '/openapi', message: 'the contract must be an OpenAPI 3.1 document (openapi: 3.1.0)' }];
}

/**
 * What the schema cannot say (unique operation ids, path parameters declared and used), checked by
 * @readme/openapi-parser. Its messages are code frames of its own; the first line is the message.
 */
async function checkSemantics(source: YamlSource): Promise<ContractProblem[]> {
  const result = await validate(structuredClone(source.value) as OpenAPIV3_1.Document);
  if (result.valid) return [];
  return result.errors.map((error) => ({
    pointer: pointerNamedIn(error.message, source),
    message: firstLine(error.message),
  }));
}

const firstLine = (message: string) => message.split('\n')[0]?.trim() ?? message;

/**
 * The parser names an operation by its id (`getNote`) or as `/paths/<template>/<method>`; point at
 * that operation when it does, else at the document.
 */
function pointerNamedIn(message: string, source: YamlSource): string {
  const named = [...message.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
  const paths = (source.value as { paths?: Record<string, Record<string, { operationId?: unknown }>> }).paths ?? {};
  const operations = Object.entries(paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item?.[method]).map((method) => ({ path, method, id: item[method]?.operationId })),
  );
  // A duplicated id: the last operation that carries it is the one to rename.
  const match = operations
    .filter(
      ({ path, method, id }) =>
        named.includes(`/paths${path}/${method}`) || (typeof id === 'string' && named.includes(id)),
    )
    .at(-1);
  return match ? pointerOf(['paths', match.path, match.method]) : '';
}

function indexOperations(document: OpenAPIV3_1.Document): Map<string, ContractOperation> {
  const operations = new Map<string, ContractOperation>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    if (!item) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation?.operationId) continue;
      operations.set(operation.operationId, {
        operationId: operation.operationId,
        method,
        path,
        operation,
        parameters: mergeParameters(item.parameters, operation.parameters),
      });
    }
  }
  return operations;
}

type Parameters = OpenAPIV3_1.PathItemObject['parameters'];

function mergeParameters(shared: Parameters, own: Parameters): OpenAPIV3_1.ParameterObject[] {
  const byKey = new Map<string, OpenAPIV3_1.ParameterObject>();
  for (const parameter of [...(shared ?? []), ...(own ?? [])] as OpenAPIV3_1.ParameterObject[]) {
    byKey.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  return [...byKey.values()];
}

function indexWebhooks(document: OpenAPIV3_1.Document): Map<string, ContractWebhook> {
  const webhooks = new Map<string, ContractWebhook>();
  for (const [event, item] of Object.entries(document.webhooks ?? {})) {
    const operation = (item as OpenAPIV3_1.PathItemObject | undefined)?.post;
    if (operation) webhooks.set(event, { event, operation });
  }
  return webhooks;
}
