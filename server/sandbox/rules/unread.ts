/**
 * The unread count, as its schema says: the professionals' messages to a user with status `sent` or
 * `delivered`, in one conversation or all of them. Get the unread message count answers it, and a
 * professional's answer puts it in its `push.requested` event (the badge to show).
 */
import type { RuleContext } from './context.ts';
import type { Json } from './seed.ts';
import { conversationGroup, MESSAGE } from './spaces.ts';

const UNREAD = new Set(['sent', 'delivered']);

export async function unreadCount(
  context: Pick<RuleContext, 'store' | 'seed' | 'limits'>,
  space: string,
  userId: string,
  professionalId?: string,
): Promise<number> {
  const filter =
    professionalId === undefined ? { groupPrefix: `${userId}:` } : { group: conversationGroup(userId, professionalId) };
  // Every message a space can hold: twice its cap (each user message may have one answer, see
  // answers.ts), and the seeds besides.
  const most =
    2 * Math.max(context.limits.personalRecords, context.limits.sharedRecordsPerKind) + context.seed.messages.length;
  const messages = await context.store.list({ space, kind: MESSAGE, ...filter, order: 'asc', limit: most });
  return messages.filter((record) => {
    const message = record.data as Json;
    return message.sender === 'professional' && UNREAD.has(String(message.status));
  }).length;
}
