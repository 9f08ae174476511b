/**
 * The try-it panel's view of an operation (shared/tryIt.ts): the request the samples show, taken
 * apart into fields a reader can edit, from the same contract examples and test credential.
 */
import { toString } from 'mdast-util-to-string';
import type { OpenAPIV3_1 } from 'openapi-types';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { ContractOperation } from '../../contract/contract.ts';
import type { TryItOperation, TryItParameter } from '../../../shared/tryIt.ts';
import { firstExample, sampleServerUrl, securitySchemeOf } from './requestSamples.ts';

const markdownParser = unified().use(remarkParse);

/** The contract's descriptions are Markdown; a form's hint is plain text. */
const plainText = (markdown: string | undefined): string =>
  markdown ? toString(markdownParser.parse(markdown.trim())).replace(/\s+/g, ' ') : '';

function exampleOf(parameter: OpenAPIV3_1.ParameterObject): string {
  const [first] = Object.values(parameter.examples ?? {}) as OpenAPIV3_1.ExampleObject[];
  const value = parameter.example ?? first?.value;
  return value === undefined ? '' : String(value);
}

export function tryItOperation(document: OpenAPIV3_1.Document, entry: ContractOperation): TryItOperation {
  const serverUrl = sampleServerUrl(document);
  const parameters: TryItParameter[] = entry.parameters
    .filter((parameter) => parameter.in === 'path' || parameter.in === 'query' || parameter.in === 'header')
    .map((parameter) => ({
      name: parameter.name,
      in: parameter.in as TryItParameter['in'],
      required: parameter.required === true,
      example: exampleOf(parameter),
      description: plainText(parameter.description),
    }));
  const security = securitySchemeOf(document, entry.operation);
  const scheme = security?.scheme as (OpenAPIV3_1.SecuritySchemeObject & { 'x-example'?: string }) | undefined;
  const credential =
    scheme?.type === 'http'
      ? {
          header: 'Authorization',
          prefix: 'Bearer ',
          example: scheme['x-example'] ?? '',
          description: plainText(scheme.description),
        }
      : scheme?.type === 'apiKey'
        ? {
            header: scheme.name,
            prefix: '',
            example: scheme['x-example'] ?? '',
            description: plainText(scheme.description),
          }
        : null;
  const body = firstExample(
    (entry.operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content?.['application/json'],
  );
  return {
    operationId: entry.operationId,
    method: entry.method.toUpperCase(),
    path: entry.path,
    serverUrl,
    serverPath: new URL(serverUrl).pathname.replace(/\/$/, ''),
    parameters,
    credential,
    body: body === undefined ? null : JSON.stringify(body, null, 2),
  };
}
