/** The contract's HTTP surface for operators: normalisation, caching, methods, headers, bad input. */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/support/testApp.ts';
import { siteBuild } from '../../tests/support/siteBuild.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
let script: string;
beforeAll(async () => {
  app = await createTestApp();
  script = (await siteBuild()).assets.script;
});

/** A Location is same-origin when it is a path: one `/`, then not another `/` or `\`. */
function expectSameOrigin(location: string | undefined): void {
  expect(location).toMatch(/^\/(?![/\\])/);
}

describe('URL normalisation', () => {
  it.each([
    ['/index.html', '/'],
    ['/docs/ios/badge/index.html', '/docs/ios/badge'],
    ['/docs/ios/badge/', '/docs/ios/badge'],
    ['/docs/ios/badge/?tab=swift', '/docs/ios/badge?tab=swift'],
    ['/index.html?ref=mail', '/?ref=mail'],
    ['/docs/api/chat/post-message///', '/docs/api/chat/post-message'],
  ])('%s answers 301 to %s', async (path, location) => {
    const response = await request(app).get(path).expect(301);
    expect(response.headers.location).toBe(location);
  });

  it.each(['/docs/?x=1', '/docs/index.html?x=1'])('leads %s straight to the first page', async (path) => {
    await request(app).get(path).expect(302).expect('Location', '/docs/getting-started?x=1');
  });

  it.each([
    '//evil.example/',
    '//evil.example/docs/',
    '///evil.example/',
    '/\\evil.example/',
    '/\\/evil.example/',
    '/%2F%2Fevil.example/',
    '/%2f%2fevil.example/docs/',
    '/%5Cevil.example/',
    '/%5C%5Cevil.example/index.html',
    '/https://evil.example/',
    '/docs/../..//evil.example/',
  ])('never sends a Location off the origin for %s', async (path) => {
    const response = await request(app).get(path);
    expect(response.status).toBeLessThan(500);
    if (response.headers.location) expectSameOrigin(response.headers.location);
  });
});

describe('HTTP caching', () => {
  it.each(['/docs/ios/badge', '/api/content?path=/docs/ios/badge'])(
    '%s has an ETag that revalidates to 304',
    async (path) => {
      const first = await request(app).get(path).expect(200);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      const second = await request(app).get(path).set('If-None-Match', etag).expect(304);
      expect(second.text).toBe('');
      // A proxy may weaken the tag; it still matches.
      await request(app).get(path).set('If-None-Match', `"other", W/${etag}`).expect(304);
      await request(app).get(path).set('If-None-Match', '"other"').expect(200);
    },
  );

  it('makes hashed assets immutable for a year, and revalidates them too', async () => {
    const response = await request(app).get(script).expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await request(app).get(script).set('If-None-Match', String(response.headers.etag)).expect(304);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await request(app).get('/docs/ios/badge').set('Accept-Encoding', 'gzip');
    const head = await request(app).head('/docs/ios/badge').set('Accept-Encoding', 'gzip').expect(200);
    for (const name of ['content-type', 'content-length', 'etag', 'cache-control', 'content-encoding']) {
      expect(head.headers[name], name).toBe(get.headers[name]);
    }
    expect(head.text).toBeUndefined();
  });
});

describe('compression', () => {
  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
  ])('sends a page as %s → %s, varying on Accept-Encoding', async (accept, encoding) => {
    const response = await request(app).get('/docs/ios/badge').set('Accept-Encoding', accept).expect(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(response.text).toContain('<h1');
  });

  it('sends identity when nothing is accepted', async () => {
    const response = await request(app).get('/docs/ios/badge').set('Accept-Encoding', 'identity').expect(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('serves the build’s precompressed bundle', async () => {
    const response = await request(app).get(script).set('Accept-Encoding', 'br').expect(200);
    expect(response.headers['content-encoding']).toBe('br');
  });
});

describe('methods', () => {
  it.each(['post', 'put', 'delete', 'patch'] as const)('%s on a page is 405 with Allow', async (method) => {
    const response = await request(app)[method]('/docs/ios/badge').expect(405);
    expect(response.headers.allow).toBe('GET, HEAD, OPTIONS');
  });

  it('answers OPTIONS with the allowed methods', async () => {
    await request(app).options('/docs/ios/badge').expect(204).expect('Allow', 'GET, HEAD, OPTIONS');
  });
});

describe('security headers', () => {
  it.each(['/', '/docs/ios/badge', '/no-such-page'])('are on %s', async (path) => {
    const response = await request(app).get(path);
    const csp = response.headers['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('bad input', () => {
  it.each([
    '/docs/%E0%A4%A',
    '/%',
    '/docs/%00',
    '/api/content?path=%E0%A4%A',
    '/api/content?path=/docs/%2e%2e/%2e%2e/package.json',
    '/assets/..%2f..%2fpackage.json',
    '/assets/%2e%2e/%2e%2e/package.json',
    `/docs/${'a'.repeat(8000)}`,
    `/api/content?path=/${'a'.repeat(5000)}`,
  ])('%s is a 4xx, never a 5xx or a file', async (path) => {
    const response = await request(app).get(path);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.text ?? '').not.toContain('"lockfileVersion"');
  });
});
