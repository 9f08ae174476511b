/** Signed user tokens: what they carry comes back, and any other text, however close, is no token. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromBase62, toBase62 } from './base62.ts';
import { readUserToken, signUserToken, type UserTokenClaims } from './userTokens.ts';

const SECRET = 'a'.repeat(64);
const claims: UserTokenClaims = {
  space: 'Ab3dEf6hIj9k',
  userId: 'usr_8f2k4m1q',
  expiresAt: Date.UTC(2030, 0, 1, 12, 0, 0, 123),
  spaceExpiresAt: Date.UTC(2030, 0, 2),
};

describe('user tokens', () => {
  it('carry their space, user and ends, in letters and digits after ut_<space>', () => {
    const token = signUserToken(SECRET, claims);
    expect(token).toMatch(/^ut_Ab3dEf6hIj9k[A-Za-z0-9]+$/);
    expect(readUserToken(SECRET, token)).toEqual(claims);
    const shared = { ...claims, space: 'sharedDemo00', spaceExpiresAt: null };
    expect(readUserToken(SECRET, signUserToken(SECRET, shared))).toEqual(shared);
  });

  it('reads nothing from a token signed with another secret, or with any one letter changed', () => {
    const token = signUserToken(SECRET, claims);
    expect(readUserToken('b'.repeat(64), token)).toBeNull();
    for (let at = 3; at < token.length; at += 1) {
      for (const letter of ['0', 'Z', 'z']) {
        if (token[at] === letter) continue;
        const edited = `${token.slice(0, at)}${letter}${token.slice(at + 1)}`;
        expect(readUserToken(SECRET, edited), edited).toBeNull();
      }
    }
    expect(readUserToken(SECRET, `${token}0`)).toBeNull();
    expect(readUserToken(SECRET, token.slice(0, -1))).toBeNull();
    expect(readUserToken(SECRET, 'ut_9Qm4Zr7Xw2Lk')).toBeNull();
  });
});

describe('base 62', () => {
  it('gives back the bytes it was given, and only one text names them', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 60 }), (body) => {
        const bytes = Buffer.concat([Buffer.of(1 + ((body[0] ?? 0) % 255)), Buffer.from(body)]);
        const text = toBase62(bytes);
        expect(text).toMatch(/^[1-9A-Za-z][0-9A-Za-z]*$/);
        expect(fromBase62(text)).toEqual(bytes);
        expect(fromBase62(`0${text}`)).toBeNull();
      }),
    );
    expect(fromBase62('ab-c')).toBeNull();
    expect(() => toBase62(Buffer.of(0, 1))).toThrow();
  });
});
