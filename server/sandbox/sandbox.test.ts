/**
 * The sandbox as the portal mounts it, at <BASE_URL>sandbox/…: the HTTP shell around the rules
 * (credentials by kind, the contract's validation, documented responses on request, body limits,
 * unknown paths and methods, hostile input), every answer uncacheable and every bad input a 4xx in
 * the error model. What the operations do with state is in the behaviour suites beside this file
 * (sandboxUsers, sandboxMessages, sandboxIdempotency, sandboxSpaces, sandboxLimits), run on both
 * stores.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/support/testApp.ts';
import { expectErrorModel } from './testSandbox.ts';

const USER_TOKEN = 'Bearer ut_9Qm4Zr7Xw2Lk';
const SECRET_KEY = 'Bearer sk_test_7Hc2Qp9LxV4m';
const BASE = '/developer/sandbox/v2';

let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  app = await createTestApp({ baseUrl: '/developer/' });
});

describe('the sandbox answers every operation of the contract', () => {
  it('posts a message, with the contract’s headers and nothing a cache or another origin may use', async () => {
    const response = await request(app)
      .post(`${BASE}/chat/messages`)
      .set('Authorization', USER_TOKEN)
      .set('Idempotency-Key', 'a1b2c3')
      .send({ professional_id: 'pro_9Bw1Yc', body: 'Can my landlord keep the deposit?' })
      .expect(201);
    expect(response.body).toMatchObject({
      id: expect.stringMatching(/^msg_[A-Za-z0-9]+$/),
      user_id: 'usr_8f2k4m1q',
      professional_id: 'pro_9Bw1Yc',
      body: 'Can my landlord keep the deposit?',
      sender: 'user',
      status: 'sent',
    });
    expect(response.headers['advoca-request-id']).toMatch(/^req_/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-ratelimit-limit']).toBe('600');
    expect(Number(response.headers['x-ratelimit-remaining'])).toBeLessThan(600);
    expect(Number(response.headers['x-ratelimit-reset'])).toBeGreaterThan(Date.now() / 1000 - 1);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each([
    ['get', '/chat/messages?professional_id=pro_4Kd2Ns&limit=2', USER_TOKEN, 200],
    ['patch', '/chat/messages/msg_7Tq9Wm/status', USER_TOKEN, 200],
    ['get', '/chat/professionals', USER_TOKEN, 200],
    ['get', '/chat/professionals/pro_4Kd2Ns', USER_TOKEN, 200],
    ['get', '/chat/unread-count', USER_TOKEN, 200],
    ['post', '/s2s/users', SECRET_KEY, 201],
    ['get', '/s2s/users/usr_8f2k4m1q', SECRET_KEY, 200],
    ['patch', '/s2s/users/ext:customer-1042', SECRET_KEY, 200],
    ['post', '/s2s/users/usr_8f2k4m1q/authenticate', SECRET_KEY, 200],
  ] as const)('%s %s with %s answers %i', async (method, path, credential, status) => {
    const bodies: Record<string, object> = {
      '/chat/messages/msg_7Tq9Wm/status': { status: 'read' },
      '/s2s/users': { external_id: 'customer-2001', name: 'Ana Ruiz', email: 'ana@example.com' },
      '/s2s/users/ext:customer-1042': { locale: 'es' },
    };
    let call = request(app)[method](`${BASE}${path}`).set('Authorization', credential);
    if (bodies[path]) call = call.send(bodies[path]);
    const response = await call;
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    expect(response.body).toBeTypeOf('object');
    expect(response.headers['cache-control']).toBe('no-store');
    if (path === '/s2s/users') expect(response.body).toMatchObject({ external_id: 'customer-2001', name: 'Ana Ruiz' });
    if (path === '/s2s/users/ext:customer-1042')
      expect(response.body).toMatchObject({ id: 'usr_8f2k4m1q', locale: 'es' });
  });

  it('answers a documented error on request, with Prefer: code=…', async () => {
    const conflict = await request(app)
      .post(`${BASE}/s2s/users`)
      .set('Authorization', SECRET_KEY)
      .set('Prefer', 'code=409')
      .send({ external_id: 'customer-1042' });
    expectErrorModel(conflict, 409, 'conflict');
    const limited = await request(app)
      .get(`${BASE}/chat/unread-count`)
      .set('Authorization', USER_TOKEN)
      .set('Prefer', 'code=429');
    expectErrorModel(limited, 429, 'rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const undocumented = await request(app)
      .get(`${BASE}/chat/unread-count`)
      .set('Authorization', USER_TOKEN)
      .set('Prefer', 'code=418');
    expectErrorModel(undocumented, 400, 'invalid_request');
    expect(undocumented.body.error.message).toContain('200, 400, 401');
  });
});

describe('the sandbox checks credentials as the API does', () => {
  it('answers 401 without a credential', async () => {
    const response = await request(app).get(`${BASE}/chat/professionals`);
    expectErrorModel(response, 401, 'unauthorized');
    expect(response.body.error.message).toContain('user token (ut_…)');
  });

  it('answers 401 to a live key, explaining the sandbox', async () => {
    const response = await request(app)
      .get(`${BASE}/s2s/users/usr_8f2k4m1q`)
      .set('Authorization', 'Bearer sk_live_7Hc2Qp9LxV4m');
    expectErrorModel(response, 401, 'unauthorized');
    expect(response.body.error.message).toMatch(/sandbox.*live/i);
  });

  it('answers 403 to a secret key on a chat endpoint, and to a user token on a server-to-server one', async () => {
    expectErrorModel(
      await request(app).get(`${BASE}/chat/unread-count`).set('Authorization', SECRET_KEY),
      403,
      'forbidden',
    );
    expectErrorModel(
      await request(app).get(`${BASE}/s2s/users/usr_8f2k4m1q`).set('Authorization', USER_TOKEN),
      403,
      'forbidden',
    );
    expectErrorModel(
      await request(app).get(`${BASE}/chat/unread-count`).set('Authorization', 'Bearer pk_test_7Hq2LmX9aR4tB1'),
      403,
      'forbidden',
    );
  });

  it('answers 401 to anything else', async () => {
    for (const authorization of ['Bearer nonsense', 'Basic dXNlcjpwYXNz', 'Bearer ut_', 'Bearer ut_bad-chars!']) {
      expectErrorModel(
        await request(app).get(`${BASE}/chat/unread-count`).set('Authorization', authorization),
        401,
        'unauthorized',
      );
    }
  });
});

describe('the sandbox validates every request against its operation', () => {
  const post = (body: unknown, type = 'application/json') =>
    request(app)
      .post(`${BASE}/chat/messages`)
      .set('Authorization', USER_TOKEN)
      .set('Content-Type', type)
      .send(typeof body === 'string' ? body : JSON.stringify(body));

  it.each([
    [{ professional_id: 'pro_4Kd2Ns' }, '`body` is required in the body'],
    [{ professional_id: 'pro_4Kd2Ns', body: '' }, '`body` in the body'],
    [{ professional_id: 'pro_4Kd2Ns', body: 'x'.repeat(4001) }, '`body` in the body'],
    [{ professional_id: 'lawyer-1', body: 'hi' }, '`professional_id` in the body'],
    [{ professional_id: 'pro_4Kd2Ns', body: 'hi', attachment: 'x' }, '`attachment` is not a field'],
    [[1, 2], 'The body must be object'],
  ])('answers 400 to the body %j', async (body, message) => {
    const response = await post(body);
    expectErrorModel(response, 400, 'invalid_request');
    expect(response.body.error.message).toContain(message);
  });

  it('answers 400 to a body that is not JSON, 415 to one that is not sent as JSON', async () => {
    const broken = await post('{"professional_id": ');
    expectErrorModel(broken, 400, 'invalid_request');
    expect(broken.body.error.message).toContain('not valid JSON');
    expectErrorModel(
      await post('professional_id=pro_4Kd2Ns', 'application/x-www-form-urlencoded'),
      415,
      'invalid_request',
    );
  });

  it('answers 400 to bad query, path and header values', async () => {
    const limit = await request(app).get(`${BASE}/chat/professionals?limit=500`).set('Authorization', USER_TOKEN);
    expectErrorModel(limit, 400, 'invalid_request');
    expect(limit.body.error.message).toContain('`limit` in the query');
    expectErrorModel(
      await request(app).get(`${BASE}/chat/messages`).set('Authorization', USER_TOKEN),
      400,
      'invalid_request',
    );
    expectErrorModel(
      await request(app).get(`${BASE}/chat/professionals/maria`).set('Authorization', USER_TOKEN),
      400,
      'invalid_request',
    );
    const key = await request(app)
      .post(`${BASE}/s2s/users`)
      .set('Authorization', SECRET_KEY)
      .set('Idempotency-Key', 'k'.repeat(256))
      .send({ external_id: 'customer-2001' });
    expectErrorModel(key, 400, 'invalid_request');
  });

  it('answers 404 to a record the sandbox does not have, naming the one it has', async () => {
    const response = await request(app).get(`${BASE}/chat/professionals/pro_0Zz0Zz`).set('Authorization', USER_TOKEN);
    expectErrorModel(response, 404, 'not_found');
    expect(response.body.error.message).toContain('pro_4Kd2Ns');
  });

  it('answers 404 to an unknown path and 405 to a known path with another method', async () => {
    expectErrorModel(await request(app).get(`${BASE}/chat/nothing`).set('Authorization', USER_TOKEN), 404, 'not_found');
    expectErrorModel(await request(app).get('/developer/sandbox/v1/chat/professionals'), 404, 'not_found');
    const wrongMethod = await request(app).delete(`${BASE}/chat/professionals`).set('Authorization', USER_TOKEN);
    expectErrorModel(wrongMethod, 405, 'invalid_request');
    expect(wrongMethod.headers.allow).toBe('GET');
  });

  it('answers 413 to a body over 64 KB', async () => {
    const response = await post({ professional_id: 'pro_4Kd2Ns', body: 'x'.repeat(70_000) });
    expectErrorModel(response, 413, 'invalid_request');
  });
});

describe('the sandbox limits each client', () => {
  it('answers 429 with Retry-After once the client has used its requests', async () => {
    const limited = await createTestApp({ sandbox: { rateLimit: { limit: 3, windowMs: 60_000 } } });
    for (let i = 0; i < 3; i += 1) {
      await request(limited).get('/sandbox/v2/chat/unread-count').set('Authorization', USER_TOKEN).expect(200);
    }
    const response = await request(limited).get('/sandbox/v2/chat/unread-count').set('Authorization', USER_TOKEN);
    expectErrorModel(response, 429, 'rate_limited');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.headers['x-ratelimit-remaining']).toBe('0');
  });
});

describe('the sandbox under hostile input', () => {
  it('answers any method, path, credential and body with a 2xx or a 4xx in the error model, never a 5xx', async () => {
    const fc = await import('fast-check');
    const segment = fc.oneof(
      fc.constantFrom(
        'chat',
        'messages',
        'professionals',
        'pro_4Kd2Ns',
        'msg_7Tq9Wm',
        's2s',
        'users',
        'ext:customer-1042',
        'status',
        'authenticate',
        '%00',
        '..',
        '%E0%A4%A',
      ),
      fc.string({ maxLength: 12 }).map(encodeURIComponent),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('get', 'post', 'patch', 'put', 'delete'),
        fc.array(segment, { minLength: 1, maxLength: 5 }),
        fc.constantFrom(undefined, USER_TOKEN, SECRET_KEY, 'Bearer sk_live_1', 'Bearer ', 'x'),
        fc.oneof(fc.constant(undefined), fc.json({ maxDepth: 3 }), fc.string({ maxLength: 40 })),
        async (method, segments, authorization, body) => {
          let call = request(app)[method](`${BASE}/${segments.join('/')}`);
          if (authorization) call = call.set('Authorization', authorization);
          if (body !== undefined) call = call.set('Content-Type', 'application/json').send(body);
          const response = await call;
          expect(response.status).toBeLessThan(500);
          if (response.status >= 400) expect(response.body.error?.code).toMatch(/^[a-z_]+$/);
        },
      ),
      { numRuns: 300 },
    );
    // 300 requests: seconds on a quiet machine, many more on a loaded CI runner.
  }, 120_000);
});
