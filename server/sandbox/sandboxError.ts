/**
 * The sandbox's answers outside the success path: the contract's one error model
 * (`{"error": {"code", "message", "request_id"}}`), with the code the contract documents for the
 * status, so a client's error handling meets the same bodies it will meet in production.
 */
import type { Response } from 'express';

/** The codes of the contract's error model, by status, for answers no operation documents. */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'invalid_request',
  409: 'conflict',
  413: 'invalid_request',
  415: 'invalid_request',
  422: 'idempotency_key_reused',
  429: 'rate_limited',
  503: 'service_unavailable',
};

export interface SandboxError {
  status: number;
  message: string;
  /** The operation's documented code for this status, when it documents one. */
  code?: string;
}

/** The error model's body for an error, under the request's ID. */
export function errorBody(error: SandboxError, requestId: string) {
  return {
    error: {
      code: error.code ?? CODE_BY_STATUS[error.status] ?? 'invalid_request',
      message: error.message,
      request_id: requestId,
    },
  };
}

export function sendSandboxError(res: Response, error: SandboxError): void {
  res.status(error.status).json(errorBody(error, String(res.getHeader('Advoca-Request-Id') ?? '')));
}
