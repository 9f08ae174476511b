/**
 * The drain Kubernetes expects after SIGTERM: keep serving for `delayMs` (healthz already answers
 * 503, so endpoints and load balancers take the server out meanwhile), then stop accepting, answer
 * every request received, close keep-alive connections only between requests, and be done before
 * `timeoutMs`.
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

export type DrainResult = 'drained' | 'timed out';

/** How long the last connections queued by the kernel may take to be accepted. */
const ACCEPT_QUEUED_MS = 200;

/**
 * Turns the event loop until a turn accepts no new connection (or ACCEPT_QUEUED_MS have passed),
 * so that the kernel's queue of connections (the listen backlog) is empty when the listener
 * closes: closing it resets every connection still queued, with the requests already sent on
 * them. Requests already in the accepted connections' buffers are read in the same turns.
 */
async function acceptQueued(connections: Connections): Promise<void> {
  const until = performance.now() + ACCEPT_QUEUED_MS;
  let seen = -1;
  for (let turns = 0; (turns < 2 || connections.accepted !== seen) && performance.now() < until; turns += 1) {
    seen = connections.accepted;
    await new Promise((resolve) => setImmediate(resolve));
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
  await acceptQueued(connections);
  // net.Server's close, not http.Server's: the latter also closes every idle connection at once,
  // including one whose next request is unread in its buffer. Here they close between requests.
  const closed = new Promise<DrainResult>((resolve) =>
    NetServer.prototype.close.call(server, () => resolve('drained')),
  );
  // Only now do answers end their connections: a client that reconnected any earlier could land
  // in the listen backlog just as it closes.
  connections.startDraining();
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
