/**
 * A blog's feeds as Docusaurus's blog plugin writes them (`@docusaurus/plugin-content-blog`
 * feed.ts, with the `feed` package it uses): RSS 2.0 at `<blog>/rss.xml`, Atom 1.0 at
 * `<blog>/atom.xml`, JSON Feed at `<blog>/feed.json`. Unlisted posts are left out, and a blog
 * with no listed post has no feeds (Docusaurus writes none). The newest `limit` posts are items,
 * each with the whole post as its content, its links and images made absolute (a feed reader
 * shows it away from the site).
 *
 * Where this differs from Docusaurus: the JSON feed is JSON Feed 1.1 (`feed` writes 1.0): its
 * version says so, and items have `authors`, all of the post's (1.0's `author`, the first, is
 * kept for 1.0 readers, as 1.1 allows), and the feed has `language`. Each item is also
 * `published` at the post's date (Atom's `<published>`, JSON's `date_published`). An author
 * without a name is left out: Atom's `<author>` requires one.
 */
import { Feed, type Author as FeedAuthor, type Item } from 'feed';
import type { Element, Nodes, Root } from 'hast';
import { raw } from 'hast-util-raw';
import { toHtml } from 'hast-util-to-html';
import { visit } from 'unist-util-visit';
import { isForeignUrl, withBase } from '../../../shared/baseUrl.ts';
import type { BlogAuthor, FeedPost } from './blogPost.ts';

export type FeedType = 'rss' | 'atom' | 'json';

/** Each feed's file below the blog's route and the content type it is served with. */
export const FEED_FILES: Record<FeedType, { file: string; contentType: string }> = {
  rss: { file: 'rss.xml', contentType: 'application/rss+xml; charset=utf-8' },
  atom: { file: 'atom.xml', contentType: 'application/atom+xml; charset=utf-8' },
  json: { file: 'feed.json', contentType: 'application/feed+json; charset=utf-8' },
};

/** Docusaurus's `feedOptions`, resolved: which feeds, their channel, how many posts. */
export interface BlogFeedOptions {
  types: FeedType[];
  title: string;
  description: string;
  copyright?: string;
  /** How many of the newest posts the feeds list; `false` for all. */
  limit: number | false;
  language?: string;
}

interface BlogSite {
  /** The blog's route: `/blog`. */
  routeBase: string;
  /** The site's origin, without a trailing slash: `https://developers.example.com`. */
  siteUrl: string;
  /** `/` or `/developer/`. */
  baseUrl: string;
}

const GENERATOR = 'Developer Portal';
const JSON_FEED_VERSION = 'https://jsonfeed.org/version/1.1';

/** Every feed of one blog by its route (`/blog/rss.xml`), text and content type. */
export function blogFeeds(
  posts: FeedPost[],
  options: BlogFeedOptions,
  blog: BlogSite,
): Record<string, { text: string; contentType: string }> {
  const listed = posts.filter((post) => !post.unlisted);
  if (listed.length === 0 || options.types.length === 0) return {};
  const inFeed = options.limit === false ? listed : listed.slice(0, options.limit);
  const absolute = (path: string) => blog.siteUrl + withBase(blog.baseUrl, path);
  const home = absolute(blog.routeBase);

  const newest = inFeed[0];
  const feed = new Feed({
    id: home,
    title: options.title,
    description: options.description,
    link: home,
    generator: GENERATOR,
    ...(newest ? { updated: new Date(newest.date) } : {}),
    ...(options.copyright !== undefined ? { copyright: options.copyright } : {}),
    ...(options.language ? { language: options.language } : {}),
  });
  for (const post of inFeed) feed.addItem(feedItem(post, absolute(post.route), blog));

  const write: Record<FeedType, () => string> = {
    rss: () => feed.rss2(),
    atom: () => feed.atom1(),
    json: () => jsonFeed11(feed.json1(), feed.items, options.language),
  };
  const route = blog.routeBase.replace(/\/+$/, '');
  const feeds: Record<string, { text: string; contentType: string }> = {};
  for (const type of options.types) {
    const { file, contentType } = FEED_FILES[type];
    feeds[`${route}/${file}`] = { text: write[type](), contentType };
  }
  return feeds;
}

function feedItem(post: FeedPost, link: string, blog: BlogSite): Item {
  const date = new Date(post.date);
  const authors = post.authors.flatMap(toFeedAuthor);
  return {
    title: post.title,
    id: link,
    link,
    date,
    published: date,
    description: post.description,
    content: absoluteUrls(post.html, link, blog),
    // Atom's category needs its `term`, RSS and JSON read `name` (as Docusaurus gives both).
    category: post.tags.map((tag) => ({ name: tag.label, term: tag.label })),
    // `feed`'s JSON writer reads the first author, which an empty list does not have.
    ...(authors.length > 0 ? { author: authors } : {}),
  };
}

function toFeedAuthor(author: BlogAuthor): FeedAuthor[] {
  if (!author.name) return [];
  return [
    {
      name: author.name,
      ...(author.email ? { email: author.email } : {}),
      ...(author.url ? { link: author.url } : {}),
    },
  ];
}

/**
 * The post's HTML with the URLs of its `href`, `src` and `srcset` attributes absolute: a site path
 * (`/img/x.png`) under the site URL and base URL, any other relative URL (`#section`, `./x`)
 * resolved against the post's own URL, as Docusaurus resolves them. URLs of other sites and
 * schemes are kept.
 */
function absoluteUrls(html: string, postUrl: string, blog: BlogSite): string {
  // hast-util-raw parses a `raw` node (the type remark-rehype leaves raw HTML in) into elements.
  const tree = raw({ type: 'root', children: [{ type: 'raw', value: html }] } as unknown as Nodes) as Root;
  const absolute = (url: string): string => {
    const trimmed = url.trim();
    if (trimmed === '' || isForeignUrl(trimmed)) return url;
    if (trimmed.startsWith('/')) return blog.siteUrl + withBase(blog.baseUrl, trimmed);
    return new URL(trimmed, postUrl).href;
  };
  visit(tree, 'element', (node: Element) => {
    const { properties } = node;
    for (const key of ['href', 'src'] as const) {
      const value = properties[key];
      if (typeof value === 'string') properties[key] = absolute(value);
    }
    const srcSet = properties.srcSet;
    if (typeof srcSet === 'string' || Array.isArray(srcSet)) {
      properties.srcSet = mapSrcset(Array.isArray(srcSet) ? srcSet.join(', ') : srcSet, absolute);
    }
  });
  return toHtml(tree);
}

/**
 * Each URL of a `srcset` mapped, its descriptors (`2x`, `640w`) and separators kept: HTML's
 * parsing of it, where a URL is a run of non-space characters (commas inside it included) and
 * descriptors run to the next comma outside parentheses.
 */
function mapSrcset(srcset: string, map: (url: string) => string): string {
  let out = '';
  let at = 0;
  while (at < srcset.length) {
    const separators = /^[\s,]*/.exec(srcset.slice(at))?.[0] ?? '';
    out += separators;
    at += separators.length;
    if (at >= srcset.length) break;
    const token = /^\S+/.exec(srcset.slice(at))?.[0] ?? '';
    at += token.length;
    const commas = /,+$/.exec(token)?.[0] ?? '';
    out += map(token.slice(0, token.length - commas.length)) + commas;
    if (commas) continue;
    const start = at;
    let depth = 0;
    for (; at < srcset.length && !(srcset[at] === ',' && depth === 0); at++) {
      if (srcset[at] === '(') depth++;
      else if (srcset[at] === ')') depth = Math.max(0, depth - 1);
    }
    out += srcset.slice(start, at);
  }
  return out;
}

/**
 * `feed`'s JSON Feed 1.0 made 1.1: the version, `authors` (every author of an item, where 1.0's
 * `author` has the first) and the feed's `language`.
 */
function jsonFeed11(json: string, items: Item[], language: string | undefined): string {
  const written = JSON.parse(json) as { version: string; items: Record<string, unknown>[] };
  const { items: writtenItems, ...top } = written;
  const feed = {
    ...top,
    version: JSON_FEED_VERSION,
    ...(language ? { language } : {}),
    items: writtenItems.map((written, index) => {
      const authors = (items[index]?.author ?? []).map(({ name, link }) => ({ name, ...(link ? { url: link } : {}) }));
      return authors.length > 0 ? { ...written, authors } : written;
    }),
  };
  return JSON.stringify(feed, null, 4);
}
