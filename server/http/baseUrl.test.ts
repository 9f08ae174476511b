/** BASE_URL=/developer/: links, assets, the content API and redirects all live under the prefix. */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/support/testApp.ts';
import { siteBuild } from '../../tests/support/siteBuild.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
let script: string;
beforeAll(async () => {
  app = await createTestApp({ baseUrl: '/developer/' });
  script = (await siteBuild()).assets.script;
});

describe('under /developer/', () => {
  it('serves the home page and every kind of link under the prefix', async () => {
    const { text } = await request(app).get('/developer/').expect(200);
    expect(text).toContain('<h1 class="hero__title">Developer Portal</h1>');
    expect(text).toContain(`<meta name="portal-app-script" content="/developer${script}"/>`);
    expect(text).toMatch(/<link rel="stylesheet" href="\/developer\/assets\/entry-/);
    expect(text).toContain('href="/developer/favicon.svg"');
    expect(text).toContain('class="card" href="/developer/docs/ios/installation"');
    expect(text).toContain('<meta name="portal-base-url" content="/developer/"/>');
    expect(text).not.toMatch(/href="\/docs\//);
  });

  it('links the home page as /developer/, never /developer (a 301 on every click)', async () => {
    const doc = await request(app).get('/developer/docs/getting-started').expect(200);
    expect(doc.text).toContain('class="navbar__brand" href="/developer/"');
    const notFound = await request(app).get('/developer/nope').expect(404);
    expect(notFound.text).toMatch(/<a href="\/developer\/"[^>]*>Go to the home page<\/a>/);
    for (const { text } of [doc, notFound]) expect(text).not.toMatch(/href="\/developer"/);
  });

  it('prefixes the links inside compiled Markdown, in the page and in its data', async () => {
    const page = await request(app).get('/developer/docs/getting-started').expect(200);
    expect(page.text).toContain('href="/developer/docs/ios/installation"');
    const data = await request(app).get('/developer/api/content').query({ path: '/docs/getting-started' }).expect(200);
    expect(data.body.html).toContain('href="/developer/docs/ios/installation"');
    expect(data.body.html).not.toMatch(/href="\/docs\//);
  });

  it('serves the assets and the health check under the prefix', async () => {
    await request(app).get(`/developer${script}`).expect(200);
    await request(app).get('/developer/healthz').expect(200);
    await request(app).get(script).expect(404);
  });

  it.each([
    ['/developer', '/developer/'],
    ['/developer/index.html', '/developer/'],
    ['/developer/docs/ios/badge/', '/developer/docs/ios/badge'],
    ['/docs/ios/badge', '/developer/docs/ios/badge'],
    ['/docs/ios/badge?tab=swift', '/developer/docs/ios/badge?tab=swift'],
    ['/docs/ios/badge/index.html', '/developer/docs/ios/badge'],
  ])('%s answers 301 to %s', async (path, location) => {
    await request(app).get(path).expect(301).expect('Location', location);
  });

  it.each(['/developer/docs', '/developer/docs/index.html', '/docs', '/docs/index.html'])(
    'leads %s to the first page under the prefix, in one hop',
    async (path) => {
      await request(app).get(path).expect(302).expect('Location', '/developer/docs/getting-started');
    },
  );

  it('answers unknown paths, inside and outside the prefix, with the not-found page', async () => {
    for (const path of ['/developer/nope', '/nope']) {
      const { text } = await request(app).get(path).expect(404);
      expect(text).toContain('Page not found');
      expect(text).toContain(`content="/developer${script}"`);
    }
  });
});

describe('a known page behind an unknown prefix', () => {
  it('renders with the banner: did not load properly, configured and suggested base URLs', async () => {
    const { text } = await request(app).get('/portal/docs/ios/badge').expect(200);
    expect(text).toContain('did not load properly');
    expect(text).toContain('<code>/developer/</code>');
    expect(text).toContain('<code>/portal/</code>');
    expect(text).toContain('<h1 class="doc__title">Badge</h1>');
    expect(text).toContain('<meta name="robots" content="noindex"/>');
    // No hydration: the app would not find its routes under the wrong prefix.
    expect(text).not.toContain('portal-app-script');
  });

  it.each([
    ['/portal/', '/portal/'],
    ['/portal/index.html', '/portal/'],
    ['/a/b/', '/a/b/'],
  ])('counts the home page too: %s is the home page under %s', async (path, suggested) => {
    const { text } = await request(app).get(path).expect(200);
    expect(text).toContain('did not load properly');
    expect(text).toContain(`<code>${suggested}</code>`);
    expect(text).toContain('<h1 class="hero__title">Developer Portal</h1>');
    expect(text).toContain('<meta name="robots" content="noindex"/>');
  });

  it.each([
    ['/portal/search', 'class="search-page"'],
    ['/portal/docs/ios/badge/', '<h1 class="doc__title">Badge</h1>'],
  ])('counts any known page, in any spelling: %s', async (path, content) => {
    const { text } = await request(app).get(path).expect(200);
    expect(text).toContain('<code>/portal/</code>');
    expect(text).toContain(content);
  });

  it.each(['/nope', '/portal/nope', '/portal/docs/ios/badg'])('leaves %s, which names no page, a 404', async (path) => {
    await request(app).get(path).expect(404);
  });

  it('also at the root base URL', async () => {
    const root = await createTestApp();
    const { text } = await request(root).get('/portal/v2/docs/webhooks/security').expect(200);
    expect(text).toContain('<code>/</code>');
    expect(text).toContain('<code>/portal/v2/</code>');
  });

  describe('and the home page there, with BASE_URL=/', () => {
    let root: Awaited<ReturnType<typeof createTestApp>>;
    beforeAll(async () => {
      root = await createTestApp();
    });

    it.each([
      ['/portal/', '/portal/'],
      ['/portal/index.html', '/portal/'],
      ['/a/b/', '/a/b/'],
    ])('%s is the home page under %s, as a doc page under a wrong prefix is', async (path, suggested) => {
      const home = await request(root).get(path).expect(200).expect('Cache-Control', 'no-store');
      const doc = await request(root).get('/portal/docs/ios/badge').expect(200).expect('Cache-Control', 'no-store');
      for (const { text } of [home, doc]) {
        expect(text).toContain('did not load properly');
        expect(text).toContain('<code>/</code>');
        expect(text).toContain('<meta name="robots" content="noindex"/>');
        expect(text).not.toContain('portal-app-script');
      }
      expect(home.text).toContain(`<code>${suggested}</code>`);
      expect(home.text).toContain('<h1 class="hero__title">Developer Portal</h1>');
      // The same banner markup: only the page inside differs.
      const bannerOf = (html: string) => /<div[^>]*role="alert"[\s\S]*?<\/div>/.exec(html)?.[0];
      expect(bannerOf(home.text)).toBeDefined();
      expect(bannerOf(home.text)?.replaceAll(suggested, '/portal/')).toBe(bannerOf(doc.text));
    });

    it.each(['/portal', '/docs/ios/', '/docs/ios/badg/'])(
      'leaves %s, a path of no page or a folder of the site, to the redirects and the 404',
      async (path) => {
        const response = await request(root).get(path).redirects(1);
        expect(response.status).toBe(404);
        expect(response.text).not.toContain('did not load properly');
      },
    );
  });

  it('HTML-escapes the prefix it echoes', async () => {
    const root = await createTestApp();
    const { text } = await request(root).get("/a'b&c/docs/ios/badge").expect(200);
    expect(text).toContain('<code>/a&#x27;b&amp;c/</code>');
    expect(text).not.toContain("/a'b&c/");
  });
});
