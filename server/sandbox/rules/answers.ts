/**
 * The sandbox's professionals answer, as the getting-started page promises: a professional who is
 * `available` answers a user's latest message `limits.answerDelayMs` after it (one answer per
 * burst: a message followed by another within the delay is answered by the answer to the later
 * one); an away professional (`available: false`) never answers. So a new user has a message to
 * mark read, an unread count above 0, and the space logs `push.requested` as Advoca would send it.
 *
 * No timers and nothing per replica: postMessage leaves a pending answer (kind PENDING_ANSWER,
 * one per conversation, its `key`, replaced by each newer user message, ending with the message),
 * and reads turn the due ones into messages: the user's chat calls (answerDue with their user ID)
 * and the space's event log (every user). The answer's ID is derived from the message it answers,
 * so two replicas that read at once insert it once: the second insert is the store's 'conflict',
 * and only the one that inserted records its events.
 *
 * Answering, the professional first reads the conversation: the user's messages move to `read`,
 * each with `message.updated`, before the answer's own events (professionalReads.ts).
 */
import type { StoredRecord } from '../store/sandboxStore.ts';
import { trimShared } from './caps.ts';
import { type RuleContext, iso, type Space } from './context.ts';
import { recordEvent } from './events.ts';
import { derivedId } from './ids.ts';
import { readConversation } from './professionalReads.ts';
import type { Json } from './seed.ts';
import { conversationGroup, MESSAGE, USER } from './spaces.ts';
import { unreadCount } from './unread.ts';

export const PENDING_ANSWER = 'pending_answer';

interface PendingAnswer {
  /** The user message to answer (also the pending record's ID). */
  message_id: string;
  /** Its store position: of two pending answers for a conversation, the later message's wins. */
  message_seq: number;
  /** Unix ms from which the professional answers. */
  due_at: number;
}

type AnswerContext = Pick<RuleContext, 'store' | 'seed' | 'limits' | 'now'>;

const ATTEMPTS = 5;

/** What a sandbox professional says: short, a valid Message body, and plainly not a lawyer's. */
export const answerText = (name: string) => `Sandbox answer from ${name}: thanks, I have read your message.`;

/**
 * After a user's message was stored: its professional, when available, will answer it. An earlier
 * message of the conversation still waiting (a burst) is no longer answered on its own.
 */
export async function expectAnswer(context: AnswerContext, space: Space, message: StoredRecord): Promise<void> {
  const { store } = context;
  const data = message.data as Json;
  if (context.seed.profiles.get(String(data.professional_id))?.available !== true) return;
  const group = conversationGroup(String(data.user_id), String(data.professional_id));
  const pending: PendingAnswer = {
    message_id: message.id,
    message_seq: message.seq,
    due_at: context.now + context.limits.answerDelayMs,
  };
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const inserted = await store.insert({
      space: space.id,
      kind: PENDING_ANSWER,
      id: message.id,
      key: group,
      group,
      data: pending,
      expiresAt: message.expiresAt,
      seed: false,
    });
    if (inserted !== 'conflict') return;
    const waiting = await store.getByKey(space.id, PENDING_ANSWER, group);
    if (!waiting) continue; // answered or replaced meanwhile: try again
    // A later message posted at the same time waits already: its answer is the burst's.
    if ((waiting.data as PendingAnswer).message_seq > message.seq) return;
    await store.delete(space.id, PENDING_ANSWER, waiting.id);
  }
}

/**
 * Turns the space's due pending answers into messages (at most `limits.answersPerRead` per read):
 * a user's only, for their chat calls, or every user's (`userId` null), for the event log.
 */
export async function answerDue(context: AnswerContext, space: Space, userId: string | null): Promise<void> {
  const waiting = await context.store.list({
    space: space.id,
    kind: PENDING_ANSWER,
    ...(userId === null ? {} : { groupPrefix: `${userId}:` }),
    order: 'asc',
    limit: context.limits.answersPerRead,
  });
  for (const pending of waiting) {
    if ((pending.data as PendingAnswer).due_at > context.now) continue;
    await answer(context, space, pending);
    // Deleted by its own ID: a newer message's pending answer has another, so it is never lost.
    await context.store.delete(space.id, PENDING_ANSWER, pending.id);
  }
}

/** The professional answers the message a pending answer names, if it is still the newest. */
async function answer(context: AnswerContext, space: Space, pending: StoredRecord): Promise<void> {
  const { store, now } = context;
  const { message_id: questionId } = pending.data as PendingAnswer;
  const [newest] = await store.list({
    space: space.id,
    kind: MESSAGE,
    group: pending.group ?? '',
    order: 'desc',
    limit: 1,
  });
  const question = newest?.data as Json | undefined;
  // Answered already (here or by another replica), or the message expired.
  if (!newest || !question || newest.id !== questionId || question.sender !== 'user') return;
  const user = (await store.get(space.id, USER, String(question.user_id)))?.data as Json | undefined;
  const professional = context.seed.profiles.get(String(question.professional_id));
  if (!user || !professional) return; // the user ended before their message was answered
  // created_at is when the answer is stored, not when it fell due: a list orders by the store's
  // seq, and only the time of the insert is sure to come after every record stored before it
  // (in the event log too, where other users' records interleave), so newest first by seq is
  // newest first by created_at. An answer read late is an answer that came late.
  const message = {
    id: derivedId('msg_', `${space.id}:${questionId}:answer`),
    conversation_id: question.conversation_id,
    user_id: question.user_id,
    professional_id: question.professional_id,
    sender: 'professional',
    body: answerText(String(professional.name)),
    status: 'sent',
    created_at: iso(now),
    updated_at: iso(now),
  };
  const inserted = await store.insert({
    space: space.id,
    kind: MESSAGE,
    id: message.id,
    key: null,
    group: newest.group,
    data: message,
    // With the message it answers, so a conversation's messages end together.
    expiresAt: newest.expiresAt,
    seed: false,
  });
  if (inserted === 'conflict') return; // another replica answered: it records the events
  await trimShared(context, space, MESSAGE);
  // The professional reads, then answers: the read receipts come first in the event log.
  await readConversation(context, space, inserted.group ?? '');
  await recordEvent(context, space, 'message.created', message);
  await recordEvent(context, space, 'push.requested', {
    user_id: message.user_id,
    external_id: user.external_id,
    title: professional.name,
    body: message.body,
    conversation_id: message.conversation_id,
    professional_id: message.professional_id,
    message_id: message.id,
    unread_count: await unreadCount(context, space.id, String(message.user_id)),
  });
}
