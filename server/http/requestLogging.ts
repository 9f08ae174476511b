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

/** The access log line, the same whichever path served the request (see fastPath.ts). */
export function accessLogLevel(statusCode: number, error?: unknown): 'error' | 'warn' | 'info' {
  return error || statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info';
}

export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: requestId,
    customLogLevel: (_req, res, error) => accessLogLevel(res.statusCode, error),
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
