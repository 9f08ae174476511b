/**
 * A client that does not take its answers cannot make the server hold them: a connection that
 * pipelines past MAX_PIPELINED requests is closed, and one that sends its requests one by one
 * without reading the answers is not read any further (Node's own back-pressure). Real sockets on
 * loopback.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { Connections, MAX_PIPELINED } from './connections.ts';

let server: Server;
let connections: Connections;
let clients: Socket[];
let answered: number;
/** The answers begun, and the most of them unfinished at once. */
let begun: ServerResponse[];
let mostRunning: number;

beforeEach(async () => {
  connections = new Connections();
  answered = 0;
  begun = [];
  mostRunning = 0;
  // `/slow` answers after a while, as a sandbox call does; `/big` answers 1 MB.
  server = createServer(
    connections.track((req, res) => {
      answered += 1;
      begun.push(res);
      mostRunning = Math.max(mostRunning, begun.filter((answer) => !answer.writableFinished).length);
      if (req.url === '/big') return void res.end(Buffer.alloc(1024 * 1024, 'x'));
      setTimeout(() => res.end(`ok ${req.url}`), req.url?.startsWith('/slow') ? 20 : 0);
    }),
  );
  connections.watch(server);
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  clients = [];
});

afterEach(async () => {
  for (const client of clients) client.destroy();
  connections.closeAll();
  await new Promise((resolve) => server.close(resolve));
});

const request = (path: string) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`;

/** A connection whose client reads nothing (paused), once the server has accepted it. */
async function stubbornClient(): Promise<Socket> {
  const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
  socket.pause();
  clients.push(socket);
  await expect.poll(() => connections.size).toBe(1);
  return socket;
}

/** The server closed the connection (a paused client hears of it only when it reads). */
const closedByServer = () => expect.poll(() => connections.size).toBe(0);

it('closes a connection that pipelines past the limit, before answering the rest', async () => {
  const socket = await stubbornClient();
  socket.write(request('/slow').repeat(MAX_PIPELINED + 50));
  await closedByServer();
  expect(answered).toBeLessThanOrEqual(MAX_PIPELINED + 1);
});

it('answers a client that pipelines a few requests, every one, in order, one at a time', async () => {
  const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
  clients.push(socket);
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const paths = Array.from({ length: MAX_PIPELINED }, (_, i) => `/slow/${i}`);
  socket.write(paths.map(request).join(''));
  await expect.poll(() => text.split('HTTP/1.1 200').length - 1).toBe(MAX_PIPELINED);
  expect([...text.matchAll(/ok (\/slow\/\d+)/g)].map((match) => match[1])).toEqual(paths);
  // Each was answered once the one before it was sent: never two computed answers held at once.
  expect(mostRunning).toBe(1);
  expect(socket.destroyed).toBe(false);
});

it('reads no further a connection that asks one by one while its answers wait unread', async () => {
  const socket = await stubbornClient();
  for (let i = 0; i < 40; i += 1) {
    socket.write(request('/big'));
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  // Node stops reading once an answer waits unsent: what the kernel's loopback buffers take (a few
  // megabytes) and one answer more are held, not the forty asked for.
  expect(answered).toBeGreaterThan(0);
  expect(answered).toBeLessThan(20);
  expect(connections.size).toBe(1);
});
