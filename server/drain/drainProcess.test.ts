/**
 * Clients that open a connection per request, through a real process's drain (the unit suite's
 * build, `node <build>/server/main.js`): what the handbook promises them. Every request gets its
 * whole answer, or its connection is refused, or (only for a connection the kernel completed in
 * the instant the listener closed) it is reset before any byte of an answer; never a cut-off one.
 * What the test asserts is that promise, not how often each case happens or how long anything takes.
 */
import { connect } from 'node:net';
import { describe, expect, inject, it } from 'vitest';
import { startPortalProcess } from '../../tests/support/portalProcess.ts';

type Outcome = 'complete' | 'refused' | 'reset before any byte' | `broken: ${string}`;

const PAGE = '/docs/ios/badge';

/**
 * One request on a new connection, as `Connection: close` clients send it: the whole answer read,
 * then told apart by how it ended.
 */
function requestOnNewConnection(port: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let connected = false;
    socket.once('connect', () => {
      connected = true;
      socket.write(`GET ${PAGE} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('error', (error: NodeJS.ErrnoException) => {
      const received = Buffer.concat(chunks).length;
      if (!connected && error.code === 'ECONNREFUSED') resolve('refused');
      // EPIPE: the reset came while the request was being written.
      else if (received === 0 && (error.code === 'ECONNRESET' || error.code === 'EPIPE'))
        resolve('reset before any byte');
      else resolve(`broken: ${error.code ?? error.message} after ${received} bytes`);
    });
    socket.once('close', (hadError) => {
      if (!hadError) resolve(wholeAnswer(Buffer.concat(chunks)));
    });
  });
}

/** `complete` for a 200 whose body is as long as its Content-Length says; else what it is. */
function wholeAnswer(bytes: Buffer): Outcome {
  const headerEnd = bytes.indexOf('\r\n\r\n');
  if (headerEnd === -1) return `broken: closed after ${bytes.length} bytes, no whole head`;
  const head = bytes.subarray(0, headerEnd).toString('latin1');
  const length = /\r\ncontent-length: (\d+)/i.exec(head)?.[1];
  const body = bytes.length - headerEnd - 4;
  if (!head.startsWith('HTTP/1.1 200 ')) return `broken: ${head.split('\r\n')[0]}`;
  return length !== undefined && body === Number(length) ? 'complete' : `broken: ${body} of ${length} body bytes`;
}

describe('a drain, for clients that open a connection per request', () => {
  it.each(['0', '300'])(
    'answers each request whole, or refuses or resets its connection before any byte (SHUTDOWN_DELAY_MS=%s)',
    async (delay) => {
      const portal = await startPortalProcess(inject('distDir'), {
        SHUTDOWN_DELAY_MS: delay,
        SHUTDOWN_TIMEOUT_MS: '5000',
        LOG_LEVEL: 'warn',
      });
      const outcomes: Outcome[] = [];
      let signalled = false;
      /** Requests one after another, each on its own connection, until the server is gone (bounded). */
      const client = async () => {
        for (let sent = 0; sent < 3000; sent += 1) {
          const outcome = await requestOnNewConnection(portal.port);
          outcomes.push(outcome);
          // The listener has closed: this client would now go to another replica.
          if (outcome === 'refused' && signalled) return;
        }
      };
      const clients = Array.from({ length: 8 }, client);
      // Under load: the clients have had answers before the signal.
      await expect.poll(() => outcomes.filter((outcome) => outcome === 'complete').length).toBeGreaterThan(8 * 20);
      signalled = true;
      portal.child.kill('SIGTERM');
      await Promise.all(clients);

      const broken = outcomes.filter((outcome) => outcome.startsWith('broken'));
      expect(broken).toEqual([]);
      // Every client ended on a refusal: the listener closed while they were still connecting.
      expect(outcomes.filter((outcome) => outcome === 'refused').length).toBeGreaterThanOrEqual(8);
      expect(await portal.exit).toBe(0);
    },
    60_000,
  );
});
