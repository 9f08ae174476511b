/**
 * Which space a credential opens, and the making of spaces.
 *
 * - The documented test credentials (each security scheme's `x-example`) open the shared demo
 *   space and never expire.
 * - `POST …/sandbox/keys` mints a personal space: a secret key and a public key ending 24 hours
 *   on, with the space's records, and a user token of the space's seed user ending in 60 minutes,
 *   as every user token does (Authenticate a user gives another). The space's ID is part of each
 *   credential (`sk_test_<space><random>`, `ut_<space>…`), so a credential is looked up in its own
 *   space and a space's records are counted and capped together.
 * - An expired secret key is remembered for a day more, to say when it expired rather than that it
 *   never existed. A user token carries its own user and end, signed (userTokens.ts): nothing is
 *   stored per token, and an expired one says when it expired for as long as it is sent.
 */
import { canonicalJson } from '../store/canonicalJson.ts';
import type { SandboxError } from '../sandboxError.ts';
import type { SandboxStore } from '../store/sandboxStore.ts';
import { type Caller, SHARED_SPACE, iso, type Space } from './context.ts';
import { fingerprintOf, seedIdempotent } from './idempotency.ts';
import { newId } from './ids.ts';
import type { SandboxLimits } from './limits.ts';
import type { Json, Role, SeedSet } from './seed.ts';
import { readUserToken, signUserToken, USER_TOKEN_TTL_MS, type UserTokenClaims } from './userTokens.ts';

export const USER = 'user';
export const MESSAGE = 'message';
export const CONVERSATION = 'conversation';
export const SECRET_KEY = 'secret_key';
export const USER_TOKEN = 'user_token';
/**
 * One record per live personal space, in KEYS_SPACE: what the cap on live keys counts, and when the
 * space was last used (budget.ts removes the least recently used when the sandbox is full).
 */
export const LIVE_KEY = 'live_key';
export const KEYS_SPACE = 'sandboxKeys0';

export interface LiveKeyData {
  expires_at: number;
  /** Unix ms of the space's last request, to the minute (budget.ts). */
  last_used: number;
}

const SPACE_ID = '[A-Za-z0-9]{12}';
const ISSUED_SECRET = new RegExp(`^sk_test_(${SPACE_ID})[A-Za-z0-9]{20}$`);
/** A user token stored as a record, as issued before tokens carried their claims (see storedToken). */
const STORED_TOKEN = new RegExp(`^ut_(${SPACE_ID})[A-Za-z0-9]{20}$`);

/** The conversation's group: what a user's messages with one professional are listed by. */
export const conversationGroup = (userId: string, professionalId: string) => `${userId}:${professionalId}`;

export type Resolution =
  | { kind: 'caller'; caller: Caller }
  | { kind: 'unknown'; role: Role }
  | { kind: 'expired'; role: Role; what: 'key' | 'token'; at: number }
  | { kind: 'gone'; role: Role }
  /** The space was removed to keep the sandbox within its memory budget (budget.ts). */
  | { kind: 'evicted'; role: Role; at: number };

interface KeyData {
  expires_at: number;
}
interface TokenData {
  user_id: string;
  expires_at: number;
  /** The space's end (a personal space), null for the shared one. */
  space_expires_at: number | null;
}

export interface SpaceContext {
  store: SandboxStore;
  seed: SeedSet;
  limits: SandboxLimits;
  now: number;
}

/** What a bearer credential opens; null when it has neither sandbox prefix (`sk_test_`, `ut_`). */
export async function resolveCredential(context: SpaceContext, credential: string): Promise<Resolution | null> {
  const { store, seed, now } = context;
  const shared: Space = { id: SHARED_SPACE, expiresAt: null };
  if (credential === seed.secretKey) {
    return { kind: 'caller', caller: { space: shared, role: 'secret', credential, userId: null, shared: true } };
  }
  if (credential === seed.userToken) {
    return {
      kind: 'caller',
      caller: { space: shared, role: 'user', credential, userId: seed.userId, shared: true },
    };
  }
  const secret = ISSUED_SECRET.exec(credential);
  if (secret) {
    const record = await store.get(secret[1] as string, SECRET_KEY, credential);
    if (!record) return { kind: 'unknown', role: 'secret' };
    const { expires_at } = record.data as KeyData;
    if (expires_at <= now) return { kind: 'expired', role: 'secret', what: 'key', at: expires_at };
    const space = { id: record.space, expiresAt: expires_at };
    return { kind: 'caller', caller: { space, role: 'secret', credential, userId: null, shared: false } };
  }
  if (credential.startsWith('ut_')) {
    const token = STORED_TOKEN.test(credential)
      ? await storedToken(store, credential)
      : readUserToken(await store.secret(), credential);
    if (!token) return { kind: 'unknown', role: 'user' };
    if (token.spaceExpiresAt !== null && token.spaceExpiresAt <= now) {
      return { kind: 'expired', role: 'user', what: 'key', at: token.spaceExpiresAt };
    }
    if (token.expiresAt <= now) return { kind: 'expired', role: 'user', what: 'token', at: token.expiresAt };
    // The user may have ended before its token (a shared-space user lasts an hour).
    if (!(await store.get(token.space, USER, token.userId))) return { kind: 'gone', role: 'user' };
    const space = { id: token.space, expiresAt: token.spaceExpiresAt };
    return {
      kind: 'caller',
      caller: { space, role: 'user', credential, userId: token.userId, shared: token.space === SHARED_SPACE },
    };
  }
  if (credential.startsWith('sk_test_')) return { kind: 'unknown', role: 'secret' };
  return null;
}

/**
 * A token issued while tokens were records (20 random letters after the space), honoured until it
 * ends so that personal keys minted before tokens carried their claims keep working on a store
 * that outlives a deploy (PostgreSQL). Their records end a day after their token, at most two days
 * after that deploy; then this, STORED_TOKEN, TokenData and USER_TOKEN can go.
 */
async function storedToken(store: SandboxStore, credential: string): Promise<UserTokenClaims | null> {
  const record = await store.get(credential.slice(3, 15), USER_TOKEN, credential);
  if (!record) return null;
  const data = record.data as TokenData;
  return {
    space: record.space,
    userId: data.user_id,
    expiresAt: data.expires_at,
    spaceExpiresAt: data.space_expires_at,
  };
}

/** The 401 for a credential that opens nothing, in words that say what to do. */
export function refusal(resolution: Exclude<Resolution, { kind: 'caller' }>, keysUrl: string): SandboxError {
  const getKey = `get a new one (POST ${keysUrl} or Try it → Use a personal key)`;
  if (resolution.kind === 'expired') {
    return resolution.what === 'key'
      ? { status: 401, message: `This sandbox key expired at ${iso(resolution.at)}; ${getKey}.` }
      : {
          status: 401,
          message: `The user token expired at ${iso(resolution.at)}; get a new one with Authenticate a user.`,
        };
  }
  if (resolution.kind === 'evicted') {
    return {
      status: 401,
      message: `This sandbox key's data was removed at ${iso(resolution.at)} to make room: the sandbox holds a fixed amount of data and removes the personal sandboxes unused the longest first. To go on, ${getKey}.`,
    };
  }
  if (resolution.kind === 'gone') {
    return {
      status: 401,
      message:
        'The user this token belongs to no longer exists in this sandbox; create the user and authenticate again.',
    };
  }
  const what = resolution.role === 'secret' ? 'secret key' : 'user token';
  return {
    status: 401,
    message: `The sandbox never issued this ${what}. Use the documented test credentials, or ${getKey.replace('a new one', 'a personal key pair')}.`,
  };
}

/**
 * A user token for a user of a space: ends at `expiresAt`, never more than an hour on and never
 * after the space. Signed, not stored (userTokens.ts): it works until then however many follow it.
 */
export async function issueUserToken(
  context: SpaceContext,
  space: Space,
  userId: string,
  expiresAt: number,
): Promise<{ token: string; expiresAt: number }> {
  const ends = Math.min(expiresAt, context.now + USER_TOKEN_TTL_MS, space.expiresAt ?? Infinity);
  const claims = { space: space.id, userId, expiresAt: ends, spaceExpiresAt: space.expiresAt };
  return { token: signUserToken(await context.store.secret(), claims), expiresAt: ends };
}

/**
 * `POST …/sandbox/keys`: a new personal space, seeded, with its credentials. One transaction on
 * the key registry and the new space, so the cap on live keys holds across replicas and a space is
 * made whole or not at all.
 */
export async function mintKeys(context: SpaceContext): Promise<{ status: number; body: unknown } | SandboxError> {
  const id = newId('', 12);
  return context.store.transaction([KEYS_SPACE, id], (store) => mintKeysIn({ ...context, store }, id));
}

async function mintKeysIn(
  context: SpaceContext,
  spaceId: string,
): Promise<{ status: number; body: unknown } | SandboxError> {
  const { store, seed, limits, now } = context;
  if ((await store.count(KEYS_SPACE, LIVE_KEY)) >= limits.liveKeys) {
    return {
      status: 503,
      message: `The sandbox holds its most personal keys (${limits.liveKeys.toLocaleString('en')}); retry later, or use the documented test credentials meanwhile.`,
    };
  }
  const expiresAt = now + limits.keyTtlMs;
  const space: Space = { id: spaceId, expiresAt };
  const secretKey = newId(`sk_test_${space.id}`, 20);
  const live = { space: KEYS_SPACE, kind: LIVE_KEY, id: space.id, key: null, group: null, seed: false };
  const liveKey: LiveKeyData = { expires_at: expiresAt, last_used: now };
  await store.insert({ ...live, data: liveKey, expiresAt });
  await seedSpace(context, space, secretKey);
  const key: KeyData = { expires_at: expiresAt };
  await store.insert({
    space: space.id,
    kind: SECRET_KEY,
    id: secretKey,
    key: null,
    group: null,
    data: key,
    expiresAt: expiresAt + limits.keyTtlMs,
    seed: false,
  });
  const { token, expiresAt: tokenEnds } = await issueUserToken(context, space, seed.userId, now + USER_TOKEN_TTL_MS);
  return {
    status: 201,
    body: {
      secret_key: secretKey,
      public_key: newId(`pk_test_${space.id}`, 20),
      user_token: token,
      user_id: seed.userId,
      expires_at: iso(expiresAt),
      user_token_expires_at: iso(tokenEnds),
    },
  };
}

/**
 * Puts the demo set into a space (inserts that find a record already there change nothing): the
 * seed user, their conversations and messages, and the documented Create a user request as made
 * with `secretKey`.
 */
export async function seedSpace(context: SpaceContext, space: Space, secretKey: string): Promise<void> {
  const { store, seed } = context;
  const base = { space: space.id, expiresAt: space.expiresAt, seed: true };
  await store.insert({
    ...base,
    kind: USER,
    id: seed.userId,
    key: String(seed.user.external_id),
    group: null,
    data: seed.user,
  });
  for (const message of seed.messages) {
    const group = conversationGroup(String(message.user_id), String(message.professional_id));
    await store.insert({
      ...base,
      kind: CONVERSATION,
      id: group,
      key: null,
      group: null,
      data: { id: message.conversation_id },
    });
    await store.insert({ ...base, kind: MESSAGE, id: String(message.id), key: null, group, data: message });
  }
  if (seed.createUser) {
    const { idempotencyKey, path, body } = seed.createUser;
    await seedIdempotent(store, space, secretKey, idempotencyKey, fingerprintOf('POST', path, body), {
      status: 201,
      body: seed.user,
    });
  }
}

/** The seed records a space starts with, by kind and ID. */
function seedRecords(seed: SeedSet): { kind: string; id: string; value: Json }[] {
  return [
    { kind: USER, id: seed.userId, value: seed.user },
    ...seed.messages.map((message) => ({ kind: MESSAGE, id: String(message.id), value: message })),
  ];
}

/**
 * Keeps the shared demo space as documented: seeded, and each change to a seed record undone
 * `sharedSeedRestoreMs` after it was made (its `updated_at`), so no reader breaks the demo for
 * the others for long. Run at most once a minute per process, on a shared-space request.
 */
export function sharedSpaceKeeper(): (context: SpaceContext) => Promise<void> {
  let last: number | undefined;
  let running: Promise<void> | undefined;
  return async (context) => {
    if (running) return running;
    if (last !== undefined && context.now - last < 60_000) return;
    last = context.now;
    running = context.store.transaction([SHARED_SPACE], async (store) => {
      const inside = { ...context, store };
      const space: Space = { id: SHARED_SPACE, expiresAt: null };
      await seedSpace(inside, space, context.seed.secretKey);
      for (const { kind, id, value } of seedRecords(context.seed)) {
        const record = await store.get(SHARED_SPACE, kind, id);
        if (!record || canonicalJson(record.data) === canonicalJson(value)) continue;
        const changedAt = Date.parse(String((record.data as Json).updated_at));
        if (!(changedAt + context.limits.sharedSeedRestoreMs <= context.now)) continue;
        await store.replace(SHARED_SPACE, kind, id, record.data, value);
      }
    });
    try {
      await running;
    } catch (error) {
      last = undefined; // a store that failed is tried again on the next request
      throw error;
    } finally {
      running = undefined;
    }
  };
}
