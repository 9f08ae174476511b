/**
 * The reader's personal sandbox key pair: minted by the sandbox (`POST <BASE_URL>sandbox/keys`),
 * kept in localStorage until it expires, shared by every try-it panel of every page and tab. Each
 * panel fills its credential field with the personal credential of its operation's scheme, chosen
 * by the prefix of the scheme's documented test credential (`sk_test_…` → the secret key, `ut_…` →
 * the user token), so no scheme name is written here. The user token ends sooner than the pair (60
 * minutes against 24 hours, `user_token_expires_at`); a panel gets a new one when it needs it
 * (sandboxKeyControls.ts), and the key is kept until the pair's `expires_at`.
 */
import { type SafeStorage, STORAGE_KEYS } from '../storage/browserStorage.ts';

/** As the sandbox answers it (201), and as it is stored. */
export interface PersonalKey {
  secret_key: string;
  public_key: string;
  user_token: string;
  user_id: string;
  /** ISO 8601: when the pair (and the space) ends. */
  expires_at: string;
  /**
   * ISO 8601: when `user_token` ends. Absent from a key stored before the sandbox said it: such a
   * token is renewed only once the sandbox refuses it as expired.
   */
  user_token_expires_at?: string;
}

const FIELDS = ['secret_key', 'public_key', 'user_token', 'user_id', 'expires_at'] as const;

const isDate = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** A personal key from the sandbox's answer or from storage; null for anything else (an older release's value, a hand edit). */
export function parsePersonalKey(value: unknown): PersonalKey | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (!FIELDS.every((field) => typeof record[field] === 'string' && record[field] !== '')) return null;
  if (!isDate(record.expires_at)) return null;
  const key = Object.fromEntries(FIELDS.map((field) => [field, record[field]])) as unknown as PersonalKey;
  if (isDate(record.user_token_expires_at)) key.user_token_expires_at = record.user_token_expires_at;
  return key;
}

export const hasExpired = (key: PersonalKey, now: number) => Date.parse(key.expires_at) <= now;

/** Whether the key's user token has passed its end; never for a key that does not say it. */
export const userTokenHasExpired = (key: PersonalKey, now: number) =>
  key.user_token_expires_at !== undefined && Date.parse(key.user_token_expires_at) <= now;

/** `sk_test_7Hc2Qp9LxV4m` → `sk_test_`; `ut_9Qm4Zr7Xw2Lk` → `ut_`: the kind of a credential, without its secret part. */
export function credentialKind(credential: string): string | null {
  return /^[a-z]+_(?:test_|live_)?/.exec(credential)?.[0] ?? null;
}

/** The kinds of credential the sandbox mints in a pair (its 201 answer to `POST …/keys`). */
const MINTED_KINDS = ['sk_test_', 'pk_test_', 'ut_'];

/** Whether a personal key has a credential of this scheme's kind; else the panel offers none. */
export function offersPersonalKey(testCredential: string): boolean {
  const kind = credentialKind(testCredential);
  return kind !== null && MINTED_KINDS.includes(kind);
}

/**
 * The personal credential that stands in for a scheme's test credential: the one of the same kind
 * (`sk_test_` for a secret key). Null when the pair has none (a scheme the sandbox mints nothing for).
 */
export function personalCredential(key: PersonalKey, testCredential: string): string | null {
  const kind = credentialKind(testCredential);
  if (!kind) return null;
  return [key.secret_key, key.user_token, key.public_key].find((credential) => credential.startsWith(kind)) ?? null;
}

/** `sk_test_3fP0x…` → `sk_test_…0x9Q`: enough to tell keys apart on screen, not the whole secret. */
export function shortCredential(credential: string): string {
  const kind = credentialKind(credential) ?? '';
  return `${kind}…${credential.slice(-4)}`;
}

export interface KeyHolder {
  /** The key in use, or null (none, or it has expired: then it is forgotten). */
  current(): PersonalKey | null;
  save(key: PersonalKey): void;
  forget(): void;
  /** Reads storage again, after another tab changed it; listeners hear of a change. */
  reload(): void;
  /** Called after every change of the key; returns the unsubscribe. */
  subscribe(listener: (key: PersonalKey | null) => void): () => void;
}

/**
 * The page keeps the key in memory too, so that it still holds for the page when storage refuses
 * to keep it (disabled, full); storage is read once, and again when another tab changes it.
 */
export function keyHolder(storage: SafeStorage, now: () => number = Date.now): KeyHolder {
  const listeners = new Set<(key: PersonalKey | null) => void>();
  const stored = () => parsePersonalKey(storage.readJson(STORAGE_KEYS.sandboxKey));
  let key = stored();
  // A new user token is a change too: the panels fill it in.
  const change = (next: PersonalKey | null) => {
    if (next?.secret_key === key?.secret_key && next?.user_token === key?.user_token) return;
    key = next;
    for (const listener of listeners) listener(key);
  };
  return {
    current() {
      if (key && hasExpired(key, now())) {
        storage.remove(STORAGE_KEYS.sandboxKey);
        change(null);
      }
      return key;
    },
    save(next) {
      storage.writeJson(STORAGE_KEYS.sandboxKey, next);
      change(next);
    },
    forget() {
      storage.remove(STORAGE_KEYS.sandboxKey);
      change(null);
    },
    reload: () => change(stored()),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
