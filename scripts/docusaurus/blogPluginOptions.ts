/**
 * The blogs of a Docusaurus site, as Docusaurus resolves them from the config: the options of
 * every blog plugin instance — the classic preset's `blog` and each
 * `@docusaurus/plugin-content-blog` in `plugins` — with Docusaurus's defaults
 * (packages/docusaurus-plugin-content-blog/src/options.ts), as site.config.json's `blogs` entries.
 * The portal's option names are Docusaurus's own; an option is written only when the config sets
 * it (its default is the portal's too), and what the portal does not follow is named.
 */
import { basename, isAbsolute, join, relative, sep } from 'node:path';
import { unsafeUrlReason, quoteUrl } from '../../shared/safeUrl.ts';
import type { BlogSettings } from '../../shared/siteSettingsSchema.ts';
import { moduleNameOf } from '../../server/content/siteModules/standIn.ts';
import { CLASSIC_PRESETS, entries, isRecord } from './configEntries.ts';

export interface BlogPluginOptions {
  /** The instance's id: `default` unless the config names one (`releases`). */
  id: string;
  /** The blog's folder: `<site>/blog` by default. */
  blogDir: string;
  /** Whether the config sets the blog up itself (preset `blog` options, a plugin entry), not only the classic preset's default. */
  configured: boolean;
  /** Its folder in the portal, from the content root: `blog`, `releases`, `blog-releases`. */
  folder: string;
  /** Its entry of site.config.json's `blogs`; null when the portal cannot serve it (a blog at the site root). */
  settings: BlogSettings | null;
  /** What was found but not carried over, each line naming the blog. */
  notCarried: string[];
}

export const BLOG_PLUGINS = new Set(['content-blog', '@docusaurus/plugin-content-blog']);
const DEFAULT_ID = 'default';
/** The default blog's folder in the portal, as `docs/` is the default docs'. */
const DEFAULT_FOLDER = 'blog';

/** Docusaurus's defaults the import compares with (options.ts; `GlobExcludeDefault` of @docusaurus/utils). */
const DEFAULT_INCLUDE = ['**/*.{md,mdx}'];
const DEFAULT_EXCLUDE = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];
/** `truncateMarker` as Docusaurus 3 (first), 2.x and 2.0's betas write it. */
const DEFAULT_TRUNCATE_MARKERS = new Set([
  String.raw`<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}`,
  String.raw`<!--\s*(truncate)\s*-->`,
  String.raw`<!--\s*truncate\s*-->`,
]);
const DEFAULT_COMPONENTS: Record<string, string> = {
  blogListComponent: '@theme/BlogListPage',
  blogPostComponent: '@theme/BlogPostPage',
  blogTagsListComponent: '@theme/BlogTagsListPage',
  blogTagsPostsComponent: '@theme/BlogTagsPostsPage',
  blogArchiveComponent: '@theme/BlogArchivePage',
  blogAuthorsListComponent: '@theme/Blog/Pages/BlogAuthorsListPage',
  blogAuthorsPostsComponent: '@theme/Blog/Pages/BlogAuthorsPostsPage',
};
const PLUGIN_LISTS = [
  'beforeDefaultRemarkPlugins',
  'remarkPlugins',
  'beforeDefaultRehypePlugins',
  'rehypePlugins',
  'recmaPlugins',
];
/** The checks Docusaurus runs on posts (`'warn'` by default); the portal runs none of them. */
const POST_CHECKS = ['onInlineTags', 'onInlineAuthors', 'onUntruncatedBlogPosts'];
const FEED_TYPES = ['rss', 'atom', 'json'] as const;
type FeedType = (typeof FEED_TYPES)[number];

const sameList = (value: unknown, list: string[]) =>
  Array.isArray(value) && value.length === list.length && value.every((item, index) => item === list[index]);
/** `/archive/` → `archive`, as Docusaurus joins route segments. */
const segment = (value: string) => value.replace(/^\/+|\/+$/g, '');
const SEGMENT = /^[\w.-]+(?:\/[\w.-]+)*$/;
/** A folder name the portal may take as it is: one segment, not hidden. */
const SIMPLE_NAME = /^[A-Za-z0-9][\w.-]*$/;
const toPosix = (path: string) => path.split(sep).join('/');

/** `blog` for the default instance, `blog "releases"` for another: how report lines name it. */
export const blogLabel = (id: string) => (id === DEFAULT_ID ? 'blog' : `blog "${id}"`);

/**
 * The blog's edit URL in the portal. Docusaurus links a post to `<editUrl>/<blog folder from the
 * site>/<post path>`; the portal to `<editUrl><post path from the content root>`, which starts
 * with the blog's folder in the portal. The same links come out when the site's path of the folder
 * ends with the portal's name of it (`blog`, `website/blog`, `../blog` for `blog/`): the portal's
 * edit URL is then the site's with what comes before that name. Otherwise null.
 */
export function portalEditUrl(editUrl: string, siteRelativeDir: string, folder: string): string | null {
  const site = toPosix(siteRelativeDir)
    .split('/')
    .filter((part) => part !== '' && part !== '.');
  const portal = folder.split('/');
  const before = site.slice(0, site.length - portal.length);
  if (site.length < portal.length || site.slice(before.length).join('/') !== portal.join('/')) return null;
  return `${[editUrl.replace(/\/+$/, ''), ...before].join('/')}/`;
}

/** `feedOptions`: what the portal's feeds follow; `createFeedItems`, `xslt` and `language` are named. */
function feedOptionsOf(raw: unknown, notCarried: string[]): BlogSettings['feedOptions'] {
  if (!isRecord(raw)) return undefined;
  const feed: NonNullable<BlogSettings['feedOptions']> = {};
  // Docusaurus: undefined → rss and atom (the portal's default too), `all` → the three, null → none.
  const { type } = raw;
  const isFeedType = (value: unknown): value is FeedType => FEED_TYPES.includes(value as FeedType);
  if (type === null) feed.type = [];
  else if (type === 'all') feed.type = [...FEED_TYPES];
  else if (isFeedType(type)) feed.type = [type];
  else if (Array.isArray(type) && type.every(isFeedType)) feed.type = [...new Set(type)];
  else if (type !== undefined) notCarried.push(`feedOptions.type ${JSON.stringify(type)} (not a feed type)`);
  for (const key of ['title', 'description', 'copyright'] as const) {
    const value = raw[key];
    if (typeof value === 'string') feed[key] = value;
  }
  const { limit } = raw;
  // Docusaurus: false or null → every post.
  if (limit === false || limit === null) feed.limit = false;
  else if (typeof limit === 'number' && Number.isInteger(limit) && limit > 0) feed.limit = limit;
  else if (limit !== undefined) notCarried.push(`feedOptions.limit ${JSON.stringify(limit)} (the feeds keep 20 posts)`);
  if (raw.createFeedItems !== undefined) notCarried.push('feedOptions.createFeedItems (a function)');
  if (raw.xslt !== undefined && raw.xslt !== false)
    notCarried.push('feedOptions.xslt (the feeds are served without a style sheet)');
  if (raw.language !== undefined) notCarried.push(`feedOptions.language ${JSON.stringify(raw.language)}`);
  return Object.keys(feed).length > 0 ? feed : undefined;
}

/** The options the portal has no counterpart for, as lines (without the blog's name). */
function optionsNotFollowed(options: Record<string, unknown>): string[] {
  const lines: string[] = [];
  if (options.truncateMarker !== undefined) {
    const source = options.truncateMarker instanceof RegExp ? options.truncateMarker.source : undefined;
    if (source === undefined || !DEFAULT_TRUNCATE_MARKERS.has(source))
      lines.push(
        `truncateMarker ${String(options.truncateMarker)} (list pages cut posts at <!-- truncate --> or {/* truncate */})`,
      );
  }
  if (options.readingTime !== undefined) lines.push('readingTime (a function): reading times are Docusaurus’s default');
  for (const [key, component] of Object.entries(DEFAULT_COMPONENTS))
    if (options[key] !== undefined && options[key] !== component)
      lines.push(`${key} ${JSON.stringify(options[key])} (the portal’s blog pages are its own)`);
  for (const list of PLUGIN_LISTS) {
    const plugins: unknown[] = Array.isArray(options[list]) ? options[list] : [];
    const names = plugins.map((entry) => {
      const plugin: unknown = Array.isArray(entry) ? entry[0] : entry;
      return moduleNameOf(plugin) ?? (typeof plugin === 'string' ? plugin : 'a function written in the config');
    });
    if (names.length > 0)
      lines.push(`${list} ${names.join(', ')} (posts go through site.config.json’s remarkPlugins only)`);
  }
  if (options.include !== undefined && !sameList(options.include, DEFAULT_INCLUDE))
    lines.push(`include ${JSON.stringify(options.include)} (posts are Docusaurus’s default: every .md and .mdx file)`);
  if (options.exclude !== undefined && !sameList(options.exclude, DEFAULT_EXCLUDE))
    lines.push(
      `exclude ${JSON.stringify(options.exclude)} (left out are files and folders starting with _, as by default)`,
    );
  for (const key of POST_CHECKS)
    if (options[key] !== undefined && options[key] !== 'warn')
      lines.push(`${key} ${JSON.stringify(options[key])} (the portal does not check posts for it)`);
  for (const key of ['showLastUpdateTime', 'showLastUpdateAuthor'])
    if (options[key] === true) lines.push(`${key} (posts show no last update)`);
  if (options.processBlogPosts !== undefined) lines.push('processBlogPosts (a function)');
  if (options.tags !== undefined && options.tags !== 'tags.yml')
    lines.push(`tags ${JSON.stringify(options.tags)} (the portal reads the blog folder’s tags.yml, when there is one)`);
  return lines;
}

/** The portal's folder for the blog, claimed in `claimed` so that no two blogs share one. */
function folderOf(id: string, blogDir: string, isFree: (name: string) => boolean, claimed: Set<string>): string {
  const claim = (name: string) => (claimed.add(name.toLowerCase()), name);
  const unclaimed = (name: string) => !claimed.has(name.toLowerCase());
  if (id === DEFAULT_ID && unclaimed(DEFAULT_FOLDER)) return claim(DEFAULT_FOLDER);
  // Another blog keeps its folder's own name (`releases/`) when that is one plain name the portal
  // does not use: its edit links and `@site/releases/…` imports then stay as they were. Else it is
  // `blog-<id>`, a name of the import's own beside `blog/`.
  const own = basename(blogDir);
  if (SIMPLE_NAME.test(own) && own.toLowerCase() !== DEFAULT_FOLDER && unclaimed(own) && isFree(own)) return claim(own);
  let name = `${DEFAULT_FOLDER}-${id}`;
  for (let n = 2; !unclaimed(name); n += 1) name = `${DEFAULT_FOLDER}-${id}-${n}`;
  return claim(name);
}

function instanceOptions(
  options: Record<string, unknown>,
  configured: boolean,
  siteDir: string,
  isFree: (name: string) => boolean,
  claimed: Set<string>,
): BlogPluginOptions {
  const lines: string[] = [];
  const id = typeof options.id === 'string' ? options.id : DEFAULT_ID;
  const path = typeof options.path === 'string' ? options.path : 'blog';
  const blogDir = isAbsolute(path) ? path : join(siteDir, path);
  const folder = folderOf(id, blogDir, isFree, claimed);
  const label = blogLabel(id);
  const result = (settings: BlogSettings | null): BlogPluginOptions => ({
    id,
    blogDir,
    configured,
    folder,
    settings,
    notCarried: lines.map((line) => `${label}: ${line}`),
  });

  const routeBasePath = typeof options.routeBasePath === 'string' ? segment(options.routeBasePath) : 'blog';
  if (!/^[\w-]+$/.test(id)) {
    lines.push(`its id is not a name the portal takes (letters, digits, _ and -): the blog is not carried`);
    return result(null);
  }
  if (routeBasePath === '') {
    lines.push(
      'routeBasePath "/" (a blog at the site root, where the portal serves its home page): the blog is not carried',
    );
    return result(null);
  }

  const settings: BlogSettings = { id, path: folder, routeBase: `/${routeBasePath}` };
  const { blogTitle, blogDescription, blogSidebarTitle, postsPerPage, blogSidebarCount } = options;
  if (typeof blogTitle === 'string' && blogTitle !== '') settings.blogTitle = blogTitle;
  else if (blogTitle === '') lines.push('blogTitle "" (the list pages are titled "Blog")');
  if (typeof blogDescription === 'string') settings.blogDescription = blogDescription;
  if (
    postsPerPage === 'ALL' ||
    (typeof postsPerPage === 'number' && Number.isInteger(postsPerPage) && postsPerPage > 0)
  )
    settings.postsPerPage = postsPerPage;
  if (
    blogSidebarCount === 'ALL' ||
    (typeof blogSidebarCount === 'number' && Number.isInteger(blogSidebarCount) && blogSidebarCount >= 0)
  )
    settings.blogSidebarCount = blogSidebarCount;
  if (typeof blogSidebarTitle === 'string') settings.blogSidebarTitle = blogSidebarTitle;
  if (typeof options.showReadingTime === 'boolean') settings.showReadingTime = options.showReadingTime;
  if (options.sortPosts === 'ascending' || options.sortPosts === 'descending') settings.sortPosts = options.sortPosts;
  if (options.archiveBasePath === null) settings.archiveBasePath = null;
  for (const key of ['archiveBasePath', 'tagsBasePath', 'pageBasePath', 'authorsBasePath'] as const) {
    const value = options[key];
    if (typeof value !== 'string') continue;
    if (SEGMENT.test(segment(value))) settings[key] = segment(value);
    else lines.push(`${key} ${JSON.stringify(value)} (not a path segment)`);
  }
  if (typeof options.authorsMapPath === 'string') {
    // From the blog's folder, which is moved in whole: a file outside it stays behind.
    const file = relative(
      blogDir,
      isAbsolute(options.authorsMapPath) ? options.authorsMapPath : join(blogDir, options.authorsMapPath),
    );
    if (file !== '' && !file.startsWith('..') && !isAbsolute(file)) settings.authorsMapPath = toPosix(file);
    else
      lines.push(
        `authorsMapPath ${JSON.stringify(options.authorsMapPath)} (outside the blog’s folder, which alone is moved in): posts’ authors named by key only are not found`,
      );
  }
  if (typeof options.editUrl === 'string') {
    const refusal = unsafeUrlReason(options.editUrl);
    const editUrl = refusal ? null : portalEditUrl(options.editUrl, relative(siteDir, blogDir), folder);
    if (editUrl) settings.editUrl = editUrl;
    else if (refusal)
      lines.push(`editUrl ${quoteUrl(options.editUrl)} (${refusal}): posts have no "Edit this page" link`);
    else
      lines.push(
        `editUrl: the posts now live in ${folder}/, not ${toPosix(relative(siteDir, blogDir))}/, so "Edit this page" links would not find them: posts have none`,
      );
  } else if (options.editUrl !== undefined) lines.push('editUrl (a function): posts have no "Edit this page" link');
  const feedOptions = feedOptionsOf(options.feedOptions, lines);
  if (feedOptions) settings.feedOptions = feedOptions;
  lines.push(...optionsNotFollowed(options));
  return result(settings);
}

/**
 * Every blog plugin instance of the site, the default one (id `default`) first when there is one.
 * `isFree` says whether a name is free at the portal's root for a blog other than the default one
 * to keep its folder's own name (placeImportedSite.ts's blogFolderIsFree); without it none is.
 */
export function blogPluginInstances(
  config: Record<string, unknown>,
  siteDir: string,
  isFree: (name: string) => boolean = () => false,
): BlogPluginOptions[] {
  const all = [
    // The classic preset has a blog unless told `blog: false`; another preset given `blog` options
    // (one that wraps the classic preset) passes them on to it.
    ...entries(config.presets).flatMap(({ name, options }) =>
      CLASSIC_PRESETS.has(name)
        ? options.blog === false
          ? []
          : [{ options: isRecord(options.blog) ? options.blog : {}, configured: isRecord(options.blog) }]
        : isRecord(options.blog)
          ? [{ options: options.blog, configured: true }]
          : [],
    ),
    ...entries(config.plugins)
      .filter(({ name }) => BLOG_PLUGINS.has(name))
      .map(({ options }) => ({ options, configured: true })),
  ];
  const id = ({ options }: { options: Record<string, unknown> }) =>
    typeof options.id === 'string' ? options.id : DEFAULT_ID;
  const ordered = [
    ...all.filter((entry) => id(entry) === DEFAULT_ID),
    ...all.filter((entry) => id(entry) !== DEFAULT_ID),
  ];
  const claimed = new Set<string>();
  return ordered.map(({ options, configured }) => instanceOptions(options, configured, siteDir, isFree, claimed));
}
