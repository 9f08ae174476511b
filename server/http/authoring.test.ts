/** SEO tags, sitemap.xml, robots.txt, edit links and last-updated dates, Markdown for machines. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { parse } from 'yaml';
import { projectRoot } from '../projectPaths.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteDocRoutes } from '../../tests/contractRoutes.ts';
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
      ['/', ...siteDocRoutes]
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
    for (const route of siteDocRoutes) expect(text).toContain(`(https://developers.advoca.io/developer${route}.md): `);
    expect(text).toContain('## iOS');
    expect(text).toContain('## Webhooks');
    expect(text).toContain('[OpenAPI 3.1 contract](https://developers.advoca.io/developer/openapi.yaml)');
  });
});

describe('the API contract', () => {
  it.each([
    ['/developer/openapi.yaml', 'application/yaml; charset=utf-8', 'openapi: 3.1.0'],
    ['/developer/openapi.json', 'application/json; charset=utf-8', '"openapi": "3.1.0"'],
  ])('serves %s as %s with a strong ETag, 304 on a match, revalidated', async (path, type, start) => {
    const response = await request(app).get(path).expect(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.text.trimStart().startsWith(start.startsWith('"') ? '{' : start)).toBe(true);
    expect(response.text).toContain(start);
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    await request(app)
      .get(path)
      .set('If-None-Match', response.headers.etag as string)
      .expect(304);
  });

  it('serves the contract as written, and the same document as JSON', async () => {
    const yaml = await request(app).get('/developer/openapi.yaml').expect(200);
    const json = await request(app).get('/developer/openapi.json').expect(200);
    expect(yaml.text).toBe(await readFile(join(projectRoot, 'api/openapi.yaml'), 'utf8'));
    expect(JSON.parse(json.text)).toEqual(parse(yaml.text));
  });

  it('is linked from the API pages and their Markdown, under the base URL', async () => {
    const page = await request(app).get('/developer/docs/api/chat/post-message').expect(200);
    expect(page.text).toContain('<a href="/developer/openapi.yaml">Download OpenAPI</a>');
    const markdown = await request(app).get('/developer/docs/api/chat/post-message.md').expect(200);
    expect(markdown.text).toContain('## Example request');
    expect(markdown.text).toContain('--url https://sandbox.api.advoca.io/v2/chat/messages');
    expect(markdown.text).not.toContain('::operation');
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
