/**
 * The metrics listener: Prometheus text at `GET /metrics` on a port of its own (METRICS_PORT),
 * which the Service does not expose, so the public never reaches it; the public port has no
 * metrics route at all. Only this process's listener adds Node's process metrics
 * (collectDefaultMetrics) to the registry: they describe the process, not a portal.
 */
import { createServer, type Server } from 'node:http';
import type { Logger } from 'pino';
import { collectDefaultMetrics, type Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';

export interface MetricsListenOptions {
  port: number;
  host: string;
  logger: Logger;
}

export function serveMetrics(registry: Registry, { port, host, logger }: MetricsListenOptions): Promise<Server> {
  collectDefaultMetrics({ register: registry });
  const server = createServer({ requestTimeout: 10_000 }, (req, res) => {
    const path = (req.url ?? '').split('?', 1)[0];
    if (path !== METRICS_PATH) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method Not Allowed');
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'collecting metrics failed');
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal Server Error');
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      // Never what keeps the process alive: the drain decides when it exits.
      server.unref();
      logger.info({ address: server.address() }, 'metrics listening');
      resolve(server);
    });
  });
}
