/** `req_…` IDs as the API gives them: one per request, in the header and in any error body. */
import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function newRequestId(): string {
  return `req_${[...randomBytes(12)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

export function assignRequestId() {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Advoca-Request-Id', newRequestId());
    next();
  };
}
