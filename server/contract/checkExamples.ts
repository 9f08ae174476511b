/**
 * Every example in the contract against its schema, with ajv (JSON Schema 2020-12, the dialect of
 * OpenAPI 3.1): request and response bodies, parameters and headers. An example that drifts from
 * its schema would show readers a field that does not exist or a value that is refused.
 */
import type { ErrorObject } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ContractProblem } from './contractProblem.ts';
import { resolveLocal } from './checkReferences.ts';
import { undeclaredFields } from './undeclaredFields.ts';
import { pointerOf } from './yamlSource.ts';

const CONTRACT_ID = 'contract.json';

/** An example's value and where it is written (a `$ref`'d example is written in components). */
interface ExampleValue {
  value: unknown;
  pointer: string;
}

export function checkExamples(document: unknown): ContractProblem[] {
  // OpenAPI keywords in schemas (`example`, `discriminator`, `x-…`) are not JSON Schema's.
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addSchema(document as object, CONTRACT_ID);
  const problems: ContractProblem[] = [];
  const seen = new Set<unknown>();

  const walk = (node: unknown, path: (string | number)[]) => {
    if (node === null || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const holder = node as Record<string, unknown>;
    // Media types, parameters and headers are the objects that hold a `schema` beside examples.
    if ('schema' in holder && ('example' in holder || 'examples' in holder)) {
      const schemaPointer = pointerOf([...path, 'schema']);
      const validate = ajv.getSchema(`${CONTRACT_ID}#${schemaPointer}`);
      for (const example of examplesOf(document, holder, path)) {
        if (validate && !validate(example.value)) {
          for (const error of validate.errors ?? []) problems.push(problemOf(example, error, schemaPointer));
        }
        // Open schemas (responses may gain fields) let validation pass fields that do not exist.
        for (const { path: at, field } of undeclaredFields(document, holder.schema, example.value)) {
          problems.push({
            pointer: example.pointer + at,
            message: `example does not match the schema at ${schemaPointer}: unknown field "${field}"`,
          });
        }
      }
    }
    for (const [key, child] of Object.entries(holder)) walk(child, [...path, Array.isArray(node) ? Number(key) : key]);
  };
  walk(document, []);
  // An example used in several places is wrong once, where it is written.
  const reported = new Set<string>();
  return problems.filter(({ pointer }) => !reported.has(pointer) && reported.add(pointer));
}

function examplesOf(document: unknown, holder: Record<string, unknown>, path: (string | number)[]): ExampleValue[] {
  const found: ExampleValue[] = [];
  if ('example' in holder) found.push({ value: holder.example, pointer: pointerOf([...path, 'example']) });
  const named = holder.examples;
  if (named && typeof named === 'object') {
    for (const [name, entry] of Object.entries(named)) {
      let pointer = pointerOf([...path, 'examples', name]);
      let example = entry as { $ref?: string; value?: unknown };
      if (typeof example.$ref === 'string') {
        pointer = example.$ref.slice(1);
        example = (resolveLocal(document, example.$ref) ?? {}) as typeof example;
      }
      if ('value' in example) found.push({ value: example.value, pointer: `${pointer}/value` });
    }
  }
  return found;
}

function problemOf(example: ExampleValue, error: ErrorObject, schemaPointer: string): ContractProblem {
  let message = error.message ?? error.keyword;
  if (error.keyword === 'additionalProperties') {
    message = `unknown field "${(error.params as { additionalProperty: string }).additionalProperty}"`;
  } else if (error.keyword === 'enum') {
    message += `: ${(error.params as { allowedValues: unknown[] }).allowedValues.join(', ')}`;
  }
  return {
    pointer: example.pointer + error.instancePath,
    message: `example does not match the schema at ${schemaPointer}: ${message}`,
  };
}
