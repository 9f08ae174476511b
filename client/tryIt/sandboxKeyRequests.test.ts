import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  mintPersonalKey,
  refusesKey,
  renewUserToken,
  sandboxErrorMessage,
  userTokenExpired,
} from './sandboxKeyRequests.ts';

const key = {
  secret_key: 'sk_test_3fP0xA9qZ2mK7wLd',
  public_key: 'pk_test_8Hs1Rt5Yb4nC',
  user_token: 'ut_6Vg3Jk8Pq1Xz',
  user_id: 'usr_8f2k4m1q',
  expires_at: '2026-03-06T12:00:00Z',
};

/** A fetch that records what it was asked and answers `response` (or throws it). */
function fakeFetch(response: Response | Error) {
  const calls: [string, RequestInit | undefined][] = [];
  const send = (async (url: string, init?: RequestInit) => {
    calls.push([url, init]);
    if (response instanceof Error) throw response;
    return response;
  }) as typeof fetch;
  return { send, calls };
}

const errorBody = (code: string, message: string) => JSON.stringify({ error: { code, message, request_id: 'req_1' } });

describe('minting a personal key', () => {
  it('posts to <sandbox>/keys without cookies and reads the 201', async () => {
    const { send, calls } = fakeFetch(new Response(JSON.stringify(key), { status: 201 }));
    expect(await mintPersonalKey('/developer/sandbox', send)).toEqual({ ok: true, key });
    expect(calls).toEqual([['/developer/sandbox/keys', { method: 'POST', credentials: 'omit', cache: 'no-store' }]]);
  });

  it('says the sandbox’s own message for a refusal, and when to try again', async () => {
    const limited = new Response(errorBody('rate_limited', 'You minted 10 keys this hour.'), {
      status: 429,
      headers: { 'Retry-After': '1800' },
    });
    expect(await mintPersonalKey('/sandbox', fakeFetch(limited).send)).toEqual({
      ok: false,
      message: 'No key: You minted 10 keys this hour. Try again in 30 minutes.',
    });
    const full = new Response(errorBody('service_unavailable', 'The sandbox is full. Retry after 60 seconds.'), {
      status: 503,
      headers: { 'Retry-After': '60' },
    });
    expect(await mintPersonalKey('/sandbox', fakeFetch(full).send)).toEqual({
      ok: false,
      message: 'No key: The sandbox is full. Retry after 60 seconds.',
    });
    const html = new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' });
    expect(await mintPersonalKey('/sandbox', fakeFetch(html).send)).toEqual({
      ok: false,
      message: 'No key: the sandbox answered 502 Bad Gateway.',
    });
  });

  it('reports a network failure and an answer that is not a key', async () => {
    const offline = await mintPersonalKey('/sandbox', fakeFetch(new TypeError('Failed to fetch')).send);
    expect(offline).toEqual({ ok: false, message: 'The sandbox could not be reached (Failed to fetch). Try again.' });
    const odd = new Response(JSON.stringify({ secret_key: 'sk_test_1' }), { status: 201 });
    expect(await mintPersonalKey('/sandbox', fakeFetch(odd).send)).toMatchObject({ ok: false });
  });
});

describe('a refused key', () => {
  it('is a 401 to the personal credential, not to another one or another status', () => {
    expect(refusesKey(401, key.secret_key, key.secret_key)).toBe(true);
    expect(refusesKey(401, 'sk_test_7Hc2Qp9LxV4m', key.secret_key)).toBe(false);
    expect(refusesKey(403, key.secret_key, key.secret_key)).toBe(false);
    expect(refusesKey(401, key.secret_key, null)).toBe(false);
  });

  it('reads the message of the contract’s error model', () => {
    expect(sandboxErrorMessage(errorBody('unauthorized', 'This sandbox key expired at 12:00.'))).toBe(
      'This sandbox key expired at 12:00.',
    );
    expect(sandboxErrorMessage('{"error":{}}')).toBeNull();
    expect(sandboxErrorMessage('null')).toBeNull();
    expect(sandboxErrorMessage('<html>')).toBeNull();
  });
});

describe('renewing the user token', () => {
  it('calls Authenticate a user with the secret key, and keeps the new token and its end', async () => {
    const answer = { user_id: key.user_id, token: 'ut_2Nw7Hd4Ks9Tq', expires_at: '2026-03-05T13:00:00Z' };
    const { send, calls } = fakeFetch(new Response(JSON.stringify(answer), { status: 200 }));
    expect(await renewUserToken('/developer/sandbox', '/v2', key, send)).toEqual({
      ok: true,
      key: { ...key, user_token: 'ut_2Nw7Hd4Ks9Tq', user_token_expires_at: '2026-03-05T13:00:00Z' },
    });
    // No body: the contract's default ttl_seconds, 3600, the longest.
    expect(calls).toEqual([
      [
        '/developer/sandbox/v2/s2s/users/usr_8f2k4m1q/authenticate',
        {
          method: 'POST',
          headers: { Authorization: `Bearer ${key.secret_key}` },
          credentials: 'omit',
          cache: 'no-store',
        },
      ],
    ]);
  });

  it('is refused with a 401 when the key pair is no longer good, and fails otherwise with the reason', async () => {
    const expired = new Response(errorBody('unauthorized', 'This sandbox key expired at 2026-03-06T12:00:00Z.'), {
      status: 401,
    });
    expect(await renewUserToken('/sandbox', '/v2', key, fakeFetch(expired).send)).toEqual({
      ok: false,
      refused: true,
      message: 'This sandbox key expired at 2026-03-06T12:00:00Z.',
    });
    const limited = new Response(errorBody('rate_limited', 'Too many requests for this credential.'), {
      status: 429,
      headers: { 'Retry-After': '12' },
    });
    expect(await renewUserToken('/sandbox', '/v2', key, fakeFetch(limited).send)).toEqual({
      ok: false,
      refused: false,
      message: 'No new user token: Too many requests for this credential. Try again in 12 seconds.',
    });
    const offline = await renewUserToken('/sandbox', '/v2', key, fakeFetch(new TypeError('Failed to fetch')).send);
    expect(offline).toEqual({
      ok: false,
      refused: false,
      message: 'The sandbox could not be reached (Failed to fetch). Try again.',
    });
    for (const odd of ['{"token":"ut_1"}', '{"expires_at":"2026-03-05T13:00:00Z"}', '7', 'null', '<html>']) {
      const result = await renewUserToken('/sandbox', '/v2', key, fakeFetch(new Response(odd, { status: 200 })).send);
      expect(result).toMatchObject({ ok: false, refused: false });
    }
  });

  it('is asked for on a 401 that says the user token expired, not on one for an expired key or an unknown token', () => {
    expect(
      userTokenExpired(
        401,
        'The user token expired at 2026-03-05T13:00:00.000Z; get a new one with Authenticate a user.',
      ),
    ).toBe(true);
    expect(userTokenExpired(403, 'The user token expired at 2026-03-05T13:00:00.000Z.')).toBe(false);
    expect(userTokenExpired(401, 'This sandbox key expired at 2026-03-06T12:00:00.000Z; get a new one.')).toBe(false);
    expect(userTokenExpired(401, 'The sandbox never issued this user token.')).toBe(false);
    expect(userTokenExpired(401, null)).toBe(false);
  });
});

describe('the contract’s Authenticate a user, as renewing calls it', () => {
  it('is POST /s2s/users/{userId}/authenticate with the secret key on the one sandbox server, answering token and expires_at', async () => {
    const contract = parse(await readFile(new URL('../../api/openapi.yaml', import.meta.url), 'utf8')) as {
      servers: { 'x-sandbox'?: boolean }[];
      paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, { required?: string[] }> };
    };
    // The panel calls it on its own operation's sandbox server: there is one.
    expect(contract.servers.filter((server) => server['x-sandbox'])).toHaveLength(1);
    const operation = contract.paths['/s2s/users/{userId}/authenticate']?.post;
    expect(operation).toMatchObject({ operationId: 'authenticateUser', security: [{ secretKey: [] }] });
    expect(operation?.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/UserToken' } } },
    });
    expect(contract.components.schemas.UserToken?.required).toEqual(expect.arrayContaining(['token', 'expires_at']));
  });
});
