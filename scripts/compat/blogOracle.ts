/**
 * The addresses a Docusaurus site gives its blogs, worked out from Docusaurus's documented rules
 * (plugin-content-blog 3.x, docusaurus.io/docs/blog and /docs/api/plugins/@docusaurus/plugin-content-blog),
 * not from the portal's code: the compatibility check compares the portal against these, so they
 * must not come from the portal itself. As for the docs (docusaurusOracle.ts), only the config
 * reader is shared.
 *
 * Rules, as plugin-content-blog's source has them (blogUtils.ts, routes.ts, index.ts, authorsMap.ts,
 * feed.ts, options.ts; @docusaurus/utils tags.ts; @docusaurus/utils-validation tagsFile.ts):
 * - an instance for the classic preset's `blog` (unless `false`) and for each
 *   `@docusaurus/plugin-content-blog` in `plugins`; its folder `path` (default `blog`), its
 *   addresses under `baseUrl + routeBasePath` (default `blog`);
 * - posts: the files `include` matches (default `**\/*.{md,mdx}`) and `exclude` does not (the
 *   default `GlobExcludeDefault`); `draft: true` is not built; `unlisted: true` is built but left out
 *   of lists, the archive and the feeds; a post's slug is its front matter `slug`, else a date in
 *   its path (`2021-05-28-title.md`, `2021/05/28/title.md`, `folder/2021-05-28-title/index.md`)
 *   gives `/2021/05/28/<folder><title>`, else its path without the extension and `/index`;
 * - the list at the route base, then `<base>/<pageBasePath>/<n>` (`page`) for each further
 *   `postsPerPage` (10, `'ALL'` one page) of listed posts; none when there is no post at all;
 * - the archive at `<base>/<archiveBasePath>` (`archive`; `null` none) when a post is listed;
 * - tags: `<base>/<tagsBasePath>` (`tags`) when a post has a tag, and each tag's pages paginated
 *   as the list (its listed posts; all of them when every one is unlisted); a tag's permalink is
 *   the tags file's (`tags.yml` in the folder, or the `tags` option; `false`/`null` none) for a
 *   key it defines (its `permalink`, else `/<kebab-case key>`), a front matter tag object's
 *   `permalink`, else the kebab-case of its label, each under the tags base;
 * - authors (3.5+): when the authors map (`authorsMapPath`, `authors.yml`) has an entry,
 *   `<base>/<authorsBasePath>` (`authors`), and for each author with `page: true` (at its
 *   kebab-case key) or `page.permalink`, its pages under `<base>/authors/`: its posts (unlisted
 *   too), paginated with `authorsBasePath` as the page word (`<author page>/authors/2`);
 * - feeds `rss.xml`, `atom.xml`, `feed.json` under the route base for `feedOptions.type`
 *   (default `['rss', 'atom']`, `'all'` the three, one name, `null` none), when a post is listed.
 */
import { glob, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import kebabCase from 'lodash.kebabcase';
import { parse as parseYaml } from 'yaml';
import { isRecord } from '../docusaurus/configEntries.ts';
import { findConfigFile, readDocusaurusConfig } from '../docusaurus/readDocusaurusConfig.ts';
import { contentPluginInstances, exists, frontMatter, joinUrl } from './docusaurusOracle.ts';

export const BLOG_ROUTE_KINDS = ['post', 'list', 'archive', 'tag', 'author', 'feed'] as const;
export type BlogRouteKind = (typeof BLOG_ROUTE_KINDS)[number];
export type FeedType = 'rss' | 'atom' | 'json';

export interface BlogRoute {
  kind: BlogRouteKind;
  /** The address Docusaurus serves it at, base URL included. */
  permalink: string;
  /** What it is: the post's slug, `page 2`, `tags list`, `tag "x" page 2`, `author noomorph`, `rss`. */
  what: string;
  /** The blog instance's id. */
  instance: string;
  /** The post's file, relative to the site folder (posts only). */
  file?: string;
  /** The feed's format (feeds only). */
  feed?: FeedType;
}

export interface OraclePost {
  file: string;
  slug: string;
  permalink: string;
  unlisted: boolean;
  tags: { label: string; permalink: string }[];
  /** Keys of the authors map the post names. */
  authors: string[];
}

export interface BlogInstanceExpectation {
  id: string;
  /** The blog's folder, relative to the site folder. */
  path: string;
  /** `baseUrl + routeBasePath`. */
  basePath: string;
  /** Every built post (drafts left out), unlisted ones too. */
  posts: OraclePost[];
  routes: Record<BlogRouteKind, BlogRoute[]>;
}

export interface BlogExpectation {
  siteDir: string;
  baseUrl: string;
  instances: BlogInstanceExpectation[];
  /** What the oracle could not work out (a blog folder missing, a file it cannot read). */
  notes: string[];
}

const DEFAULT_ID = 'default';
const DEFAULT_INCLUDE = ['**/*.{md,mdx}'];
/** `GlobExcludeDefault` of @docusaurus/utils. */
const DEFAULT_EXCLUDE = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];
const FEED_FILES: Record<FeedType, string> = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' };

/** blogUtils.ts `DATE_FILENAME_REGEX` (with the folder before the date, Docusaurus 2.0 onwards). */
const DATE_FILENAME = /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?.mdx?$/;

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A post's slug from its path in the blog folder (blogUtils.ts `parseBlogFileName`). */
export function slugOfBlogFile(source: string): string {
  const match = DATE_FILENAME.exec(source);
  if (match?.groups) {
    const { folder, date, text } = match.groups as { folder: string; date: string; text: string };
    return `/${date.replace(/-/g, '/')}/${folder}${text}`;
  }
  return `/${source.replace(/(?:\/index)?\.mdx?$/, '')}`;
}

/** The pages of a paginated list (blogUtils.ts `paginateBlogPosts`): its base, then `<base>/<word>/<n>`. */
export function paginatedPermalinks(base: string, count: number, postsPerPage: number | 'ALL', word: string): string[] {
  const perPage = postsPerPage === 'ALL' ? count : postsPerPage;
  // As Docusaurus: at least one page; `'ALL'` of no post is 0/0, no page at all.
  const pages = Math.max(1, Math.ceil(count / perPage));
  return Array.from({ length: Number.isNaN(pages) ? 0 : pages }, (_, page) =>
    page === 0 ? base : joinUrl(base, word, String(page + 1)),
  );
}

/** The feed types of `feedOptions.type` as options.ts normalizes it. */
export function feedTypes(feedOptions: unknown): FeedType[] {
  const type = isRecord(feedOptions) ? feedOptions.type : undefined;
  if (type === undefined) return ['rss', 'atom'];
  if (type === null) return [];
  if (type === 'all') return ['rss', 'atom', 'json'];
  const list = Array.isArray(type) ? type : [type];
  return list.filter((t): t is FeedType => t === 'rss' || t === 'atom' || t === 'json');
}

/** The options of every blog plugin instance: the classic preset's `blog` and each `plugin-content-blog`. */
export const blogPluginInstances = (config: Record<string, unknown>) => contentPluginInstances(config, 'blog');

/** A YAML or JSON data file of the blog folder (readDataFile), or undefined when absent. */
async function readDataFile(file: string, siteDir: string, notes: string[]): Promise<unknown> {
  if (!(await exists(file))) return undefined;
  try {
    return parseYaml(await readFile(file, 'utf8')) as unknown;
  } catch (error) {
    notes.push(`${relative(siteDir, file)}: cannot be read: ${(error as Error).message.split('\n')[0]}`);
    return undefined;
  }
}

/** Tag keys of the tags file, each with its permalink (without the tags base). */
async function readTagsFile(
  contentDir: string,
  option: unknown,
  siteDir: string,
  notes: string[],
): Promise<Map<string, string> | null> {
  if (option === false || option === null) return null;
  const file = join(contentDir, str(option) ?? 'tags.yml');
  if (!(await exists(file))) {
    if (option !== undefined) notes.push(`${relative(siteDir, file)}: the tags file is not there (Docusaurus fails)`);
    return null;
  }
  const data = await readDataFile(file, siteDir, notes);
  const tags = new Map<string, string>();
  if (isRecord(data))
    for (const [key, value] of Object.entries(data))
      tags.set(key, str(isRecord(value) ? value.permalink : undefined) || `/${kebabCase(key)}`);
  return tags;
}

/** Author keys of the authors map, each with its page's permalink or null (authorsMap.ts). */
async function readAuthorsMap(
  contentDir: string,
  option: unknown,
  authorsBase: string,
  siteDir: string,
  notes: string[],
): Promise<Map<string, string | null> | undefined> {
  const data = await readDataFile(join(contentDir, str(option) ?? 'authors.yml'), siteDir, notes);
  if (!isRecord(data)) return undefined;
  const authors = new Map<string, string | null>();
  for (const [key, author] of Object.entries(data)) {
    const page = isRecord(author) ? author.page : undefined;
    const slug = page === true ? kebabCase(key) : isRecord(page) ? str(page.permalink) : undefined;
    authors.set(key, slug === undefined ? null : joinUrl(authorsBase, slug));
  }
  return authors;
}

/** The authors map keys a post's front matter names (`authors: key`, `[key, {key}]`). */
function authorKeys(matter: Record<string, unknown>): string[] {
  const value = matter.authors;
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.flatMap((author) =>
    typeof author === 'string' ? [author] : isRecord(author) && typeof author.key === 'string' ? [author.key] : [],
  );
}

async function loadInstance(
  siteDir: string,
  baseUrl: string,
  options: Record<string, unknown>,
  notes: string[],
): Promise<BlogInstanceExpectation> {
  const id = str(options.id) ?? DEFAULT_ID;
  const contentDir = resolve(siteDir, str(options.path) ?? 'blog');
  const basePath = joinUrl(baseUrl, str(options.routeBasePath) ?? 'blog');
  const postsPerPage: number | 'ALL' =
    options.postsPerPage === 'ALL' ? 'ALL' : typeof options.postsPerPage === 'number' ? options.postsPerPage : 10;
  const pageBasePath = str(options.pageBasePath) ?? 'page';
  const archiveBasePath = options.archiveBasePath === null ? null : (str(options.archiveBasePath) ?? 'archive');
  const tagsBase = joinUrl(basePath, str(options.tagsBasePath) ?? 'tags');
  const authorsBasePath = str(options.authorsBasePath) ?? 'authors';
  const authorsBase = joinUrl(basePath, authorsBasePath);
  const routes: Record<BlogRouteKind, BlogRoute[]> = {
    post: [],
    list: [],
    archive: [],
    tag: [],
    author: [],
    feed: [],
  };
  const instance: BlogInstanceExpectation = {
    id,
    path: relative(siteDir, contentDir).split('\\').join('/'),
    basePath,
    posts: [],
    routes,
  };
  if (!(await exists(contentDir))) {
    // The classic preset's blog, left at its defaults, with no folder: Docusaurus builds no blog.
    if (options.path !== undefined || id !== DEFAULT_ID || Object.keys(options).length > 0)
      notes.push(`blog "${id}": its folder ${instance.path} is not in the site; no blog routes`);
    return instance;
  }
  const include = Array.isArray(options.include) ? (options.include as string[]) : DEFAULT_INCLUDE;
  const exclude = Array.isArray(options.exclude) ? (options.exclude as string[]) : DEFAULT_EXCLUDE;
  const sources: string[] = [];
  for await (const file of glob(include, { cwd: contentDir, exclude })) sources.push(file.split('\\').join('/'));
  sources.sort();

  const tagsFile = await readTagsFile(contentDir, options.tags, siteDir, notes);
  const tagOf = (tag: unknown): { label: string; permalink: string } | null => {
    if (typeof tag === 'string') {
      const defined = tagsFile?.get(tag);
      return { label: tag, permalink: joinUrl(tagsBase, defined ?? kebabCase(tag)) };
    }
    if (isRecord(tag) && typeof tag.label === 'string' && typeof tag.permalink === 'string')
      return { label: tag.label, permalink: joinUrl(tagsBase, tag.permalink) };
    return null;
  };

  for (const source of sources) {
    let matter: Record<string, unknown>;
    try {
      matter = frontMatter(await readFile(join(contentDir, source), 'utf8'));
    } catch (error) {
      notes.push(`blog "${id}": ${source} cannot be read: ${(error as Error).message}`);
      continue;
    }
    if (matter.draft === true) continue;
    const slug = str(matter.slug) ?? slugOfBlogFile(source);
    const tags = (Array.isArray(matter.tags) ? matter.tags : []).map(tagOf).filter((tag) => tag !== null);
    instance.posts.push({
      file: relative(siteDir, join(contentDir, source)).split('\\').join('/'),
      slug,
      permalink: joinUrl(basePath, slug),
      unlisted: matter.unlisted === true,
      tags,
      authors: authorKeys(matter),
    });
  }

  const seen = new Set<string>();
  const add = (route: Omit<BlogRoute, 'instance'>) => {
    if (seen.has(route.permalink)) return;
    seen.add(route.permalink);
    routes[route.kind].push({ ...route, instance: id });
  };
  const posts = instance.posts;
  const listed = posts.filter((post) => !post.unlisted);
  for (const post of posts) add({ kind: 'post', permalink: post.permalink, what: post.slug, file: post.file });

  if (posts.length > 0) {
    paginatedPermalinks(basePath, listed.length, postsPerPage, pageBasePath).forEach((permalink, index) =>
      add({ kind: 'list', permalink, what: index === 0 ? 'blog list' : `blog list page ${index + 1}` }),
    );
    // Tags, by permalink (groupTaggedItems): the first label met names the tag.
    const tags = new Map<string, { label: string; posts: Set<OraclePost> }>();
    for (const post of posts)
      for (const tag of post.tags) {
        const group = tags.get(tag.permalink) ?? { label: tag.label, posts: new Set<OraclePost>() };
        group.posts.add(post);
        tags.set(tag.permalink, group);
      }
    if (tags.size > 0) add({ kind: 'tag', permalink: tagsBase, what: 'tags list' });
    for (const [permalink, { label, posts: tagged }] of tags) {
      const tagListed = [...tagged].filter((post) => !post.unlisted);
      // getTagVisibility: a tag of unlisted posts only shows them all.
      const count = tagListed.length > 0 ? tagListed.length : tagged.size;
      paginatedPermalinks(permalink, count, postsPerPage, pageBasePath).forEach((page, index) =>
        add({ kind: 'tag', permalink: page, what: `tag "${label}"${index === 0 ? '' : ` page ${index + 1}`}` }),
      );
    }
  }
  if (archiveBasePath && listed.length > 0)
    add({ kind: 'archive', permalink: joinUrl(basePath, archiveBasePath), what: 'archive' });

  // Authors: routes.ts builds them from the authors map, posts or not.
  const authors = await readAuthorsMap(contentDir, options.authorsMapPath, authorsBase, siteDir, notes);
  if (authors && authors.size > 0) {
    add({ kind: 'author', permalink: authorsBase, what: 'authors list' });
    for (const [key, page] of authors) {
      if (page === null) continue;
      const count = posts.filter((post) => post.authors.includes(key)).length;
      paginatedPermalinks(page, count, postsPerPage, authorsBasePath).forEach((permalink, index) =>
        add({ kind: 'author', permalink, what: `author ${key}${index === 0 ? '' : ` page ${index + 1}`}` }),
      );
    }
  }

  if (listed.length > 0)
    for (const type of feedTypes(options.feedOptions))
      add({ kind: 'feed', permalink: joinUrl(basePath, FEED_FILES[type]), what: type, feed: type });
  return instance;
}

/** Every blog of a Docusaurus site, from its folder (the one holding docusaurus.config.*). */
export async function blogExpectation(siteDir: string): Promise<BlogExpectation> {
  const configFile = await findConfigFile(siteDir);
  if (!configFile) throw new Error(`${siteDir}: no docusaurus.config.* here`);
  const { config } = await readDocusaurusConfig(configFile);
  const baseUrl = joinUrl('/', str(config.baseUrl) ?? '/', '/');
  const notes: string[] = [];
  const instances: BlogInstanceExpectation[] = [];
  for (const options of blogPluginInstances(config))
    instances.push(await loadInstance(siteDir, baseUrl, options, notes));
  return { siteDir, baseUrl, instances, notes };
}

/** Every blog route, over every instance, each address once, in kind order. */
export function expectedBlogRoutes(expectation: BlogExpectation): BlogRoute[] {
  const seen = new Set<string>();
  const routes: BlogRoute[] = [];
  for (const kind of BLOG_ROUTE_KINDS)
    for (const instance of expectation.instances)
      for (const route of instance.routes[kind])
        if (!seen.has(route.permalink)) {
          seen.add(route.permalink);
          routes.push(route);
        }
  return routes;
}
