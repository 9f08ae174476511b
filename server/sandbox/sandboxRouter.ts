/**
 * `<BASE_URL>sandbox/v2/…`: every operation of the contract, answered from it. Stateless (nothing
 * a request sends is kept), bounded (64 KB bodies, a per-client rate limit), without CORS or
 * cookies, and every answer is the contract's own: a valid request gets the documented success
 * example, anything else the documented error body with a `request_id`, never a 5xx.
 */
import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { rateLimit } from 'express-rate-limit';
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
import { assignRequestId } from './requestId.ts';
import type { SandboxApi } from './sandboxApi.ts';
import { sandboxServerPath } from './sandboxServer.ts';
import { type SandboxError, sendSandboxError } from './sandboxError.ts';
import { validationMessage } from './validationMessage.ts';
import type { SandboxStore } from './store/sandboxStore.ts';

export const SANDBOX_BODY_LIMIT = '64kb';

export interface SandboxOptions {
  /** Requests per client (IP address) per window; 600 a minute unless a test says otherwise. */
  rateLimit?: { limit: number; windowMs: number };
  /** Where the sandbox keeps its state (PostgreSQL when SANDBOX_DATABASE_URL is set); absent: in memory. */
  store?: SandboxStore;
}

/** A request asks for a documented response other than success with `Prefer: code=404`. */
const PREFER_CODE = /(?:^|[;,\s])code=(\d{3})(?:$|[;,\s])/;

/** The sandbox for a served contract, or null when there is none or it marks no sandbox server. */
export function sandboxFor(contract: { json: string } | null, options: SandboxOptions = {}): Router | null {
  if (!contract) return null;
  const serverPath = sandboxServerPath(JSON.parse(contract.json) as OpenAPIV3_1.Document);
  return serverPath === null ? null : sandboxRouter(contract.json, serverPath, options);
}

export function sandboxRouter(contractJson: string, serverPath: string, options: SandboxOptions = {}): Router {
  // Prepared on the first request, with the libraries only it needs (the OpenAPI parser,
  // openapi-backend, ajv): loading them costs a server about 30 MB of resident memory, and most
  // servers answer pages all day without one sandbox call. A broken contract (the build checks it)
  // then answers each request with the error.
  let ready: Promise<SandboxApi> | undefined;
  const sandboxApi = () =>
    (ready ??= import('./sandboxApi.ts').then(({ prepareSandboxApi }) => prepareSandboxApi(contractJson)));
  const { limit, windowMs } = options.rateLimit ?? { limit: 600, windowMs: 60_000 };

  const router = Router();
  router.use(assignRequestId());
  router.use(
    rateLimit({
      windowMs,
      limit,
      standardHeaders: false,
      legacyHeaders: false,
      handler: (req, res) => {
        setRateLimitHeaders(req, res);
        const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
        const seconds = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + windowMs) - Date.now()) / 1000));
        res.setHeader('Retry-After', String(seconds));
        sendSandboxError(res, {
          status: 429,
          message: `The sandbox takes ${limit} requests per ${windowMs / 1000} seconds from one client. Retry after ${seconds} seconds.`,
        });
      },
    }),
  );
  router.use(rateLimitHeaders());
  router.use(express.raw({ type: () => true, limit: SANDBOX_BODY_LIMIT }));
  router.use(async (req, res, next) => {
    try {
      answer(await sandboxApi(), serverPath, req, res);
    } catch (error) {
      next(error);
    }
  });
  router.use(sandboxErrors());
  return router;
}

function answer(api: SandboxApi, serverPath: string, req: Request, res: Response): void {
  if (!req.path.startsWith(`${serverPath}/`)) {
    sendSandboxError(res, { status: 404, message: `The sandbox answers under ${req.baseUrl}${serverPath}/.` });
    return;
  }
  const path = req.path.slice(serverPath.length);
  const request = {
    method: req.method.toLowerCase(),
    path,
    headers: req.headers as Record<string, string>,
    query: req.query as Record<string, string>,
  };
  const operation = api.backend.router.matchOperation(request);
  if (!operation) {
    sendUnmatched(api, request.path, req, res);
    return;
  }
  const fail = (error: SandboxError) =>
    sendSandboxError(res, { ...error, code: error.code ?? documentedCode(operation, error.status) });

  const denied = api.credentials.check(
    operation.security as OpenAPIV3_1.SecurityRequirementObject[],
    req.get('authorization'),
  );
  if (denied) return fail(denied);

  const body = parseBody(req);
  if ('error' in body) return fail(body.error);
  const validation = api.backend.validator.validateRequest({ ...request, body: body.value }, operation);
  if (!validation.valid) return fail({ status: 400, message: validationMessage(validation.errors) });

  const unknownRecord = unknownPathRecord(api, operation, request);
  if (unknownRecord) return fail(unknownRecord);

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
  send(res, successResponse(operation, body.value, requestId));
}

function send(res: Response, planned: PlannedResponse): void {
  res.status(planned.status).set(planned.headers);
  if (planned.body === undefined) res.end();
  else res.json(planned.body);
}

/** A path with no operation: 405 when the path exists with other methods, else 404. */
function sendUnmatched(api: SandboxApi, path: string, req: Request, res: Response): void {
  const methods = api.backend
    .getOperations()
    .filter(
      (operation) =>
        api.backend.router.matchOperation({ method: operation.method, path, headers: {} })?.operationId ===
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

/** A path parameter naming another record than the one the operation's example describes. */
function unknownPathRecord(
  api: SandboxApi,
  operation: Operation,
  request: { method: string; path: string; headers: Record<string, string> },
): SandboxError | null {
  const example = firstExample(responseOf(operation, successStatus(operation))?.content as never);
  const known = api.records.namedBy(example);
  if (known.size === 0) return null;
  const params = api.backend.router.parseRequest(request, operation).params as Record<string, string>;
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

/** The contract's rate-limit headers, on every answer, from the limiter's live count. */
function rateLimitHeaders() {
  return (req: Request, res: Response, next: NextFunction) => {
    setRateLimitHeaders(req, res);
    next();
  };
}

function setRateLimitHeaders(req: Request, res: Response): void {
  const info = (req as Request & { rateLimit?: { limit: number; remaining: number; resetTime?: Date } }).rateLimit;
  if (!info) return;
  res.setHeader('X-RateLimit-Limit', String(info.limit));
  res.setHeader('X-RateLimit-Remaining', String(info.remaining));
  res.setHeader('X-RateLimit-Reset', String(Math.ceil((info.resetTime?.getTime() ?? Date.now()) / 1000)));
}

/** Body-parser errors (too large, aborted) keep their 4xx, in the error model. */
function sandboxErrors() {
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    const status = (error as { status?: unknown }).status;
    if (res.headersSent || typeof status !== 'number' || status < 400 || status >= 500) {
      next(error);
      return;
    }
    const message =
      status === 413
        ? `The body is larger than the sandbox's limit of ${SANDBOX_BODY_LIMIT.replace('kb', ' KB')}.`
        : 'The request could not be read.';
    sendSandboxError(res, { status, message });
  };
}
