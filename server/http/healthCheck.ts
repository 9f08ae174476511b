/** `GET <base>healthz`: 200 while serving, 503 once shutdown has begun (so load balancers stop sending). */
import type { Request, Response } from 'express';
import { markIntendedStatus } from './requestLogging.ts';

export interface HealthState {
  draining: boolean;
}

/** Mounted at its address by the route table (routeTable.ts). */
export function healthCheck(health: HealthState) {
  return (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    if (health.draining) {
      // Every probe during a drain sees this 503, as it should: an answer, not an error to log.
      markIntendedStatus(res);
      res.status(503).json({ status: 'draining' });
    } else res.status(200).json({ status: 'ok' });
  };
}
