/**
 * `npm run import:docusaurus` end to end, as an author moving a site in would run it: a Docusaurus
 * 3 site (tests/fixtures/docusaurus-site: docs in `content/` under `/guide`, a config that imports
 * packages not installed here) is imported into a copy of the portal, built, served, and its pages
 * read as a reader gets them.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../server/projectPaths.ts';
import { type PortalProcess, startPortalProcess } from '../tests/support/portalProcess.ts';
import { BUILD_NODE_ARGS, IMPORT_NODE_ARGS } from './buildCommand.ts';
import { copyPortalInto } from './support/portalCopy.ts';
import { scopedName } from '../server/content/siteStyles/scopeCssModule.ts';

const run = promisify(execFile);
const fixture = join(projectRoot, 'tests', 'fixtures', 'docusaurus-site');

/** A copy of the portal to import into. */
async function portalCopy(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-import-'));
  await copyPortalInto(dir);
  return dir;
}

const importInto = (portal: string, site: string, env?: NodeJS.ProcessEnv) =>
  run(process.execPath, [...IMPORT_NODE_ARGS, site, '--into', portal], { cwd: portal, ...(env ? { env } : {}) });

describe('importing a Docusaurus site whose config imports packages not installed here', () => {
  let portal: string;
  let output: string;
  let server: PortalProcess;
  const page = async (path: string) => {
    const response = await fetch(`${server.origin}${path}`, { redirect: 'manual' });
    return { status: response.status, location: response.headers.get('location'), html: await response.text() };
  };
  const article = (html: string) => html.slice(html.indexOf('<article'), html.indexOf('</article>'));
  /** The posts a blog list page previews, in its order. */
  const previewOfPosts = (html: string) =>
    [...html.matchAll(/blog-preview__title"><a href="([^"]+)"/g)].map((match) => match[1]);

  beforeAll(async () => {
    portal = await portalCopy();
    ({ stdout: output } = await importInto(portal, fixture));
    await run(process.execPath, [...BUILD_NODE_ARGS], { cwd: portal });
    server = await startPortalProcess(join(portal, 'dist'));
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    if (portal) await rm(portal, { recursive: true, force: true });
  });

  it('evaluates the config with stand-ins it names, finds docs, sidebars, versions and static files, and lists what it could not carry', () => {
    expect(output).toContain(
      'docusaurus.config.js: evaluated, with stand-ins for modules not installed here (values taken from them are left out): prism-react-renderer',
    );
    expect(output).toContain('docs: content/ → docs/');
    expect(output).toContain('sidebars: sidebars.js → sidebars.js');
    expect(output).toContain('versioned_docs → versioned_docs');
    expect(output).toContain('static/ → static/');
    expect(output).toContain('6 pages of docs/ (Next) under /guide, opening on /guide/intro');
    expect(output).toContain('1 page of versioned_docs/version-1.0/ (1.0) under /guide/1.0');
    expect(output).toContain('remark plugins (@docusaurus/remark-plugin-npm2yarn)');
    expect(output).toContain('blog: blog/ → blog/ under /blog');
    expect(output).toMatch(
      /Not carried over:[\s\S]*- editUrl: the docs now live in docs\/[\s\S]*- prism language "hcl"[\s\S]*- theme\.customCss src\/css\/custom\.css: 1 other rule/,
    );
    expect(output).not.toMatch(/^\s*- blog/m);
  });

  it('carries the site settings into site.config.json', async () => {
    const settings = JSON.parse(await readFile(join(portal, 'site.config.json'), 'utf8'));
    expect(settings).toMatchObject({
      title: 'Rocket Docs',
      tagline: 'Launch your first rocket in five minutes',
      url: 'https://rocket.example.com',
      baseUrl: '/',
      company: 'Rocket, Inc.',
      docs: { routeBase: '/guide', home: '/guide/intro' },
      editUrlBase: 'https://github.com/rocket/rocket-docs/tree/main/',
      onBrokenLinks: 'throw',
      onBrokenAnchors: 'warn',
      markdownFormat: 'mdx',
      extraCodeLanguages: ['java', 'powershell', 'dockerfile'],
      remarkPlugins: [{ name: '@docusaurus/remark-plugin-npm2yarn', options: { sync: true } }],
    });
    expect(settings.navbarLinks).toEqual([
      { label: 'Tutorial', href: '/guide/intro' },
      { label: 'Deploy', href: '/guide/deployment' },
      { label: 'Blog', href: '/blog' },
      {
        label: 'Community',
        items: [
          { label: 'Help', href: '/help' },
          { label: 'Archive', href: '/blog/archive' },
          { label: 'GitHub', href: 'https://github.com/rocket/rocket' },
        ],
      },
    ]);
    expect(settings.colorMode).toEqual({ defaultMode: 'light', respectPrefersColorScheme: true });
    expect(settings.announcementBar).toEqual({
      id: 'launch_week',
      content: 'Launch week: <a href="/blog">read what is new</a> <b>today</b>',
      backgroundColor: '#20232a',
      textColor: '#ffffff',
    });
    expect(output).toContain('- announcementBar: <script> taken out of its content');
    expect(settings.footerColumns[0]).toEqual({ title: 'Docs', links: [{ label: 'Tutorial', href: '/guide/intro' }] });
  });

  it('serves the docs under the site’s route base, /guide opening on the first page', async () => {
    expect(await page('/guide')).toMatchObject({ status: 302, location: '/guide/intro' });
    const home = await page('/');
    expect(home.html).toContain('Rocket Docs');
    expect(home.html).toContain('href="/guide/intro"');
  });

  it('renders a .md page as Docusaurus does: one h1 from the heading, the old admonition title, static images', async () => {
    const intro = await page('/guide/intro');
    expect(intro.status).toBe(200);
    expect(intro.html.match(/<h1/g)).toHaveLength(1);
    expect(intro.html).toContain('<h1 class="doc__title">Tutorial Intro</h1>');
    expect(article(intro.html)).not.toContain(':::');
    expect(intro.html).toContain('<p class="admonition__title">My tip</p>');
    expect(intro.html).toContain('<img src="/img/logo.svg" alt="Rocket"/>');
    expect(intro.html).toContain('href="/guide/tutorial-basics/create-a-page"');
    expect((await page('/img/logo.svg')).status).toBe(200);
  });

  it('renders an .mdx page: theme components, partials, exports, HTML and a hashed image, no import left as text', async () => {
    const features = await page('/guide/tutorial-basics/markdown-features');
    const body = article(features.html);
    expect(body).not.toMatch(/import \w+ from/);
    expect(body).toContain('This rocket has 3 engines.');
    expect(body).toContain('<div class="toc-inline"><ul><li><a href="#code-blocks">Code Blocks</a></li>');
    expect(body).toContain('<h2 id="code-blocks">');
    expect(body).toContain('class="code-line numbered-code-line highlighted-code-line" data-line-number="2"');
    expect(body).toContain('<div class="code-block__title">launch.sh</div>');
    expect(body).toMatch(/aria-selected="true"[^>]*>Linux<\/button>/);
    expect(body).toContain(
      '<aside class="admonition admonition--caution"><p class="admonition__title">Nested</p><aside class="admonition admonition--info">',
    );
    expect(body).toContain('<td>Merlin</td>');
    expect(body).toContain('Before launch, check the <strong>fuel</strong>');
    const image = /<img src="(\/assets\/docs\/diagram-[0-9a-f]{8}\.svg)"/.exec(body)?.[1];
    const served = await fetch(`${server.origin}${image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('builds the generated category index, doc cards, slugs, pagination labels, unlisted pages and leaves drafts out', async () => {
    const index = await page('/guide/category/tutorial---basics');
    expect(index.html).toContain('5 minutes to learn the most important Rocket concepts.');
    expect(index.html).toMatch(/<a class="card" href="\/guide\/tutorial-basics\/create-a-page">/);
    const guides = await page('/guide/guides');
    expect(guides.html).toMatch(/<a class="card" href="\/guide\/deployment">/);
    const deploy = await page('/guide/deployment');
    expect(deploy.html).not.toContain('Edit this page');
    expect(deploy.html).toContain('<meta name="keywords" content="deploy, launch"/>');
    // The config's npm2yarn plugin: the npm block becomes npm / Yarn / pnpm / Bun tabs.
    expect(article(deploy.html)).toMatch(/aria-selected="true"[^>]*>npm<\/button>/);
    expect(article(deploy.html)).toContain('yarn global add rocket-cli');
    expect(guides.html).toContain('Deploying your rocket');
    const unlisted = await page('/guide/tutorial-basics/congratulations');
    expect(unlisted.status).toBe(200);
    expect(unlisted.html).toContain('<meta name="robots" content="noindex"/>');
    expect(article(index.html)).not.toContain('Congratulations');
    expect((await page('/guide/tutorial-basics/work-in-progress')).status).toBe(404);
    expect((await page('/guide/1.0/intro')).status).toBe(200);
  });

  it('serves the docs tags as the docs plugin does: the list, a page per tag (tags.yml permalinks), each doc’s tags', async () => {
    const list = await page('/guide/tags');
    expect(list.status).toBe(200);
    expect(list.html).toContain('<h1 class="doc__title">Tags</h1>');
    expect(list.html).toMatch(
      /href="\/guide\/tags\/start-here"[^>]*>Getting started <span class="tag__count">2<\/span>/,
    );
    expect(list.html).toMatch(
      /href="\/guide\/tags\/launch-checklist"[^>]*>Launch Checklist <span class="tag__count">1<\/span>/,
    );
    const tag = await page('/guide/tags/start-here');
    expect(tag.status).toBe(200);
    expect(tag.html).toContain('<h1 class="doc__title">2 docs tagged with &quot;Getting started&quot;</h1>');
    expect(tag.html).toContain('<meta name="description" content="The pages to read before your first launch."/>');
    expect(article(tag.html)).toContain('href="/guide/deployment"');
    expect(article(tag.html)).toContain('href="/guide/intro"');
    expect(article(tag.html)).toContain('href="/guide/tags"');
    const intro = await page('/guide/intro');
    expect(intro.html).toMatch(/<a class="tag" href="\/guide\/tags\/start-here">Getting started<\/a>/);
    expect((await page('/guide/tags/start-here.md')).html).toContain('- [Tutorial Intro](/guide/intro.md)');
    expect((await page('/guide/tags/getting-started')).status).toBe(404);
  });

  it('carries the look: the logo and its dark form, the favicon, and the primary colour of each mode, readable', async () => {
    expect(output).toContain(
      'look: navbar logo /img/logo.svg (dark: /img/logo-dark.svg); footer logo /img/logo.svg; favicon /img/favicon.ico; primary colour #2e8555, dark #25c2a0 (src/css/custom.css)',
    );
    const settings = JSON.parse(await readFile(join(portal, 'site.config.json'), 'utf8'));
    expect(settings.brand).toEqual({
      logo: { src: '/img/logo.svg', srcDark: '/img/logo-dark.svg', alt: 'Rocket logo' },
      footerLogo: { src: '/img/logo.svg', alt: 'Rocket, Inc.', href: 'https://rocket.example.com/company', width: 120 },
      favicon: '/img/favicon.ico',
      primaryColor: { light: '#2e8555', dark: '#25c2a0' },
    });
    const intro = await page('/guide/intro');
    expect(intro.html).toContain('<img class="navbar__logo-img navbar__logo-img--light" src="/img/logo.svg" alt=""/>');
    expect(intro.html).toContain(
      '<img class="navbar__logo-img navbar__logo-img--dark" src="/img/logo-dark.svg" alt=""/>',
    );
    expect(intro.html).toContain('<link rel="icon" href="/img/favicon.ico"/>');
    expect(intro.html).toContain(
      '<div class="footer__logo"><a href="https://rocket.example.com/company" rel="noopener noreferrer"><img class="footer__logo-img" src="/img/logo.svg" alt="Rocket, Inc." width="120"/></a></div>',
    );
    // The colour mode follows the reader's system until they choose; the bar is closeable, by its id.
    expect(intro.html).toMatch(/<html lang="en" data-theme-follows-system="" data-announcement="launch_week">/);
    expect(intro.html).toContain(
      '<div class="announcement-bar" role="region" aria-label="Announcement" style="background-color:#20232a;color:#ffffff"><div class="announcement-bar__content">Launch week: <a href="/blog">read what is new</a> <b>today</b></div>',
    );
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(intro.html)?.[1];
    const css = await (await fetch(`${server.origin}${stylesheet}`)).text();
    // #2e8555 is 4.3:1 on its own soft tint, where the current sidebar item sits: darkened to read.
    expect(output).toContain('primary colour #2e8555 shown as #29764b in light mode');
    expect(css).toMatch(/:root\{--portal-color-primary: ?#29764b;/);
    expect(css).toMatch(/:root\[data-theme=dark\]\{--portal-color-primary: ?#25c2a0;/);
  });

  it('serves src/pages at Docusaurus’s routes: the React landing page at the base URL, Markdown pages, no _partials', async () => {
    const hero = scopedName('hero', 'site/src/pages/index.module.css');
    expect(output).toContain('pages: src/pages/ → site/src/pages/ (served at the site root)');
    const home = await page('/');
    expect(home.status).toBe(200);
    // Rendered at build time with the site's components and Docusaurus's modules; @theme/Layout gives the title.
    expect(home.html).toContain('<title>Welcome aboard | Launch your first rocket in five minutes</title>');
    expect(home.html).toContain('<meta name="description" content="Rocket&#x27;s landing page"/>');
    expect(home.html).toMatch(
      new RegExp(
        `<header class="${hero}"><h1[^>]*>Rocket Docs</h1><p>Launch your first rocket in five minutes</p><a href="/guide/intro" class="button">Start the tutorial</a>`,
      ),
    );
    expect(home.html).not.toContain('<script src="/site');
    // Its CSS module, scoped: the class names of the page and of the stylesheet are the same; the
    // rule on body, which would style the portal, is left out and named.
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(home.html)?.[1];
    const css = await (await fetch(`${server.origin}${stylesheet}`)).text();
    expect(css).toMatch(new RegExp(`\\.${hero}\\{padding:4rem 0;text-align:center\\}`));
    expect(css).toMatch(new RegExp(`\\.${hero} h1\\{color:var\\(--ifm-color-primary\\)\\}`));
    expect(css).toMatch(/--ifm-color-primary: ?var\(--portal-color-primary\)/);
    expect(css).not.toMatch(/body\{margin:0\}/);
    expect(output).toContain("1 CSS module of the site's code, scoped");
    expect(output).toContain('- site/src/pages/index.module.css: body (CSS modules:');
    // A page written for Docusaurus 1 reads the config from its `config` prop, as plugin-content-pages passes it.
    expect((await page('/legacy')).html).toContain('<p class="legacy">Rocket Docs, read from props.config</p>');
    const help = await page('/help');
    expect(help.status).toBe(200);
    expect(help.html).toContain('<h1 class="doc__title">Getting help</h1>');
    expect(help.html).toContain('<h2 id="reporting-a-bug">');
    expect(help.html).toContain('href="/guide/deployment"');
    expect((await page('/help.md')).html).toContain('# Getting help');
    expect((await page('/_draft-page')).status).toBe(404);
    expect((await page('/index.module')).status).toBe(404);
  });

  it('serves the blog where Docusaurus does: posts by date, previews cut at the truncate marker, two a page, drafts left out', async () => {
    const previewOf = (html: string, route: string) =>
      new RegExp(`blog-preview__title"><a href="${route}">`).test(html);
    const first = await page('/blog');
    expect(first.status).toBe(200);
    expect(previewOf(first.html, '/blog/notes/launch')).toBe(true);
    expect(previewOf(first.html, '/blog/2021/04/01/orbit')).toBe(true);
    expect(previewOf(first.html, '/blog/2021/03/09/first-launch')).toBe(false);
    expect(first.html.indexOf('Launch notes</a>')).toBeLessThan(first.html.indexOf('Reaching orbit</a>'));
    // The MDX post's preview stops at {/* truncate */} and says "Read more"; a post without a marker is shown whole.
    expect(first.html).toContain('Orbit after 3 stages.');
    expect(first.html).not.toContain('Telemetry');
    expect(first.html).toMatch(
      /<a class="blog-preview__more" href="\/blog\/2021\/04\/01\/orbit" aria-label="Read more about Reaching orbit">Read more<\/a>/,
    );
    expect(first.html).toMatch(/href="\/blog\/page\/2"[^>]*>(?:<[^>]+>)*Older entries »/);
    const second = await page('/blog/page/2');
    expect(second.status).toBe(200);
    expect(previewOf(second.html, '/blog/2021/03/09/first-launch')).toBe(true);
    expect(second.html).toContain('fired on time');
    expect(second.html).not.toContain('id="countdown"');
    expect(second.html).toMatch(/href="\/blog"[^>]*>(?:<[^>]+>)*« Newer entries/);
    expect((await page('/blog/page/3')).status).toBe(404);
    expect((await page('/blog/2021/06/01/draft')).status).toBe(404);
    expect(first.html).not.toContain('Not yet');
  });

  it('renders a post with its date, reading time, authors from authors.yml and inline, tags, links and its own newer and older posts', async () => {
    const post = await page('/blog/2021/03/09/first-launch');
    expect(post.status).toBe(200);
    expect(post.html).toContain('<h1 class="blog-post__title">Our first launch</h1>');
    expect(post.html).toContain('<time datetime="2021-03-09T00:00:00.000Z">March 9, 2021</time> · One min read');
    expect(post.html).toContain('<a href="/blog/authors/ada">Ada Lovelace</a>');
    expect(post.html).toContain('<small class="blog-author__title">Flight engineer</small>');
    expect(post.html).toContain('<a href="https://github.com/ada" rel="noopener noreferrer" title="github">github</a>');
    expect(post.html).toContain('<span class="blog-author__name"><span>Grace Hopper</span></span>');
    expect(post.html).toContain('<h2 id="countdown">');
    expect(post.html).toContain('href="/guide/deployment"');
    // A link to another post's file leads to that post's address.
    expect(post.html).toContain('href="/blog/2021/04/01/orbit"');
    expect(post.html).toMatch(/<a class="tag" href="\/blog\/tags\/launches">Launches<\/a>/);
    expect(post.html).toMatch(/<a class="tag" href="\/blog\/tags\/engineering">engineering<\/a>/);
    expect(post.html).toMatch(/aria-label="Blog post page navigation"[\s\S]*Newer post[\s\S]*« Reaching orbit/);
    expect(post.html).not.toContain('Older post');
    expect(post.html).toContain('<meta property="og:type" content="article"/>');
    expect(post.html).toContain('<meta property="article:published_time" content="2021-03-09T00:00:00.000Z"/>');
    expect(post.html).toContain('<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml" title="Blog"/>');
    // Every post in the sidebar (blogSidebarCount: 'ALL'), the shown one marked; the unlisted one nowhere.
    expect(post.html).toMatch(
      /aria-label="Blog recent posts navigation"[\s\S]*aria-current="page"[^>]*>Our first launch</,
    );
    expect(post.html).not.toContain('Behind the scenes');

    const orbit = await page('/blog/2021/04/01/orbit');
    expect(orbit.html).toContain('<h1 class="blog-post__title">Reaching orbit</h1>');
    expect(orbit.html).toContain('<span class="blog-author__name"><span>Katherine Johnson</span></span>');
    const image = /<img src="(\/assets\/docs\/trajectory-[0-9a-f]{8}\.svg)"/.exec(orbit.html)?.[1];
    expect((await fetch(`${server.origin}${image}`)).status).toBe(200);
    const notes = await page('/blog/notes/launch');
    expect(notes.html).toContain('<time datetime="2021-05-20T00:00:00.000Z">May 20, 2021</time>');
    expect((await page('/blog/notes/launch.md')).html).toContain('# Launch notes');
    const unlisted = await page('/blog/unlisted-post');
    expect(unlisted.status).toBe(200);
    expect(unlisted.html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('serves the archive, the tags (tags.yml permalinks) and the authors with a page, leaving unlisted posts out', async () => {
    const archive = await page('/blog/archive');
    expect(archive.html).toMatch(
      /<h2>2021<\/h2><ul><li><time[^>]*>May 20<\/time> – <a href="\/blog\/notes\/launch">Launch notes<\/a>/,
    );
    expect(archive.html).not.toContain('Behind the scenes');
    const tags = await page('/blog/tags');
    expect(tags.html).toMatch(/href="\/blog\/tags\/launches"[^>]*>Launches <span class="tag__count">2<\/span>/);
    expect(tags.html).toMatch(/href="\/blog\/tags\/engineering"[^>]*>engineering <span class="tag__count">1<\/span>/);
    expect(tags.html).not.toContain('/blog/tags/secret');
    const launches = await page('/blog/tags/launches');
    expect(launches.html).toContain('<h1 class="doc__title">2 posts tagged with &quot;Launches&quot;</h1>');
    expect(launches.html).toContain('<p>Every launch, from the pad to orbit.</p>');
    // A tag of unlisted posts only keeps its page, unlisted too.
    expect((await page('/blog/tags/secret')).html).toContain('<meta name="robots" content="noindex"/>');
    const authors = await page('/blog/authors');
    expect(authors.html).toContain('<a href="/blog/authors/ada">Ada Lovelace</a>');
    // Every author of authors.yml is listed; only those with `page: true` link to a page of their own.
    expect(authors.html).toContain('<span class="blog-author__name"><span>Grace Hopper</span></span>');
    expect(authors.html).not.toContain('href="/blog/authors/grace"');
    const ada = await page('/blog/authors/ada');
    expect(ada.html).toContain('<h1 class="doc__title">Ada Lovelace</h1>');
    expect(previewOfPosts(ada.html)).toEqual(['/blog/notes/launch', '/blog/2021/03/09/first-launch']);
    expect((await page('/blog/authors/grace')).status).toBe(404);
  });

  it('serves the feeds feedOptions asks for, with absolute links and no unlisted post, finds posts in search and lists them in the sitemap', async () => {
    const rss = await fetch(`${server.origin}/blog/rss.xml`);
    expect(rss.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const rssText = await rss.text();
    expect(rssText).toContain('<link>https://rocket.example.com/blog/notes/launch</link>');
    expect(rssText).toContain('<copyright>Copyright Rocket, Inc.</copyright>');
    expect(rssText.match(/<item>/g)).toHaveLength(3);
    expect(rssText).not.toContain('Behind the scenes');
    const atom = await fetch(`${server.origin}/blog/atom.xml`);
    expect(atom.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect((await atom.text()).match(/<entry>/g)).toHaveLength(3);
    const json = await fetch(`${server.origin}/blog/feed.json`);
    const feed = (await json.json()) as { version: string; items: { url: string }[] };
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.items.map((item) => item.url)).toEqual([
      'https://rocket.example.com/blog/notes/launch',
      'https://rocket.example.com/blog/2021/04/01/orbit',
      'https://rocket.example.com/blog/2021/03/09/first-launch',
    ]);
    const search = (await (await fetch(`${server.origin}/api/search?q=sensor`)).json()) as {
      hits: { url: string; breadcrumbs: string[] }[];
    };
    expect(search.hits[0]).toMatchObject({ url: '/blog/2021/04/01/orbit', breadcrumbs: ['Blog'] });
    const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
    expect(sitemap).toContain('<loc>https://rocket.example.com/blog/notes/launch</loc><lastmod>2021-05-20</lastmod>');
    expect(sitemap).not.toContain('unlisted-post');
  });
});

describe('importing a site whose config can be evaluated', () => {
  it('evaluates it, takes Docusaurus’s defaults (docs/ under /docs, a generated sidebar) and says so', async () => {
    const site = await mkdtemp(join(tmpdir(), 'docusaurus-plain-'));
    const portal = await portalCopy();
    try {
      await mkdir(join(site, 'docs'));
      await writeFile(join(site, 'docs', 'start.md'), '# Start\n\nHello.\n');
      await writeFile(
        join(site, 'docusaurus.config.js'),
        "module.exports = { title: 'Plain', url: 'https://plain.example', baseUrl: '/', presets: [['classic', {}]] };\n",
      );
      const { stdout } = await importInto(portal, site);
      expect(stdout).toContain('docusaurus.config.js: evaluated');
      expect(stdout).toContain('1 page of docs/ (Next) under /docs, opening on /docs/start');
      const settings = JSON.parse(await readFile(join(portal, 'site.config.json'), 'utf8'));
      expect(settings).toMatchObject({
        title: 'Plain',
        docs: { routeBase: '/docs', home: '/docs/start' },
        editUrlBase: '',
      });
    } finally {
      await rm(site, { recursive: true, force: true });
      await rm(portal, { recursive: true, force: true });
    }
  }, 60_000);

  it('serves every docs plugin instance and version where Docusaurus does, and reports every problem in one run', async () => {
    const site = await mkdtemp(join(tmpdir(), 'docusaurus-versions-'));
    const portal = await portalCopy();
    const page = (title: string, body = 'Text.') => `---\ntitle: ${title}\n---\n\n${body}\n`;
    const files: Record<string, string> = {
      'docs/intro.md': page('Intro'),
      'versions.json': '["2.x", "1.x"]',
      'versioned_docs/version-2.x/intro.md': page('Intro 2'),
      'versioned_docs/version-2.x/broken.mdx': page('Broken', '<Nope />'),
      'versioned_docs/version-2.x/video.mdx': page(
        'Video',
        '<iframe src="https://egghead.io/lessons/x/embed"></iframe>',
      ),
      'versioned_docs/version-1.x/intro.md': page('Intro 1', '[gone](/nowhere)'),
      'community/welcome.md': page('Welcome'),
      'sidebarsCommunity.js': "module.exports = { community: ['welcome'] };\n",
      'docusaurus.config.js': `module.exports = {
        title: 'Versioned', url: 'https://v.example', baseUrl: '/',
        presets: [['classic', { docs: { routeBasePath: '/', includeCurrentVersion: false } }]],
        plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: './sidebarsCommunity.js' }]],
        themeConfig: { navbar: { items: [
          { type: 'doc', docId: 'intro', label: 'Docs' },
          { type: 'docSidebar', sidebarId: 'community', docsPluginId: 'community', label: 'Community' },
          { type: 'dropdown', label: 'More', items: [{ to: '/showcase', label: 'Showcase' }, { to: '/community/welcome', label: 'Welcome' }] },
        ] }, footer: { links: [{ title: 'Help', items: [{ to: '/help', label: 'Help' }] }] } },
      };\n`,
    };
    try {
      for (const [file, text] of Object.entries(files)) {
        await mkdir(join(site, file, '..'), { recursive: true });
        await writeFile(join(site, file), text);
      }
      const { stdout } = await importInto(portal, site);
      // No sidebars file: the generated sidebar lists the pages by name, as Docusaurus's does.
      expect(stdout).toContain('3 pages of versioned_docs/version-2.x/ (2.x) under /, opening on /broken');
      expect(stdout).toContain('1 page of versioned_docs/version-1.x/ (1.x) under /1.x');
      expect(stdout).toContain('1 page of community_docs/ (Next) under /community');
      expect(stdout).not.toContain('docs/ (Next) under /next');
      const settings = JSON.parse(await readFile(join(portal, 'site.config.json'), 'utf8'));
      expect(settings.navbarLinks).toEqual([
        { label: 'Docs', href: '/intro' },
        { label: 'Community', href: '/community/welcome' },
        {
          label: 'More',
          items: [
            { label: 'Showcase', href: '/showcase' },
            { label: 'Welcome', href: '/community/welcome' },
          ],
        },
      ]);
      expect(settings.embeds.allowedHosts).toContain('egghead.io');
      // Every problem of every version, in file order, with the site's own settings (the iframe is allowed).
      const report = stdout.slice(stdout.indexOf('What the build reports'));
      expect(report).toContain('versioned_docs/version-1.x/intro.md:5 → /nowhere');
      expect(report).toContain('versioned_docs/version-2.x/broken.mdx:5: unknown component <Nope>');
      expect(report).not.toContain('egghead');
      // The navbar's and footer's links that lead nowhere on the site, each by its line in site.config.json.
      expect(report).toMatch(/site\.config\.json:\d+ → \/showcase \(no such page\)/);
      expect(report).toMatch(/site\.config\.json:\d+ → \/help \(no such page\)/);
      expect(report).not.toContain('→ /community/welcome');
    } finally {
      await rm(site, { recursive: true, force: true });
      await rm(portal, { recursive: true, force: true });
    }
  }, 120_000);

  it('stops with one line when the folder holds no Docusaurus config', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'not-docusaurus-'));
    const error = await importInto(projectRoot, empty).catch((caught: { stderr: string; code: number }) => caught);
    expect(error).toMatchObject({ code: 1 });
    expect((error as { stderr: string }).stderr.trim().split('\n')).toHaveLength(1);
    expect((error as { stderr: string }).stderr).toContain('no docusaurus.config.ts, .mts, .js, .mjs or .cjs there');
  });
});

describe('importing and building a site whose code tries to publish the environment', () => {
  // tests/fixtures/hostile-env-site: its config, sidebars, a component and a page read the secrets.
  const hostile = join(projectRoot, 'tests', 'fixtures', 'hostile-env-site');
  const SECRET = 'hunter2-sandbox-password';
  const API_KEY = 'algolia-admin-key-0f9e';
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SANDBOX_DATABASE_URL: `postgresql://portal:${SECRET}@db.internal/sandbox`,
    ALGOLIA_API_KEY: API_KEY,
    PUBLIC_SEARCH_ID: 'search-id-42',
    DOCS_SITE_ENV: 'PUBLIC_SEARCH_ID',
    DOCS_ON_PAGE_ERROR: 'throw',
  };
  let portal: string;
  let output: string;
  let dist: string;

  /** Every file under `dir`, as text (compressed copies decompressed). */
  const texts = async (dir: string): Promise<string[]> => {
    const found: string[] = [];
    for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile()) continue;
      const bytes = await readFile(join(entry.parentPath, entry.name));
      const text = entry.name.endsWith('.br')
        ? brotliDecompressSync(bytes)
        : entry.name.endsWith('.gz')
          ? gunzipSync(bytes)
          : bytes;
      found.push(text.toString('utf8'));
    }
    return found;
  };

  beforeAll(async () => {
    portal = await portalCopy();
    const imported = await importInto(portal, hostile, env);
    const built = await run(process.execPath, [...BUILD_NODE_ARGS], { cwd: portal, env });
    output = [imported.stdout, imported.stderr, built.stdout, built.stderr].join('\n');
    dist = join(portal, 'dist');
  }, 180_000);
  afterAll(async () => {
    if (portal) await rm(portal, { recursive: true, force: true });
  });

  it('names the variables the config read that were not passed, and repeats no secret', () => {
    expect(output).toContain(
      'docusaurus.config.js: reads environment variables not passed to site code (list them in DOCS_SITE_ENV to pass them): ALGOLIA_API_KEY, SANDBOX_DATABASE_URL',
    );
    expect(output).not.toContain(SECRET);
    expect(output).not.toContain(API_KEY);
  });

  it('writes site.config.json with the config as evaluated in the site’s environment: the listed variable, no secret', async () => {
    const text = await readFile(join(portal, 'site.config.json'), 'utf8');
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(API_KEY);
    const settings = JSON.parse(text);
    expect(settings.tagline).toBe('Built with undefined');
    expect(settings.customFields).toEqual({
      environment: { PUBLIC_SEARCH_ID: 'search-id-42', ...(env.NODE_ENV ? { NODE_ENV: env.NODE_ENV } : {}) },
      search: { appId: 'search-id-42' },
    });
  });

  it('builds pages whose components, page code and sidebars hold no secret', async () => {
    const files = await texts(dist);
    // The component and the page's code did run: what they rendered is there.
    expect(files.some((text) => text.includes('leak:undefined|undefined|undefined|undefined|'))).toBe(true);
    expect(files.some((text) => text.includes('public:search-id-42'))).toBe(true);
    expect(files.some((text) => text.includes('Page code: undefined'))).toBe(true);
    expect(files.some((text) => text.includes('Intro undefined'))).toBe(true);
    for (const text of files) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain(API_KEY);
    }
  });
});
