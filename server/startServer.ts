/** Listens, and shuts down the way orchestrators expect (see drain/drain.ts). */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { Logger } from 'pino';
import { DEFAULT_SHUTDOWN, type ShutdownTiming } from './config.ts';
import { Connections } from './drain/connections.ts';
import { drain } from './drain/drain.ts';
import type { HealthState } from './http/healthCheck.ts';

export interface ServerTimeouts {
  /** Longer than a proxy's idle keep-alive (nginx and cloud load balancers use 60 s), so the proxy closes first. */
  keepAliveMs: number;
  /** A client must send its request headers within this, so slow clients cannot hold connections. */
  headersMs: number;
  /** …and its whole request within this. */
  requestMs: number;
  /** How often Node checks the header and request deadlines. */
  checkIntervalMs: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  keepAliveMs: 65_000,
  headersMs: 10_000,
  requestMs: 30_000,
  checkIntervalMs: 2_000,
};

export interface StartOptions {
  port: number;
  host: string;
  logger: Logger;
  health: HealthState;
  shutdown?: ShutdownTiming;
  timeouts?: ServerTimeouts;
}

export function startServer(
  app: RequestListener,
  { port, host, logger, health, shutdown = DEFAULT_SHUTDOWN, timeouts = DEFAULT_TIMEOUTS }: StartOptions,
): Promise<Server> {
  const connections = new Connections();
  const server = createServer(
    {
      keepAliveTimeout: timeouts.keepAliveMs,
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    connections.track(app),
  );
  connections.watch(server);

  const shutDown = (signal: string, delayMs: number) => {
    if (health.draining) return;
    const startedAt = performance.now();
    health.draining = true;
    logger.info({ signal }, 'draining: finishing requests in flight');
    void drain(server, connections, { delayMs, timeoutMs: shutdown.timeoutMs }, logger, startedAt).then((result) => {
      if (result === 'timed out') logger.warn('requests still running at the shutdown timeout, exiting');
      else logger.info('drained, exiting');
      process.exit(0);
    });
  };
  // SIGTERM comes from an orchestrator, whose load balancers need the delay; Ctrl+C from a person.
  process.once('SIGTERM', () => shutDown('SIGTERM', shutdown.delayMs));
  process.once('SIGINT', () => shutDown('SIGINT', 0));

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host);
    server.once('listening', () => {
      logger.info({ address: server.address() }, 'Developer Portal listening');
      resolve(server);
    });
  });
}
