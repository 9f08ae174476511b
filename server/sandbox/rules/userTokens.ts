/**
 * Issued user tokens (`ut_<space><payload>`) are self-contained: the payload carries the user, when
 * the token ends, when its space ends, and an HMAC-SHA256 of all that and the space under a key
 * derived from the store's secret (the same on every replica). Nothing is stored per token, so:
 * - a token works until its `expires_at` however many more were issued after it (a stored token
 *   had to be capped per space, and the oldest live ones were evicted);
 * - an expired token can say when it expired for as long as anyone sends it;
 * - a token the sandbox did not make, or one edited by a letter, fails the HMAC: "never issued".
 * What the holder can read in it (their user's ID and the token's end) is what Authenticate a user
 * answered them anyway. Whether the user still exists is the store's to say (spaces.ts).
 *
 * Layout, base 62 after the space's 12 letters: version 1 (1 byte), the token's end and the
 * space's end (Unix ms, 6 bytes each; 0 for the shared space, which does not end), the user's ID
 * (UTF-8), then 16 bytes of HMAC.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { fromBase62, toBase62 } from './base62.ts';

/** Every user token lasts at most this: the contract's longest `ttl_seconds` (3600). */
export const USER_TOKEN_TTL_MS = 60 * 60_000;

export interface UserTokenClaims {
  space: string;
  userId: string;
  /** When the token ends, Unix ms. */
  expiresAt: number;
  /** When its space ends (a personal space), null for the shared one. */
  spaceExpiresAt: number | null;
}

const VERSION = 1;
const TIME = 6;
const MAC = 16;
const HEADER = 1 + 2 * TIME;
const TOKEN = /^ut_([A-Za-z0-9]{12})([A-Za-z0-9]+)$/;

/** A key for user tokens only, so no other use of the store's secret can make one. */
const tokenKey = (secret: string) => Buffer.from(hkdfSync('sha256', secret, '', 'sandbox user tokens v1', 32));

const macOf = (secret: string, space: string, body: Buffer) =>
  createHmac('sha256', tokenKey(secret)).update(space).update(body).digest().subarray(0, MAC);

export function signUserToken(secret: string, claims: UserTokenClaims): string {
  const body = Buffer.alloc(HEADER);
  body.writeUInt8(VERSION, 0);
  body.writeUIntBE(claims.expiresAt, 1, TIME);
  body.writeUIntBE(claims.spaceExpiresAt ?? 0, 1 + TIME, TIME);
  const signed = Buffer.concat([body, Buffer.from(claims.userId, 'utf8')]);
  return `ut_${claims.space}${toBase62(Buffer.concat([signed, macOf(secret, claims.space, signed)]))}`;
}

/** What a token this sandbox signed says; null for anything else (edited, forged, another shape). */
export function readUserToken(secret: string, token: string): UserTokenClaims | null {
  const parts = TOKEN.exec(token);
  const bytes = parts ? fromBase62(parts[2] as string) : null;
  if (!parts || !bytes || bytes.length <= HEADER + MAC || bytes[0] !== VERSION) return null;
  const space = parts[1] as string;
  const signed = bytes.subarray(0, bytes.length - MAC);
  if (!timingSafeEqual(macOf(secret, space, signed), bytes.subarray(bytes.length - MAC))) return null;
  const spaceExpiresAt = signed.readUIntBE(1 + TIME, TIME);
  return {
    space,
    userId: signed.subarray(HEADER).toString('utf8'),
    expiresAt: signed.readUIntBE(1, TIME),
    spaceExpiresAt: spaceExpiresAt === 0 ? null : spaceExpiresAt,
  };
}
