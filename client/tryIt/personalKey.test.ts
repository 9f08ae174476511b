import { describe, expect, it } from 'vitest';
import { safeStorage, STORAGE_KEYS } from '../storage/browserStorage.ts';
import { failingStorage, memoryStorage } from '../storage/memoryStorage.ts';
import {
  keyHolder,
  offersPersonalKey,
  parsePersonalKey,
  type PersonalKey,
  personalCredential,
  shortCredential,
  userTokenHasExpired,
} from './personalKey.ts';

const NOW = Date.parse('2026-03-05T12:00:00Z');
const key: PersonalKey = {
  secret_key: 'sk_test_3fP0xA9qZ2mK7wLd',
  public_key: 'pk_test_8Hs1Rt5Yb4nC',
  user_token: 'ut_6Vg3Jk8Pq1Xz',
  user_id: 'usr_8f2k4m1q',
  expires_at: '2026-03-06T12:00:00Z',
};

describe('the personal sandbox key', () => {
  it('is read back only when it has every field, as strings, and a date', () => {
    expect(parsePersonalKey({ ...key, extra: 1 })).toEqual(key);
    expect(parsePersonalKey({ ...key, user_token: 7 })).toBeNull();
    expect(parsePersonalKey({ ...key, secret_key: '' })).toBeNull();
    expect(parsePersonalKey({ ...key, expires_at: 'tomorrow' })).toBeNull();
    expect(parsePersonalKey('sk_test_x')).toBeNull();
    expect(parsePersonalKey(null)).toBeNull();
  });

  it('keeps when its user token ends, and reads a key stored without it as the older shape', () => {
    const renewable = { ...key, user_token_expires_at: '2026-03-05T13:00:00Z' };
    expect(parsePersonalKey(renewable)).toEqual(renewable);
    expect(parsePersonalKey({ ...key, user_token_expires_at: 'soon' })).toEqual(key);
    expect(userTokenHasExpired(renewable, NOW)).toBe(false);
    expect(userTokenHasExpired(renewable, Date.parse('2026-03-05T13:00:00Z'))).toBe(true);
    // An older key says nothing of its token: only the sandbox's refusal tells it expired.
    expect(userTokenHasExpired(key, Date.parse('2026-03-06T11:00:00Z'))).toBe(false);
  });

  it('stands in for the test credential of the same kind: secret key, user token', () => {
    expect(personalCredential(key, 'sk_test_7Hc2Qp9LxV4m')).toBe(key.secret_key);
    expect(personalCredential(key, 'ut_9Qm4Zr7Xw2Lk')).toBe(key.user_token);
    expect(personalCredential(key, 'pk_test_1')).toBe(key.public_key);
    expect(personalCredential(key, 'whsec_1')).toBeNull();
    expect(personalCredential(key, '')).toBeNull();
    expect(offersPersonalKey('sk_test_7Hc2Qp9LxV4m')).toBe(true);
    expect(offersPersonalKey('ut_9Qm4Zr7Xw2Lk')).toBe(true);
    expect(offersPersonalKey('tok_123')).toBe(false);
    expect(offersPersonalKey('')).toBe(false);
  });

  it('shows only the kind and the last characters', () => {
    expect(shortCredential(key.secret_key)).toBe('sk_test_…7wLd');
    expect(shortCredential(key.user_token)).toBe('ut_…q1Xz');
  });
});

describe('the key holder', () => {
  it('keeps the key in storage until it expires, then forgets it', () => {
    const area = memoryStorage();
    let now = NOW;
    const holder = keyHolder(
      safeStorage(() => area),
      () => now,
    );
    const heard: (PersonalKey | null)[] = [];
    holder.subscribe((next) => heard.push(next));
    expect(holder.current()).toBeNull();
    holder.save(key);
    expect(JSON.parse(area.items.get(STORAGE_KEYS.sandboxKey) ?? '')).toEqual(key);
    // Another page (a reload) finds it.
    expect(
      keyHolder(
        safeStorage(() => area),
        () => now,
      ).current(),
    ).toEqual(key);
    now = Date.parse(key.expires_at);
    expect(holder.current()).toBeNull();
    expect(area.items.has(STORAGE_KEYS.sandboxKey)).toBe(false);
    expect(heard).toEqual([key, null]);
  });

  it('forgets on request, and hears what another tab stored', () => {
    const area = memoryStorage({ [STORAGE_KEYS.sandboxKey]: JSON.stringify(key) });
    const holder = keyHolder(
      safeStorage(() => area),
      () => NOW,
    );
    const heard: (PersonalKey | null)[] = [];
    const unsubscribe = holder.subscribe((next) => heard.push(next));
    holder.forget();
    expect(area.items.size).toBe(0);
    area.setItem(STORAGE_KEYS.sandboxKey, JSON.stringify(key));
    holder.reload();
    expect(holder.current()).toEqual(key);
    holder.reload(); // unchanged: nobody is told
    unsubscribe();
    holder.forget();
    expect(heard).toEqual([null, key]);
  });

  it('tells the panels of a new user token for the same key pair, and stores it', () => {
    const area = memoryStorage({ [STORAGE_KEYS.sandboxKey]: JSON.stringify(key) });
    const holder = keyHolder(
      safeStorage(() => area),
      () => NOW,
    );
    const heard: (PersonalKey | null)[] = [];
    holder.subscribe((next) => heard.push(next));
    const renewed = { ...key, user_token: 'ut_2Nw7Hd4Ks9Tq', user_token_expires_at: '2026-03-05T13:00:00Z' };
    holder.save(renewed);
    holder.save(renewed); // the same again: nobody is told
    expect(heard).toEqual([renewed]);
    expect(JSON.parse(area.items.get(STORAGE_KEYS.sandboxKey) ?? '')).toEqual(renewed);
  });

  it('ignores an expired or broken stored value', () => {
    const expired = memoryStorage({
      [STORAGE_KEYS.sandboxKey]: JSON.stringify({ ...key, expires_at: '2026-03-01T00:00:00Z' }),
    });
    expect(
      keyHolder(
        safeStorage(() => expired),
        () => NOW,
      ).current(),
    ).toBeNull();
    expect(expired.items.size).toBe(0);
    const broken = memoryStorage({ [STORAGE_KEYS.sandboxKey]: '{"secret_key":' });
    expect(
      keyHolder(
        safeStorage(() => broken),
        () => NOW,
      ).current(),
    ).toBeNull();
  });

  it('holds the key for the page when storage refuses it', () => {
    const holder = keyHolder(safeStorage(failingStorage), () => NOW);
    holder.save(key);
    expect(holder.current()).toEqual(key);
    holder.forget();
    expect(holder.current()).toBeNull();
  });
});
