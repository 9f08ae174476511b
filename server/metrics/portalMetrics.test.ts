/**
 * The portal's metrics as Prometheus reads them: requests through the real handler (the fast path
 * and Express) counted by route kind and status class, the rendered-page caches, search time,
 * draining and the build.
 */
import request from 'supertest';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { siteBuild } from '../../tests/support/siteBuild.ts';
import { createPortal, type Portal } from '../app.ts';
import type { HealthState } from '../http/healthCheck.ts';
import { publicDir } from '../projectPaths.ts';

/** The value of one sample in the registry's text, 0 when absent. Labels in the metric's order. */
async function sample(portal: Portal, name: string, labels: Record<string, string> = {}): Promise<number> {
  const text = await portal.metrics.registry.metrics();
  const selector = Object.entries(labels)
    .map(([label, value]) => `${label}="${value}"`)
    .join(',');
  const prefix = selector ? `${name}{${selector}} ` : `${name} `;
  const line = text.split('\n').find((candidate) => candidate.startsWith(prefix));
  return line === undefined ? 0 : Number(line.slice(prefix.length));
}

const requests = (portal: Portal, route: string, statusClass: string) =>
  sample(portal, 'portal_http_requests_total', { route, status_class: statusClass });

let portal: Portal;
let health: HealthState;
let script: string;

beforeAll(async () => {
  const { store, assets } = await siteBuild();
  script = assets.script;
  health = { draining: false };
  portal = createPortal({
    store: { ...store, buildId: 'build-42' },
    assets,
    clientDir: inject('clientDir'),
    publicDir,
    health,
  });
});

describe('request metrics', () => {
  it('count every request by route kind and status class, on the fast path and through Express', async () => {
    const get = (path: string) => request(portal.handler).get(path);
    await get('/docs/ios/badge').expect(200); // Express: the first request renders
    const { headers } = await get('/docs/ios/badge').expect(200); // the fast path, as from now on
    await get('/docs/ios/badge').set('If-None-Match', String(headers.etag)).expect(304);
    await get('/api/content?path=/docs/ios/badge').expect(200);
    await get('/api/content?path=/nope').expect(404);
    await get('/api/search?q=badge').expect(200);
    await get('/api/search').expect(400);
    await get('/search?q=badge').expect(200);
    await get(script).expect(200);
    await get('/docs/ios/badge/').expect(301);
    await get('/docs').expect(302);
    await get('/nope').expect(404);
    await get('/portal/docs/ios/badge').expect(200);
    await get('/healthz').expect(200);
    await request(portal.handler).post('/docs/ios/badge').expect(405);

    expect(await requests(portal, 'page', '2xx')).toBe(2);
    expect(await requests(portal, 'page', '3xx')).toBe(1);
    expect(await requests(portal, 'page_data', '2xx')).toBe(1);
    expect(await requests(portal, 'page_data', '4xx')).toBe(1);
    expect(await requests(portal, 'search_api', '2xx')).toBe(1);
    expect(await requests(portal, 'search_api', '4xx')).toBe(1);
    expect(await requests(portal, 'search_page', '2xx')).toBe(1);
    expect(await requests(portal, 'asset', '2xx')).toBe(1);
    expect(await requests(portal, 'redirect', '3xx')).toBe(2);
    expect(await requests(portal, 'not_found', '4xx')).toBe(1);
    // The wrong-prefix banner page: the not-found route, answered with a page.
    expect(await requests(portal, 'not_found', '2xx')).toBe(1);
    expect(await requests(portal, 'other', '2xx')).toBe(1);
    expect(await requests(portal, 'other', '4xx')).toBe(1);
    expect(await requests(portal, 'page', '5xx')).toBe(0); // exported from the start

    const durations = (route: string, statusClass: string) =>
      sample(portal, 'portal_http_request_duration_seconds_count', { route, status_class: statusClass });
    expect(await durations('page', '2xx')).toBe(2);
    expect(await durations('redirect', '3xx')).toBe(2);
    const slowest = await sample(portal, 'portal_http_request_duration_seconds_bucket', {
      le: '+Inf',
      route: 'page',
      status_class: '2xx',
    });
    expect(slowest).toBe(2);
  });

  it('time each search, and only searches that ran', async () => {
    const before = await sample(portal, 'portal_search_duration_seconds_count');
    await request(portal.handler).get('/api/search?q=webhook+signature').expect(200);
    await request(portal.handler).get('/search?q=webhook+signature').expect(200);
    await request(portal.handler).get('/search?q=webhook+signature').expect(200); // kept: no search
    expect(await sample(portal, 'portal_search_duration_seconds_count')).toBe(before + 2);
    expect(await sample(portal, 'portal_search_duration_seconds_sum')).toBeGreaterThan(0);
  });
});

describe('cache metrics', () => {
  it('report the kept documents and the per-request caches', async () => {
    const cache = (name: string, cacheName: string) => sample(portal, name, { cache: cacheName });
    const pageHits = await cache('portal_page_cache_hits_total', 'pages');
    await request(portal.handler).get('/docs/webhooks/security').expect(200);
    await request(portal.handler).get('/docs/webhooks/security').expect(200);
    expect(await cache('portal_page_cache_hits_total', 'pages')).toBe(pageHits + 1);
    expect(await cache('portal_page_cache_entries', 'pages')).toBe(portal.rendered.cacheStats().pages.entries);
    expect(await cache('portal_page_cache_misses_total', 'pages')).toBe(portal.rendered.cacheStats().pages.misses);

    const searchHits = await cache('portal_page_cache_hits_total', 'search_pages');
    await request(portal.handler).get('/search?q=push+notifications').expect(200);
    await request(portal.handler).get('/search?q=push+notifications').expect(200);
    expect(await cache('portal_page_cache_hits_total', 'search_pages')).toBe(searchHits + 1);
    const { entries, bytes, maxBytes, misses } = portal.rendered.cacheStats().search_pages;
    expect(await cache('portal_page_cache_entries', 'search_pages')).toBe(entries);
    expect(await cache('portal_page_cache_misses_total', 'search_pages')).toBe(misses);
    expect(await cache('portal_page_cache_bytes', 'search_pages')).toBe(bytes);
    expect(await cache('portal_page_cache_max_bytes', 'search_pages')).toBe(maxBytes);

    await request(portal.handler).get('/old/docs/ios/badge').expect(200);
    await request(portal.handler).get('/old/docs/ios/badge').expect(200);
    expect(await cache('portal_page_cache_hits_total', 'misplaced_pages')).toBeGreaterThanOrEqual(1);
    expect(await cache('portal_page_cache_entries', 'misplaced_pages')).toBeGreaterThanOrEqual(1);
  });
});

describe('portal state', () => {
  it('says which build and version it serves', async () => {
    expect(await sample(portal, 'portal_build_info', { build_id: 'build-42', version: '0.1.0' })).toBe(1);
  });

  it('names the build the page store was stamped with', async () => {
    const { store, assets } = await siteBuild();
    const plain = createPortal({ store, assets, clientDir: inject('clientDir'), publicDir });
    expect(store.buildId).toMatch(/^[0-9a-f]{16}$/);
    expect(await sample(plain, 'portal_build_info', { build_id: store.buildId, version: '0.1.0' })).toBe(1);
  });

  it('turns portal_draining to 1 when the drain begins', async () => {
    expect(await sample(portal, 'portal_draining')).toBe(0);
    health.draining = true;
    expect(await sample(portal, 'portal_draining')).toBe(1);
    health.draining = false;
  });

  it('leaves the process metrics to the listener: a portal registry holds its own only', async () => {
    expect(await portal.metrics.registry.metrics()).not.toContain('process_cpu_user_seconds_total');
  });
});
