/** The portal is read-only: GET and HEAD everywhere, OPTIONS says so, anything else is 405. */
import type { NextFunction, Request, Response } from 'express';

const ALLOW = 'GET, HEAD, OPTIONS';

export function allowedMethods() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD') {
      next();
      return;
    }
    res.setHeader('Allow', ALLOW);
    if (req.method === 'OPTIONS') res.status(204).end();
    else res.status(405).type('text').send(`Method ${req.method} is not allowed: this site is read-only.`);
  };
}
