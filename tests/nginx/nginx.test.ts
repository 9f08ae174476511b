/**
 * Debian's nginx with deploy/nginx/developer-portal.conf in front of a real portal running with
 * BASE_URL=/developer/: pages, assets (cached), redirects and /api/content through the proxy.
 */
import type { AddressInfo, Server } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/startServer.ts';
import { createTestApp } from '../support/testApp.ts';
import { siteBuild } from '../support/siteBuild.ts';
import { type RunningNginx, startNginx } from '../support/nginx.ts';

let portal: Server;
let nginx: RunningNginx;
let origin: string;

beforeAll(async () => {
  portal = await startServer(await createTestApp({ baseUrl: '/developer/' }), {
    port: 0,
    host: '127.0.0.1',
    logger: pino({ level: 'silent' }),
    health: { draining: false },
  });
  // The documented file with this one portal as its only upstream server.
  nginx = await startNginx([(portal.address() as AddressInfo).port]);
  origin = nginx.origin;
});

afterAll(async () => {
  await nginx?.stop();
  portal?.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(origin + path, { redirect: 'manual', headers });

describe('through nginx at /developer/', () => {
  it('serves the home page and doc pages with their links under the prefix', async () => {
    const home = await get('/developer/');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Developer Portal');
    const page = await get('/developer/docs/webhooks/security', { 'Accept-Encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-encoding')).toBe('br');
    const html = await (await get('/developer/docs/webhooks/security')).text();
    expect(html).toContain('<h1 class="doc__title">Webhook security</h1>');
    expect(html).toContain('href="/developer/docs/webhooks/introduction');
  });

  it('caches hashed assets: the second request is a hit', async () => {
    const { assets } = await siteBuild();
    const first = await get(`/developer${assets.script}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const second = await get(`/developer${assets.script}`);
    expect(second.headers.get('x-cache-status')).toBe('HIT');
  });

  it('passes the portal’s redirects, with same-origin Locations', async () => {
    for (const [path, location] of [
      ['/developer', '/developer/'],
      ['/developer/docs/ios/badge/', '/developer/docs/ios/badge'],
      ['/developer/docs', '/developer/docs/getting-started'],
    ] as const) {
      const response = await get(path);
      expect([301, 302], path).toContain(response.status);
      expect(new URL(response.headers.get('location') ?? '', origin).pathname, path).toBe(location);
    }
  });

  it('serves /api/content and revalidates cached pages with the portal’s ETag', async () => {
    const data = await get('/developer/api/content?path=/docs/ios/badge');
    expect(data.status).toBe(200);
    expect(((await data.json()) as { title: string }).title).toBe('Badge');
    const etag = data.headers.get('etag') ?? '';
    const again = await get('/developer/api/content?path=/docs/ios/badge', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect((await get('/developer/api/content?path=/nope')).status).toBe(404);
  });

  it('never caches the health check', async () => {
    const response = await get('/developer/healthz');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cache-status')).toBeNull();
  });
});
