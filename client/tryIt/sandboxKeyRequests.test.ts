import { describe, expect, it } from 'vitest';
import { mintPersonalKey, refusesKey, sandboxErrorMessage } from './sandboxKeyRequests.ts';

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
