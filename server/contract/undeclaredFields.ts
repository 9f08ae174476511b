/**
 * Fields of an example that its schema does not declare. Response schemas stay open (the API may
 * add fields within a version, so clients must accept them), which JSON Schema validation then
 * accepts too; an example, though, shows readers the fields that exist, and one the schema does not
 * declare is a typo or a field that does not exist. `allOf` branches declare fields together.
 */
import { resolveLocal } from './checkReferences.ts';

type Schema = Record<string, unknown>;

export interface UndeclaredField {
  /** JSON pointer inside the example to the object that has the field. */
  path: string;
  field: string;
}

export function undeclaredFields(document: unknown, schema: unknown, value: unknown, path = ''): UndeclaredField[] {
  const resolved = resolve(document, schema);
  if (!resolved) return [];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => undeclaredFields(document, resolved.items, item, `${path}/${index}`));
  }
  if (value === null || typeof value !== 'object') return [];
  const declared = declaredProperties(document, resolved);
  // A schema that says nothing of properties (or allows any) declares no field to check against.
  if (!declared) return [];
  return Object.entries(value).flatMap(([field, child]) => {
    const childSchema = declared.get(field);
    if (childSchema === undefined) return [{ path, field }];
    return undeclaredFields(document, childSchema, child, `${path}/${field.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  });
}

function resolve(document: unknown, schema: unknown, depth = 0): Schema | null {
  if (schema === null || typeof schema !== 'object' || depth > 20) return null;
  const ref = (schema as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') return resolve(document, resolveLocal(document, ref), depth + 1);
  return schema as Schema;
}

/** The fields an object schema declares (its `allOf` branches' included), or null if it is open-ended. */
function declaredProperties(document: unknown, schema: Schema): Map<string, unknown> | null {
  const branches = [
    schema,
    ...((schema.allOf as unknown[] | undefined) ?? []).map((branch) => resolve(document, branch)),
  ];
  const declared = new Map<string, unknown>();
  for (const branch of branches) {
    if (!branch) continue;
    if (branch.anyOf || branch.oneOf || branch.patternProperties) return null;
    const extra = branch.additionalProperties;
    if (extra === true || (extra !== undefined && extra !== false && typeof extra === 'object')) return null;
    const nested = branch === schema ? null : declaredProperties(document, branch);
    for (const [name, property] of [
      ...Object.entries((branch.properties as Schema | undefined) ?? {}),
      ...(nested ?? new Map<string, unknown>()),
    ]) {
      declared.set(name, property);
    }
  }
  return declared.size > 0 ? declared : null;
}
