/** Route tests, following the contract's HTTP table row by row. */
import request from 'supertest';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { siteDocRoutes } from '../tests/contractRoutes.ts';
import { siteBuild } from '../tests/support/siteBuild.ts';
import { createApp } from './app.ts';
import type { PageStore } from './content/pageStore/pageStore.ts';
import { publicDir } from './projectPaths.ts';
import type { ClientAssets } from './render/clientAssets.ts';

let app: ReturnType<typeof createApp>;
let store: PageStore;
let assets: ClientAssets;

beforeAll(async () => {
  ({ store, assets } = await siteBuild());
  app = createApp({ store, assets, clientDir: inject('clientDir'), publicDir });
});

/** The text of the page's first `<h1>`, tags stripped. */
function h1Of(html: string): string | undefined {
  return /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
}

const decodeEntities = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('GET /', () => {
  it('renders the home page with the tagline and a card for each area', async () => {
    const response = await request(app)
      .get('/')
      .expect(200)
      .expect('Content-Type', /text\/html/);
    expect(h1Of(response.text)).toBe('Developer Portal');
    expect(response.text).toContain('<html lang="en">');
    expect(response.text).toMatch(/^<!DOCTYPE html>/);
    for (const href of ['/docs/getting-started', '/docs/ios/installation', '/docs/webhooks/introduction']) {
      expect(response.text).toContain(`class="card" href="${href}"`);
    }
  });
});

describe('GET /docs/<page>', () => {
  it.each(siteDocRoutes)('%s renders 200 with its title as <h1>', async (route) => {
    const response = await request(app)
      .get(route)
      .expect(200)
      .expect('Content-Type', /text\/html/);
    const page = store.pages[route];
    expect(decodeEntities(h1Of(response.text) ?? '')).toBe(page?.title);
    expect(response.text).toContain('<nav class="sidebar" aria-label="Docs">');
    expect(response.text).toContain(`aria-current="page" href="${route}"`);
  });

  it('server-renders the article body so it reads without JavaScript', async () => {
    const response = await request(app).get('/docs/webhooks/security').expect(200);
    expect(response.text).toMatch(/<div class="markdown"><p>/);
    expect(response.text).toContain('class="hljs language-');
    expect(response.text).toContain('<nav class="toc"');
  });

  it('renders chrome from the site config: navbar, footer links and copyright', async () => {
    const { text } = await request(app).get('/docs/getting-started').expect(200);
    expect(text).toMatch(/class="navbar__brand" href="\/"[^>]*>.*Developer<\/a>/);
    expect(text).toMatch(/class="navbar__link" href="\/docs\/getting-started"[^>]*>Docs<\/a>/);
    for (const label of ['iOS SDK', 'Android SDK', 'Web SDK', 'API', 'Webhooks', 'GitHub']) {
      expect(text).toMatch(new RegExp(`<a [^>]*href="[^"]+"[^>]*>${label}</a>`));
    }
    expect(text).toContain('Copyright © 2025 Advoca Technologies Ltd.');
  });

  it('embeds the page data the client hydrates from, as non-executable JSON', async () => {
    const { text } = await request(app).get('/docs/ios/badge').expect(200);
    const json = /<script type="application\/json" id="portal-page-data">(.*?)<\/script>/s.exec(text)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual(store.pages['/docs/ios/badge']);
  });

  it('links the hashed stylesheet and boot script, and names the app script the boot script loads', async () => {
    const { text } = await request(app).get('/docs/ios/badge').expect(200);
    expect(text).toContain(`<meta name="portal-app-script" content="${assets.script}"/>`);
    expect(text).toContain(`<script src="${assets.bootScript}"></script>`);
    // No script but the boot script is requested by the document itself (see client/boot).
    expect(text.match(/<script [^>]*src=/g)).toHaveLength(1);
    expect(text).toContain(`<link rel="stylesheet" href="${assets.stylesheet}"/>`);
  });

  it('sends the same HTML on every request', async () => {
    const first = await request(app).get('/docs/android/tracking');
    const second = await request(app).get('/docs/android/tracking');
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
  });
});

describe('GET /docs and /docs/', () => {
  it.each(['/docs', '/docs/'])('%s redirects to /docs/getting-started', async (path) => {
    await request(app).get(path).expect(302).expect('Location', '/docs/getting-started');
  });
});

describe('unknown paths', () => {
  it.each(['/nope', '/docs/ios/nope', '/docs/ios/installation/extra', '/api/other'])(
    '%s renders the not-found page with status 404, navbar and footer',
    async (path) => {
      const { text } = await request(app)
        .get(path)
        .expect(404)
        .expect('Content-Type', /text\/html/);
      expect(h1Of(text)).toBe('Page not found');
      expect(text).toContain('class="navbar"');
      expect(text).toContain('class="footer"');
    },
  );

  it.each(['/docs/%E0%A4%A', '/%', '/docs/%2e%2e/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json'])(
    'answers the malformed or traversing path %s with a 4xx, not a crash',
    async (path) => {
      const { status, text } = await request(app).get(path);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(text).not.toContain('"lockfileVersion"');
    },
  );
});

describe('GET /api/content', () => {
  it.each(['/', ...siteDocRoutes])('returns the page data of %s as JSON', async (path) => {
    const response = await request(app)
      .get('/api/content')
      .query({ path })
      .expect(200)
      .expect('Content-Type', /application\/json/);
    expect(response.body).toEqual(store.pages[path]);
  });

  it('returns 404 JSON with the not-found page for an unknown path', async () => {
    const response = await request(app)
      .get('/api/content?path=/docs/ios/nope')
      .expect(404)
      .expect('Content-Type', /application\/json/);
    expect(response.body).toMatchObject({ kind: 'notFound', path: '/docs/ios/nope', title: 'Page not found' });
  });

  it.each([
    ['no path', '/api/content'],
    ['an empty path', '/api/content?path='],
    ['a relative path', '/api/content?path=docs/ios/badge'],
    ['a repeated path', '/api/content?path=/&path=/docs/ios/badge'],
  ])('rejects %s with 400 JSON', async (_case, url) => {
    const response = await request(app)
      .get(url)
      .expect(400)
      .expect('Content-Type', /application\/json/);
    expect(response.body.error).toMatch(/"path" query parameter/);
  });
});

describe('static files', () => {
  it('serves the hashed client bundle, cacheable for a year', async () => {
    for (const url of [assets.script, assets.stylesheet]) {
      await request(app).get(url).expect(200).expect('Cache-Control', 'public, max-age=31536000, immutable');
    }
  });

  it('serves files from public/', async () => {
    await request(app)
      .get('/favicon.svg')
      .expect(200)
      .expect('Content-Type', /image\/svg\+xml/);
  });

  it('404s a missing asset instead of rendering a page for it', async () => {
    await request(app).get('/assets/entry-MISSING.js').expect(404);
  });
});

describe('security headers', () => {
  it('sends a strict CSP, nosniff and no X-Powered-By', async () => {
    const response = await request(app).get('/docs/getting-started').expect(200);
    const csp = response.headers['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toBe("'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    // Only the video players the build lets pages embed may be framed; styles only as attributes.
    expect(csp).toContain(
      "frame-src 'self' https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com https://www.loom.com",
    );
    expect(/style-src ([^;]*)/.exec(csp)?.[1]).toBe("'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('compression', () => {
  it('compresses pages for clients that accept gzip', async () => {
    await request(app)
      .get('/docs/getting-started')
      .set('Accept-Encoding', 'gzip')
      .expect(200)
      .expect('Content-Encoding', 'gzip');
  });
});
