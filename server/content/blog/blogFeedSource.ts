/**
 * What the page store keeps of a blog for its feeds: the options and the newest listed posts, up
 * to the feed's `limit`. The feeds themselves are written when the server starts (blogFeeds.ts),
 * as the sitemap is, because their links are absolute and SITE_URL is the server's to know.
 */
import { type BlogFeedOptions, FEED_FILES } from './blogFeeds.ts';
import type { BlogPost } from './blogPost.ts';
import type { LoadedBlog } from './loadBlog.ts';

/** A post as a feed item shows it. */
export type FeedPost = Pick<
  BlogPost,
  'route' | 'title' | 'description' | 'date' | 'html' | 'authors' | 'tags' | 'unlisted'
>;

export interface BlogFeedSource {
  routeBase: string;
  /** The routes its feeds are served at (`/blog/rss.xml`, `/blog/atom.xml`). */
  routes: string[];
  options: BlogFeedOptions;
  posts: FeedPost[];
}

export function blogFeedSource({ source, posts }: LoadedBlog): BlogFeedSource {
  const { feed } = source;
  // Newest first whatever the list's order: a feed reader shows what is new.
  const newest = posts.filter((post) => !post.unlisted).sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  const kept = feed.limit === false ? newest : newest.slice(0, feed.limit);
  return {
    routeBase: source.routeBase,
    routes: feed.types.map((type) => `${source.routeBase}/${FEED_FILES[type].file}`),
    options: { ...feed },
    posts: kept.map(({ route, title, description, date, html, authors, tags, unlisted }) => ({
      route,
      title,
      description,
      date,
      html,
      authors,
      tags,
      unlisted,
    })),
  };
}
