/** Last resort: a plain message for the client, the details for the operator's log. */
import type { ErrorRequestHandler } from 'express';

export function errorHandler(): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    // Errors from URL decoding and body parsing carry a 4xx status; keep it.
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res
        .status(status)
        .type('text')
        .send(status === 404 ? 'Not Found' : 'Bad Request');
      return;
    }
    req.log.error({ err: error }, 'request failed');
    res.status(500).type('text').send('Internal Server Error');
  };
}
