/**
 * The search page and the wrong-prefix banner page cost no render for what a client may vary at
 * will: a search page is kept by the normalised parameters that change it (query, version, limit),
 * whatever else its address holds, and a page under a wrong prefix is its template, rendered once
 * per page, with the prefix filled in. A repeated request renders nothing and answers the same
 * (status, headers, ETag, 304); distinct queries stay within the cache's byte budget.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteBuild } from '../../tests/support/siteBuild.ts';
import { createTestPortal } from '../../tests/support/testApp.ts';
import { SEARCH_PAGES_BYTES } from '../render/renderedPages.ts';
import { renderPage } from '../render/renderPage.tsx';

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
    // The same words with another limit are another page; spelt with other spaces, the same one.
    const again = await request(portal.handler).get('/search?q=verify+webhook+signature').expect(200);
    expect(again.text).toBe(webhook.text);
    const limited = await request(portal.handler).get('/search?q=verify+webhook+signature&limit=1').expect(200);
    expect(limited.text.match(/class="search-hit"/g)).toHaveLength(1);
    const spaced = await request(portal.handler).get('/search?q=+verify++webhook%09signature+').expect(200);
    expect(spaced.text).toBe(webhook.text);
  });

  it('is one page whatever else its address holds: random parameters render nothing new', async () => {
    const first = await request(portal.handler)
      .get('/search?q=professional+list')
      .set('Accept-Encoding', 'br')
      .buffer(true)
      .expect(200);
    const before = stats().search_pages;
    for (let index = 0; index < 30; index += 1) {
      const noise = randomUUID();
      const response = await request(portal.handler)
        .get(`/search?x=${noise}&q=professional%20%20list&utm_source=${noise.slice(0, 8)}&q2=${index}`)
        .set('Accept-Encoding', 'br')
        .buffer(true)
        .expect(200);
      expect(response.headers.etag).toBe(first.headers.etag);
      expect(response.text).toBe(first.text);
    }
    expect(stats().search_pages).toMatchObject({
      misses: before.misses,
      entries: before.entries,
      bytes: before.bytes,
      hits: before.hits + 30,
    });
    // The page reads its query from the address it was rendered with, not the request's.
    expect(first.text).toMatch(/value="professional list"/);
    expect(first.text).not.toContain(`utm_source`);
    await request(portal.handler)
      .get(`/search?q=professional+list&x=${randomUUID()}`)
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', String(first.headers.etag))
      .expect(304);
  });

  it('keeps what changes the page apart: version and limit, even when refused', async () => {
    const known = await request(portal.handler).get('/search?q=badge').expect(200);
    const limited = await request(portal.handler).get('/search?q=badge&limit=2').expect(200);
    expect(limited.text).not.toBe(known.text);
    const refused = await request(portal.handler).get('/search?q=badge&version=nope').expect(400);
    expect(refused.text).toContain('No docs version by that name.');
    const misses = stats().search_pages.misses;
    await request(portal.handler).get('/search?q=badge&version=nope&x=1').expect(400);
    await request(portal.handler).get('/search?q=badge&version=other-nope').expect(400);
    expect(stats().search_pages.misses).toBe(misses);
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

  // About a hundred searches and renders: seconds on a quiet machine, many more on a loaded CI runner.
  it('stays within its byte budget under a flood of distinct queries, and stays right', async () => {
    // Pages of 50 results (about 50 KB) fill the budget in under a hundred queries.
    let sent = 0;
    while (stats().search_pages.misses - stats().search_pages.entries < 20 && sent < 1000) {
      sent += 1;
      await request(portal.handler)
        .get('/search')
        .query({ q: `message ${sent}`, limit: '50' })
        .expect(200);
      expect(stats().search_pages.bytes).toBeLessThanOrEqual(SEARCH_PAGES_BYTES);
    }
    const { entries, misses, bytes } = stats().search_pages;
    expect(misses - entries, 'pages were pushed out').toBeGreaterThanOrEqual(20);
    expect(bytes).toBeGreaterThan(SEARCH_PAGES_BYTES / 2);
    const { text } = await request(portal.handler).get('/search?q=verify+webhook+signature').expect(200);
    expect(text).toMatch(/value="verify webhook signature"/);
    expect(text).toMatch(/href="\/docs\/webhooks\/security#/);
  }, 120_000);
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
  }, 120_000);
});

describe('a doc page under a wrong prefix', () => {
  it('is rendered once per page; random prefixes fill in the kept template and render nothing', async () => {
    const first = await request(portal.handler).get('/portal/docs/android/tracking').expect(200);
    const before = stats().misplaced_pages;
    for (let index = 0; index < 30; index += 1) {
      const prefix = `/${randomUUID()}/`;
      const { text } = await request(portal.handler).get(`${prefix}docs/android/tracking`).expect(200);
      expect(text).toContain(`<code>${prefix}</code>`);
      expect(text).toContain('<h1 class="doc__title">Tracking</h1>');
    }
    expect(stats().misplaced_pages).toMatchObject({
      misses: before.misses,
      entries: before.entries,
      bytes: before.bytes,
      hits: before.hits + 30,
    });
    expect(first.text).toContain('<code>/portal/</code>');
  });

  it('is the page a render for that prefix makes, byte for byte, the prefix HTML-escaped', async () => {
    const { store, assets } = await siteBuild();
    const page = store.pages['/docs/webhooks/security'];
    if (!page) throw new Error('the docs have no /docs/webhooks/security');
    const context = { assets, baseUrl: '/', siteUrl: 'http://localhost:3000' };
    // Sent as they are: a client encodes `"`, `<` and `>` in a path itself (escapeHtml.test.ts has those).
    for (const prefix of ['/portal/', "/a'b&c=d/", '/v2/%3Cx%3E/']) {
      const { text } = await request(portal.handler).get(`${prefix}docs/webhooks/security`).expect(200);
      expect(text).toBe(await renderPage(page, context, { mismatch: { configured: '/', suggested: prefix } }));
    }
    const { text } = await request(portal.handler).get("/a'b&c=d/docs/webhooks/security").expect(200);
    expect(text).toContain('did not load properly');
    expect(text).toContain('<code>/</code>');
    expect(text.match(/\/a&#x27;b&amp;c=d\//g)).toHaveLength(3);
    expect(text).not.toContain("/a'b&c=d/");
  });

  it('has a tag per page and prefix, answers 304 to it, and is gzipped for browsers', async () => {
    const first = await request(portal.handler)
      .get('/portal/docs/ios/badge')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .expect(200)
      .expect('Content-Encoding', 'gzip')
      .expect('Cache-Control', 'no-store');
    const second = await request(portal.handler)
      .get('/portal/docs/ios/badge')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .expect(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.text).toBe(first.text);
    const identity = await request(portal.handler).get('/portal/docs/ios/badge').set('Accept-Encoding', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.text).toBe(first.text);
    const other = await request(portal.handler).get('/old/docs/ios/badge').set('Accept-Encoding', 'gzip').expect(200);
    expect(other.headers.etag).not.toBe(first.headers.etag);
    expect(other.text).toContain('<code>/old/</code>');
    expect(other.text).not.toContain('<code>/portal/</code>');
    await request(portal.handler)
      .get('/portal/docs/ios/badge')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .set('If-None-Match', String(first.headers.etag))
      .expect(304);
    await request(portal.handler)
      .get('/old/docs/ios/badge')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', String(first.headers.etag))
      .expect(200);
  });
});
