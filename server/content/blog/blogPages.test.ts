/**
 * A blog read and put together in this process, from the import test's fixture site: the posts,
 * their order and dates, the list pages, tags, archive, authors and feeds' sources.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../projectPaths.ts';
import { blogFeedSource } from './blogFeedSource.ts';
import { blogPages } from './blogPages.ts';
import { blogSourceOf } from './blogSources.ts';
import { loadBlog } from './loadBlog.ts';

const site = join(projectRoot, 'tests', 'fixtures', 'docusaurus-site');
const source = blogSourceOf(
  { id: 'default', path: 'blog', routeBase: '/blog', postsPerPage: 2, blogSidebarCount: 'ALL' },
  site,
  { title: 'Rocket Docs' },
);

describe('a blog, read and put together', async () => {
  const blog = await loadBlog(source);
  const { pages, markdown } = blogPages(blog, [], '');
  const byPath = new Map(pages.map((page) => [page.path, page]));

  it('reads every post but the draft, newest first, dated by file name or front matter', () => {
    expect(blog.problems).toEqual([]);
    expect(blog.posts.map((post) => [post.route, post.date.slice(0, 10)])).toEqual([
      ['/blog/notes/launch', '2021-05-20'],
      ['/blog/2021/04/01/orbit', '2021-04-01'],
      ['/blog/2021/03/09/first-launch', '2021-03-09'],
      ['/blog/unlisted-post', '2021-02-01'],
    ]);
    const first = blog.posts.find((post) => post.route === '/blog/2021/03/09/first-launch');
    expect(first?.truncated).toBe(true);
    expect(first?.previewHtml).toContain('fired on time');
    expect(first?.previewHtml).not.toContain('Countdown');
    expect(first?.authors.map((author) => author.name)).toEqual(['Ada Lovelace', 'Grace Hopper']);
  });

  it('pages the list two at a time and links each post to its newer and older one', () => {
    expect(byPath.get('/blog')?.older).toEqual({ title: 'Older entries', path: '/blog/page/2' });
    expect(byPath.get('/blog/page/2')?.newer).toEqual({ title: 'Newer entries', path: '/blog' });
    expect(byPath.get('/blog/2021/04/01/orbit')).toMatchObject({
      newer: { path: '/blog/notes/launch' },
      older: { path: '/blog/2021/03/09/first-launch' },
    });
    expect(byPath.get('/blog/unlisted-post')).toMatchObject({ unlisted: true, newer: null, older: null });
    expect(byPath.get('/blog')?.blog.sidebar?.posts).toHaveLength(3);
  });

  it('gives the archive, the tags, the authors and a Markdown copy of each page', () => {
    expect(byPath.get('/blog/archive')?.html).toContain('Launch notes');
    expect(byPath.get('/blog/tags/launches')?.title).toBe('2 posts tagged with "Launches"');
    expect(byPath.get('/blog/tags/secret')?.unlisted).toBe(true);
    expect(byPath.get('/blog/authors/ada')?.heading).toBe('Ada Lovelace');
    expect(byPath.has('/blog/authors/grace')).toBe(false);
    expect(markdown['/blog/tags']).toContain('- [Launches](/blog/tags/launches.md) (2)');
  });

  it('keeps the newest listed posts for the feeds', () => {
    const feed = blogFeedSource(blog);
    expect(feed.routes).toEqual(['/blog/rss.xml', '/blog/atom.xml']);
    expect(feed.posts.map((post) => post.route)).toEqual([
      '/blog/notes/launch',
      '/blog/2021/04/01/orbit',
      '/blog/2021/03/09/first-launch',
    ]);
  });
});
