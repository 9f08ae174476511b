/**
 * The site's blogs as the build reads them: each `blogs` entry of site.config.json with
 * Docusaurus's defaults filled in (https://docusaurus.io/docs/api/plugins/@docusaurus/plugin-content-blog).
 */
import { join } from 'node:path';
import type { BlogSettings, SiteSettings } from '../../../shared/siteSettingsSchema.ts';
import type { FeedType } from './blogFeeds.ts';

export interface BlogSource {
  id: string;
  /** The folder of its posts on disk. */
  dir: string;
  /** The folder as messages name it, from the content root: `blog`. */
  displayDir: string;
  routeBase: string;
  title: string;
  description: string;
  postsPerPage: number | 'ALL';
  sidebarCount: number | 'ALL';
  sidebarTitle: string;
  showReadingTime: boolean;
  sortPosts: 'descending' | 'ascending';
  /** Routes of its generated pages; `archive` is null when the site turned the archive off. */
  routes: { archive: string | null; tags: string; authors: string };
  /** The segment of a list's later pages: `<list>/page/2`. */
  pageBasePath: string;
  authorsMapPath: string;
  editUrl: string | null;
  feed: { types: FeedType[]; title: string; description: string; copyright?: string; limit: number | false };
}

/** The blog's route base joined with a segment of it: `/blog` + `tags` → `/blog/tags`. */
export const blogRoute = (routeBase: string, segment: string) => `${routeBase}/${segment}`;

export function blogSourceOf(
  settings: BlogSettings,
  contentRoot: string,
  site: Pick<SiteSettings, 'title'>,
): BlogSource {
  const title = settings.blogTitle ?? 'Blog';
  const description = settings.blogDescription ?? 'Blog';
  const feed = settings.feedOptions ?? {};
  return {
    id: settings.id,
    dir: join(contentRoot, settings.path),
    displayDir: settings.path,
    routeBase: settings.routeBase,
    title,
    description,
    postsPerPage: settings.postsPerPage ?? 10,
    sidebarCount: settings.blogSidebarCount ?? 5,
    sidebarTitle: settings.blogSidebarTitle ?? 'Recent posts',
    showReadingTime: settings.showReadingTime ?? true,
    sortPosts: settings.sortPosts ?? 'descending',
    routes: {
      archive:
        settings.archiveBasePath === null ? null : blogRoute(settings.routeBase, settings.archiveBasePath ?? 'archive'),
      tags: blogRoute(settings.routeBase, settings.tagsBasePath ?? 'tags'),
      authors: blogRoute(settings.routeBase, settings.authorsBasePath ?? 'authors'),
    },
    pageBasePath: settings.pageBasePath ?? 'page',
    authorsMapPath: settings.authorsMapPath ?? 'authors.yml',
    editUrl: settings.editUrl ?? null,
    feed: {
      types: feed.type ?? ['rss', 'atom'],
      // As Docusaurus: the site's title, then the blog's description.
      title: feed.title ?? site.title,
      description: feed.description ?? `${site.title} Blog`,
      ...(feed.copyright !== undefined ? { copyright: feed.copyright } : {}),
      limit: feed.limit ?? 20,
    },
  };
}

/** Every blog of the site's settings. */
export const blogSourcesOf = (settings: SiteSettings, contentRoot: string): BlogSource[] =>
  (settings.blogs ?? []).map((blog) => blogSourceOf(blog, contentRoot, settings));
