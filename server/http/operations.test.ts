/** Health, request ids and access logs, and the input a real socket can send that supertest cannot. */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUTS, startServer } from '../startServer.ts';
import { createTestApp } from '../../tests/support/testApp.ts';

describe('/healthz', () => {
  it('is 200 while serving and 503 once draining, never cached', async () => {
    const health = { draining: false };
    const app = await createTestApp({ health });
    await request(app).get('/healthz').expect(200).expect('Cache-Control', 'no-store');
    health.draining = true;
    await request(app).get('/healthz').expect(503);
  });
});

describe('request ids and access logs', () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString().trim().split('\n'));
      callback();
    },
  });
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp({ logger: pino({ level: 'info' }, sink) });
  });

  it('honours a well-formed X-Request-Id, echoes it and logs it as JSON', async () => {
    await request(app)
      .get('/docs/ios/badge')
      .set('X-Request-Id', 'edge-4f2a.91')
      .expect(200)
      .expect('X-Request-Id', 'edge-4f2a.91');
    const entry = lines
      .map((line) => JSON.parse(line) as { req?: { id: string; url: string }; res?: { statusCode: number } })
      .find((log) => log.req?.id === 'edge-4f2a.91');
    expect(entry?.req?.url).toBe('/docs/ios/badge');
    expect(entry?.res?.statusCode).toBe(200);
  });

  it.each([undefined, 'bad id with spaces', 'x'.repeat(500)])('makes its own id for %j', async (upstream) => {
    const call = request(app).get('/');
    if (upstream) call.set('X-Request-Id', upstream);
    const response = await call.expect(200);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('raw requests', () => {
  let port: number;
  let close: () => void;
  beforeAll(async () => {
    const logger = pino({ level: 'silent' });
    const server = await startServer(await createTestApp(), {
      port: 0,
      host: '127.0.0.1',
      logger,
      health: { draining: false },
      timeouts: { ...DEFAULT_TIMEOUTS, headersMs: 1000, requestMs: 2000, checkIntervalMs: 250 },
    });
    port = (server.address() as AddressInfo).port;
    close = () => {
      server.closeAllConnections();
      server.close();
    };
  });
  afterAll(() => close());

  /** Sends bytes as they are (no client-side normalisation) and returns the status line. */
  async function raw(bytes: string): Promise<string> {
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let response = '';
    socket.on('data', (chunk: Buffer) => (response += chunk));
    // Not end(): a half-closed socket may be dropped before an asynchronous response is ready.
    socket.write(bytes);
    await once(socket, 'close');
    return response.split('\r\n')[0] ?? '';
  }

  it.each([
    ['traversal', 'GET /assets/../../package.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', /^HTTP\/1\.1 404/],
    [
      'encoded traversal',
      'GET /assets/%2e%2e/%2e%2e/package.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      /^HTTP\/1\.1 404/,
    ],
    [
      'backslash traversal',
      'GET /assets/..\\..\\package.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      /^HTTP\/1\.1 4\d\d/,
    ],
    ['an overlong URL', `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, /^HTTP\/1\.1 431/],
    ['an overlong header', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, /^HTTP\/1\.1 431/],
    ['an odd method', 'BREW /docs/ios/badge HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', /^HTTP\/1\.1 4\d\d/],
    ['a malformed request line', 'GET\r\n\r\n', /^HTTP\/1\.1 400/],
  ])('answers %s with a 4xx', async (_case, bytes, status) => {
    expect(await raw(bytes)).toMatch(status);
  });

  it('closes a connection whose headers never finish', async () => {
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
    let response = '';
    socket.on('data', (chunk: Buffer) => (response += chunk));
    // The 1 s deadline given above, not Node's default of 60 s: that one would outlast the test,
    // whose limit leaves a loaded machine time to spare but stays well under Node's default.
    await once(socket, 'close');
    expect(response).toMatch(/^HTTP\/1\.1 408/);
  }, 30_000);
});
