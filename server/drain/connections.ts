/**
 * The server's open connections and whether each is between requests, so that a drain closes a
 * keep-alive connection only when no request is on it or on its way. Node's own
 * `server.close()` closes idle connections at once, including those whose next request is still
 * unread in the socket's buffer (the client then sees ECONNRESET): this is the careful version.
 */
import type { RequestListener, Server } from 'node:http';
import type { Socket } from 'node:net';

interface ConnectionState {
  /** Requests received on the connection and not yet answered. */
  requests: number;
  /** When it last received bytes or finished a response (`performance.now()`). */
  idleSince: number;
  /** `socket.bytesRead` when last looked at. */
  bytesRead: number;
}

export class Connections {
  readonly #open = new Map<Socket, ConnectionState>();
  #draining = false;
  /** Connections accepted since start, a count that only grows. */
  accepted = 0;

  /** Starts tracking the server's connections. */
  watch(server: Server): void {
    server.on('connection', (socket: Socket) => {
      this.accepted += 1;
      this.#open.set(socket, { requests: 0, idleSince: performance.now(), bytesRead: 0 });
      socket.once('close', () => this.#open.delete(socket));
    });
  }

  /** Wraps the request listener: counts requests per connection; while draining, each answer closes its connection. */
  track(listener: RequestListener): RequestListener {
    return (req, res) => {
      const state = this.#open.get(req.socket);
      if (state) {
        state.requests += 1;
        res.once('close', () => {
          state.requests -= 1;
          state.idleSince = performance.now();
        });
      }
      // The client learns from the answer itself that the connection ends: no request of its is lost.
      if (this.#draining) res.setHeader('Connection', 'close');
      listener(req, res);
    };
  }

  /** From now on every answer carries `Connection: close`. */
  startDraining(): void {
    this.#draining = true;
  }

  /**
   * Closes the connections that have no request on them and have been quiet for `quietMs`: long
   * enough that a client reusing the connection would already have sent its next request. Bytes
   * received since the last look count as activity: a request's first bytes may be there before
   * its headers are complete. (The HTTP parser reads the socket inside Node, so no 'data' event
   * shows them; `bytesRead` does.)
   */
  closeIdle(quietMs: number): void {
    const now = performance.now();
    for (const [socket, state] of this.#open) {
      if (socket.bytesRead !== state.bytesRead) {
        state.bytesRead = socket.bytesRead;
        state.idleSince = now;
      }
      if (state.requests === 0 && now - state.idleSince >= quietMs) socket.destroy();
    }
  }

  /** Closes every connection, requests or not (the deadline has come). */
  closeAll(): void {
    for (const socket of this.#open.keys()) socket.destroy();
  }

  get size(): number {
    return this.#open.size;
  }
}
