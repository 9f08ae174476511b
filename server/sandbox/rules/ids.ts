/**
 * New IDs and credentials as the API shapes them: a type prefix and random letters and digits
 * (`usr_…`, `msg_…`, `sk_test_…`). Random, not counted, so an ID says nothing about how many
 * records a space holds and one space cannot guess another's.
 */
import { createHash, randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `prefix` and `length` random alphanumerics (62 letters: 8 of them are about 48 bits). */
export function newId(prefix: string, length = 10): string {
  // 248 is the largest multiple of 62 below 256: bytes above it are dropped so no letter is likelier.
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
  }
  return `${prefix}${out}`;
}

/**
 * An ID derived from `seed` (same seed, same ID, on every replica): for records that two replicas
 * may make at once and that must exist once, such as a professional's answer to one message; the
 * second insert of the same ID is the store's 'conflict'. Derived from a random ID (SHA-256 spread
 * over 62 letters), it tells no more than that one does.
 */
export function derivedId(prefix: string, seed: string, length = 10): string {
  const digest = createHash('sha256').update(seed).digest();
  let out = '';
  for (let i = 0; i < length; i += 1) out += ALPHABET[(digest[i] as number) % 62];
  return `${prefix}${out}`;
}
