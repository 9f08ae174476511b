/**
 * New IDs and credentials as the API shapes them: a type prefix and random letters and digits
 * (`usr_…`, `msg_…`, `sk_test_…`). Random, not counted, so an ID says nothing about how many
 * records a space holds and one space cannot guess another's.
 */
import { randomBytes } from 'node:crypto';

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
