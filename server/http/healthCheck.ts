/** `GET <base>healthz`: 200 while serving, 503 once shutdown has begun (so load balancers stop sending). */
import type { NextFunction, Request, Response } from 'express';
import { withBase } from '../../shared/baseUrl.ts';
import { markIntendedStatus } from './requestLogging.ts';

export interface HealthState {
  draining: boolean;
}

export function healthCheck(baseUrl: string, health: HealthState) {
  const path = withBase(baseUrl, '/healthz');
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path !== path) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    if (health.draining) {
      // Every probe during a drain sees this 503, as it should: an answer, not an error to log.
      markIntendedStatus(res);
      res.status(503).json({ status: 'draining' });
    } else res.status(200).json({ status: 'ok' });
  };
}
