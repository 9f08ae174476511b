/**
 * The server's open connections and whether each is between requests, so that a drain closes a
 * keep-alive connection only when no request is on it or on its way. Node's own
 * `server.close()` closes idle connections at once, including those whose next request is still
 * unread in the socket's buffer (the client then sees ECONNRESET): this is the careful version.
 */
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

interface ConnectionState {
  /** The connection's latest response (a pipelined one is answered after those before it). */
  response: ServerResponse | null;
  /** When it was last seen receiving or sending bytes (`performance.now()`). */
  idleSince: number;
  /** `socket.bytesRead` and `socket.bytesWritten` when last looked at. */
  bytesRead: number;
  bytesWritten: number;
  /** Requests that arrived in a row while the one before was still being answered (pipelined). */
  pipelined: number;
}

/**
 * How far a client may pipeline ahead of its answers on one connection. Node stops reading a
 * connection whose answers wait unsent, but only after parsing every request in the bytes it has
 * read, and it keeps each pipelined answer whole in memory until those before it are sent: 300
 * pipelined reads of 100 sandbox messages each, never read back, held 968 MB. So a pipelined
 * request is answered only once the answer before it is sent, and a client more than this far
 * ahead is closed (browsers and proxies do not pipeline).
 */
export const MAX_PIPELINED = 16;

/**
 * `pauseOnConnect` is net.Server's option, but also the property each new connection reads
 * (lib/net.js, onconnection: `pauseOnCreate: self.pauseOnConnect`): setting it later holds the
 * connections accepted from then on. http.Server does not pass the option through, and the types
 * know only the option. (socket.pause() in a 'connection' listener is too late: the HTTP parser
 * reads the socket's handle itself.)
 */
type HoldableServer = Server & { pauseOnConnect: boolean };

export class Connections {
  readonly #open = new Map<Socket, ConnectionState>();
  #draining = false;
  #server: HoldableServer | null = null;
  /** Connections accepted while new ones are held: nothing read from them yet. */
  readonly #held = new Set<Socket>();
  /** Connections accepted since start, a count that only grows. */
  accepted = 0;

  /** Starts tracking the server's connections. */
  watch(server: Server): void {
    this.#server = server as HoldableServer;
    server.on('connection', (socket: Socket) => {
      this.accepted += 1;
      this.#open.set(socket, {
        response: null,
        idleSince: performance.now(),
        bytesRead: 0,
        bytesWritten: 0,
        pipelined: 0,
      });
      if (this.#server?.pauseOnConnect) this.#held.add(socket);
      socket.once('close', () => {
        this.#open.delete(socket);
        this.#held.delete(socket);
      });
    });
  }

  /**
   * From now on a new connection is accepted but not read: its request waits, unanswered, until
   * releaseHeld(). A client waiting for an answer is not opening its next connection, so new
   * connections soon stop coming and the listener can close with none queued behind it.
   */
  holdNew(): void {
    if (this.#server) this.#server.pauseOnConnect = true;
  }

  /** Reads (and so answers) the connections held since holdNew(), and holds no new ones. */
  releaseHeld(): void {
    if (this.#server) this.#server.pauseOnConnect = false;
    for (const socket of this.#held) {
      // Held is not idle: its quiet time starts now, with its request about to be read.
      const state = this.#open.get(socket);
      if (state) state.idleSince = performance.now();
      socket.resume();
    }
    this.#held.clear();
  }

  /**
   * Wraps the request listener: notes each connection's latest response (a warm page's whole cost
   * is a few microseconds, so this is one lookup and a few reads and writes, no listener); closes a
   * connection whose client pipelines past MAX_PIPELINED; while
   * draining, each answer closes its connection.
   */
  track(listener: RequestListener): RequestListener {
    return (req, res) => {
      const state = this.#open.get(req.socket);
      if (state) {
        const previous = state.response;
        state.pipelined = previous !== null && !previous.writableFinished ? state.pipelined + 1 : 0;
        state.response = res;
        if (state.pipelined > MAX_PIPELINED) {
          req.socket.destroy();
          return;
        }
        // Pipelined: answered once the answer before it is sent, so a connection holds one
        // computed answer at a time, however many it asked for.
        if (state.pipelined > 0 && previous) return afterSent(previous, () => this.#answer(listener, req, res));
      }
      this.#answer(listener, req, res);
    };
  }

  #answer(listener: RequestListener, req: IncomingMessage, res: ServerResponse): void {
    // The client learns from the answer itself that the connection ends: no request of its is lost.
    if (this.#draining) res.setHeader('Connection', 'close');
    listener(req, res);
  }

  /**
   * From now on every answer carries `Connection: close`. Every open connection's quiet time
   * starts now: on a busy machine a request written just before the signal may still be unread in
   * the socket's buffer (no byte counted yet), on a connection accepted long before.
   */
  startDraining(): void {
    this.#draining = true;
    const now = performance.now();
    for (const state of this.#open.values()) state.idleSince = now;
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

/** Runs `then` once `response` has been sent whole, or its connection has closed. */
function afterSent(response: ServerResponse, then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  response.once('finish', once);
  response.once('close', once);
}
