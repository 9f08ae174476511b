import { describe, expect, it } from 'vitest';
import { siteSettingsSchema } from '../../shared/siteSettingsSchema.ts';
import { blogPluginInstances, portalEditUrl } from './blogPluginOptions.ts';

/** The `blogs` entries of a config, checked against site.config.json's schema. */
function blogSettings(config: Record<string, unknown>, isFree?: (name: string) => boolean) {
  const blogs = blogPluginInstances(config, '/site', isFree).flatMap(({ settings }) => (settings ? [settings] : []));
  expect(siteSettingsSchema.shape.blogs.safeParse(blogs).success).toBe(true);
  return blogs;
}

describe('blogPluginInstances', () => {
  it('gives the classic preset its default blog, with nothing but where it is: Docusaurus’s defaults are the portal’s', () => {
    expect(blogPluginInstances({ presets: ['classic'] }, '/site')).toEqual([
      {
        id: 'default',
        blogDir: '/site/blog',
        configured: false,
        folder: 'blog',
        settings: { id: 'default', path: 'blog', routeBase: '/blog' },
        notCarried: [],
      },
    ]);
    expect(blogPluginInstances({ presets: [['@docusaurus/preset-classic', { blog: {} }]] }, '/site')[0]).toMatchObject({
      configured: true,
      settings: { id: 'default', path: 'blog', routeBase: '/blog' },
    });
  });

  it('has no blog for `blog: false`, nor without a preset or plugin giving one', () => {
    expect(blogPluginInstances({ presets: [['classic', { blog: false }]] }, '/site')).toEqual([]);
    expect(blogPluginInstances({ presets: [['some-other-preset', { docs: {} }]], plugins: ['sass'] }, '/site')).toEqual(
      [],
    );
    expect(blogPluginInstances({}, '/site')).toEqual([]);
  });

  it('takes the blog options of a preset wrapping the classic one', () => {
    const [blog] = blogPluginInstances(
      { presets: [['@company/docusaurus-preset', { blog: { path: 'news' } }]] },
      '/site',
    );
    expect(blog).toMatchObject({ blogDir: '/site/news', configured: true, folder: 'blog' });
  });

  it('carries every option the portal follows that the config sets, as Docusaurus reads it', () => {
    const [settings] = blogSettings({
      presets: [
        [
          'classic',
          {
            blog: {
              routeBasePath: '/news/',
              blogTitle: 'News',
              blogDescription: '',
              postsPerPage: 'ALL',
              blogSidebarCount: 0,
              blogSidebarTitle: 'All posts',
              showReadingTime: true,
              sortPosts: 'ascending',
              archiveBasePath: null,
              tagsBasePath: '/topics/',
              pageBasePath: 'p',
              authorsBasePath: 'people',
              authorsMapPath: './data/authors.yml',
              feedOptions: { type: 'all', title: 'News', description: 'Our news', copyright: '© Acme', limit: 5 },
            },
          },
        ],
      ],
    });
    expect(settings).toEqual({
      id: 'default',
      path: 'blog',
      routeBase: '/news',
      blogTitle: 'News',
      blogDescription: '',
      postsPerPage: 'ALL',
      blogSidebarCount: 0,
      blogSidebarTitle: 'All posts',
      showReadingTime: true,
      sortPosts: 'ascending',
      archiveBasePath: null,
      tagsBasePath: 'topics',
      pageBasePath: 'p',
      authorsBasePath: 'people',
      authorsMapPath: 'data/authors.yml',
      feedOptions: {
        type: ['rss', 'atom', 'json'],
        title: 'News',
        description: 'Our news',
        copyright: '© Acme',
        limit: 5,
      },
    });
  });

  it('reads feedOptions.type as Docusaurus does: one type, all, a list, null for none, none given for the default', () => {
    const type = (value: unknown) =>
      blogSettings({ plugins: [['@docusaurus/plugin-content-blog', { feedOptions: { type: value } }]] })[0]
        ?.feedOptions;
    expect(type('rss')).toEqual({ type: ['rss'] });
    expect(type('all')).toEqual({ type: ['rss', 'atom', 'json'] });
    expect(type(['atom', 'json', 'atom'])).toEqual({ type: ['atom', 'json'] });
    expect(type(null)).toEqual({ type: [] });
    expect(type(undefined)).toBeUndefined();
    const limit = (value: unknown) =>
      blogSettings({ plugins: [['content-blog', { feedOptions: { limit: value } }]] })[0]?.feedOptions;
    expect(limit(false)).toEqual({ limit: false });
    expect(limit(null)).toEqual({ limit: false });
  });

  it('reads every blog plugin instance, the default one first, each in a folder of its own', () => {
    const config = {
      plugins: [
        ['@docusaurus/plugin-content-blog', { id: 'releases', path: 'releases', routeBasePath: 'releases' }],
        ['content-blog', { id: 'team', path: './content/team-blog/', routeBasePath: '/team' }],
        ['@docusaurus/plugin-content-docs', { id: 'api', path: 'api' }],
      ],
      presets: [['classic', { blog: { path: 'posts' } }]],
    };
    const instances = blogPluginInstances(config, '/site');
    expect(instances.map(({ id, blogDir, folder }) => [id, blogDir, folder])).toEqual([
      ['default', '/site/posts', 'blog'],
      ['releases', '/site/releases', 'blog-releases'],
      ['team', '/site/content/team-blog/', 'blog-team'],
    ]);
    expect(blogSettings(config).map(({ id, path, routeBase }) => [id, path, routeBase])).toEqual([
      ['default', 'blog', '/blog'],
      ['releases', 'blog-releases', '/releases'],
      ['team', 'blog-team', '/team'],
    ]);
  });

  it('lets another blog keep its folder’s own name when the portal has it free, never `blog` nor a name taken', () => {
    const config = {
      plugins: [
        ['content-blog', { id: 'releases', path: 'releases' }],
        ['content-blog', { id: 'server', path: 'server' }],
        ['content-blog', { id: 'other', path: 'elsewhere/blog' }],
        ['content-blog', { id: 'again', path: '../releases' }],
      ],
      presets: ['classic'],
    };
    const folders = blogPluginInstances(config, '/site', (name) => name !== 'server').map(({ folder }) => folder);
    expect(folders).toEqual(['blog', 'releases', 'blog-server', 'blog-other', 'blog-again']);
  });

  it('names a blog at the site root as not carried, and a blog of an id the portal does not take', () => {
    const [root] = blogPluginInstances({ presets: [['classic', { blog: { routeBasePath: '/' } }]] }, '/site');
    expect(root?.settings).toBeNull();
    expect(root?.notCarried).toEqual([
      'blog: routeBasePath "/" (a blog at the site root, where the portal serves its home page): the blog is not carried',
    ]);
    const [odd] = blogPluginInstances({ plugins: [['content-blog', { id: 'a.b' }]] }, '/site');
    expect(odd?.settings).toBeNull();
    expect(odd?.notCarried).toHaveLength(1);
  });

  it('carries the edit URL so that each post’s link stays where Docusaurus pointed it', () => {
    const editUrl = (options: Record<string, unknown>, isFree?: (name: string) => boolean) => {
      const [blog] = blogPluginInstances({ plugins: [['content-blog', options]] }, '/site', isFree);
      return [blog?.settings?.editUrl, blog?.notCarried];
    };
    // Docusaurus: <editUrl>/blog/<post>; the portal: <editUrl>blog/<post>.
    expect(editUrl({ editUrl: 'https://github.com/acme/site/tree/main/' })).toEqual([
      'https://github.com/acme/site/tree/main/',
      [],
    ]);
    expect(editUrl({ path: 'website/blog', editUrl: 'https://github.com/acme/site/edit/main' })).toEqual([
      'https://github.com/acme/site/edit/main/website/',
      [],
    ]);
    expect(editUrl({ id: 'releases', path: 'releases', editUrl: 'https://git.example/x/' }, () => true)).toEqual([
      'https://git.example/x/',
      [],
    ]);
    // The folder is renamed in the portal: its links would miss the posts.
    expect(editUrl({ path: 'posts', editUrl: 'https://git.example/x/' })).toEqual([
      undefined,
      [
        'blog: editUrl: the posts now live in blog/, not posts/, so "Edit this page" links would not find them: posts have none',
      ],
    ]);
    expect(editUrl({ editUrl: () => 'https://git.example/x' })).toEqual([
      undefined,
      ['blog: editUrl (a function): posts have no "Edit this page" link'],
    ]);
    expect(editUrl({ editUrl: 'javascript:alert(1)' })[0]).toBeUndefined();
  });

  it('joins the edit URL as Docusaurus does, up to the portal’s name of the folder', () => {
    expect(portalEditUrl('https://e.example/', '../blog', 'blog')).toBe('https://e.example/../');
    expect(portalEditUrl('https://e.example', 'a/b/releases', 'releases')).toBe('https://e.example/a/b/');
    expect(portalEditUrl('https://e.example', 'releases', 'blog-releases')).toBeNull();
  });

  it('names each option the portal does not follow, and not Docusaurus’s defaults written out', () => {
    const blog = {
      id: 'news',
      truncateMarker: /<!-- more -->/,
      readingTime: () => 1,
      blogListComponent: '@site/src/components/List',
      blogPostComponent: '@theme/BlogPostPage',
      remarkPlugins: ['remark-math'],
      rehypePlugins: [[() => undefined, {}]],
      include: ['**/*.md'],
      exclude: ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'],
      onInlineTags: 'throw',
      onInlineAuthors: 'warn',
      onUntruncatedBlogPosts: 'ignore',
      showLastUpdateTime: true,
      showLastUpdateAuthor: false,
      processBlogPosts: async () => undefined,
      authorsMapPath: '../authors.yml',
      feedOptions: { type: ['rss'], xslt: true, createFeedItems: async () => [], language: 'fr' },
    };
    const [instance] = blogPluginInstances({ plugins: [['content-blog', blog]] }, '/site');
    expect(instance?.settings).toEqual({
      id: 'news',
      path: 'blog-news',
      routeBase: '/blog',
      feedOptions: { type: ['rss'] },
    });
    expect(instance?.notCarried).toEqual([
      'blog "news": authorsMapPath "../authors.yml" (outside the blog’s folder, which alone is moved in): posts’ authors named by key only are not found',
      'blog "news": feedOptions.createFeedItems (a function)',
      'blog "news": feedOptions.xslt (the feeds are served without a style sheet)',
      'blog "news": feedOptions.language "fr"',
      'blog "news": truncateMarker /<!-- more -->/ (list pages cut posts at <!-- truncate --> or {/* truncate */})',
      'blog "news": readingTime (a function): reading times are Docusaurus’s default',
      'blog "news": blogListComponent "@site/src/components/List" (the portal’s blog pages are its own)',
      'blog "news": remarkPlugins remark-math (posts go through site.config.json’s remarkPlugins only)',
      'blog "news": rehypePlugins a function written in the config (posts go through site.config.json’s remarkPlugins only)',
      'blog "news": include ["**/*.md"] (posts are Docusaurus’s default: every .md and .mdx file)',
      'blog "news": onInlineTags "throw" (the portal does not check posts for it)',
      'blog "news": onUntruncatedBlogPosts "ignore" (the portal does not check posts for it)',
      'blog "news": showLastUpdateTime (posts show no last update)',
      'blog "news": processBlogPosts (a function)',
    ]);
  });

  it('names nothing for Docusaurus’s defaults written out', () => {
    const [instance] = blogPluginInstances(
      {
        presets: [
          [
            'classic',
            {
              blog: {
                showReadingTime: true,
                feedOptions: { type: ['rss', 'atom'], xslt: false },
                truncateMarker: /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/,
                onInlineTags: 'warn',
                onInlineAuthors: 'warn',
                onUntruncatedBlogPosts: 'warn',
              },
            },
          ],
        ],
      },
      '/site',
    );
    expect(instance?.notCarried).toEqual([]);
    expect(instance?.settings).toEqual({
      id: 'default',
      path: 'blog',
      routeBase: '/blog',
      showReadingTime: true,
      feedOptions: { type: ['rss', 'atom'] },
    });
  });
});
