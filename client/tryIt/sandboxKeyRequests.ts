/**
 * What the panel asks of the sandbox about personal keys, and how it reads the answers: minting a
 * key pair, and telling a refused personal key (expired, or one the sandbox no longer knows) from
 * any other error. Errors carry the sandbox's own message, which says what to do.
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

/** `sandboxRoot`: `/sandbox` or `/developer/sandbox`, where the portal serves the sandbox. */
export async function mintPersonalKey(sandboxRoot: string, send: typeof fetch = fetch): Promise<MintResult> {
  let response: Response;
  let text: string;
  try {
    response = await send(`${sandboxRoot}/keys`, { method: 'POST', credentials: 'omit', cache: 'no-store' });
    text = await response.text();
  } catch (error) {
    return { ok: false, message: `The sandbox could not be reached (${(error as Error).message}). Try again.` };
  }
  if (response.status === 201) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    const key = parsePersonalKey(body);
    return key ? { ok: true, key } : { ok: false, message: 'The sandbox answered with something that is not a key.' };
  }
  const message = sandboxErrorMessage(text);
  const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  return {
    ok: false,
    message: `No key: ${message ?? `the sandbox answered ${status}.`}${retryAdvice(response, message)}`,
  };
}

/**
 * A 401 to a request sent with the personal credential means the key is no longer good: it
 * expired, or the sandbox does not know it (its storage was reset). Other statuses are about the
 * request, not the key.
 */
export const refusesKey = (status: number, credentialSent: string, personal: string | null) =>
  status === 401 && personal !== null && credentialSent === personal;
