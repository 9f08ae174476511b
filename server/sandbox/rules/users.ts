/**
 * The server-to-server user API: Create, Retrieve, Update and Authenticate a user, in the caller's
 * space, with the contract's rules: the schema's defaults, `locale` a BCP 47 tag, `external_id`
 * unique per space (409), a user named by `usr_…` or `ext:<external_id>` (404 when none), an
 * update that changes nothing changes nothing (no `updated_at`, no event), and a token that ends
 * when asked and never after its space.
 */
import type { SandboxError } from '../sandboxError.ts';
import type { StoredRecord } from '../store/sandboxStore.ts';
import { costOf, roomFor, trimShared } from './caps.ts';
import { type RuleContext, type RuleResult, iso, recordExpiry } from './context.ts';
import { recordEvent } from './events.ts';
import { newId } from './ids.ts';
import type { Json } from './seed.ts';
import { issueUserToken, USER } from './spaces.ts';

/** What `locale: null` resets to, as Update a user's schema says. */
const RESET_LOCALE = 'en';
/** Compare-and-set retries when another request changed the same user in between. */
const ATTEMPTS = 5;

/**
 * A 400 unless `locale` is a BCP 47 tag: what `Intl` accepts (`es-ES`, `en`, `zh-Hant-TW`) with a
 * language of 2 or 3 letters. BCP 47's syntax also allows 5 to 8 letters, for languages registered
 * later; none is, so a word such as `english` is a mistake to report, not a tag.
 */
function localeProblem(locale: unknown): SandboxError | null {
  if (typeof locale !== 'string') return null;
  try {
    const [canonical] = Intl.getCanonicalLocales(locale);
    if (canonical && /^[a-z]{2,3}$/.test(new Intl.Locale(canonical).language)) return null;
  } catch {
    // not even well-formed
  }
  return { status: 400, message: `\`locale\` in the body is not a BCP 47 tag: "${locale}". Send one such as es-ES.` };
}

export async function createUser(context: RuleContext): Promise<RuleResult> {
  const { store, caller, now } = context;
  const input = context.body as Json;
  const defaults = context.defaults.body;
  const locale = input.locale ?? defaults.locale ?? RESET_LOCALE;
  const problem = localeProblem(locale);
  if (problem) return problem;
  const full = await roomFor(context, caller.space, costOf(input));
  if (full) return full;
  const externalId = String(input.external_id);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const user = {
      id: newId('usr_'),
      external_id: externalId,
      name: input.name ?? defaults.name ?? null,
      email: input.email ?? defaults.email ?? null,
      locale,
      created_at: iso(now),
      updated_at: iso(now),
    };
    const inserted = await store.insert({
      space: caller.space.id,
      kind: USER,
      id: user.id,
      key: externalId,
      group: null,
      data: user,
      expiresAt: recordExpiry(caller.space, now, context.limits),
      seed: false,
    });
    if (inserted === 'conflict') {
      const holder = await store.getByKey(caller.space.id, USER, externalId);
      if (holder) {
        return {
          status: 409,
          message: `A user with external_id ${externalId} already exists in this sandbox (${holder.id}); retrieve it with GET /s2s/users/ext:${externalId}.`,
        };
      }
      continue; // the random ID was taken: draw another
    }
    await trimShared(context, caller.space, USER);
    await recordEvent(context, caller.space, 'user.created', user);
    return { status: 201, body: user };
  }
  throw new Error('could not draw a free user ID');
}

/** The user a `userId` path parameter names, or the contract's 404. */
async function findUser(context: RuleContext): Promise<StoredRecord | SandboxError> {
  const name = context.params.userId ?? '';
  const space = context.caller.space.id;
  const record = name.startsWith('ext:')
    ? await context.store.getByKey(space, USER, name.slice('ext:'.length))
    : await context.store.get(space, USER, name);
  if (record) return record;
  const who = name.startsWith('ext:') ? `with external_id ${name.slice(4)}` : name;
  return { status: 404, message: `No user ${who} exists in this sandbox. Create the user, then call again.` };
}

const isError = (found: StoredRecord | SandboxError): found is SandboxError => 'message' in found;

export async function retrieveUser(context: RuleContext): Promise<RuleResult> {
  const found = await findUser(context);
  return isError(found) ? found : { status: 200, body: found.data };
}

export async function updateUser(context: RuleContext): Promise<RuleResult> {
  const input = context.body as Json;
  const locale = input.locale === null ? RESET_LOCALE : input.locale;
  const problem = localeProblem(locale);
  if (problem) return problem;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const found = await findUser(context);
    if (isError(found)) return found;
    const current = found.data as Json;
    const next: Json = { ...current };
    if ('name' in input) next.name = input.name;
    if ('email' in input) next.email = input.email;
    if ('locale' in input) next.locale = locale;
    const changed = ['name', 'email', 'locale'].some((field) => next[field] !== current[field]);
    if (!changed) return { status: 200, body: current };
    next.updated_at = iso(context.now);
    const replaced = await context.store.replace(found.space, USER, found.id, current, next);
    if (!replaced) continue; // changed meanwhile: apply the update to what is there now
    await recordEvent(context, context.caller.space, 'user.updated', next);
    return { status: 200, body: next };
  }
  // Only when other requests keep changing the same user faster than this one can apply.
  return { status: 503, message: 'The user kept changing while this update ran; send it again.' };
}

export async function authenticateUser(context: RuleContext): Promise<RuleResult> {
  const found = await findUser(context);
  if (isError(found)) return found;
  const input = (context.body ?? {}) as Json;
  const ttl = Number(input.ttl_seconds ?? context.defaults.body.ttl_seconds ?? 3600);
  const { token, expiresAt } = await issueUserToken(context, context.caller.space, found.id, context.now + ttl * 1000);
  return { status: 200, body: { user_id: found.id, token, expires_at: iso(expiresAt) } };
}
