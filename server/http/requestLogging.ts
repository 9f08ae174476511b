/** Structured JSON access logs (pino-http), one line a request, with a request id. */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/** An upstream id (from a proxy or the caller) is kept if it looks like one, so logs join up. */
const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

export function requestIdOf(req: IncomingMessage): string {
  const upstream = req.headers['x-request-id'];
  return typeof upstream === 'string' && SAFE_REQUEST_ID.test(upstream) ? upstream : randomUUID();
}

export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const id = requestIdOf(req);
  res.setHeader('X-Request-Id', id);
  return id;
}

/**
 * Responses whose 5xx status is the intended answer, not a failure: `healthz`'s 503 while
 * draining tells load balancers to let go, and each probe of every rollout sees it. Any other 5xx
 * is logged as an error (pino-http adds an Error of its own making, with its stack); these are
 * logged as the answers they are, at `info`.
 */
const intendedStatuses = new WeakSet<ServerResponse>();

/** Marks `res`'s status, whatever it is, as the intended answer (see intendedStatuses). */
export function markIntendedStatus(res: ServerResponse): void {
  intendedStatuses.add(res);
}

/**
 * The access log line's level, the same whichever path served the request (see fastPath.ts). An
 * error that happened while answering is an error, even on a response whose status was intended.
 */
export function accessLogLevel(statusCode: number, error?: unknown, intended = false): 'error' | 'warn' | 'info' {
  if (error) return 'error';
  if (intended) return 'info';
  return statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info';
}

interface AccessLine {
  res: unknown;
  err: unknown;
  responseTime: number;
}

/**
 * Whether `error` is only pino-http's stand-in for an intended status (it makes one up for a 5xx
 * that came without an error), not an error that happened while answering.
 */
function madeUpFor(res: ServerResponse, error: Error): boolean {
  return intendedStatuses.has(res) && error.message === `failed with status code ${res.statusCode}`;
}

function withoutError({ res, responseTime }: AccessLine): Omit<AccessLine, 'err'> {
  return { res, responseTime };
}

export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: requestId,
    customLogLevel: (_req, res, error) => accessLogLevel(res.statusCode, error, intendedStatuses.has(res)),
    // pino-http takes every 5xx for a failure: it makes up an Error (with a stack) for the line's
    // `err` and says "request errored". An intended status gets the line of any other answer.
    customErrorObject: (_req, res, error, line: AccessLine) => (madeUpFor(res, error) ? withoutError(line) : line),
    customErrorMessage: (_req, res, error) => (madeUpFor(res, error) ? 'request completed' : 'request errored'),
    serializers: {
      req: (req: { id: string; method: string; url: string; headers: Record<string, string> }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
        userAgent: req.headers['user-agent'],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
