/** The fast path answers warm pages exactly as the Express app does: same status, headers and bytes. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal } from '../../tests/support/testApp.ts';

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
    const before = throughApp;
    const fast = await request(counted).get(page).set('Accept-Encoding', 'br').set('If-None-Match', String(headers.etag));
    expect(throughApp).toBe(before);
    const full = await request(portal.app).get(page).set('Accept-Encoding', 'br').set('If-None-Match', String(headers.etag));
    expect(fast.status).toBe(304);
    expect(comparable(fast.headers)).toEqual(comparable(full.headers));
  });

  it.each([`${page}/`, `${page}?x=1`, `${baseUrl}docs/ios/%62adge`, `${baseUrl}nope`])('leaves %s to Express', async (path) => {
    const before = throughApp;
    await request(counted).get(path);
    expect(throughApp).toBe(before + 1);
  });

  it('leaves other methods to Express', async () => {
    const before = throughApp;
    await request(counted).post(page).expect(405);
    expect(throughApp).toBe(before + 1);
  });
});
