/**
 * A JSON Schema (dereferenced) flattened into the rows of a field table: nested objects as
 * `error.code`, array items as `data[].id`, with a readable type and the constraints in words.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import { code, count } from './markdownText.ts';

/** A schema with `items` readable whatever its `type` (OpenAPI's types only allow it on arrays). */
export type Schema = OpenAPIV3_1.SchemaObject & { items?: OpenAPIV3_1.SchemaObject };

export interface SchemaRow {
  name: string;
  type: string;
  required: boolean;
  /** The default, as inline code, or empty. */
  defaultValue: string;
  /** The schema's description followed by its constraints in words. */
  description: string;
}

/** Properties of `allOf` parts are the object's own (how ProfessionalProfile extends Professional). */
function merged(schema: Schema): Schema {
  if (!schema.allOf) return schema;
  const parts = schema.allOf.map((part) => merged(part as Schema));
  return {
    ...schema,
    type: 'object',
    properties: Object.assign({}, ...parts.map((part) => part.properties), schema.properties),
    required: [...new Set([...parts.flatMap((part) => part.required ?? []), ...(schema.required ?? [])])],
  };
}

const types = (schema: Schema): string[] => {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.const !== undefined) return [typeof schema.const];
  return [];
};

export function typeLabel(input: Schema): string {
  const schema = merged(input);
  const labels = types(schema).map((type) => {
    if (type === 'array') {
      const items = schema.items as Schema | undefined;
      return items ? `array of ${typeLabel(items)}` : 'array';
    }
    return type === 'null' ? 'null' : schema.format ? `${type} (${schema.format})` : type;
  });
  if (labels.length === 0 && (schema.oneOf || schema.anyOf)) {
    return [...(schema.oneOf ?? schema.anyOf ?? [])].map((part) => typeLabel(part as Schema)).join(' or ');
  }
  return labels.join(' or ') || 'any';
}

/** The rules a value must follow, in words, in the order readers check them. */
export function constraints(schema: Schema): string[] {
  const words: string[] = [];
  if (schema.const !== undefined) words.push(`Always ${code(schema.const)}.`);
  if (schema.enum)
    words.push(
      `One of ${schema.enum
        .filter((value) => value !== null)
        .map(code)
        .join(', ')}.`,
    );
  const { minLength, maxLength, minimum, maximum, minItems, maxItems } = schema;
  if (minLength !== undefined && maxLength !== undefined)
    words.push(`${count(minLength)} to ${count(maxLength)} characters.`);
  else if (maxLength !== undefined) words.push(`At most ${count(maxLength)} characters.`);
  else if (minLength !== undefined && minLength > 0) words.push(`At least ${count(minLength)} characters.`);
  if (minimum !== undefined && maximum !== undefined) words.push(`From ${count(minimum)} to ${count(maximum)}.`);
  else if (minimum !== undefined) words.push(`At least ${count(minimum)}.`);
  else if (maximum !== undefined) words.push(`At most ${count(maximum)}.`);
  if (minItems !== undefined && minItems > 0) words.push(`At least ${count(minItems)} items.`);
  if (maxItems !== undefined) words.push(`At most ${count(maxItems)} items.`);
  if (schema.pattern) words.push(`Matches ${code(schema.pattern)}.`);
  const items = schema.items as Schema | undefined;
  if (items?.enum) words.push(`Each one of ${items.enum.map(code).join(', ')}.`);
  return words;
}

export function describe(schema: Schema): string {
  return [schema.description?.trim(), ...constraints(schema)].filter(Boolean).join(' ');
}

export const defaultOf = (schema: Schema): string => (schema.default === undefined ? '' : code(schema.default));

/** Every field of an object schema, depth first; `prefix` names the parent (`error.`, `data[].`). */
export function schemaRows(input: Schema, prefix = ''): SchemaRow[] {
  const schema = merged(input);
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const field = merged(property as Schema);
    const row: SchemaRow = {
      name: prefix + name,
      type: typeLabel(field),
      required: required.has(name),
      defaultValue: defaultOf(field),
      description: describe(field),
    };
    const items = field.items as Schema | undefined;
    const nested = field.properties
      ? schemaRows(field, `${prefix}${name}.`)
      : items && merged(items).properties
        ? schemaRows(items, `${prefix}${name}[].`)
        : [];
    return [row, ...nested];
  });
}
