/**
 * `Idempotency-Key`, as the contract promises it: kept 24 hours per secret key or user, a retry with the
 * same request answers the first answer again (with `Idempotent-Replayed: true`), and the same key
 * with another request is `422 idempotency_key_reused`.
 *
 * The entry is read and written inside the request's transaction (sandboxOperation.ts), with the
 * records the operation makes: they commit together or not at all, so a retry after any answer,
 * a 5xx or a dropped connection included, never makes a second record. While a request runs it
 * holds a claim on its key (idempotencyClaim), so a retry sent meanwhile is `409 conflict` at once,
 * as the contract and Stripe say, on any replica.
 *
 * Entries are kept under a kind per owner (`idempotency:<hash>`, see idempotencyOwner) so the newest
 * `limits.idempotencyEntries` of each are kept without one caller evicting another's.
 */
import { createHash } from 'node:crypto';
import { canonicalJson } from '../store/canonicalJson.ts';
import type { SandboxError } from '../sandboxError.ts';
import type { SandboxStore } from '../store/sandboxStore.ts';
import type { Caller } from './context.ts';
import type { SandboxLimits } from './limits.ts';

interface Done {
  fingerprint: string;
  started_at: number;
  status: number;
  body: unknown;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const idempotencyKind = (owner: string) => `idempotency:${sha256(owner).slice(0, 32)}`;

/**
 * Whose keys a request's key is kept among: the secret key's, or on the chat endpoints the user's,
 * as the contract says, so a retry sent with a refreshed user token is still the same request.
 */
export const idempotencyOwner = (caller: Caller) =>
  caller.userId === null ? caller.credential : `user:${caller.userId}`;

/** What makes two requests "the same": method, path and body (as JSON, whatever its key order). */
export const fingerprintOf = (method: string, path: string, body: unknown) =>
  sha256(`${method.toUpperCase()} ${path}\n${canonicalJson(body ?? null)}`);

/** What a request holds while it runs (store claims): a retry meanwhile is refused with 409 at once. */
export const idempotencyClaim = (caller: Caller, key: string) =>
  `${caller.space.id}:${idempotencyKind(idempotencyOwner(caller))}:${sha256(key)}`;

/** The contract's answer to a retry sent while the first request with the key still runs. */
export const IN_PROGRESS: SandboxError = {
  status: 409,
  message: 'A request with this Idempotency-Key is still in progress; retry after a moment with the same key.',
};

export type Idempotent =
  | { kind: 'run'; finish: (status: number, body: unknown) => Promise<void> }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'refused'; error: SandboxError };

export interface IdempotencyRequest {
  /** The request's transaction's store. */
  store: SandboxStore;
  limits: SandboxLimits;
  now: number;
  caller: Caller;
  key: string;
  fingerprint: string;
}

export async function beginIdempotent(request: IdempotencyRequest): Promise<Idempotent> {
  const { store, caller, key, fingerprint, now, limits } = request;
  const space = caller.space.id;
  const kind = idempotencyKind(idempotencyOwner(caller));
  const id = sha256(key);
  const existing = await store.get(space, kind, id);
  const entry = existing?.data as Done | undefined;
  // The seed's entry (the documented request, made in every space) never goes stale.
  // An entry without an answer was left running by a version that committed it early: stale too.
  const current = existing && entry && typeof entry.status === 'number';
  if (current && (existing.seed || now - entry.started_at < limits.idempotencyTtlMs)) {
    if (entry.fingerprint === fingerprint) return { kind: 'replay', status: entry.status, body: entry.body };
    return {
      kind: 'refused',
      error: {
        status: 422,
        message:
          'This Idempotency-Key was used in the last 24 hours with a different request; generate a new key for a new request.',
      },
    };
  }
  if (existing) await store.delete(space, kind, id);
  return {
    kind: 'run',
    finish: async (status, body) => {
      const done: Done = { fingerprint, started_at: now, status, body };
      const expiresAt = Math.min(now + limits.idempotencyTtlMs, caller.space.expiresAt ?? Infinity);
      await store.insert({ space, kind, id, key: null, group: null, data: done, expiresAt, seed: false });
      const excess = (await store.count(space, kind)) - limits.idempotencyEntries;
      if (excess > 0) await store.evictOldest(space, kind, excess);
    },
  };
}

/** An answer already given: the seed's documented Create a user request, made in every space. */
export async function seedIdempotent(
  store: SandboxStore,
  space: { id: string; expiresAt: number | null },
  credential: string,
  key: string,
  fingerprint: string,
  answer: { status: number; body: unknown },
): Promise<void> {
  const done: Done = { fingerprint, started_at: 0, ...answer };
  await store.insert({
    space: space.id,
    kind: idempotencyKind(credential),
    id: sha256(key),
    key: null,
    group: null,
    data: done,
    expiresAt: space.expiresAt,
    seed: true,
  });
}
