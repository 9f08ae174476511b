/**
 * The server's open connections and whether each is between requests, so that a drain closes a
 * keep-alive connection only when no request is on it or on its way. Node's own
 * `server.close()` closes idle connections at once, including those whose next request is still
 * unread in the socket's buffer (the client then sees ECONNRESET): this is the careful version.
 */
import type { RequestListener, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

interface ConnectionState {
  /** The connection's latest response (a pipelined one is answered after those before it). */
  response: ServerResponse | null;
  /** When it was last seen receiving or sending bytes (`performance.now()`). */
  idleSince: number;
  /** `socket.bytesRead` and `socket.bytesWritten` when last looked at. */
  bytesRead: number;
  bytesWritten: number;
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
      this.#open.set(socket, { response: null, idleSince: performance.now(), bytesRead: 0, bytesWritten: 0 });
      socket.once('close', () => this.#open.delete(socket));
    });
  }

  /**
   * Wraps the request listener: notes each connection's latest response (a warm page's whole cost
   * is a few microseconds, so this is one lookup and one write, no listener); while draining, each
   * answer closes its connection.
   */
  track(listener: RequestListener): RequestListener {
    return (req, res) => {
      const state = this.#open.get(req.socket);
      if (state) state.response = res;
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
   * Closes the connections that are answering nothing and have been quiet for `quietMs`: long
   * enough that a client reusing the connection would already have sent its next request. Bytes
   * received or sent since the last look count as activity: a request's first bytes may be there
   * before its headers are complete. (The HTTP parser reads the socket inside Node, so no 'data'
   * event shows them; `bytesRead` does.)
   */
  closeIdle(quietMs: number): void {
    const now = performance.now();
    for (const [socket, state] of this.#open) {
      if (socket.bytesRead !== state.bytesRead || socket.bytesWritten !== state.bytesWritten) {
        state.bytesRead = socket.bytesRead;
        state.bytesWritten = socket.bytesWritten;
        state.idleSince = now;
      }
      const answering = state.response !== null && !state.response.writableFinished;
      if (!answering && now - state.idleSince >= quietMs) socket.destroy();
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
