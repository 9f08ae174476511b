import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Connections } from './connections.ts';

/** A connection as Connections sees it: its byte counts, and whether it was closed. */
function fakeSocket(): Socket & { destroyed: boolean } {
  const socket = Object.assign(new EventEmitter(), { bytesRead: 0, bytesWritten: 0, destroyed: false });
  return Object.assign(socket, { destroy: () => ((socket.destroyed = true), socket) }) as unknown as Socket & {
    destroyed: boolean;
  };
}

afterEach(() => vi.useRealTimers());

describe('closing idle connections while draining', () => {
  it('gives a connection open long before the drain its quiet time from the drain’s start', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const server = new EventEmitter() as unknown as Server;
    const connections = new Connections();
    connections.watch(server);
    const socket = fakeSocket();
    server.emit('connection', socket);
    // Accepted a second ago; its request is written but not yet read when the signal comes.
    vi.advanceTimersByTime(1000);
    connections.startDraining();
    connections.closeIdle(500);
    expect(socket.destroyed).toBe(false);
    vi.advanceTimersByTime(600);
    connections.closeIdle(500);
    expect(socket.destroyed).toBe(true);
  });

  it('counts bytes read as activity', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const server = new EventEmitter() as unknown as Server;
    const connections = new Connections();
    connections.watch(server);
    const socket = fakeSocket();
    server.emit('connection', socket);
    connections.startDraining();
    vi.advanceTimersByTime(600);
    (socket as { bytesRead: number }).bytesRead = 80;
    connections.closeIdle(500);
    expect(socket.destroyed).toBe(false);
  });
});
