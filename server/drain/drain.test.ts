/**
 * The drain's timing under a controlled clock: the delay, the quiet window of idle keep-alive
 * connections and the deadline, each to the millisecond, without waiting for them. Sockets and the
 * listener are real (loopback); only timers and `performance.now()` are fake.
 */
import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Connections } from './connections.ts';
import { ACCEPT_QUIET_LIMIT_MS, ACCEPT_QUIET_MS, drain, type DrainResult } from './drain.ts';

const silent = pino({ level: 'silent' });
let server: Server;
let connections: Connections;
let clients: Socket[];

beforeEach(async () => {
  // setImmediate and nextTick stay real: the drain turns the event loop to accept queued
  // connections, and sockets need it to deliver their bytes.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
  connections = new Connections();
  // `/hang` is never answered: a request in flight at the deadline.
  server = createServer(connections.track((req, res) => (req.url === '/hang' ? undefined : res.end('ok'))));
  connections.watch(server);
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  clients = [];
});

afterEach(async () => {
  for (const client of clients) client.destroy();
  connections.closeAll();
  vi.useRealTimers();
  if (server.listening) await new Promise((resolve) => server.close(resolve));
});

const port = () => (server.address() as AddressInfo).port;

/** A keep-alive client connection, once the server has accepted it. */
async function openClient(): Promise<Socket> {
  const accepted = connections.accepted;
  const client = connect(port(), '127.0.0.1');
  clients.push(client);
  await until(() => connections.accepted === accepted + 1);
  return client;
}

/**
 * Lets real I/O and pending callbacks run without moving the fake clock (vi.waitFor would move
 * it: with fake timers it advances them on every check).
 */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Turns the event loop (the fake clock standing still) until `holds`, for at most 1,000 turns. */
async function until(holds: () => boolean): Promise<void> {
  for (let turn = 0; turn < 1000 && !holds(); turn += 1) await settle();
  expect(holds()).toBe(true);
}

function track(result: Promise<DrainResult>) {
  const seen: { result?: DrainResult } = {};
  void result.then((value) => (seen.result = value));
  return seen;
}

describe('drain', () => {
  it('keeps accepting for the delay, then until no connection has arrived for 20 ms, then stops', async () => {
    const done = track(drain(server, connections, { delayMs: 5000, timeoutMs: 10_000 }, silent));
    await vi.advanceTimersByTimeAsync(4999);
    expect(server.listening).toBe(true);
    await vi.advanceTimersByTimeAsync(1 + ACCEPT_QUIET_MS - 1);
    expect(server.listening).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    for (let turn = 0; turn < 5; turn += 1) await settle();
    expect(server.listening).toBe(false);
    expect(done.result).toBe('drained');
  });

  it('holds a connection that arrives meanwhile unread, and answers it once the listener has closed', async () => {
    const done = track(drain(server, connections, { delayMs: 0, timeoutMs: 10_000 }, silent));
    await vi.advanceTimersByTimeAsync(ACCEPT_QUIET_MS - 5);
    const client = await openClient();
    let answer = '';
    client.on('data', (chunk: Buffer) => (answer += chunk));
    client.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    for (let turn = 0; turn < 20; turn += 1) await settle();
    // Unread, so unanswered: a client waiting for its answer does not connect again.
    expect(answer).toBe('');
    // The quiet counts from the connection's arrival, not from the drain's start.
    await vi.advanceTimersByTimeAsync(ACCEPT_QUIET_MS - 1);
    expect(server.listening).toBe(true);
    await vi.advanceTimersByTimeAsync(2);
    await until(() => answer.includes('ok'));
    expect(server.listening).toBe(false);
    expect(answer.toLowerCase()).toContain('connection: close');
    await until(() => done.result === 'drained');
  });

  it('closes the listener after 250 ms however new connections keep coming', async () => {
    const done = track(drain(server, connections, { delayMs: 0, timeoutMs: 10_000 }, silent));
    for (let waited = 0; waited < ACCEPT_QUIET_LIMIT_MS - 10; waited += 10) {
      await openClient();
      await vi.advanceTimersByTimeAsync(10);
      expect(server.listening).toBe(true);
    }
    await openClient();
    await vi.advanceTimersByTimeAsync(10);
    for (let turn = 0; turn < 5; turn += 1) await settle();
    expect(server.listening).toBe(false);
    // The held connections are read now: idle ones close after their quiet, and the drain ends.
    await vi.advanceTimersByTimeAsync(600);
    await until(() => done.result === 'drained');
  });

  it('closes an idle keep-alive connection only after it has been quiet for 500 ms', async () => {
    const client = await openClient();
    const closed = new Promise((resolve) => client.once('close', resolve));
    const done = track(drain(server, connections, { delayMs: 0, timeoutMs: 10_000 }, silent));
    for (let turn = 0; turn < 5; turn += 1) await settle();
    // The sweep runs every 50 ms; the quiet window is 500 ms from when the drain first looks.
    await vi.advanceTimersByTimeAsync(450);
    expect(client.destroyed).toBe(false);
    expect(done.result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(100);
    await closed;
    for (let turn = 0; turn < 5; turn += 1) await settle();
    expect(done.result).toBe('drained');
  });

  it('answers a request on a kept-alive connection after the listener closed, with Connection: close', async () => {
    const client = await openClient();
    let answer = '';
    client.on('data', (chunk: Buffer) => (answer += chunk));
    const done = track(drain(server, connections, { delayMs: 0, timeoutMs: 10_000 }, silent));
    await vi.advanceTimersByTimeAsync(ACCEPT_QUIET_MS);
    await until(() => !server.listening);
    client.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    await until(() => answer.includes('ok'));
    expect(answer.toLowerCase()).toContain('connection: close');
    await until(() => done.result === 'drained');
  });

  it('gives up 250 ms before the timeout, counted from the signal, and closes what remains', async () => {
    const client = await openClient();
    client.write('GET /hang HTTP/1.1\r\nHost: x\r\n\r\n');
    await until(() => connections.size === 1);
    const signalledAt = performance.now();
    await vi.advanceTimersByTimeAsync(1000); // the signal came a second before the drain began
    const done = track(drain(server, connections, { delayMs: 0, timeoutMs: 4000 }, silent, signalledAt));
    await vi.advanceTimersByTimeAsync(4000 - 250 - 1000 - 1);
    expect(done.result).toBeUndefined();
    expect(client.destroyed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    for (let turn = 0; turn < 5; turn += 1) await settle();
    expect(done.result).toBe('timed out');
    expect(client.destroyed || connections.size === 0).toBe(true);
  });
});
