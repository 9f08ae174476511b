/**
 * A page's head tags: title, description, canonical URL or `noindex`, OpenGraph and Twitter tags,
 * the Markdown alternate. One pure function, so the server's document and the client (after each
 * navigation) write the same tags.
 */
import { withBase } from './baseUrl.ts';
import { siteConfig } from './site-config.ts';
import { hasCompiledHtml } from './compiledHtml.ts';
import type { PageData } from './types.ts';

/**
 * The pages search engines should index, which the sitemap lists: the docs, the blogs' pages and the home page. Not
 * the not-found page, and not search results (search engines ask sites to keep those out).
 */
export const isIndexable = (page: PageData): boolean =>
  (hasCompiledHtml(page) && page.unlisted !== true) || page.kind === 'home';

/** The `<title>` of a page. */
export function documentTitle(page: PageData): string {
  return page.kind === 'home' ? siteConfig.tagline : `${page.title} | ${siteConfig.tagline}`;
}

/** `<meta name="…">` or `<meta property="…">` (OpenGraph uses `property`). */
export interface MetaTag {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

export interface LinkTag {
  rel: 'canonical' | 'alternate';
  href: string;
  type?: string;
  title?: string;
}

export interface HeadTags {
  title: string;
  meta: MetaTag[];
  links: LinkTag[];
}

/** Every meta tag headTags may write, so that the client can remove the ones a page does not have. */
export const PAGE_META_TAGS: readonly Pick<MetaTag, 'attribute' | 'key'>[] = [
  { attribute: 'name', key: 'description' },
  { attribute: 'name', key: 'robots' },
  { attribute: 'name', key: 'keywords' },
  { attribute: 'property', key: 'og:image' },
  { attribute: 'property', key: 'og:type' },
  { attribute: 'property', key: 'article:published_time' },
  { attribute: 'property', key: 'og:site_name' },
  { attribute: 'property', key: 'og:title' },
  { attribute: 'property', key: 'og:description' },
  { attribute: 'property', key: 'og:url' },
  { attribute: 'name', key: 'twitter:card' },
  { attribute: 'name', key: 'twitter:title' },
  { attribute: 'name', key: 'twitter:description' },
];

/** Every link headTags may write (the Markdown alternate is told apart by its type). */
export const PAGE_LINK_TAGS: readonly Pick<LinkTag, 'rel' | 'type'>[] = [
  { rel: 'canonical' },
  { rel: 'alternate', type: 'text/markdown' },
  // A blog's feeds, on its pages (Docusaurus announces them so that readers' feed finders see them).
  { rel: 'alternate', type: 'application/rss+xml' },
  { rel: 'alternate', type: 'application/atom+xml' },
  { rel: 'alternate', type: 'application/feed+json' },
];

export interface HeadTagOptions {
  /** The configured base URL: `/`, `/developer/`. */
  baseUrl: string;
  /** The public origin (`SITE_URL`), without a trailing slash. */
  siteUrl: string;
  /** False for a page served under a wrong prefix (the base-URL banner); else isIndexable(page). */
  indexable?: boolean;
}

/** An image path on the site (`/img/card.png`) becomes an absolute URL, as social cards need. */
function absoluteImage(image: string, baseUrl: string, siteUrl: string): string {
  return image.startsWith('/') && !image.startsWith('//') ? siteUrl + withBase(baseUrl, image) : image;
}

export function headTags(
  page: PageData,
  { baseUrl, siteUrl, indexable = isIndexable(page) }: HeadTagOptions,
): HeadTags {
  const title = documentTitle(page);
  const canonical = siteUrl + withBase(baseUrl, page.path);
  const name = (key: string, content: string): MetaTag => ({ attribute: 'name', key, content });
  const property = (key: string, content: string): MetaTag => ({ attribute: 'property', key, content });
  const meta = [
    name('description', page.description),
    ...(indexable ? [] : [name('robots', 'noindex')]),
    ...(hasCompiledHtml(page) && page.keywords?.length ? [name('keywords', page.keywords.join(', '))] : []),
    ...(hasCompiledHtml(page) && page.image ? [property('og:image', absoluteImage(page.image, baseUrl, siteUrl))] : []),
    property('og:type', page.kind === 'doc' || (page.kind === 'blog' && page.post) ? 'article' : 'website'),
    ...(page.kind === 'blog' && page.post ? [property('article:published_time', page.post.published)] : []),
    property('og:site_name', siteConfig.tagline),
    property('og:title', title),
    property('og:description', page.description),
    ...(indexable ? [property('og:url', canonical)] : []),
    name('twitter:card', 'summary'),
    name('twitter:title', title),
    name('twitter:description', page.description),
  ];
  const links: LinkTag[] = [];
  if (indexable) links.push({ rel: 'canonical', href: canonical });
  if (hasCompiledHtml(page))
    links.push({ rel: 'alternate', type: 'text/markdown', href: withBase(baseUrl, `${page.path}.md`) });
  if (page.kind === 'blog')
    for (const feed of page.blog.feeds)
      links.push({ rel: 'alternate', type: feed.type, href: withBase(baseUrl, feed.path), title: page.blog.title });
  return { title, meta, links };
}
