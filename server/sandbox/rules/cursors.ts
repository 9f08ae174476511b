/**
 * List cursors: opaque `cur_…` strings the sandbox signs (HMAC-SHA256 with the store's secret, the
 * same on every replica), binding the space, the operation, its filters and the position, and
 * valid for an hour. A cursor is only ever one this endpoint returned for these parameters, so a
 * client that changes a filter between pages, pastes another space's cursor or invents one gets
 * the contract's 400 instead of a page of something else.
 *
 * Letters and digits only: `cur_<position>X<expiry>X<mac>` (base 36, hex), so it needs no escaping
 * in a query string.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SandboxError } from '../sandboxError.ts';
import type { RuleContext, RuleResult } from './context.ts';

export interface CursorScope {
  space: string;
  operation: string;
  /** The list's filters, as text (`professional_id=pro_…`); empty for none. */
  filter: string;
}

const CURSOR = /^cur_([0-9a-z]+)X([0-9a-z]+)X([0-9a-f]{32})$/;

const mac = (secret: string, scope: CursorScope, position: number, expires: number) =>
  createHmac('sha256', secret)
    .update(JSON.stringify([scope.space, scope.operation, scope.filter, position, expires]))
    .digest('hex')
    .slice(0, 32);

export function encodeCursor(secret: string, scope: CursorScope, position: number, expires: number): string {
  return `cur_${position.toString(36)}X${expires.toString(36)}X${mac(secret, scope, position, expires)}`;
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
  if (!parts) return foreign;
  const position = parseInt(parts[1] as string, 36);
  const expires = parseInt(parts[2] as string, 36);
  const expected = Buffer.from(mac(secret, scope, position, expires));
  if (!Number.isSafeInteger(position) || !timingSafeEqual(expected, Buffer.from(parts[3] as string))) return foreign;
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
