/** Listens, and shuts down the way orchestrators expect: drain on SIGTERM, exit 0 within 10 s. */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { Logger } from 'pino';
import type { HealthState } from './http/healthCheck.ts';

export interface ServerTimeouts {
  /** Longer than a proxy's idle keep-alive (nginx and cloud load balancers use 60 s), so the proxy closes first. */
  keepAliveMs: number;
  /** A client must send its request headers within this, so slow clients cannot hold connections. */
  headersMs: number;
  /** …and its whole request within this. */
  requestMs: number;
  /** How long in-flight requests may take after SIGTERM before the process exits anyway. */
  drainMs: number;
  /** How often Node checks the header and request deadlines. */
  checkIntervalMs: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  keepAliveMs: 65_000,
  headersMs: 10_000,
  requestMs: 30_000,
  drainMs: 8_000,
  checkIntervalMs: 2_000,
};

export interface StartOptions {
  port: number;
  host: string;
  logger: Logger;
  health: HealthState;
  timeouts?: ServerTimeouts;
}

export function startServer(app: RequestListener, { port, host, logger, health, timeouts = DEFAULT_TIMEOUTS }: StartOptions): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(
      {
        keepAliveTimeout: timeouts.keepAliveMs,
        headersTimeout: timeouts.headersMs,
        requestTimeout: timeouts.requestMs,
        connectionsCheckingInterval: timeouts.checkIntervalMs,
      },
      app,
    );
    server.once('error', reject);
    server.listen(port, host);
    server.once('listening', () => {
      const address = server.address();
      logger.info({ address }, 'Developer Portal listening');
      resolve(server);
    });

    const shutDown = (signal: string) => {
      if (health.draining) return;
      health.draining = true;
      logger.info({ signal }, 'draining: finishing requests in flight');
      // Stop accepting, let requests in flight finish; idle keep-alive connections close now.
      server.close(() => {
        logger.info('drained, exiting');
        process.exit(0);
      });
      server.closeIdleConnections();
      setTimeout(() => {
        logger.warn('requests still running after the drain deadline, exiting');
        process.exit(0);
      }, timeouts.drainMs).unref();
    };
    process.once('SIGTERM', () => shutDown('SIGTERM'));
    process.once('SIGINT', () => shutDown('SIGINT'));
  });
}
