/** The parts of a response the reference shows: its status line, example, fields, headers, error code. */
import { STATUS_CODES } from 'node:http';
import type { OpenAPIV3_1 } from 'openapi-types';
import { code, fenced, table } from './markdownText.ts';
import { firstExample } from './requestSamples.ts';
import { describe, type Schema, schemaRows, typeLabel } from './schemaRows.ts';

export type Response = OpenAPIV3_1.ResponseObject;

/** `201 Created`; ranges such as `2XX` stay as written. */
export const statusLine = (status: string): string =>
  STATUS_CODES[status] ? `${status} ${STATUS_CODES[status]}` : status;

export const jsonOf = (response: Response | undefined) => response?.content?.['application/json'];

export function exampleBlock(value: unknown): string {
  return fenced('json', JSON.stringify(value, null, 2));
}

export function fieldTable(schema: Schema | undefined): string | null {
  const rows = schema ? schemaRows(schema) : [];
  if (rows.length === 0) return null;
  return table(
    ['Field', 'Type', 'Description'],
    rows.map((row) => [code(row.name), row.type, row.description]),
  );
}

export function headerTable(headers: Response['headers']): string | null {
  const entries = Object.entries(headers ?? {}) as [string, OpenAPIV3_1.HeaderObject][];
  if (entries.length === 0) return null;
  return table(
    ['Header', 'Type', 'Description'],
    entries.map(([name, header]) => [
      code(name),
      typeLabel((header.schema ?? {}) as Schema),
      describe({ ...(header.schema as Schema), description: header.description }),
    ]),
  );
}

/** The `error.code` an error response's example carries, if the contract's error model has one. */
export function errorCodeOf(response: Response): string {
  const example = firstExample(jsonOf(response)) as { error?: { code?: unknown } } | undefined;
  return typeof example?.error?.code === 'string' ? code(example.error.code) : '';
}

export const isSuccess = (status: string) => /^2/.test(status);
