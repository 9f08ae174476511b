/**
 * The generated reference of one operation, as Markdown: request, parameters, example requests,
 * response and errors. It replaces `::operation{id="…"}` on a page, so the HTML, the page's `.md`
 * twin, llms.txt and the search index all carry the same text.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import type { Contract, ContractOperation } from '../../contract/contract.ts';
import { code, fenced, type Headings, headings, table } from './markdownText.ts';
import { container, type Layout, NO_LAYOUT } from './referenceLayout.ts';
import { firstExample, requestSamples, securitySchemeOf } from './requestSamples.ts';
import {
  errorCodeOf,
  exampleBlock,
  fieldTable,
  headerTable,
  isSuccess,
  jsonOf,
  type Response,
  statusLine,
} from './responseParts.ts';
import { defaultOf, describe, type Schema, schemaRows, typeLabel } from './schemaRows.ts';

const PARAMETER_GROUPS: { in: string; title: string }[] = [
  { in: 'path', title: 'Path parameters' },
  { in: 'query', title: 'Query parameters' },
  { in: 'header', title: 'Header parameters' },
];

/**
 * `depth` is the level of the reference's own headings (`## Request` at 2), so that it can sit
 * under a heading of the page; subsections are one level below.
 *
 * With `layout` (the page's HTML), the parts are wrapped in containers (see referenceLayout.ts):
 * the request and its parameters, the examples beside them (the example request and response),
 * then the response's fields and the errors. Without it (the page's Markdown for machines), the
 * same text in the same order, without the containers.
 */
export function operationReference(
  contract: Contract,
  entry: ContractOperation,
  downloadUrl: string,
  depth = 2,
  layout: Layout = NO_LAYOUT,
): string {
  const h = headings(depth);
  const success = successOf(entry.operation);
  return container(layout, 'operation', [
    container(layout, 'main', [
      requestSection(contract.document, entry, downloadUrl, h),
      parametersSection(entry, h, layout),
    ]),
    container(layout, 'examples', [samplesSection(contract.document, entry, h), exampleResponseSection(success, h)]),
    container(layout, 'details', [responseSection(success, h, layout), errorsSection(entry.operation, h, layout)]),
  ]);
}

function requestSection(
  document: OpenAPIV3_1.Document,
  entry: ContractOperation,
  downloadUrl: string,
  h: Headings,
): string {
  const method = entry.method.toUpperCase();
  const servers = (document.servers ?? []).map(
    (server) =>
      `- ${server.description ?? 'Server'}: ${code(`${method} ${server.url.replace(/\/$/, '')}${entry.path}`)}`,
  );
  const lines = [h.section('Request'), ''];
  if (entry.operation.description) lines.push(entry.operation.description.trim(), '');
  lines.push(...servers, '');
  const security = securitySchemeOf(document, entry.operation);
  if (security) {
    const { scheme } = security;
    const credential =
      scheme.type === 'http'
        ? `Authorization: Bearer <${scheme.bearerFormat ?? 'token'}>`
        : scheme.type === 'apiKey'
          ? `${scheme.name}: <key>`
          : scheme.type;
    lines.push(`Authentication: ${code(credential)}. ${scheme.description?.trim() ?? ''}`.trim(), '');
  }
  lines.push(`In the OpenAPI contract this is ${code(entry.operationId)}: ${downloadLinks(downloadUrl)}.`);
  return lines.join('\n');
}

/** "Download OpenAPI" in YAML, with the JSON beside it. */
export const downloadLinks = (yamlUrl: string) =>
  `[Download OpenAPI](${yamlUrl}) (or [as JSON](${yamlUrl.replace(/\.yaml$/, '.json')}))`;

function parametersSection({ operation, parameters }: ContractOperation, h: Headings, layout: Layout): string {
  const parts = [h.section('Parameters')];
  for (const group of PARAMETER_GROUPS) {
    const inGroup = parameters.filter((parameter) => parameter.in === group.in);
    if (inGroup.length === 0) continue;
    parts.push(
      h.subsection(group.title),
      fields(
        layout,
        ['Name', 'Type', 'Required', 'Default', 'Description'],
        inGroup.map((parameter) => {
          const schema = (parameter.schema ?? {}) as Schema;
          return [
            code(parameter.name),
            typeLabel(schema),
            parameter.required ? 'Yes' : 'No',
            defaultOf(schema),
            describe({ ...schema, description: parameter.description ?? schema.description }),
          ];
        }),
      ),
    );
  }
  const body = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content?.['application/json'];
  if (body?.schema) {
    const schema = body.schema as Schema;
    parts.push(
      h.subsection('Body parameters'),
      [schema.description?.trim(), 'Send the body as JSON (`Content-Type: application/json`).']
        .filter(Boolean)
        .join(' '),
      fields(
        layout,
        ['Name', 'Type', 'Required', 'Default', 'Description'],
        schemaRows(schema).map((row) => [
          code(row.name),
          row.type,
          row.required ? 'Yes' : 'No',
          row.defaultValue,
          row.description,
        ]),
      ),
    );
  }
  if (parts.length === 1) parts.push('This endpoint takes no parameters.');
  return parts.join('\n\n');
}

function samplesSection(document: OpenAPIV3_1.Document, entry: ContractOperation, h: Headings): string {
  const tabs = requestSamples(document, entry).map(
    (sample) => `:::tab{label="${sample.label}" value="${sample.value}"}\n${fenced(sample.language, sample.code)}\n:::`,
  );
  // The request example's summary says what the sample does ("Mark the professional's answer as read").
  const body = (entry.operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content?.[
    'application/json'
  ];
  const [example] = Object.values(body?.examples ?? {}) as OpenAPIV3_1.ExampleObject[];
  const intro = example?.summary ? [`${example.summary.trim().replace(/\.?$/, '')}:`] : [];
  return [h.section('Example request'), ...intro, '::::tabs{groupId="http-client"}', ...tabs, '::::'].join('\n\n');
}

/** A field table, as a list of fields in the page (referenceLayout.ts turns it into one). */
const fields = (layout: Layout, header: string[], rows: string[][]) =>
  container(layout, 'fields', [table(header, rows)]);

type Success = [status: string, response: Response] | undefined;

const successOf = (operation: OpenAPIV3_1.OperationObject): Success =>
  Object.entries(operation.responses ?? {}).find(([status]) => isSuccess(status)) as Success;

/** The successful response's example, shown beside the parameters with the example request. */
function exampleResponseSection(success: Success, h: Headings): string {
  const example = success && firstExample(jsonOf(success[1]));
  if (!success || example === undefined) return '';
  return [h.section('Example response'), `${code(statusLine(success[0]))}:`, exampleBlock(example)].join('\n\n');
}

function responseSection(success: Success, h: Headings, layout: Layout): string {
  if (!success) return `${h.section('Response')}\n\nThis operation documents no successful response.`;
  const [status, response] = success;
  const media = jsonOf(response);
  const parts = [
    h.section('Response'),
    `A successful call returns ${code(statusLine(status))}. ${response.description.trim()}`,
  ];
  const fieldRows = fieldTable(media?.schema as Schema | undefined);
  if (fieldRows) parts.push(container(layout, 'fields', [fieldRows]));
  const headers = headerTable(response.headers);
  if (headers) parts.push(h.subsection('Response headers'), container(layout, 'fields', [headers]));
  return parts.join('\n\n');
}

function errorsSection(operation: OpenAPIV3_1.OperationObject, h: Headings, layout: Layout): string {
  const errors = Object.entries(operation.responses ?? {}).filter(([status]) => !isSuccess(status)) as [
    string,
    Response,
  ][];
  if (errors.length === 0) return `${h.section('Errors')}\n\nThis operation documents no errors.`;
  const parts = [
    h.section('Errors'),
    container(layout, 'table', [
      table(
        ['Status', 'Code', 'Cause'],
        errors.map(([status, response]) => [code(statusLine(status)), errorCodeOf(response), response.description]),
      ),
    ]),
  ];
  const [firstStatus, firstError] = errors[0] as [string, Response];
  const example = firstExample(jsonOf(firstError));
  if (example !== undefined) {
    parts.push(
      `Every error has the same body. This is the ${code(statusLine(firstStatus))} one:`,
      exampleBlock(example),
    );
  }
  const headers = headerTable(firstError.headers);
  if (headers) parts.push('Error responses carry these headers too:', container(layout, 'fields', [headers]));
  return parts.join('\n\n');
}
