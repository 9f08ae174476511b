/** The metrics listener: Prometheus text at /metrics, Node's process metrics included, nothing else. */
import type { Server } from 'node:http';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/support/freePort.ts';
import { serveMetrics } from './metricsServer.ts';
import { PortalMetrics } from './portalMetrics.ts';

let server: Server;
let origin: string;

beforeAll(async () => {
  const metrics = new PortalMetrics({ buildId: 'build-7', isDraining: () => false, caches: () => ({}) });
  const port = await freePort();
  server = await serveMetrics(metrics.registry, { port, host: '127.0.0.1', logger: pino({ level: 'silent' }) });
  origin = `http://127.0.0.1:${port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the metrics listener', () => {
  it('answers GET /metrics with Prometheus text: the portal’s metrics and the process’s', async () => {
    const response = await fetch(`${origin}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).toContain('# TYPE portal_build_info gauge');
    expect(text).toContain('portal_build_info{build_id="build-7",version="0.1.0"} 1');
    expect(text).toContain('portal_draining 0');
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await fetch(`${origin}/metrics`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('has nothing else', async () => {
    expect((await fetch(`${origin}/`)).status).toBe(404);
    expect((await fetch(`${origin}/metrics/x`)).status).toBe(404);
    const post = await fetch(`${origin}/metrics`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});
