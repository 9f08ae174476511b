/**
 * One request to an operation of the contract (`<BASE_URL>sandbox/v2/…`), in the order the API
 * checks it: the operation → the credential (its kind by prefix, then the space it opens) → the
 * contract's validation (ajv) → `Prefer: code=NNN` (a documented response on request) →
 * `Idempotency-Key` → the operation's rule (rules/). An operation the rules do not know (another
 * site's contract, a test fixture) is answered from its examples, as the sandbox always did.
 */
import type { Request, Response } from 'express';
import type { Operation } from 'openapi-backend';
import type { OpenAPIV3_1 } from 'openapi-types';
import {
  documentedStatuses,
  firstExample,
  plannedResponse,
  type PlannedResponse,
  responseOf,
  successResponse,
  successStatus,
} from './exampleResponse.ts';
import { isAnswer, type RuleContext, SHARED_SPACE } from './rules/context.ts';
import { keepWithinBudget, openForUse } from './rules/budget.ts';
import { trimToBudget } from './rules/caps.ts';
import { beginIdempotent, fingerprintOf, type Idempotent, idempotencyClaim, IN_PROGRESS } from './rules/idempotency.ts';
import { ClaimTakenError } from './store/claims.ts';
import { ruleFor } from './rules/operations.ts';
import { refusal, type Resolution, type SpaceContext } from './rules/spaces.ts';
import { errorBody, type SandboxError, sendSandboxError } from './sandboxError.ts';
import type { SandboxState } from './sandboxState.ts';
import { validationMessage } from './validationMessage.ts';

/** A request asks for a documented response other than success with `Prefer: code=404`. */
const PREFER_CODE = /(?:^|[;,\s])code=(\d{3})(?:$|[;,\s])/;

export interface OperationRequest {
  state: SandboxState;
  /** Where the operation's path starts (`/v2`). */
  serverPath: string;
  /** What the caller's credential opened (set while counting the request), undefined without one. */
  resolution: Resolution | null | undefined;
  /** `POST …/sandbox/keys`, for the messages that send readers there. */
  keysUrl: string;
}

export async function answerOperation(req: Request, res: Response, options: OperationRequest): Promise<void> {
  const { state, serverPath } = options;
  const { api } = state;
  const path = req.path.slice(serverPath.length);
  const request = {
    method: req.method.toLowerCase(),
    path,
    headers: req.headers as Record<string, string>,
    query: req.query as Record<string, string>,
  };
  const operation = api.backend.router.matchOperation(request);
  if (!operation) return sendUnmatched(state, request.path, req, res);
  const fail = (error: SandboxError) =>
    sendSandboxError(res, { ...error, code: error.code ?? documentedCode(operation, error.status) });

  const denied = api.credentials.check(
    operation.security as OpenAPIV3_1.SecurityRequirementObject[],
    req.get('authorization'),
  );
  if (denied) return fail(denied);
  const rule = state.seed ? ruleFor(operation.operationId) : undefined;
  const { resolution } = options;
  if (rule && resolution?.kind !== 'caller') {
    if (resolution) return fail(refusal(resolution, options.keysUrl));
    // The operation takes no credential the rules know: nothing to act for.
    return fail({
      status: 401,
      message: 'Send one of the sandbox credentials as "Authorization: Bearer <credential>".',
    });
  }

  const body = parseBody(req);
  if ('error' in body) return fail(body.error);
  const validation = api.backend.validator.validateRequest({ ...request, body: body.value }, operation);
  if (!validation.valid) return fail({ status: 400, message: validationMessage(validation.errors) });

  if (!rule) {
    const unknownRecord = unknownPathRecord(state, operation, request);
    if (unknownRecord) return fail(unknownRecord);
  }
  const requestId = String(res.getHeader('Advoca-Request-Id'));
  const preferred = PREFER_CODE.exec(req.get('prefer') ?? '')?.[1];
  if (preferred) {
    const status = Number(preferred);
    if (!responseOf(operation, status)) {
      return fail({
        status: 400,
        message: `Prefer: code=${status} is not a response of ${operation.operationId}; it documents ${documentedStatuses(operation).join(', ')}.`,
      });
    }
    return send(res, plannedResponse(operation, status, requestId));
  }
  if (!rule || resolution?.kind !== 'caller' || !state.seed) {
    return send(res, successResponse(operation, body.value, requestId));
  }

  const caller = resolution.caller;
  const now = state.now();
  const context: RuleContext = {
    store: state.store,
    seed: state.seed,
    limits: state.limits,
    now,
    caller,
    operationId: operation.operationId as string,
    params: api.backend.router.parseRequest(request, operation).params as Record<string, string>,
    query: req.query as Record<string, unknown>,
    body: body.value,
    defaults: defaultsOf(operation),
  };
  if (caller.space.id === SHARED_SPACE) await state.keepShared(context);
  const key = takesIdempotencyKey(operation) ? req.get('idempotency-key') : undefined;
  const fingerprint = fingerprintOf(req.method, path, body.value);

  // The idempotency entry, the rule's records and events, and the space's caps commit together.
  let outcome: Outcome;
  try {
    outcome = await state.store.transaction(
      [caller.space.id],
      async (store) => {
        const closed = await openForUse(store, caller, now);
        if (closed) return { kind: 'refused' as const, error: refusal(closed, options.keysUrl) };
        const inside: RuleContext = { ...context, store };
        const idempotent =
          key === undefined
            ? null
            : await beginIdempotent({ store, limits: state.limits, now, caller, key, fingerprint });
        if (idempotent && idempotent.kind !== 'run') return idempotent;
        const result = await rule(inside);
        const answer = isAnswer(result)
          ? result
          : {
              status: result.status,
              body: errorBody({ ...result, code: result.code ?? documentedCode(operation, result.status) }, requestId),
            };
        // A 5xx undoes whatever the rule wrote: a retry starts from the same state.
        if (answer.status >= 500) throw new RolledBack(answer);
        await idempotent?.finish(answer.status, answer.body);
        await trimToBudget(inside, caller.space);
        return { kind: 'answer' as const, ...answer };
      },
      { claims: key === undefined ? [] : [idempotencyClaim(caller, key)] },
    );
  } catch (error) {
    if (error instanceof ClaimTakenError) return fail(IN_PROGRESS);
    if (!(error instanceof RolledBack)) throw error;
    outcome = { kind: 'answer', ...error.answer };
  }
  const spaces: SpaceContext = { store: state.store, seed: state.seed, limits: state.limits, now };
  await keepWithinBudget(spaces, caller.space.id);
  if (outcome.kind === 'refused') return fail(outcome.error);
  if (outcome.kind === 'replay') {
    res.setHeader('Idempotent-Replayed', 'true');
    return sendAnswer(res, { status: outcome.status, body: withRequestId(outcome.body, requestId) });
  }
  sendAnswer(res, outcome);
}

type Outcome = Exclude<Idempotent, { kind: 'run' }> | { kind: 'answer'; status: number; body: unknown };

/** Thrown out of a request's transaction to undo it, carrying the answer to send. */
class RolledBack extends Error {
  constructor(readonly answer: { status: number; body: unknown }) {
    super(`rolled back: ${answer.status}`);
  }
}

/** An error body replayed under this request's ID, as every error body carries its own request's. */
function withRequestId(body: unknown, requestId: string): unknown {
  const error = (body as { error?: { request_id?: unknown } } | null)?.error;
  return error && typeof error === 'object' && 'request_id' in error
    ? { ...(body as object), error: { ...error, request_id: requestId } }
    : body;
}

function sendAnswer(res: Response, answer: { status: number; body: unknown }): void {
  res.status(answer.status).json(answer.body);
}

function send(res: Response, planned: PlannedResponse): void {
  res.status(planned.status).set(planned.headers);
  if (planned.body === undefined) res.end();
  else res.json(planned.body);
}

const takesIdempotencyKey = (operation: Operation) =>
  (operation.parameters ?? []).some(
    (parameter) =>
      (parameter as OpenAPIV3_1.ParameterObject).in === 'header' &&
      (parameter as OpenAPIV3_1.ParameterObject).name.toLowerCase() === 'idempotency-key',
  );

/** The `default`s the operation documents: of its query parameters and of its JSON body's fields. */
function defaultsOf(operation: Operation): RuleContext['defaults'] {
  const query: Record<string, unknown> = {};
  for (const parameter of (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[]) {
    const fallback = (parameter.schema as OpenAPIV3_1.SchemaObject | undefined)?.default;
    if (parameter.in === 'query' && fallback !== undefined) query[parameter.name] = fallback;
  }
  const body: Record<string, unknown> = {};
  const schema = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content?.['application/json']
    ?.schema as OpenAPIV3_1.SchemaObject | undefined;
  for (const [field, property] of Object.entries(schema?.properties ?? {})) {
    const fallback = (property as OpenAPIV3_1.SchemaObject).default;
    if (fallback !== undefined) body[field] = fallback;
  }
  return { query, body };
}

/** A path with no operation: 405 when the path exists with other methods, else 404. */
function sendUnmatched(state: SandboxState, path: string, req: Request, res: Response): void {
  const { backend } = state.api;
  const methods = backend
    .getOperations()
    .filter(
      (operation) =>
        backend.router.matchOperation({ method: operation.method, path, headers: {} })?.operationId ===
        operation.operationId,
    )
    .map((operation) => operation.method.toUpperCase());
  if (methods.length > 0) {
    res.setHeader('Allow', methods.join(', '));
    sendSandboxError(res, {
      status: 405,
      message: `${req.method} is not an operation of ${path}; it takes ${methods.join(', ')}.`,
    });
    return;
  }
  sendSandboxError(res, { status: 404, message: `No operation of the API answers ${req.method} ${path}.` });
}

function parseBody(req: Request): { value: unknown } | { error: SandboxError } {
  const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  if (raw.length === 0) return { value: undefined };
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(req.get('content-type') ?? '')) {
    return { error: { status: 415, message: 'Send the body as JSON, with "Content-Type: application/json".' } };
  }
  try {
    return { value: JSON.parse(raw.toString('utf8')) };
  } catch (error) {
    return { error: { status: 400, message: `The body is not valid JSON: ${(error as Error).message}` } };
  }
}

/**
 * For an operation answered from its examples: a path parameter naming another record than the
 * one the operation's example describes is the API's 404.
 */
function unknownPathRecord(
  state: SandboxState,
  operation: Operation,
  request: { method: string; path: string; headers: Record<string, string> },
): SandboxError | null {
  const example = firstExample(responseOf(operation, successStatus(operation))?.content as never);
  const known = state.api.records.namedBy(example);
  if (known.size === 0) return null;
  const params = state.api.backend.router.parseRequest(request, operation).params as Record<string, string>;
  for (const [name, value] of Object.entries(params)) {
    if (!known.has(value)) {
      return {
        status: 404,
        message: `The sandbox has no ${name} ${value}; try ${[...known].filter((id) => id.startsWith(value.slice(0, 4))).join(' or ') || [...known][0]}.`,
      };
    }
  }
  return null;
}

/** The error code the operation documents for a status, in its example body. */
function documentedCode(operation: Operation, status: number): string | undefined {
  const example = firstExample(responseOf(operation, status)?.content as never) as
    { error?: { code?: unknown } } | undefined;
  return typeof example?.error?.code === 'string' ? example.error.code : undefined;
}
