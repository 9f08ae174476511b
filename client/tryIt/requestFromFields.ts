/**
 * The request a try-it panel sends, from what the reader typed: the path with its parameters
 * filled in, the query, the headers, the body; and the same request as a curl command for the
 * real sandbox host, to paste into a terminal.
 */
import type { TryItOperation } from '../../shared/tryIt.ts';

export interface FieldValues {
  /** By `<in>:<name>`: `path:messageId`, `query:limit`, `header:Idempotency-Key`. */
  parameters: Record<string, string>;
  credential: string;
  body: string;
}

export interface PlannedRequest {
  method: string;
  /** Path and query, from the server's root: `/chat/messages?limit=2`. */
  pathAndQuery: string;
  headers: [string, string][];
  body: string | null;
}

export const fieldKey = (where: string, name: string) => `${where}:${name}`;

export function plannedRequest(operation: TryItOperation, values: FieldValues): PlannedRequest {
  const value = (where: string, name: string) => values.parameters[fieldKey(where, name)] ?? '';
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(value('path', name)));
  const query = new URLSearchParams();
  const headers: [string, string][] = [];
  if (operation.credential && values.credential) {
    headers.push([operation.credential.header, `${operation.credential.prefix}${values.credential}`]);
  }
  for (const parameter of operation.parameters) {
    const given = value(parameter.in, parameter.name);
    // An optional field left empty is left out, as a client would leave it out.
    if (given === '' && !parameter.required) continue;
    if (parameter.in === 'query') query.append(parameter.name, given);
    if (parameter.in === 'header') headers.push([parameter.name, given]);
  }
  const hasBody = operation.body !== null;
  if (hasBody) headers.push(['Content-Type', 'application/json']);
  const search = query.toString();
  return {
    method: operation.method,
    pathAndQuery: `${path}${search ? `?${search}` : ''}`,
    headers,
    body: hasBody ? values.body : null,
  };
}

/** POSIX shell quoting: the text in single quotes, each single quote closed, escaped and reopened. */
const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

export function curlCommand(operation: TryItOperation, request: PlannedRequest): string {
  const lines = [
    `curl --request ${request.method}`,
    `--url ${shellQuote(`${operation.serverUrl}${request.pathAndQuery}`)}`,
  ];
  for (const [name, value] of request.headers) lines.push(`--header ${shellQuote(`${name}: ${value}`)}`);
  if (request.body !== null) lines.push(`--data ${shellQuote(request.body)}`);
  return lines.join(' \\\n  ');
}
