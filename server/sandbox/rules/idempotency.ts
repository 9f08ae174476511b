/**
 * `Idempotency-Key`, as the contract promises it: kept 24 hours per secret key or user, a retry with the
 * same request answers the first answer again (with `Idempotent-Replayed: true`), the same key with
 * another request is `422 idempotency_key_reused`, and while the first is still running `409
 * conflict`. The entry is taken before the operation runs (an insert that fails for the second of
 * two concurrent requests, on every replica), and finished with the answer; a 5xx or 429 answer is
 * not kept, so a retry after one runs the operation again.
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

/** A running entry older than this was left by a request that died (a replica stopped): retried. */
const ABANDONED_MS = 60_000;

interface Running {
  fingerprint: string;
  state: 'running';
  started_at: number;
}
interface Done {
  fingerprint: string;
  state: 'done';
  started_at: number;
  status: number;
  body: unknown;
}
type Entry = Running | Done;

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

export type Idempotent =
  | { kind: 'run'; finish: (status: number, body: unknown) => Promise<void>; abandon: () => Promise<void> }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'refused'; error: SandboxError };

export interface IdempotencyRequest {
  store: SandboxStore;
  limits: SandboxLimits;
  now: number;
  caller: Caller;
  key: string;
  fingerprint: string;
}

export async function beginIdempotent(request: IdempotencyRequest): Promise<Idempotent> {
  const { store, caller, key, fingerprint, now, limits } = request;
  const kind = idempotencyKind(idempotencyOwner(caller));
  const id = sha256(key);
  const running: Running = { fingerprint, state: 'running', started_at: now };
  const expiresAt = Math.min(now + limits.idempotencyTtlMs, caller.space.expiresAt ?? Infinity);
  const run = (): Idempotent => ({
    kind: 'run',
    finish: async (status, body) => {
      if (status >= 500 || status === 429) return void (await store.delete(caller.space.id, kind, id));
      const done: Done = { ...running, state: 'done', status, body };
      await store.replace(caller.space.id, kind, id, running, done);
      const excess = (await store.count(caller.space.id, kind)) - limits.idempotencyEntries;
      if (excess > 0) await store.evictOldest(caller.space.id, kind, excess);
    },
    abandon: () => store.delete(caller.space.id, kind, id),
  });

  // Twice at most: a first insert can meet an entry that has just expired or been abandoned.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const inserted = await store.insert({
      space: caller.space.id,
      kind,
      id,
      key: null,
      group: null,
      data: running,
      expiresAt,
      seed: false,
    });
    if (inserted !== 'conflict') return run();
    const existing = await store.get(caller.space.id, kind, id);
    if (!existing) continue;
    const entry = existing.data as Entry;
    // The seed's entry (the documented request, made in every space) never goes stale.
    const stale =
      !existing.seed &&
      (now - entry.started_at >= limits.idempotencyTtlMs ||
        (entry.state === 'running' && now - entry.started_at >= ABANDONED_MS));
    if (stale) {
      await store.delete(caller.space.id, kind, id);
      continue;
    }
    if (entry.fingerprint !== fingerprint) {
      return {
        kind: 'refused',
        error: {
          status: 422,
          message:
            'This Idempotency-Key was used in the last 24 hours with a different request; generate a new key for a new request.',
        },
      };
    }
    if (entry.state === 'running') {
      return {
        kind: 'refused',
        error: {
          status: 409,
          message: 'A request with this Idempotency-Key is still in progress; retry after a moment with the same key.',
        },
      };
    }
    return { kind: 'replay', status: entry.status, body: entry.body };
  }
  return {
    kind: 'refused',
    error: {
      status: 409,
      message: 'A request with this Idempotency-Key is still in progress; retry after a moment with the same key.',
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
  const done: Done = { fingerprint, state: 'done', started_at: 0, ...answer };
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
