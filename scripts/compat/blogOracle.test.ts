/**
 * The blog oracle on small sites written to a temporary folder, one rule of plugin-content-blog
 * 3.x at a time (blogUtils.ts, routes.ts, index.ts, authorsMap.ts, feed.ts; the rules are listed
 * in blogOracle.ts).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BlogExpectation,
  type BlogInstanceExpectation,
  blogExpectation,
  expectedBlogRoutes,
  feedTypes,
  paginatedPermalinks,
  slugOfBlogFile,
} from './blogOracle.ts';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'blog-oracle-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A site folder holding `docusaurus.config.js` (the given source) and the given files. */
async function site(name: string, config: string, files: Record<string, string>): Promise<string> {
  const dir = join(root, name);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'docusaurus.config.js'), config);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

const post = (matter: string, body = 'Text.') => `---\n${matter}\n---\n\n${body}\n`;
const permalinks = (instance: BlogInstanceExpectation | undefined, kind: keyof BlogInstanceExpectation['routes']) =>
  instance?.routes[kind].map((route) => route.permalink);

describe('the addresses Docusaurus gives a site’s blog', () => {
  let expectation: BlogExpectation;
  let blog: BlogInstanceExpectation | undefined;

  beforeAll(async () => {
    const dir = await site(
      'main',
      `module.exports = {
        title: 'Blogs', url: 'https://example.com', baseUrl: '/base/',
        presets: [['classic', { docs: false, blog: { postsPerPage: 2, feedOptions: { type: 'all' } } }]],
      };`,
      {
        'blog/2021-05-28-first-post.md': post('tags: [Hello World, defined]\nauthors: [jane]'),
        'blog/2021-06-01-second/index.mdx': post('tags: [hello world]\nauthors: jane'),
        'blog/2022/01/02/third.md': post('tags: [{label: Custom, permalink: /my-custom}]\nauthors: [{key: bob}]'),
        'blog/team-a-2021-05-12-hey/announcing.md': post('title: Folder before the date'),
        'blog/releases/v1/index.md': post('title: No date'),
        'blog/renamed.md': post('slug: /somewhere/else\ntags: [Hello World]'),
        'blog/hidden.md': post('unlisted: true\ntags: [secret]\nauthors: [jane]'),
        'blog/wip.md': post('draft: true\ntags: [draft-only]'),
        'blog/_partial.mdx': 'A partial.',
        'blog/_drafts/ignored.md': post('title: Under a folder starting with _'),
        'blog/__tests__/fixture.md': post('title: A test fixture'),
        'blog/tags.yml': 'defined:\n  label: Defined\n  permalink: /pre-defined\nHello World:\n  label: Hello\n',
        'blog/authors.yml':
          'jane:\n  name: Jane\n  page: true\nbob:\n  name: Bob\n  page:\n    permalink: /robert\ncarol:\n  name: Carol\n',
      },
    );
    expectation = await blogExpectation(dir);
    blog = expectation.instances[0];
  });

  it('takes the classic preset’s blog at baseUrl + routeBasePath', () => {
    expect(expectation.baseUrl).toBe('/base/');
    expect(expectation.instances.map(({ id, path, basePath }) => ({ id, path, basePath }))).toEqual([
      { id: 'default', path: 'blog', basePath: '/base/blog' },
    ]);
    expect(expectation.notes).toEqual([]);
  });

  it('builds every post the include/exclude globs keep, at its slug: front matter, a date in its path, else its path', () => {
    expect(Object.fromEntries(blog?.posts.map((p) => [p.file, p.permalink]) ?? [])).toEqual({
      'blog/2021-05-28-first-post.md': '/base/blog/2021/05/28/first-post',
      'blog/2021-06-01-second/index.mdx': '/base/blog/2021/06/01/second',
      'blog/2022/01/02/third.md': '/base/blog/2022/01/02/third',
      'blog/team-a-2021-05-12-hey/announcing.md': '/base/blog/2021/05/12/team-a-hey/announcing',
      'blog/releases/v1/index.md': '/base/blog/releases/v1',
      'blog/renamed.md': '/base/blog/somewhere/else',
      // Unlisted: built, not listed.
      'blog/hidden.md': '/base/blog/hidden',
    });
    expect(blog?.routes.post.find((route) => route.file === 'blog/hidden.md')).toMatchObject({
      kind: 'post',
      what: '/hidden',
      instance: 'default',
    });
  });

  it('paginates the listed posts (not the unlisted one) at <base>/page/<n>; an archive of them', () => {
    // 6 listed posts, 2 a page.
    expect(permalinks(blog, 'list')).toEqual(['/base/blog', '/base/blog/page/2', '/base/blog/page/3']);
    expect(permalinks(blog, 'archive')).toEqual(['/base/blog/archive']);
  });

  it('gives each tag its page: tags.yml’s permalink or key, a front matter object’s permalink, else the label in kebab case', () => {
    expect(permalinks(blog, 'tag')).toEqual([
      '/base/blog/tags',
      // `Hello World` is a tags.yml key without a permalink: its kebab-case key; `hello world` is
      // inline and lands on the same page. Three listed posts: two pages.
      '/base/blog/tags/hello-world',
      '/base/blog/tags/hello-world/page/2',
      '/base/blog/tags/pre-defined',
      '/base/blog/tags/my-custom',
      // A tag of unlisted posts only still has its page; a draft's tag has none.
      '/base/blog/tags/secret',
    ]);
  });

  it('gives the authors list, and a page to authors with `page` (their posts paginated with `authors` as the page word)', () => {
    expect(permalinks(blog, 'author')).toEqual([
      '/base/blog/authors',
      // jane: two listed posts and an unlisted one, 2 a page.
      '/base/blog/authors/jane',
      '/base/blog/authors/jane/authors/2',
      '/base/blog/authors/robert',
    ]);
  });

  it('writes the feeds feedOptions.type names (`all`: RSS, Atom and JSON) under the route base', () => {
    expect(blog?.routes.feed.map(({ permalink, feed }) => ({ permalink, feed }))).toEqual([
      { permalink: '/base/blog/rss.xml', feed: 'rss' },
      { permalink: '/base/blog/atom.xml', feed: 'atom' },
      { permalink: '/base/blog/feed.json', feed: 'json' },
    ]);
  });

  it('lists every route once, by kind', () => {
    const routes = expectedBlogRoutes(expectation);
    expect(new Set(routes.map((route) => route.permalink)).size).toBe(routes.length);
    expect(routes.map((route) => route.kind)).toEqual([
      ...Array(7).fill('post'),
      ...Array(3).fill('list'),
      'archive',
      ...Array(6).fill('tag'),
      ...Array(4).fill('author'),
      ...Array(3).fill('feed'),
    ]);
  });
});

describe('blog options and instances', () => {
  it('follows each plugin instance’s options; `blog: false` has none; archive and feeds can be turned off', async () => {
    const dir = await site(
      'options',
      `module.exports = {
        title: 'Blogs', url: 'https://example.com', baseUrl: '/',
        presets: [['@docusaurus/preset-classic', { blog: false }]],
        plugins: [
          ['@docusaurus/plugin-content-blog', {
            id: 'releases', path: 'releases', routeBasePath: 'changes', postsPerPage: 'ALL',
            pageBasePath: 'p', archiveBasePath: null, tagsBasePath: 'topics', feedOptions: { type: null },
            include: ['**/*.md'], exclude: ['**/skip-*.md'], tags: false,
          }],
          ['content-blog', { id: 'news', path: 'news', routeBasePath: '/', feedOptions: { type: 'json' }, authorsMapPath: 'people.json' }],
          ['content-blog', { id: 'gone', path: 'not-there' }],
        ],
      };`,
      {
        'releases/2020-01-01-a.md': post('tags: [v1]'),
        'releases/2020-02-01-b.md': post('tags: [v1]'),
        'releases/2020-03-01-c.mdx': post('title: Not included (mdx)'),
        'releases/skip-me.md': post('title: Excluded'),
        'releases/_partial.md': post('title: Not excluded any more: the exclude option replaces the default'),
        'releases/tags.yml': 'v1:\n  permalink: /version-one\n',
        'news/only-unlisted.md': post('unlisted: true'),
        'news/people.json': JSON.stringify({ ann: { name: 'Ann', page: true } }),
      },
    );
    const expectation = await blogExpectation(dir);
    const [releases, news] = expectation.instances;
    expect(expectation.instances.map((instance) => instance.id)).toEqual(['releases', 'news', 'gone']);
    expect(expectation.notes).toEqual(['blog "gone": its folder not-there is not in the site; no blog routes']);
    expect(releases?.posts.map((p) => p.permalink).sort()).toEqual([
      '/changes/2020/01/01/a',
      '/changes/2020/02/01/b',
      '/changes/_partial',
    ]);
    // 'ALL': one list page; no archive, no feeds; `tags: false` ignores tags.yml.
    expect(permalinks(releases, 'list')).toEqual(['/changes']);
    expect(permalinks(releases, 'archive')).toEqual([]);
    expect(permalinks(releases, 'feed')).toEqual([]);
    expect(permalinks(releases, 'tag')).toEqual(['/changes/topics', '/changes/topics/v-1']);
    // A blog of unlisted posts only: the post and a list page without posts, no archive and no
    // feed; authors from the authorsMapPath file.
    expect(permalinks(news, 'post')).toEqual(['/only-unlisted']);
    expect(permalinks(news, 'list')).toEqual(['/']);
    expect(permalinks(news, 'archive')).toEqual([]);
    expect(permalinks(news, 'feed')).toEqual([]);
    expect(permalinks(news, 'author')).toEqual(['/authors', '/authors/ann']);
  });

  it('follows Docusaurus’s small rules: slugs from file names, pages, feed types', () => {
    expect(slugOfBlogFile('2021-05-28-my-post.md')).toBe('/2021/05/28/my-post');
    expect(slugOfBlogFile('2021/05/28/my-post.mdx')).toBe('/2021/05/28/my-post');
    // The separator after the date is taken before `/index` is tried: Docusaurus's regex keeps `index`.
    expect(slugOfBlogFile('2021-05-28/index.md')).toBe('/2021/05/28/index');
    expect(slugOfBlogFile('2021-05-28-title/index.md')).toBe('/2021/05/28/title');
    expect(slugOfBlogFile('2021-5-8-short.md')).toBe('/2021/5/8/short');
    expect(slugOfBlogFile('guides/intro/index.md')).toBe('/guides/intro');
    expect(slugOfBlogFile('plain.mdx')).toBe('/plain');
    expect(paginatedPermalinks('/blog', 0, 10, 'page')).toEqual(['/blog']);
    expect(paginatedPermalinks('/blog', 21, 10, 'page')).toEqual(['/blog', '/blog/page/2', '/blog/page/3']);
    expect(paginatedPermalinks('/blog', 21, 'ALL', 'page')).toEqual(['/blog']);
    expect(paginatedPermalinks('/blog', 0, 'ALL', 'page')).toEqual([]);
    expect(feedTypes(undefined)).toEqual(['rss', 'atom']);
    expect(feedTypes({ copyright: 'x' })).toEqual(['rss', 'atom']);
    expect(feedTypes({ type: 'all' })).toEqual(['rss', 'atom', 'json']);
    expect(feedTypes({ type: 'atom' })).toEqual(['atom']);
    expect(feedTypes({ type: ['json', 'rss'] })).toEqual(['json', 'rss']);
    expect(feedTypes({ type: null })).toEqual([]);
  });
});
