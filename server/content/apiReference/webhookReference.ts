/** The generated reference of one webhook event, as Markdown: the request Advoca sends and what to answer. */
import type { OpenAPIV3_1 } from 'openapi-types';
import type { ContractWebhook } from '../../contract/contract.ts';
import { code, headings, table } from './markdownText.ts';
import { container, type Layout, NO_LAYOUT } from './referenceLayout.ts';
import { downloadLinks } from './operationReference.ts';
import { firstExample } from './requestSamples.ts';
import { exampleBlock, fieldTable, type Response, statusLine } from './responseParts.ts';
import { describe, type Schema, typeLabel } from './schemaRows.ts';

/**
 * `depth` is the level of the reference's own headings, and `layout` whether its tables are
 * written for the page (lists of fields, see referenceLayout.ts), as for operationReference.
 */
export function webhookReference(
  { event, operation }: ContractWebhook,
  downloadUrl: string,
  depth = 2,
  layout: Layout = NO_LAYOUT,
): string {
  const h = headings(depth);
  const parts = [
    h.section('Event request'),
    `Each event arrives at your endpoint as ${code(`POST`)} with a JSON body whose ${code('type')} is ${code(event)}. In the OpenAPI contract this is ${code(`webhooks.${event}`)}: ${downloadLinks(downloadUrl)}.`,
  ];
  const headers = ((operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).filter((p) => p.in === 'header');
  if (headers.length > 0) {
    parts.push(
      h.subsection('Request headers'),
      container(layout, 'fields', [
        table(
          ['Header', 'Type', 'Description'],
          headers.map((header) => [
            code(header.name),
            typeLabel((header.schema ?? {}) as Schema),
            describe({ ...(header.schema as Schema), description: header.description }),
          ]),
        ),
      ]),
    );
  }
  const body = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content?.['application/json'];
  const example = firstExample(body);
  if (example !== undefined) parts.push(h.subsection('Example payload'), exampleBlock(example));
  const fields = fieldTable(body?.schema as Schema | undefined);
  if (fields) parts.push(h.subsection('Payload fields'), container(layout, 'fields', [fields]));
  const answers = Object.entries(operation.responses ?? {}) as [string, Response][];
  if (answers.length > 0) {
    parts.push(
      h.section('Your response'),
      container(layout, 'table', [
        table(
          ['Status', 'Meaning'],
          answers.map(([status, response]) => [code(statusLine(status)), response.description]),
        ),
      ]),
    );
  }
  return parts.join('\n\n');
}
