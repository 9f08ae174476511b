/**
 * The chat API's messages, for the user a token acts for: Post a message, Get the message list,
 * Update a message's status and Get the unread message count, with the contract's rules: a
 * professional must exist (404), a blank text is refused (400), one conversation per user and
 * professional, lists newest first that end, a status that only moves forward (409 backwards, 200
 * and no change when repeated, 403 on the user's own message, 404 on anyone else's). An available
 * professional answers the user's latest message a few seconds later (answers.ts).
 */
import { expectAnswer } from './answers.ts';
import { costOf, roomFor, trimShared } from './caps.ts';
import { type RuleContext, type RuleResult, iso, recordExpiry } from './context.ts';
import { type CursorScope, pagedList } from './cursors.ts';
import { recordEvent } from './events.ts';
import { newId } from './ids.ts';
import { unknownProfessional } from './professionals.ts';
import type { Json } from './seed.ts';
import { CONVERSATION, conversationGroup, MESSAGE } from './spaces.ts';
import { unreadCount } from './unread.ts';

const STATUS_ORDER = ['sent', 'delivered', 'read'];
const ATTEMPTS = 5;

/** The chat user; chat operations take a user token, so there always is one. */
const userOf = (context: RuleContext) => context.caller.userId as string;

function professionalProblem(context: RuleContext, id: unknown): RuleResult | null {
  if (typeof id !== 'string') return null;
  return context.seed.profiles.has(id) ? null : unknownProfessional(context.seed, id);
}

export async function postMessage(context: RuleContext): Promise<RuleResult> {
  const { store, caller, now } = context;
  const input = context.body as Json;
  const professionalId = String(input.professional_id);
  const text = String(input.body);
  const unknown = professionalProblem(context, professionalId);
  if (unknown) return unknown;
  if (text.trim() === '') {
    return {
      status: 400,
      message: '`body` in the body is blank: a message needs some text besides spaces and line breaks.',
    };
  }
  const full = await roomFor(context, caller.space, costOf(input));
  if (full) return full;
  const userId = userOf(context);
  const group = conversationGroup(userId, professionalId);
  const expiresAt = recordExpiry(caller.space, now, context.limits);
  const conversationId = await conversationOf(context, group, expiresAt);
  const message = {
    id: newId('msg_'),
    conversation_id: conversationId,
    user_id: userId,
    professional_id: professionalId,
    sender: 'user',
    body: text,
    status: 'sent',
    created_at: iso(now),
    updated_at: iso(now),
  };
  const inserted = await store.insert({
    space: caller.space.id,
    kind: MESSAGE,
    id: message.id,
    key: null,
    group,
    data: message,
    expiresAt,
    seed: false,
  });
  if (inserted === 'conflict') throw new Error('a random message ID was taken');
  await trimShared(context, caller.space, MESSAGE);
  await recordEvent(context, caller.space, 'message.created', message);
  await expectAnswer(context, caller.space, inserted);
  return { status: 201, body: message };
}

/**
 * The conversation of a user and a professional: the one there is, else a new `cnv_…` (two first
 * messages at once agree on one, as the second insert fails). Its end moves with each message, so
 * it lasts as long as its newest message.
 */
async function conversationOf(context: RuleContext, group: string, expiresAt: number): Promise<string> {
  const { store, caller } = context;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const existing = await store.get(caller.space.id, CONVERSATION, group);
    if (existing) {
      if (!existing.seed && existing.expiresAt !== null && existing.expiresAt < expiresAt) {
        await store.replace(caller.space.id, CONVERSATION, group, existing.data, existing.data, expiresAt);
      }
      return String((existing.data as Json).id);
    }
    const id = newId('cnv_');
    const inserted = await store.insert({
      space: caller.space.id,
      kind: CONVERSATION,
      id: group,
      key: null,
      group: null,
      data: { id },
      expiresAt,
      seed: false,
    });
    if (inserted !== 'conflict') return id;
  }
  throw new Error('could not settle on a conversation');
}

export async function getMessageList(context: RuleContext): Promise<RuleResult> {
  const professionalId = String(context.query.professional_id);
  const unknown = professionalProblem(context, professionalId);
  if (unknown) return unknown;
  const space = context.caller.space.id;
  const group = conversationGroup(userOf(context), professionalId);
  const scope: CursorScope = {
    space,
    user: userOf(context),
    operation: context.operationId,
    filter: `professional_id=${professionalId}`,
  };
  return pagedList(context, scope, async (after, count) =>
    (await context.store.list({ space, kind: MESSAGE, group, after, order: 'desc', limit: count })).map((record) => ({
      seq: record.seq,
      value: record.data,
    })),
  );
}

export async function updateMessageStatus(context: RuleContext): Promise<RuleResult> {
  const { store, caller } = context;
  const id = context.params.messageId ?? '';
  const wanted = String((context.body as Json).status);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const record = await store.get(caller.space.id, MESSAGE, id);
    const message = record?.data as Json | undefined;
    // Another user's message is as absent as one that does not exist: IDs reveal nothing.
    if (!record || !message || message.user_id !== userOf(context)) {
      return { status: 404, message: `No message ${id} exists in this user's conversations.` };
    }
    if (message.sender !== 'professional') {
      return {
        status: 403,
        message: `${id} was sent by the user; only a professional's message can be marked delivered or read.`,
      };
    }
    const from = STATUS_ORDER.indexOf(String(message.status));
    const to = STATUS_ORDER.indexOf(wanted);
    if (to < from) {
      return {
        status: 409,
        message: `${id} is already ${String(message.status)}; statuses only move forward (sent → delivered → read), so there is nothing to do.`,
      };
    }
    if (to === from) return { status: 200, body: message };
    const next = { ...message, status: wanted, updated_at: iso(context.now) };
    if (!(await store.replace(caller.space.id, MESSAGE, id, message, next))) continue;
    await recordEvent(context, caller.space, 'message.updated', next);
    return { status: 200, body: next };
  }
  return { status: 503, message: 'The message kept changing while this update ran; send it again.' };
}

export async function getUnreadMessageCount(context: RuleContext): Promise<RuleResult> {
  const professionalId = context.query.professional_id;
  const unknown = professionalProblem(context, professionalId);
  if (unknown) return unknown;
  const filter = typeof professionalId === 'string' ? professionalId : undefined;
  const unread = await unreadCount(context, context.caller.space.id, userOf(context), filter);
  return { status: 200, body: { unread_count: unread } };
}
