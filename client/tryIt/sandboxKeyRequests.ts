/**
 * What the panel asks of the sandbox about personal keys, and how it reads the answers: minting a
 * key pair, getting its user a new user token, and telling a refused personal key (expired, or
 * one the sandbox no longer knows) and an expired user token from any other error. Errors carry
 * the sandbox's own message, which says what to do.
 */
import { type PersonalKey, parsePersonalKey } from './personalKey.ts';

export type MintResult = { ok: true; key: PersonalKey } | { ok: false; message: string };

/** The contract's error model: `{"error": {"code", "message", "request_id"}}`. */
export function sandboxErrorMessage(text: string): string | null {
  try {
    const message = (JSON.parse(text) as { error?: { message?: unknown } } | null)?.error?.message;
    return typeof message === 'string' && message !== '' ? message : null;
  } catch {
    return null;
  }
}

/** The wait a 429 or 503 asks for, in words, unless the sandbox's message already says it. */
function retryAdvice(response: Response, message: string | null): string {
  const seconds = Number(response.headers.get('Retry-After'));
  if (!Number.isInteger(seconds) || seconds <= 0 || message?.includes(String(seconds))) return '';
  return seconds >= 120 ? ` Try again in ${Math.ceil(seconds / 60)} minutes.` : ` Try again in ${seconds} seconds.`;
}

type Answer = { response: Response; text: string } | { unreachable: string };

async function ask(send: typeof fetch, url: string, init: RequestInit): Promise<Answer> {
  try {
    const response = await send(url, { ...init, method: 'POST', credentials: 'omit', cache: 'no-store' });
    return { response, text: await response.text() };
  } catch (error) {
    return { unreachable: `The sandbox could not be reached (${(error as Error).message}). Try again.` };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** `<prefix>: <the sandbox's message, or its status>` and the wait it asks for. */
function refusalMessage(prefix: string, response: Response, text: string): string {
  const message = sandboxErrorMessage(text);
  const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  return `${prefix}: ${message ?? `the sandbox answered ${status}.`}${retryAdvice(response, message)}`;
}

/** `sandboxRoot`: `/sandbox` or `/developer/sandbox`, where the portal serves the sandbox. */
export async function mintPersonalKey(sandboxRoot: string, send: typeof fetch = fetch): Promise<MintResult> {
  const answer = await ask(send, `${sandboxRoot}/keys`, {});
  if ('unreachable' in answer) return { ok: false, message: answer.unreachable };
  const { response, text } = answer;
  if (response.status === 201) {
    const key = parsePersonalKey(parseJson(text));
    return key ? { ok: true, key } : { ok: false, message: 'The sandbox answered with something that is not a key.' };
  }
  return { ok: false, message: refusalMessage('No key', response, text) };
}

export type RenewResult =
  /** The key with the new token and its end. */
  | { ok: true; key: PersonalKey }
  /** A 401: the secret key itself is no longer good (expired, or unknown to the sandbox); its message. */
  | { ok: false; refused: true; message: string | null }
  | { ok: false; refused: false; message: string };

/**
 * A new user token for the personal key's user: the contract's Authenticate a user (`POST
 * /s2s/users/{userId}/authenticate` with the secret key, no body: the default and longest
 * `ttl_seconds`, 3600) on the sandbox server of the panel's operation (`serverPath`: `/v2`),
 * which answers `200 {user_id, token, expires_at}`.
 */
export async function renewUserToken(
  sandboxRoot: string,
  serverPath: string,
  key: PersonalKey,
  send: typeof fetch = fetch,
): Promise<RenewResult> {
  const url = `${sandboxRoot}${serverPath}/s2s/users/${encodeURIComponent(key.user_id)}/authenticate`;
  const answer = await ask(send, url, { headers: { Authorization: `Bearer ${key.secret_key}` } });
  if ('unreachable' in answer) return { ok: false, refused: false, message: answer.unreachable };
  const { response, text } = answer;
  if (response.status === 200) {
    const { token, expires_at } = (parseJson(text) ?? {}) as Record<string, unknown>;
    const renewed = parsePersonalKey({ ...key, user_token: token, user_token_expires_at: expires_at });
    if (renewed?.user_token_expires_at) return { ok: true, key: renewed };
    return { ok: false, refused: false, message: 'The sandbox answered with something that is not a user token.' };
  }
  if (response.status === 401) return { ok: false, refused: true, message: sandboxErrorMessage(text) };
  return { ok: false, refused: false, message: refusalMessage('No new user token', response, text) };
}

/** The sandbox's 401 for a user token past its end (rules/spaces.ts), not for an unknown one or an expired key. */
export const userTokenExpired = (status: number, sandboxMessage: string | null) =>
  status === 401 && sandboxMessage !== null && /\buser token expired\b/i.test(sandboxMessage);

/**
 * A 401 to a request sent with the personal credential means the key is no longer good: it
 * expired, or the sandbox does not know it (its storage was reset). Other statuses are about the
 * request, not the key.
 */
export const refusesKey = (status: number, credentialSent: string, personal: string | null) =>
  status === 401 && personal !== null && credentialSent === personal;
