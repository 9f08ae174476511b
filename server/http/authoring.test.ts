/** SEO tags, sitemap.xml, robots.txt, edit links and last-updated dates, Markdown for machines. */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractDocRoutes } from '../../tests/contractRoutes.ts';
import { createTestApp } from '../../tests/support/testApp.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  app = await createTestApp({ baseUrl: '/developer/', siteUrl: 'https://developers.advoca.io' });
});

describe('SEO', () => {
  it('gives a doc page its title, description, canonical URL, OpenGraph and Twitter tags', async () => {
    const { text } = await request(app).get('/developer/docs/ios/badge').expect(200);
    expect(text).toContain('<title>Badge | Developer Portal</title>');
    expect(text).toContain('<link rel="canonical" href="https://developers.advoca.io/developer/docs/ios/badge"/>');
    expect(text).toContain('<meta property="og:url" content="https://developers.advoca.io/developer/docs/ios/badge"/>');
    expect(text).toContain('<meta property="og:title" content="Badge | Developer Portal"/>');
    expect(text).toMatch(/<meta property="og:description" content="[^"]{20,}"\/>/);
    expect(text).toContain('<meta property="og:type" content="article"/>');
    expect(text).toContain('<meta name="twitter:card" content="summary"/>');
    expect(text).toContain('<link rel="alternate" type="text/markdown" href="/developer/docs/ios/badge.md"/>');
  });

  it('keeps the not-found page out of search results', async () => {
    const { text } = await request(app).get('/developer/nope').expect(404);
    expect(text).toContain('<meta name="robots" content="noindex"/>');
    expect(text).not.toContain('rel="canonical"');
  });

  it('lists every page in sitemap.xml with its absolute URL', async () => {
    const response = await request(app)
      .get('/developer/sitemap.xml')
      .expect(200)
      .expect('Content-Type', /application\/xml/);
    const locations = [...response.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations.sort()).toEqual(
      ['/', ...contractDocRoutes]
        .map((path) => `https://developers.advoca.io/developer${path === '/' ? '/' : path}`)
        .sort(),
    );
    expect(response.text).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('points robots.txt at the sitemap', async () => {
    const { text } = await request(app)
      .get('/developer/robots.txt')
      .expect(200)
      .expect('Content-Type', /text\/plain/);
    expect(text).toContain('Sitemap: https://developers.advoca.io/developer/sitemap.xml');
  });
});

describe('edit links and last-updated dates', () => {
  it('shows where to edit the page and when it last changed', async () => {
    const { text } = await request(app).get('/developer/docs/ios/badge').expect(200);
    expect(text).toContain('href="https://github.com/advoca/developer-portal/edit/main/docs/ios/badge.md"');
    expect(text).toMatch(/Last updated on <time dateTime="\d{4}-\d{2}-\d{2}T[^"]+">[A-Z][a-z]+ \d{1,2}, \d{4}<\/time>/);
  });
});

describe('Markdown for machines', () => {
  it('serves each doc’s Markdown at <page>.md, with its title and description', async () => {
    const response = await request(app).get('/developer/docs/webhooks/security.md').expect(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.text).toMatch(/^# Webhook security\n\n> Verify the Advoca-Signature header/);
    expect(response.text).toContain('## Verify the signature');
    expect(response.text).not.toContain('sidebar_position');
  });

  it('answers 404 for a page that does not exist', async () => {
    await request(app).get('/developer/docs/ios/nope.md').expect(404);
  });

  it('lists every page with its description in llms.txt', async () => {
    const { text } = await request(app).get('/developer/llms.txt').expect(200);
    expect(text).toMatch(/^# Advoca Technologies Developer Portal\n\n> /);
    for (const route of contractDocRoutes)
      expect(text).toContain(`(https://developers.advoca.io/developer${route}.md): `);
    expect(text).toContain('## iOS');
    expect(text).toContain('## Webhooks');
  });
});

describe('GET /api/sidebar', () => {
  it('returns a version’s whole sidebar, and 404 for an unknown version', async () => {
    const response = await request(app).get('/developer/api/sidebar?version=current').expect(200);
    expect(JSON.stringify(response.body)).toContain('"/docs/stores/give-google-permission"');
    await request(app).get('/developer/api/sidebar?version=9.9').expect(404);
    await request(app).get('/developer/api/sidebar').expect(404);
  });
});
