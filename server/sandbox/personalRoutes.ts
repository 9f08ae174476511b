/**
 * The sandbox's own routes beside the contract's operations (they are not the API's, so they sit
 * outside `/v2`):
 * - `POST <BASE_URL>sandbox/keys`: a personal sandbox (no account, no body): a key pair and a user
 *   token of its seed user, for 24 hours. Limited per client IP (429) and in number alive (503).
 * - `GET <BASE_URL>sandbox/events`: the webhook events the space's calls caused, newest first, with
 *   the space's secret key.
 */
import type { Request, Response } from 'express';
import { answerDue } from './rules/answers.ts';
import { keepWithinBudget, openForUse } from './rules/budget.ts';
import { trimToBudget } from './rules/caps.ts';
import { listEvents } from './rules/events.ts';
import { countRequest, retryAfterSeconds } from './rules/rateLimits.ts';
import { refusal, type Resolution, mintKeys } from './rules/spaces.ts';
import { sendSandboxError } from './sandboxError.ts';
import type { SandboxState } from './sandboxState.ts';
import type { SeedSet } from './rules/seed.ts';

/** Seconds a reader waits when every personal key is taken: keys end one by one, all day. */
const KEYS_FULL_RETRY_SECONDS = 600;

export async function mintRoute(req: Request, res: Response, state: SandboxState, seed: SeedSet, ip: string) {
  if (req.method !== 'POST') return notAllowed(req, res, 'POST');
  const minted = await countRequest(state.store, `mint:${ip}`, state.limits.mints);
  if (minted.exceeded) {
    const seconds = retryAfterSeconds(minted);
    res.setHeader('Retry-After', String(seconds));
    return sendSandboxError(res, {
      status: 429,
      message: `One client may get ${state.limits.mints.limit} sandbox keys in any ${state.limits.mints.windowMs / 60_000} minutes. Retry after ${seconds} seconds, or keep using the key you have until it expires.`,
    });
  }
  const context = { store: state.store, seed, limits: state.limits, now: state.now() };
  const result = await mintKeys(context);
  if ('body' in result) {
    // A new space may be what takes the sandbox over its budget: the least recently used go.
    await keepWithinBudget(context, null);
    return void res.status(result.status).json(result.body);
  }
  if (result.status === 503) res.setHeader('Retry-After', String(KEYS_FULL_RETRY_SECONDS));
  sendSandboxError(res, result);
}

export async function eventsRoute(
  req: Request,
  res: Response,
  state: SandboxState,
  resolution: Resolution | null | undefined,
  keysUrl: string,
) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return notAllowed(req, res, 'GET');
  const secretScheme = [...(state.seed?.schemes ?? [])].find(([, role]) => role === 'secret')?.[0];
  const denied = state.api.credentials.check(secretScheme ? [{ [secretScheme]: [] }] : [], req.get('authorization'));
  if (denied) return sendSandboxError(res, denied);
  if (resolution?.kind !== 'caller') {
    return sendSandboxError(
      res,
      resolution ? refusal(resolution, keysUrl) : { status: 401, message: 'Send a secret key.' },
    );
  }
  const limit = req.query.limit;
  const cursor = req.query.cursor;
  if (limit !== undefined && !(typeof limit === 'string' && /^(100|[1-9]\d?)$/.test(limit))) {
    return sendSandboxError(res, { status: 400, message: '`limit` in the query must be an integer from 1 to 100.' });
  }
  if (cursor !== undefined && typeof cursor !== 'string') {
    return sendSandboxError(res, { status: 400, message: '`cursor` in the query must be given once.' });
  }
  const now = state.now();
  const { space } = resolution.caller;
  // The professionals' answers now due are events of the space, whoever reads first.
  const seed = state.seed;
  if (seed) {
    const closed = await state.store.transaction([space.id], async (store) => {
      const gone = await openForUse(store, resolution.caller, now);
      if (gone) return gone;
      const inside = { store, seed, limits: state.limits, now };
      await answerDue(inside, space, null);
      await trimToBudget(inside, space);
      return null;
    });
    if (closed) return sendSandboxError(res, refusal(closed, keysUrl));
  }
  const result = await listEvents({
    store: state.store,
    now,
    limits: state.limits,
    query: { limit, cursor },
    caller: resolution.caller,
  });
  if ('body' in result) res.status(result.status).json(result.body);
  else sendSandboxError(res, result);
}

function notAllowed(req: Request, res: Response, allowed: string) {
  res.setHeader('Allow', allowed);
  sendSandboxError(res, {
    status: 405,
    message: `${req.method} is not an operation of ${req.path}; it takes ${allowed}.`,
  });
}
