/** The fast path answers warm pages exactly as the Express app does: same status, headers and bytes. */
import type { IncomingHttpHeaders, IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { createServer, get, type RequestOptions } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { ConnectionOptions } from 'node:tls';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal } from '../../tests/support/testApp.ts';
import { brotliUpgrades } from '../prepared/brotliUpgrade.ts';

/** Headers that differ between any two responses, whichever path produced them. */
const PER_RESPONSE = ['date', 'x-request-id', 'connection', 'keep-alive'];
const comparable = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_RESPONSE.includes(name)));

describe.each(['/', '/developer/'])('with BASE_URL=%s', (baseUrl) => {
  let portal: Awaited<ReturnType<typeof createTestPortal>>;
  let throughApp = 0;
  const counted = (req: IncomingMessage, res: ServerResponse) => {
    if (!portal.fastPath(req, res)) {
      throughApp += 1;
      portal.app(req, res);
    }
  };
  const page = `${baseUrl}docs/ios/badge`;

  beforeAll(async () => {
    portal = await createTestPortal({ baseUrl });
    await request(counted).get(page).expect(200); // the first request prepares the page
    // The first br request queues the page's brotli 11 form, which replaces the quality-4 one (and
    // its ETag) whenever it is done: waited for here, so that no test races it.
    await request(counted).get(page).set('Accept-Encoding', 'br').expect(200);
    await brotliUpgrades.idle();
  });

  it.each([
    ['GET, br', 'get', { 'Accept-Encoding': 'br' }],
    ['GET, gzip', 'get', { 'Accept-Encoding': 'gzip, deflate' }],
    ['GET, identity', 'get', { 'Accept-Encoding': 'identity' }],
    ['HEAD', 'head', { 'Accept-Encoding': 'gzip' }],
  ] as const)('%s: same status, headers and body as Express, without Express', async (_case, method, headers) => {
    const before = throughApp;
    const fast = await request(counted)[method](page).set(headers).buffer(true);
    expect(throughApp).toBe(before);
    const full = await request(portal.app)[method](page).set(headers).buffer(true);
    expect(fast.status).toBe(full.status);
    expect(comparable(fast.headers)).toEqual(comparable(full.headers));
    expect(fast.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(fast.text).toEqual(full.text);
  });

  it('answers If-None-Match with 304 as Express does', async () => {
    const { headers } = await request(counted).get(page).set('Accept-Encoding', 'br');
    expect(headers.etag).toMatch(/-br11"$/);
    const before = throughApp;
    const fast = await request(counted)
      .get(page)
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', String(headers.etag));
    expect(throughApp).toBe(before);
    const full = await request(portal.app)
      .get(page)
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', String(headers.etag));
    expect(fast.status).toBe(304);
    expect(comparable(fast.headers)).toEqual(comparable(full.headers));
  });

  it.each([`${page}/`, `${page}?x=1`, `${baseUrl}docs/ios/%62adge`, `${baseUrl}nope`])(
    'leaves %s to Express',
    async (path) => {
      const before = throughApp;
      await request(counted).get(path);
      expect(throughApp).toBe(before + 1);
    },
  );

  it('leaves other methods to Express', async () => {
    const before = throughApp;
    await request(counted).post(page).expect(405);
    expect(throughApp).toBe(before + 1);
  });
});

/**
 * HSTS goes only on HTTPS requests, as Express's `req.secure` tells them, and the fast path must
 * tell them the same way: the same headers, HSTS included or not, on both paths.
 */
describe('Strict-Transport-Security', () => {
  const HSTS = 'max-age=31536000; includeSubDomains';
  const page = '/docs/ios/badge';

  /** A handler that answers like the production one and counts what reached Express. */
  async function portalWithCount(trustProxy: boolean | string) {
    const portal = await createTestPortal({ trustProxy });
    const count = { throughApp: 0 };
    const handler = (req: IncomingMessage, res: ServerResponse) => {
      if (!portal.fastPath(req, res)) {
        count.throughApp += 1;
        portal.app(req, res);
      }
    };
    await request(handler).get(page).expect(200); // the first request prepares the page
    return { portal, handler, count };
  }

  // Requests come from 127.0.0.1: TRUST_PROXY=loopback and true trust it, 10.0.0.0/8 does not.
  it.each([
    ['plain HTTP: none', false, {}, false],
    ['plain HTTP, TRUST_PROXY=true: none', true, {}, false],
    ['X-Forwarded-Proto: https from a peer nobody trusts: none', false, { 'X-Forwarded-Proto': 'https' }, false],
    [
      'X-Forwarded-Proto: https from a peer TRUST_PROXY does not cover: none',
      '10.0.0.0/8',
      { 'X-Forwarded-Proto': 'https' },
      false,
    ],
    [
      'X-Forwarded-Proto: https from a proxy TRUST_PROXY=loopback trusts: HSTS',
      'loopback',
      { 'X-Forwarded-Proto': 'https' },
      true,
    ],
    ['X-Forwarded-Proto: https with TRUST_PROXY=true: HSTS', true, { 'X-Forwarded-Proto': 'https' }, true],
    ['X-Forwarded-Proto: http from a trusted proxy: none', 'loopback', { 'X-Forwarded-Proto': 'http' }, false],
    [
      'X-Forwarded-Proto: https, http (the first counts) from a trusted proxy: HSTS',
      'loopback',
      { 'X-Forwarded-Proto': 'https, http' },
      true,
    ],
  ] as const)('%s, the same on both paths', async (_case, trustProxy, headers, hsts) => {
    const { portal, handler, count } = await portalWithCount(trustProxy);
    const before = count.throughApp;
    for (let round = 0; round < 2; round += 1) {
      // Twice: the fast path keeps header lists and per-connection trust, and must not mix them up.
      const fast = await request(handler).get(page).set(headers).expect(200);
      expect(count.throughApp).toBe(before);
      const full = await request(portal.app).get(page).set(headers).expect(200);
      expect(fast.headers['strict-transport-security']).toBe(hsts ? HSTS : undefined);
      expect(comparable(fast.headers)).toEqual(comparable(full.headers));
    }
  });

  it('is sent over TLS itself, on both paths; a trusted proxy saying http overrides it, as in Express', async () => {
    const { portal, handler, count } = await portalWithCount('loopback');
    const before = count.throughApp;
    const fast = await requestOverTls(handler, page);
    expect(count.throughApp).toBe(before);
    const full = await requestOverTls(portal.app, page);
    expect(fast.status).toBe(200);
    expect(fast.headers['strict-transport-security']).toBe(HSTS);
    expect(comparable(fast.headers)).toEqual(comparable(full.headers));

    const forwardedHttp = { 'X-Forwarded-Proto': 'http' };
    expect((await requestOverTls(handler, page, forwardedHttp)).headers['strict-transport-security']).toBeUndefined();
    expect(
      (await requestOverTls(portal.app, page, forwardedHttp)).headers['strict-transport-security'],
    ).toBeUndefined();
  });

  it('is on every kind of Express response to an HTTPS request, and on none over HTTP', async () => {
    const portal = await createTestPortal({ trustProxy: 'loopback' });
    for (const path of ['/', '/no-such-page', '/docs/', '/api/content?path=/', '/search?q=badge']) {
      const secure = await request(portal.app).get(path).set('X-Forwarded-Proto', 'https');
      expect(secure.headers['strict-transport-security'], path).toBe(HSTS);
      const plain = await request(portal.app).get(path);
      expect(plain.headers['strict-transport-security'], path).toBeUndefined();
    }
  });
});

/**
 * A GET over a real TLS connection to `handler`. TLS 1.2 with a pre-shared key needs no
 * certificate, so the test needs neither a key file nor openssl.
 */
async function requestOverTls(handler: RequestListener, path: string, headers: Record<string, string> = {}) {
  const psk = Buffer.alloc(32, 7);
  const tls = { ciphers: 'PSK-AES128-GCM-SHA256', maxVersion: 'TLSv1.2' } as const;
  const server = createServer({ ...tls, pskCallback: () => psk }, handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const options: RequestOptions & ConnectionOptions = {
      ...tls,
      host: '127.0.0.1',
      port,
      path,
      headers,
      agent: false,
      pskCallback: () => ({ psk, identity: 'test' }),
      checkServerIdentity: () => undefined,
    };
    return await new Promise<{ status: number; headers: Record<string, string> }>((resolve, reject) => {
      get(options, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: flatHeaders(res.headers) }));
      }).on('error', reject);
    });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

function flatHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)]));
}
