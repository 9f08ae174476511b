/** Structured JSON access logs (pino-http), one line a request, with a request id. */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/** An upstream id (from a proxy or the caller) is kept if it looks like one, so logs join up. */
const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const upstream = req.headers['x-request-id'];
  const id = typeof upstream === 'string' && SAFE_REQUEST_ID.test(upstream) ? upstream : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: requestId,
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
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
