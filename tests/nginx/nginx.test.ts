/**
 * Debian's nginx with deploy/nginx/developer-portal.conf in front of a real portal running with
 * BASE_URL=/developer/: pages, assets (cached), redirects and /api/content through the proxy.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/projectPaths.ts';
import { startServer } from '../../server/startServer.ts';
import { createTestApp, siteBuild } from '../support/testApp.ts';
import { freePort } from '../support/freePort.ts';

const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
let portal: Server;
let nginx: ChildProcess;
let dir: string;
let origin: string;


beforeAll(async () => {
  // Never skipped: CI installs nginx (.ci/run); a missing one is a failure, as for Chromium.
  if (!existsSync(NGINX)) throw new Error(`The nginx test needs Debian's nginx at ${NGINX}: apt-get install nginx`);
  portal = await startServer(await createTestApp({ baseUrl: '/developer/' }), {
    port: 0,
    host: '127.0.0.1',
    logger: pino({ level: 'silent' }),
    health: { draining: false },
  });
  const portalPort = (portal.address() as AddressInfo).port;
  const nginxPort = await freePort();
  dir = await mkdtemp(join(tmpdir(), 'portal-nginx-'));
  // The documented file, with this run's ports and a writable cache folder.
  const site = (await readFile(join(projectRoot, 'deploy/nginx/developer-portal.conf'), 'utf8'))
    .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${portalPort};`)
    .replace('listen 80;', `listen 127.0.0.1:${nginxPort};`)
    .replace('/var/cache/nginx/developer-portal', join(dir, 'cache'));
  await writeFile(join(dir, 'site.conf'), site);
  await writeFile(
    join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 64; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(dir, kind)};`),
      `  include ${join(dir, 'site.conf')};`,
      '}',
      // As root, workers would switch to an unprivileged user that cannot write the temp folders.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
    ].join('\n'),
  );
  nginx = spawn(NGINX, ['-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
  origin = `http://127.0.0.1:${nginxPort}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await fetch(`${origin}/developer/healthz`).catch(() => null))?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not come up: ${await readFile(join(dir, 'error.log'), 'utf8').catch(() => '')}`);
}, 30_000);

afterAll(async () => {
  nginx?.kill('SIGQUIT');
  portal?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(origin + path, { redirect: 'manual', headers });

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
