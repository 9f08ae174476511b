/**
 * The professional's side of read receipts, as Update a message's status and Post a message
 * describe them: the status of the user's own messages is set by the professional's app, which
 * moves them to `read` when the professional opens the conversation, each change a
 * `message.updated` event. In the sandbox a professional opens the conversation when answering
 * (answers.ts), so each answer first marks the user's messages before it read.
 *
 * An away professional never answers, so never reads: the user's messages to them stay `sent`,
 * as a message nobody opened does.
 */
import type { StoredRecord } from '../store/sandboxStore.ts';
import { type RuleContext, iso, type Space } from './context.ts';
import { recordEvent } from './events.ts';
import type { Json } from './seed.ts';
import { MESSAGE } from './spaces.ts';

type ReadContext = Pick<RuleContext, 'store' | 'limits' | 'now'>;

const UNREAD = new Set(['sent', 'delivered']);

/**
 * Marks `read` the user's unread messages among the newest `limits.readsPerAnswer` of a
 * conversation (its store group), oldest first, each with its `message.updated` event. Each goes
 * through the store's compare-and-set, so a message that changed meanwhile is left as it is: two
 * replicas never both record its change. Earlier answers read everything before them, so the
 * bound only leaves unread what a burst longer than it sent first.
 */
export async function readConversation(context: ReadContext, space: Space, group: string): Promise<void> {
  const { store, now } = context;
  const newest = await store.list({
    space: space.id,
    kind: MESSAGE,
    group,
    order: 'desc',
    limit: context.limits.readsPerAnswer,
  });
  const unread = newest.filter((record: StoredRecord) => {
    const message = record.data as Json;
    return message.sender === 'user' && UNREAD.has(String(message.status));
  });
  for (const record of unread.reverse()) {
    const next = { ...(record.data as Json), status: 'read', updated_at: iso(now) };
    if (!(await store.replace(space.id, MESSAGE, record.id, record.data, next))) continue;
    await recordEvent(context, space, 'message.updated', next);
  }
}
