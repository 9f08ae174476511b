/**
 * `<BASE_URL>sandbox/…`: the contract's operations under `/v2/…` acting on data (rules/) kept in a
 * store (store/: in memory, or PostgreSQL shared by replicas), plus `POST /keys` (a personal
 * sandbox) and `GET /events` (its webhook events). This file is the HTTP shell: request ID,
 * `Cache-Control: no-store` (no cache may replay an authenticated answer), the rate limit counted
 * in the store, body size, and errors in the contract's model, never a 5xx for bad input; a store
 * that cannot answer is a 503 with `Retry-After`. No CORS, no cookies.
 */
import express, { type NextFunction, type Request, type Response, Router } from 'express';
import type { OpenAPIV3_1 } from 'openapi-types';
import { DEFAULT_LIMITS, type SandboxLimits } from './rules/limits.ts';
import { countRequest, requestCounter, retryAfterSeconds } from './rules/rateLimits.ts';
import { withEviction } from './rules/budget.ts';
import { readSeed } from './rules/seed.ts';
import { type Resolution, resolveCredential, sharedSpaceKeeper } from './rules/spaces.ts';
import { answerOperation } from './sandboxOperation.ts';
import { eventsRoute, mintRoute } from './personalRoutes.ts';
import { assignRequestId } from './requestId.ts';
import { sandboxServerPath } from './sandboxServer.ts';
import { sendSandboxError } from './sandboxError.ts';
import { guardedStore, type SandboxState } from './sandboxState.ts';
import type { SandboxStore } from './store/sandboxStore.ts';
import { StoreUnavailableError } from './store/storeUnavailable.ts';

export const SANDBOX_BODY_LIMIT = '64kb';

export interface SandboxOptions {
  /** Requests per credential (or client) per window; 600 a minute unless a test says otherwise. */
  rateLimit?: { limit: number; windowMs: number };
  /** Where the sandbox keeps its state (PostgreSQL when SANDBOX_DATABASE_URL is set); absent: in memory. */
  store?: SandboxStore;
  /** Personal keys one client IP may mint per window; 10 an hour unless a test says otherwise. */
  mintLimit?: { limit: number; windowMs: number };
  /** The other bounds (records, keys alive, events kept…), for tests. */
  limits?: Partial<SandboxLimits>;
  /** The rules' clock, Unix ms (tests move it instead of waiting a day); `Date.now` by default. */
  now?: () => number;
}

/** How long a reader waits after a store failure: a database restart takes seconds. */
const STORE_RETRY_SECONDS = 5;
/** Expired records and rate windows are swept at most this often, on a request. */
const SWEEP_EVERY_MS = 60_000;

/** The sandbox for a served contract, or null when there is none or it marks no sandbox server. */
export function sandboxFor(contract: { json: string } | null, options: SandboxOptions = {}): Router | null {
  if (!contract) return null;
  const serverPath = sandboxServerPath(JSON.parse(contract.json) as OpenAPIV3_1.Document);
  return serverPath === null ? null : sandboxRouter(contract.json, serverPath, options);
}

export function sandboxRouter(contractJson: string, serverPath: string, options: SandboxOptions = {}): Router {
  // Prepared on the first request, with the libraries only it needs (the OpenAPI parser,
  // openapi-backend, ajv, the memory store): loading them costs a server about 30 MB of resident
  // memory, and most servers answer pages all day without one sandbox call. A broken contract (the
  // build checks it) then answers each request with the error.
  let ready: Promise<SandboxState> | undefined;
  const prepare = () => (ready ??= prepareState(contractJson, options));
  let lastSweep = Date.now();

  const router = Router();
  router.use(assignRequestId());
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // Counted before the body is read, so a client over its limit costs no parsing.
  router.use(async (req, res, next) => {
    const state = await prepare();
    const ip = clientIp(req);
    const credential = /^Bearer +(\S+)$/i.exec(req.get('authorization')?.trim() ?? '')?.[1];
    const resolution =
      credential && state.seed
        ? await withEviction(
            state.store,
            credential,
            await resolveCredential(
              { store: state.store, seed: state.seed, limits: state.limits, now: state.now() },
              credential,
            ),
          )
        : null;
    res.locals.resolution = resolution;
    const caller = resolution?.kind === 'caller' ? resolution.caller : null;
    const rate = await countRequest(state.store, requestCounter(caller, ip), state.limits.requests);
    res.setHeader('X-RateLimit-Limit', String(rate.limit));
    res.setHeader('X-RateLimit-Remaining', String(rate.remaining));
    res.setHeader('X-RateLimit-Reset', String(Math.ceil(rate.resetAt / 1000)));
    if (Date.now() - lastSweep >= SWEEP_EVERY_MS) {
      lastSweep = Date.now();
      state.store.sweep(lastSweep).catch(() => undefined);
    }
    if (!rate.exceeded) return next();
    const seconds = retryAfterSeconds(rate);
    res.setHeader('Retry-After', String(seconds));
    const { limit, windowMs } = state.limits.requests;
    sendSandboxError(res, {
      status: 429,
      message: `The sandbox takes ${limit} requests in any ${windowMs / 1000} seconds ${caller ? 'with one credential' : 'from one client'}. Retry after ${seconds} seconds.`,
    });
  });
  router.use(express.raw({ type: () => true, limit: SANDBOX_BODY_LIMIT }));
  router.use(async (req, res) => {
    const state = await prepare();
    const resolution = res.locals.resolution as Resolution | null;
    const keysUrl = `${req.baseUrl}/keys`;
    if (state.seed && req.path === '/keys') return mintRoute(req, res, state, state.seed, clientIp(req));
    if (state.seed && req.path === '/events') return eventsRoute(req, res, state, resolution, keysUrl);
    if (!req.path.startsWith(`${serverPath}/`)) {
      return sendSandboxError(res, { status: 404, message: `The sandbox answers under ${req.baseUrl}${serverPath}/.` });
    }
    await answerOperation(req, res, { state, serverPath, resolution, keysUrl });
  });
  router.use(sandboxErrors());
  return router;
}

async function prepareState(contractJson: string, options: SandboxOptions): Promise<SandboxState> {
  const [{ prepareSandboxApi }, store] = await Promise.all([
    import('./sandboxApi.ts'),
    options.store ?? import('./store/memoryStore.ts').then(({ createMemoryStore }) => createMemoryStore()),
  ]);
  const api = await prepareSandboxApi(contractJson);
  return {
    api,
    seed: readSeed(api.document),
    store: guardedStore(store),
    limits: {
      ...DEFAULT_LIMITS,
      ...options.limits,
      requests: options.rateLimit ?? options.limits?.requests ?? DEFAULT_LIMITS.requests,
      mints: options.mintLimit ?? options.limits?.mints ?? DEFAULT_LIMITS.mints,
    },
    now: options.now ?? Date.now,
    keepShared: sharedSpaceKeeper(),
  };
}

/** The client's address as Express sees it (behind a proxy, as `trust proxy` says). */
const clientIp = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/**
 * A store that cannot answer is a 503 with `Retry-After`; body-parser errors (too large, aborted)
 * keep their 4xx, in the error model. Anything else is a fault of the portal's, for its handler.
 */
function sandboxErrors() {
  return (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    if (error instanceof StoreUnavailableError) {
      res.setHeader('Retry-After', String(STORE_RETRY_SECONDS));
      return sendSandboxError(res, {
        status: 503,
        message: `The sandbox cannot reach its storage right now. Retry after ${STORE_RETRY_SECONDS} seconds.`,
      });
    }
    const status = (error as { status?: unknown }).status;
    if (typeof status !== 'number' || status < 400 || status >= 500) return next(error);
    const message =
      status === 413
        ? `The body is larger than the sandbox's limit of ${SANDBOX_BODY_LIMIT.replace('kb', ' KB')}.`
        : 'The request could not be read.';
    sendSandboxError(res, { status, message });
  };
}
