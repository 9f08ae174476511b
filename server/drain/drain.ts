/**
 * The drain Kubernetes expects after SIGTERM: keep serving for `delayMs` (healthz already answers
 * 503, so endpoints and load balancers take the server out meanwhile), then stop accepting, answer
 * every request received, close keep-alive connections only between requests, and be done before
 * `timeoutMs`.
 *
 * Closing a listening socket resets every connection the kernel has completed but the server has
 * not yet accepted (its listen backlog), with whatever request the client already wrote on it: a
 * client that opens a connection per request would see ECONNRESET, not the refusal that tells it
 * (or its load balancer) to go elsewhere. So the listener closes only once no connection has
 * arrived for ACCEPT_QUIET_MS; meanwhile new connections are accepted and held unread, so clients
 * waiting for those answers are not connecting again, and the quiet comes. Only a connection
 * whose handshake the kernel completes in the instant between the last accept and the close can
 * still be reset, before any byte of an answer (its request was never read); one arriving later
 * is refused.
 */
import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { Logger } from 'pino';
import type { ShutdownTiming } from '../config.ts';
import type { Connections } from './connections.ts';

/** A connection quiet this long after its last answer is taken to be idle in a client's pool. */
const QUIET_MS = 500;
/** How often idle connections are looked for while draining. */
const SWEEP_MS = 50;
/** Time left, before the timeout, to close what remains and exit. */
const EXIT_MARGIN_MS = 250;

/**
 * How long no new connection must have arrived before the listener closes: longer than a client
 * takes to reconnect once it has its answer, even on a busy machine.
 */
export const ACCEPT_QUIET_MS = 20;
/**
 * The longest new connections are held waiting for that quiet (clients that do not wait for an
 * answer before connecting again never give it): their answers wait this long at most.
 */
export const ACCEPT_QUIET_LIMIT_MS = 250;
/** How often the count of accepted connections is looked at meanwhile. */
const ACCEPT_CHECK_MS = 1;

export type DrainResult = 'drained' | 'timed out';

/**
 * Resolves once no connection has been accepted for ACCEPT_QUIET_MS, or ACCEPT_QUIET_LIMIT_MS
 * have passed. Connections are accepted in the event loop's poll phase, between these checks.
 */
async function untilAcceptingIsQuiet(connections: Connections): Promise<void> {
  const started = performance.now();
  let seen = connections.accepted;
  let quietSince = started;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, ACCEPT_CHECK_MS));
    const now = performance.now();
    if (connections.accepted !== seen) {
      seen = connections.accepted;
      quietSince = now;
    }
    if (now - quietSince >= ACCEPT_QUIET_MS || now - started >= ACCEPT_QUIET_LIMIT_MS) return;
  }
}

/** `startedAt` is when the signal came (`performance.now()`); the timeout counts from it. */
export async function drain(
  server: Server,
  connections: Connections,
  { delayMs, timeoutMs }: ShutdownTiming,
  logger: Logger,
  startedAt = performance.now(),
): Promise<DrainResult> {
  if (delayMs > 0) {
    logger.info({ delayMs }, 'draining: healthz answers 503, still serving until load balancers have let go');
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  connections.holdNew();
  await untilAcceptingIsQuiet(connections);
  // net.Server's close, not http.Server's: the latter also closes every idle connection at once,
  // including one whose next request is unread in its buffer. Here they close between requests.
  const closed = new Promise<DrainResult>((resolve) =>
    NetServer.prototype.close.call(server, () => resolve('drained')),
  );
  // Only now do answers end their connections: a client that reconnected any earlier could land
  // in the listen backlog just as it closes. The held requests are answered from here on.
  connections.startDraining();
  connections.releaseHeld();
  logger.info(
    { connections: connections.size, accepted: connections.accepted },
    'draining: stopped accepting, answering the requests received',
  );

  const sweep = setInterval(() => connections.closeIdle(QUIET_MS), SWEEP_MS);
  const left = Math.max(0, timeoutMs - EXIT_MARGIN_MS - (performance.now() - startedAt));
  let deadline: NodeJS.Timeout | undefined;
  const timedOut = new Promise<DrainResult>((resolve) => (deadline = setTimeout(resolve, left, 'timed out')));
  const result = await Promise.race([closed, timedOut]);
  clearTimeout(deadline);
  clearInterval(sweep);
  if (result === 'timed out') connections.closeAll();
  return result;
}
