/**
 * Example requests for an operation, generated from the contract with httpsnippet: the operation's
 * method and path on the sandbox server, the sample credential, the parameters' examples and the
 * request body's first example. One HAR request, five languages, so the samples cannot disagree.
 */
import { HTTPSnippet, type HarRequest } from '@readme/httpsnippet';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { ContractOperation } from '../../contract/contract.ts';

type TargetId = Parameters<HTTPSnippet['convert']>[0];

export interface RequestSample {
  label: string;
  /** The tab value in the `http-client` group. */
  value: string;
  language: string;
  code: string;
}

/** The languages shown, in tab order: each httpsnippet target needs nothing beyond the language itself. */
const TARGETS: { label: string; value: string; language: string; target: TargetId; client: string }[] = [
  { label: 'curl', value: 'curl', language: 'bash', target: 'shell', client: 'curl' },
  { label: 'PHP', value: 'php', language: 'php', target: 'php', client: 'curl' },
  { label: 'Ruby', value: 'ruby', language: 'ruby', target: 'ruby', client: 'native' },
  { label: 'Node', value: 'node', language: 'javascript', target: 'node', client: 'native' },
  { label: 'Python', value: 'python', language: 'python', target: 'python', client: 'requests' },
];

type Server = OpenAPIV3_1.ServerObject & { 'x-sandbox'?: boolean };
type SecurityScheme = OpenAPIV3_1.SecuritySchemeObject & { 'x-example'?: string };

/** Samples use test credentials, so they call the server marked `x-sandbox: true` (else the first). */
export function sampleServerUrl(document: OpenAPIV3_1.Document): string {
  const servers = (document.servers ?? []) as Server[];
  const url = (servers.find((server) => server['x-sandbox'] === true) ?? servers[0])?.url;
  if (!url) throw new Error('the contract lists no servers');
  return url.replace(/\/$/, '');
}

/** The operation's security scheme (its own, else the document's), by name. */
export function securitySchemeOf(
  document: OpenAPIV3_1.Document,
  operation: OpenAPIV3_1.OperationObject,
): { name: string; scheme: SecurityScheme } | null {
  const [requirement] = operation.security ?? document.security ?? [];
  const name = requirement ? Object.keys(requirement)[0] : undefined;
  if (!name) return null;
  const scheme = document.components?.securitySchemes?.[name] as SecurityScheme | undefined;
  if (!scheme) throw new Error(`security scheme "${name}" is not defined in components.securitySchemes`);
  return { name, scheme };
}

function credentialHeader(name: string, scheme: SecurityScheme): { name: string; value: string } {
  const example = scheme['x-example'];
  if (!example) throw new Error(`security scheme "${name}" needs an x-example credential for the samples`);
  if (scheme.type === 'http' && scheme.scheme.toLowerCase() === 'bearer')
    return { name: 'Authorization', value: `Bearer ${example}` };
  if (scheme.type === 'apiKey' && scheme.in === 'header') return { name: scheme.name, value: example };
  throw new Error(`security scheme "${name}": samples support bearer tokens and header API keys`);
}

/** The first named example of a media type (or its single `example`). */
export function firstExample(media: OpenAPIV3_1.MediaTypeObject | undefined): unknown {
  if (!media) return undefined;
  const [first] = Object.values(media.examples ?? {}) as OpenAPIV3_1.ExampleObject[];
  return first ? first.value : media.example;
}

function parameterExample(parameter: OpenAPIV3_1.ParameterObject): unknown {
  if (parameter.example !== undefined) return parameter.example;
  const [first] = Object.values(parameter.examples ?? {}) as OpenAPIV3_1.ExampleObject[];
  return first?.value;
}

/** The request the samples show: required parameters, and every parameter that has an example. */
export function sampleRequest(document: OpenAPIV3_1.Document, entry: ContractOperation): HarRequest {
  const { operation, parameters } = entry;
  let path = entry.path;
  const queryString: HarRequest['queryString'] = [];
  const headers: HarRequest['headers'] = [];
  for (const parameter of parameters) {
    const value = parameterExample(parameter);
    if (value === undefined) {
      if (parameter.required)
        throw new Error(`${entry.operationId}: required parameter "${parameter.name}" has no example`);
      continue;
    }
    if (parameter.in === 'path') path = path.replaceAll(`{${parameter.name}}`, encodeURIComponent(String(value)));
    else if (parameter.in === 'query') queryString.push({ name: parameter.name, value: String(value) });
    else if (parameter.in === 'header') headers.push({ name: parameter.name, value: String(value) });
  }
  const security = securitySchemeOf(document, operation);
  if (security) headers.unshift(credentialHeader(security.name, security.scheme));
  const body = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content?.['application/json'];
  const bodyValue = firstExample(body);
  if (body && bodyValue === undefined) throw new Error(`${entry.operationId}: the request body has no example`);
  if (bodyValue !== undefined) headers.push({ name: 'Content-Type', value: 'application/json' });
  const query = queryString
    .map(({ name, value }) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return {
    method: entry.method.toUpperCase(),
    url: `${sampleServerUrl(document)}${path}${query ? `?${query}` : ''}`,
    httpVersion: 'HTTP/1.1',
    headers,
    queryString: [],
    cookies: [],
    headersSize: -1,
    bodySize: -1,
    ...(bodyValue === undefined ? {} : { postData: { mimeType: 'application/json', text: JSON.stringify(bodyValue) } }),
  } as HarRequest;
}

export function requestSamples(document: OpenAPIV3_1.Document, entry: ContractOperation): RequestSample[] {
  const snippet = new HTTPSnippet(sampleRequest(document, entry));
  return TARGETS.map(({ label, value, language, target, client }) => {
    const [code] = snippet.convert(target, client, { indent: '  ' });
    if (typeof code !== 'string') throw new Error(`httpsnippet produced no ${label} sample for ${entry.operationId}`);
    return { label, value, language, code };
  });
}
