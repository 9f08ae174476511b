/**
 * The webhook events a space's calls caused, as the contract's event schemas shape them (`id`,
 * `type`, `created_at`, `data`), kept so a reader can see what their backend would have been sent:
 * `GET <BASE_URL>sandbox/events` with the space's secret key, newest first. The newest
 * `limits.events` per space are kept; they end with the space (an hour in the shared one).
 */
import { type CursorScope, pagedList } from './cursors.ts';
import { type RuleContext, type RuleResult, iso, recordExpiry, type Space } from './context.ts';
import { newId } from './ids.ts';

export const EVENT = 'event';

export type EventType = 'user.created' | 'user.updated' | 'message.created' | 'message.updated' | 'push.requested';

export async function recordEvent(
  context: Pick<RuleContext, 'store' | 'now' | 'limits'>,
  space: Space,
  type: EventType,
  data: unknown,
): Promise<void> {
  const { store, now, limits } = context;
  const id = newId('evt_');
  await store.insert({
    space: space.id,
    kind: EVENT,
    id,
    key: null,
    group: null,
    data: { id, type, created_at: iso(now), data },
    expiresAt: recordExpiry(space, now, limits),
    seed: false,
  });
  const excess = (await store.count(space.id, EVENT)) - limits.events;
  if (excess > 0) await store.evictOldest(space.id, EVENT, excess);
}

/** `GET /events`: the space's events, newest first, a page at a time. */
export function listEvents(
  context: Pick<RuleContext, 'store' | 'now' | 'limits' | 'query' | 'caller'>,
): Promise<RuleResult> {
  const space = context.caller.space.id;
  const scope: CursorScope = { space, user: context.caller.userId, operation: 'listEvents', filter: '' };
  return pagedList({ ...context, defaults: { query: { limit: 20 }, body: {} } }, scope, async (after, count) =>
    (await context.store.list({ space, kind: EVENT, after, order: 'desc', limit: count })).map((record) => ({
      seq: record.seq,
      value: record.data,
    })),
  );
}
