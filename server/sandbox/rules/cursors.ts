/**
 * List cursors: opaque `cur_…` strings naming a position in a list, valid for `limits.cursorTtlMs`
 * and bound to the space, the user a token acts for, the operation and its filters. A cursor is
 * only ever one this endpoint returned to this user for these parameters, so a client that changes
 * a filter between pages, pastes another user's or another space's cursor, edits one or invents one
 * gets the contract's 400 instead of a page of something else.
 *
 * The position is the store's `seq`, one sequence for every sandbox (its records' order), so in
 * clear it would count everyone's writes. It is encrypted instead: AES-256-GCM under a key derived
 * from the store's secret (the same on every replica), a random IV per cursor, and the binding as
 * the authenticated data: the tag refuses a cursor made for another binding, edited or invented,
 * and the ciphertext says nothing, not even whether two cursors name the same position. (Random
 * 96-bit IVs keep GCM sound for some 2^32 cursors under one secret, far more than a sandbox gives.)
 *
 * Letters and digits only, `cur_<base 62 of version, IV, ciphertext, tag>`, so it needs no escaping
 * in a query string.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { SandboxError } from '../sandboxError.ts';
import { fromBase62, toBase62 } from './base62.ts';
import type { RuleContext, RuleResult } from './context.ts';

export interface CursorScope {
  space: string;
  /** The user a user token acts for (`caller.userId`); null for a secret key. */
  user: string | null;
  operation: string;
  /** The list's filters, as text (`professional_id=pro_…`); empty for none. */
  filter: string;
}

const VERSION = 1;
const IV = 12;
/** The position and the expiry, 8 bytes each. */
const PLAIN = 16;
const TAG = 16;
const CURSOR = /^cur_([A-Za-z0-9]+)$/;

/** A key for cursors only, so no other use of the store's secret (user tokens) shares it. */
const cursorKey = (secret: string) => Buffer.from(hkdfSync('sha256', secret, '', 'sandbox list cursors v1', 32));

const bindingOf = (scope: CursorScope) =>
  Buffer.from(JSON.stringify([scope.space, scope.user, scope.operation, scope.filter]));

export function encodeCursor(secret: string, scope: CursorScope, position: number, expires: number): string {
  const plain = Buffer.alloc(PLAIN);
  plain.writeBigUInt64BE(BigInt(position), 0);
  plain.writeBigUInt64BE(BigInt(expires), 8);
  const iv = randomBytes(IV);
  const cipher = createCipheriv('aes-256-gcm', cursorKey(secret), iv, { authTagLength: TAG });
  cipher.setAAD(bindingOf(scope));
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return `cur_${toBase62(Buffer.concat([Buffer.of(VERSION), iv, sealed, cipher.getAuthTag()]))}`;
}

/** The position a cursor names, or the contract's 400. */
export function decodeCursor(
  secret: string,
  scope: CursorScope,
  cursor: string,
  now: number,
): { position: number } | SandboxError {
  const foreign: SandboxError = {
    status: 400,
    message: '`cursor` is not one this endpoint returned for these parameters; leave it out to start again.',
  };
  const parts = CURSOR.exec(cursor);
  const bytes = parts ? fromBase62(parts[1] as string) : null;
  if (!bytes || bytes.length !== 1 + IV + PLAIN + TAG || bytes[0] !== VERSION) return foreign;
  const decipher = createDecipheriv('aes-256-gcm', cursorKey(secret), bytes.subarray(1, 1 + IV), {
    authTagLength: TAG,
  });
  decipher.setAAD(bindingOf(scope));
  decipher.setAuthTag(bytes.subarray(1 + IV + PLAIN));
  let plain: Buffer;
  try {
    plain = Buffer.concat([decipher.update(bytes.subarray(1 + IV, 1 + IV + PLAIN)), decipher.final()]);
  } catch {
    return foreign; // the tag does not match: another binding, or edited
  }
  const position = Number(plain.readBigUInt64BE(0));
  const expires = Number(plain.readBigUInt64BE(8));
  if (expires <= now) return { status: 400, message: '`cursor` expired; start again without it.' };
  return { position };
}

/** `limit` from the query (validated by the contract already), else the operation's default. */
export function pageLimit(query: Record<string, unknown>, defaults: Record<string, unknown>): number {
  const limit = Number(query.limit ?? defaults.limit ?? 20);
  return Number.isInteger(limit) && limit > 0 ? limit : 20;
}

/**
 * A page from `limit + 1` items in list order: the first `limit`, and the position of the last
 * when more follow. Asking one more than shown is what keeps a cursor from ever naming an empty
 * page: `next_cursor` is null exactly on the last page.
 */
export function pageOf<T>(items: { seq: number; value: T }[], limit: number): { data: T[]; next: number | null } {
  const shown = items.slice(0, limit);
  const last = shown.at(-1);
  return { data: shown.map((item) => item.value), next: items.length > limit && last ? last.seq : null };
}

/**
 * A list answer, `{data, next_cursor}`: the page after the request's cursor (checked against
 * `scope`), fetched by `fetch(after, count)` in list order.
 */
export async function pagedList<T>(
  context: Pick<RuleContext, 'store' | 'now' | 'limits' | 'query' | 'defaults'>,
  scope: CursorScope,
  fetch: (after: number | undefined, count: number) => Promise<{ seq: number; value: T }[]>,
): Promise<RuleResult> {
  const secret = await context.store.secret();
  let after: number | undefined;
  if (typeof context.query.cursor === 'string') {
    const decoded = decodeCursor(secret, scope, context.query.cursor, context.now);
    if ('status' in decoded) return decoded;
    after = decoded.position;
  }
  const limit = pageLimit(context.query, context.defaults.query);
  const { data, next } = pageOf(await fetch(after, limit + 1), limit);
  const nextCursor = next === null ? null : encodeCursor(secret, scope, next, context.now + context.limits.cursorTtlMs);
  return { status: 200, body: { data, next_cursor: nextCursor } };
}
