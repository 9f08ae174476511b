/** `GET /api/search` and `GET /search`: results, the search page without JavaScript, and bad input. */
import fc from 'fast-check';
import request from 'supertest';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { SearchResults } from '../../shared/search.ts';
import { createTestApp } from '../../tests/support/testApp.ts';
import { createPortal } from '../app.ts';
import { buildPageStore } from '../content/pageStore/buildPageStore.ts';
import { readDocsVersions } from '../content/sources/docsVersions.ts';
import { projectRoot, publicDir } from '../projectPaths.ts';
import { readClientAssets } from '../render/clientAssets.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  app = await createTestApp();
});

const search = async (query: Record<string, string>) =>
  (await request(app).get('/api/search').query(query).expect(200)).body as SearchResults;

describe('GET /api/search', () => {
  it('answers with sections: the page, the anchor, breadcrumbs and a snippet with the words marked', async () => {
    const { query, version, hits } = await search({ q: 'verify webhook signature' });
    expect(query).toBe('verify webhook signature');
    expect(version).toBe('current');
    expect(hits[0]).toMatchObject({
      url: '/docs/webhooks/security#verify-the-signature',
      pageTitle: 'Webhook security',
      heading: 'Verify the signature',
      breadcrumbs: ['Webhooks'],
    });
    const marked = hits[0]?.snippet.filter((part) => part.match).map((part) => part.text.toLowerCase());
    expect(marked).toContain('verify');
    expect(hits[0]?.snippet.map((part) => part.text).join('')).not.toContain('<');
  });

  it('matches prefixes, as one types', async () => {
    const { hits } = await search({ q: 'unread mess' });
    expect(hits[0]?.url.split('#')[0]).toBe('/docs/api/chat/get-unread-message-count');
  });

  it('forgives typos and finds other forms of a word', async () => {
    expect((await search({ q: 'instalation andriod' })).hits[0]?.url.split('#')[0]).toBe('/docs/android/installation');
    const installing = await search({ q: 'installing' });
    expect(installing.hits.some((hit) => hit.snippet.some((part) => part.match && /^install/i.test(part.text)))).toBe(
      true,
    );
  });

  it('marks the words of a snippet whatever their case or form', async () => {
    const { hits } = await search({ q: 'SIGNATURES' });
    expect(hits[0]?.snippet.some((part) => part.match && /^signature/i.test(part.text))).toBe(true);
  });

  it('keeps to `limit` results and to two sections a page', async () => {
    expect((await search({ q: 'message', limit: '3' })).hits).toHaveLength(3);
    const { hits } = await search({ q: 'message', limit: '50' });
    const perPage = new Map<string, number>();
    for (const hit of hits)
      perPage.set(hit.url.split('#')[0] as string, (perPage.get(hit.url.split('#')[0] as string) ?? 0) + 1);
    expect(Math.max(...perPage.values())).toBeLessThanOrEqual(2);
  });

  it('says how many results there are in all, and pages through them', async () => {
    const first = await search({ q: 'message', limit: '3' });
    expect(first.hits).toHaveLength(3);
    expect(first.offset).toBe(0);
    expect(first.total).toBeGreaterThan(10);
    const six = await search({ q: 'message', limit: '6' });
    expect(six.total).toBe(first.total);
    const second = await search({ q: 'message', limit: '3', page: '2' });
    expect(second).toMatchObject({ total: first.total, offset: 3 });
    expect(second.hits.map((hit) => hit.url)).toEqual(six.hits.slice(3).map((hit) => hit.url));
    // Past the last result: none, and still the total.
    expect(await search({ q: 'message', limit: '50', page: '999' })).toMatchObject({ hits: [], total: first.total });
    // The default limit lists ten of them.
    expect((await search({ q: 'message' })).hits).toHaveLength(10);
  });

  it('carries the method of an API operation’s page in its hits', async () => {
    const { hits } = await search({ q: 'post a message' });
    const operation = hits.find((hit) => hit.url.split('#')[0] === '/docs/api/chat/post-message');
    expect(operation?.method).toBe('POST');
    expect(hits.find((hit) => !hit.url.startsWith('/docs/api/'))).not.toHaveProperty('method');
  });

  it('finds nothing, without an error, for a query with no words to look up', async () => {
    for (const q of ['', '   ', '???', 'the', '\u200b\u202e'])
      expect(await search({ q })).toMatchObject({ hits: [], total: 0 });
  });

  it('survives odd Unicode: lone surrogates, emoji, other scripts, combining marks, NUL', async () => {
    for (const q of ['\ud800', '💬 chat', 'über', 'сообщение', 'e\u0301', 'a\u0000b', 'ｂａｄｇｅ']) {
      const response = await request(app).get('/api/search').query({ q });
      expect(response.status).toBe(200);
      expect(Array.isArray(response.body.hits)).toBe(true);
    }
    // Full-width letters are folded: ｂａｄｇｅ is badge.
    expect((await search({ q: 'ｂａｄｇｅ' })).hits[0]?.url.split('#')[0]).toBe('/docs/ios/badge');
  });

  it('revalidates like a page: an ETag, and 304 when it matches', async () => {
    const first = await request(app).get('/api/search?q=badge').expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    await request(app)
      .get('/api/search?q=badge')
      .set('If-None-Match', first.headers.etag as string)
      .expect(304);
  });

  it.each([
    ['no q', '', /"q".*missing/],
    ['q twice', 'q=a&q=b', /once/],
    ['a 10 KB q', `q=${'a'.repeat(10_240)}`, /200 characters/],
    ['limit 0', 'q=chat&limit=0', /limit/],
    ['limit 51', 'q=chat&limit=51', /limit/],
    ['limit not a number', 'q=chat&limit=ten', /limit/],
    ['limit twice', 'q=chat&limit=1&limit=2', /limit/],
    ['page 0', 'q=chat&page=0', /"page"/],
    ['page 1001', 'q=chat&page=1001', /"page"/],
    ['page not a number', 'q=chat&page=two', /"page"/],
    ['an unknown version', 'q=chat&version=9.9', /version/],
  ])('refuses %s with 400 and one sentence', async (_, query, message) => {
    const response = await request(app).get(`/api/search?${query}`).expect(400);
    expect(response.type).toBe('application/json');
    expect(response.body.error).toMatch(message);
  });

  it('never answers 5xx, whatever the query string', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 300 }), fc.string({ maxLength: 5 }), async (q, limit) => {
        const response = await request(app).get('/api/search').query({ q, limit });
        expect([200, 400]).toContain(response.status);
        expect(typeof response.body).toBe('object');
      }),
      { numRuns: 150 },
    );
    // 150 requests: seconds on a quiet machine, many more on a loaded CI runner.
  }, 120_000);
});

describe('GET /search', () => {
  it('renders the results into the page, for readers without JavaScript', async () => {
    const { text } = await request(app).get('/search?q=app+icon+badge').expect(200);
    expect(text).toContain('<meta name="robots" content="noindex"/>');
    expect(text).toMatch(/<input[^>]*name="q"[^>]*value="app icon badge"/);
    expect(text).toMatch(/<a [^>]*href="\/docs\/ios\/badge#[a-z-]+"/);
    expect(text).toMatch(/<mark>[Bb]adge<\/mark>/);
  });

  it('lists fifty results a page, says how many there are, and links to the next ones', async () => {
    const { total } = await search({ q: 'message' });
    expect(total).toBeGreaterThan(50);
    const first = await request(app).get('/search?q=message').expect(200);
    expect(first.text.match(/class="search-hit"/g)).toHaveLength(50);
    expect(first.text).toContain(`Showing 50 of ${total} results for “message”`);
    expect(first.text).toMatch(/<a [^>]*rel="next"[^>]*href="\/search\?q=message&amp;page=2"/);
    expect(first.text).not.toContain('rel="prev"');

    const second = await request(app).get('/search?q=message&page=2').expect(200);
    expect(second.text.match(/class="search-hit"/g)).toHaveLength(total - 50);
    expect(second.text).toContain(`Showing 51–${total} of ${total} results for “message”`);
    expect(second.text).toMatch(/<a [^>]*rel="prev"[^>]*href="\/search\?q=message"/);
    expect(second.text).not.toContain('rel="next"');
  });

  it('lists every result on one page when they fit, and counts one as one', async () => {
    const { total } = await search({ q: 'badge' });
    expect(total).toBeGreaterThan(10);
    expect(total).toBeLessThanOrEqual(50);
    const { text } = await request(app).get('/search?q=badge').expect(200);
    expect(text.match(/class="search-hit"/g)).toHaveLength(total);
    expect(text).toContain(`${total} results for “badge”`);
    expect(text).not.toContain('Showing');
    expect(text).not.toMatch(/rel="(next|prev)"/);
  });

  it('keeps limit and version in the links to other pages, and refuses a bad page', async () => {
    const { text } = await request(app).get('/search?q=message&limit=5&page=2').expect(200);
    expect(text).toMatch(/Showing 6–10 of \d+ results for “message”/);
    expect(text).toMatch(/rel="prev"[^>]*href="\/search\?q=message&amp;limit=5"/);
    expect(text).toMatch(/rel="next"[^>]*href="\/search\?q=message&amp;limit=5&amp;page=3"/);
    const refused = await request(app).get('/search?q=message&page=0').expect(400);
    expect(refused.text).toContain('The &quot;page&quot; query parameter must be a whole number from 1 to 1000.');
  });

  it('past the last result says so, and links back to the last ones', async () => {
    const { text } = await request(app).get('/search?q=badge&page=3').expect(200);
    expect(text).toContain('No more results for “badge”.');
    expect(text).toMatch(/rel="prev"[^>]*href="\/search\?q=badge"/);
  });

  it('without a query is the bare search page, a form and no results', async () => {
    const { text } = await request(app).get('/search').expect(200);
    expect(text).toMatch(/<form[^>]*action="\/search"/);
    expect(text).not.toContain('<mark>');
  });

  it('shows a refused query on the page with status 400', async () => {
    const { text } = await request(app)
      .get(`/search?q=${'x'.repeat(300)}`)
      .expect(400);
    expect(text).toContain('A search is limited to 200 characters.');
  });

  it('says when nothing matches', async () => {
    const { text } = await request(app).get('/search?q=zzqqxx').expect(200);
    expect(text).toContain('Nothing matches “zzqqxx”');
  });

  it('keeps its links and form under the base URL', async () => {
    const prefixed = await createTestApp({ baseUrl: '/developer/' });
    const { text } = await request(prefixed).get('/developer/search?q=badge').expect(200);
    expect(text).toMatch(/<form[^>]*action="\/developer\/search"/);
    expect(text).toMatch(/href="\/developer\/docs\/ios\/badge/);
  });
});

describe('search in a versioned site', () => {
  it('searches the main version (at /docs) unless asked for another', async () => {
    const root = `${projectRoot}/tests/fixtures/versioned-site`;
    const clientDir = inject('clientDir');
    const store = await buildPageStore(await readDocsVersions(root));
    const { app: versioned } = createPortal({ store, assets: await readClientAssets(clientDir), clientDir, publicDir });
    const current = (await request(versioned).get('/api/search?q=introduction').expect(200)).body as SearchResults;
    expect(current.version).toBe('1.0');
    expect(current.hits.map((hit) => hit.url)).toEqual(['/docs/getting-started']);
    const next = (await request(versioned).get('/api/search?q=introduction&version=current').expect(200))
      .body as SearchResults;
    expect(next.version).toBe('current');
    expect(next.hits.map((hit) => hit.url)).toEqual(['/docs/next/getting-started']);
  });
});
