/**
 * Whether a request came over HTTPS, decided as Express's `req.protocol` does (express/lib/request.js)
 * for the fast path, which answers without Express: a TLS socket is HTTPS; otherwise the first
 * value of `X-Forwarded-Proto`, but only from a peer the `trust proxy` setting trusts.
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';

/** Express's compiled `trust proxy` setting (`app.get('trust proxy fn')`, from proxy-addr). */
export type TrustProxy = (address: string | undefined, hop: number) => boolean;

export function createIsHttps(trustProxy: TrustProxy): (req: IncomingMessage) => boolean {
  /**
   * Whether the peer is trusted depends on its address alone, which a connection keeps: asked
   * once per connection, not per request (proxy-addr parses the address each time).
   */
  const trustedPeers = new WeakMap<Socket, boolean>();
  const isTrusted = (socket: Socket) => {
    let trusted = trustedPeers.get(socket);
    if (trusted === undefined) trustedPeers.set(socket, (trusted = trustProxy(socket.remoteAddress, 0)));
    return trusted;
  };

  return (req) => {
    const socket = req.socket;
    const direct = (socket as Partial<TLSSocket>).encrypted === true;
    const forwarded = req.headers['x-forwarded-proto'];
    // No header, or a peer not trusted to send one: the socket decides.
    if (typeof forwarded !== 'string' || forwarded === '' || !isTrusted(socket)) return direct;
    const comma = forwarded.indexOf(',');
    return (comma === -1 ? forwarded : forwarded.slice(0, comma)).trim() === 'https';
  };
}
