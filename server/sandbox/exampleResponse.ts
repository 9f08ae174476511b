/**
 * What the sandbox answers a valid request with, read from the operation in the contract: the
 * documented response's status, its example body and its example headers. The success body takes
 * the request's values where the two share a field (a posted message comes back with the
 * `professional_id` and `body` that were sent), so a reader sees their own input echoed.
 */
import type { OpenAPIV3_1 } from 'openapi-types';

/** An operation as openapi-backend or the parser gives it: only its responses are read. */
type Operation = { responses?: object };
type ResponseObject = OpenAPIV3_1.ResponseObject;

export interface PlannedResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** The operation's documented statuses, as numbers, in the contract's order. */
export function documentedStatuses(operation: Operation): number[] {
  return Object.keys(operation.responses ?? {})
    .map(Number)
    .filter((status) => Number.isInteger(status));
}

export function successStatus(operation: Operation): number {
  return documentedStatuses(operation).find((status) => status >= 200 && status < 300) ?? 200;
}

/** The first example of a JSON response or request body (`examples`' first, else `example`). */
export function firstExample(content: Record<string, OpenAPIV3_1.MediaTypeObject> | undefined): unknown {
  const media = content?.['application/json'];
  if (!media) return undefined;
  const named = Object.values(media.examples ?? {})[0] as OpenAPIV3_1.ExampleObject | undefined;
  return named ? named.value : media.example;
}

export function responseOf(operation: Operation, status: number): ResponseObject | undefined {
  return (operation.responses as Record<string, ResponseObject> | undefined)?.[String(status)];
}

/** The documented response `status`, with a fresh `request_id` in an error body. */
export function plannedResponse(operation: Operation, status: number, requestId: string): PlannedResponse {
  const response = responseOf(operation, status);
  const body = structuredClone(firstExample(response?.content as Record<string, OpenAPIV3_1.MediaTypeObject>));
  const error = (body as { error?: Record<string, unknown> } | undefined)?.error;
  if (error && typeof error === 'object' && 'request_id' in error) error.request_id = requestId;
  return { status, headers: exampleHeaders(response), body };
}

/** The success response, with the request body's values in the fields both share. */
export function successResponse(operation: Operation, requestBody: unknown, requestId: string): PlannedResponse {
  const planned = plannedResponse(operation, successStatus(operation), requestId);
  if (isRecord(planned.body) && isRecord(requestBody)) {
    for (const [field, value] of Object.entries(requestBody)) {
      if (field in planned.body && value !== undefined) planned.body[field] = value;
    }
  }
  return planned;
}

/**
 * The response's headers that carry a fixed example (`Retry-After`), as text. The headers whose
 * value is live (rate limit, request ID) are set by the sandbox itself before the answer.
 */
function exampleHeaders(response: ResponseObject | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, header] of Object.entries(response?.headers ?? {})) {
    const example = (header as OpenAPIV3_1.HeaderObject).example;
    if (example !== undefined && !LIVE_HEADERS.has(name.toLowerCase())) headers[name] = String(example);
  }
  return headers;
}

export const LIVE_HEADERS = new Set([
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'advoca-request-id',
]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
