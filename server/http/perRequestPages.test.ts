/**
 * The search page and the wrong-prefix banner page are kept by what they depend on: a repeated
 * request renders nothing, answers the same (status, headers, ETag, 304), and hostile variety
 * (random queries, random prefixes) cannot grow memory past the caches' byte budgets.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal } from '../../tests/support/testApp.ts';
import { MISPLACED_PAGES_BYTES, SEARCH_PAGES_BYTES } from '../render/renderedPages.ts';

let portal: Awaited<ReturnType<typeof createTestPortal>>;
const stats = () => portal.rendered.cacheStats();

beforeAll(async () => {
  portal = await createTestPortal();
});

describe('GET /search?q=…', () => {
  it('renders a query once; the same request again is answered from the cache, byte for byte', async () => {
    const before = stats().search_pages;
    const first = await request(portal.handler)
      .get('/search?q=unread+badge')
      .set('Accept-Encoding', 'br')
      .buffer(true)
      .expect(200);
    const second = await request(portal.handler)
      .get('/search?q=unread+badge')
      .set('Accept-Encoding', 'br')
      .buffer(true)
      .expect(200);
    expect(stats().search_pages).toMatchObject({
      misses: before.misses + 1,
      hits: before.hits + 1,
      entries: before.entries + 1,
    });
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.text).toBe(first.text);
    await request(portal.handler)
      .get('/search?q=unread+badge')
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', String(first.headers.etag))
      .expect(304);
  });

  it('keeps queries apart: each page shows its own query and results', async () => {
    const webhook = await request(portal.handler).get('/search?q=verify+webhook+signature').expect(200);
    const install = await request(portal.handler).get('/search?q=installation+android').expect(200);
    expect(webhook.text).toMatch(/value="verify webhook signature"/);
    expect(webhook.text).toMatch(/href="\/docs\/webhooks\/security#/);
    expect(install.text).toMatch(/value="installation android"/);
    expect(install.text).toMatch(/href="\/docs\/android\/installation/);
    // The same words with another version, limit or address are other pages.
    const again = await request(portal.handler).get('/search?q=verify+webhook+signature').expect(200);
    expect(again.text).toBe(webhook.text);
    const limited = await request(portal.handler).get('/search?q=verify+webhook+signature&limit=1').expect(200);
    expect(limited.text.match(/class="search-hit"/g)).toHaveLength(1);
    const spaced = await request(portal.handler).get('/search?q=verify++webhook+signature').expect(200);
    expect(spaced.text).toMatch(/value="verify {2}webhook signature"/);
  });

  it('keeps a refused query with its 400', async () => {
    const long = `/search?q=${'x'.repeat(300)}`;
    const first = await request(portal.handler).get(long).expect(400);
    const hits = stats().search_pages.hits;
    const second = await request(portal.handler).get(long).expect(400);
    expect(stats().search_pages.hits).toBe(hits + 1);
    expect(second.text).toBe(first.text);
    expect(second.text).toContain('A search is limited to 200 characters.');
  });

  it('stays within its byte budget under a flood of distinct search addresses, and stays right', async () => {
    // Pages of 50 results (about 50 KB) fill the budget in under a hundred queries. Each address
    // is a page of its own (the form shows what the address holds), whatever it adds.
    let sent = 0;
    while (stats().search_pages.misses - stats().search_pages.entries < 20 && sent < 1000) {
      sent += 1;
      await request(portal.handler)
        .get('/search')
        .query({ q: 'message', limit: '50', from: String(sent) })
        .expect(200);
      expect(stats().search_pages.bytes).toBeLessThanOrEqual(SEARCH_PAGES_BYTES);
    }
    const { entries, misses, bytes } = stats().search_pages;
    expect(misses - entries, 'pages were pushed out').toBeGreaterThanOrEqual(20);
    expect(bytes).toBeGreaterThan(SEARCH_PAGES_BYTES / 2);
    const { text } = await request(portal.handler).get('/search?q=verify+webhook+signature').expect(200);
    expect(text).toMatch(/value="verify webhook signature"/);
    expect(text).toMatch(/href="\/docs\/webhooks\/security#/);
  });
});

describe('GET /api/search', () => {
  it('searches a request once; the same request again is answered from the cache', async () => {
    const before = stats().search_results;
    const first = await request(portal.handler).get('/api/search?q=rotate+secret').expect(200);
    const second = await request(portal.handler).get('/api/search?q=rotate%20%20secret').expect(200);
    expect(stats().search_results).toMatchObject({
      misses: before.misses + 1,
      hits: before.hits + 1,
      entries: before.entries + 1,
    });
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toEqual(first.body);
    const other = await request(portal.handler).get('/api/search?q=rotate+secret&limit=1').expect(200);
    expect((other.body as { hits: unknown[] }).hits).toHaveLength(1);
    expect(stats().search_results.misses).toBe(before.misses + 2);
  });

  // 300 searches take seconds on a busy machine: the budget is what this checks, not the speed.
  it('stays within its byte budget under a flood of distinct queries', async () => {
    for (let index = 0; index < 300; index += 1)
      await request(portal.handler).get(`/api/search?q=webhook+${index}&limit=50`).expect(200);
    const { bytes = 0, maxBytes = 0 } = stats().search_results;
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(maxBytes);
  }, 60_000);
});

describe('a doc page under a wrong prefix', () => {
  it('renders the banner page once per page and prefix', async () => {
    const before = stats().misplaced_pages;
    const first = await request(portal.handler).get('/portal/docs/ios/badge').expect(200);
    const second = await request(portal.handler).get('/portal/docs/ios/badge').expect(200);
    expect(stats().misplaced_pages).toMatchObject({ misses: before.misses + 1, hits: before.hits + 1 });
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('no-store');
    expect(second.text).toContain('<code>/portal/</code>');
    await request(portal.handler)
      .get('/portal/docs/ios/badge')
      .set('If-None-Match', String(first.headers.etag))
      .expect(304);
  });

  it('keeps pages and prefixes apart', async () => {
    const other = await request(portal.handler).get('/old/docs/ios/badge').expect(200);
    expect(other.text).toContain('<code>/old/</code>');
    expect(other.text).not.toContain('<code>/portal/</code>');
    const security = await request(portal.handler).get('/portal/docs/webhooks/security').expect(200);
    expect(security.text).toContain('<h1 class="doc__title">Webhook security</h1>');
    expect(security.text).toContain('<code>/portal/</code>');
  });

  it('stays within its byte budget under random prefixes', async () => {
    let sent = 0;
    while (stats().misplaced_pages.misses - stats().misplaced_pages.entries < 10 && sent < 1000) {
      sent += 1;
      await request(portal.handler).get(`/p${sent}/docs/webhooks/security`).expect(200);
      expect(stats().misplaced_pages.bytes).toBeLessThanOrEqual(MISPLACED_PAGES_BYTES);
    }
    expect(stats().misplaced_pages.misses - stats().misplaced_pages.entries).toBeGreaterThanOrEqual(10);
    const { text } = await request(portal.handler).get('/portal/docs/ios/badge').expect(200);
    expect(text).toContain('<code>/portal/</code>');
    expect(text).toContain('<h1 class="doc__title">Badge</h1>');
  });
});
