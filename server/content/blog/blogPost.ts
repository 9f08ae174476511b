/** A compiled blog post and its authors: what the blog's pages, feeds and search are made from. */
import type { PageSection } from '../markdown/plugins/rehypeCollectSections.ts';
import type { SourceLink } from '../markdown/plugins/remarkCollectLinks.ts';
import type { DocAsset } from '../markdown/plugins/remarkDocAssets.ts';
import type { TocEntry } from '../../../shared/types.ts';
import type { DocTag } from '../navigation/docTags.ts';

/** An author as `authors.yml` or a post's front matter describes them (Docusaurus's `Author`). */
export interface BlogAuthor {
  /** Its key in `authors.yml`; none for an author written out in front matter only. */
  key?: string;
  name?: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  email?: string;
  /** Social links by platform (`github`, `x`), as full URLs. */
  socials?: Record<string, string>;
  /** Its page's route (`/blog/authors/jane`), when `authors.yml` gives it one (`page: true`). */
  page?: string;
}

export interface BlogPost {
  /** Path from the blog folder, with `/`: `2021-03-09-release/index.md`. */
  file: string;
  /** Path for messages, from the content root: `blog/2021-03-09-release/index.md`. */
  sourcePath: string;
  route: string;
  title: string;
  description: string;
  /** ISO 8601: front matter `date`, else the file name's date, else git's first commit of the file. */
  date: string;
  /** Minutes, unrounded (Docusaurus's `readingTime`); undefined when `showReadingTime` is off. */
  readingTime?: number;
  authors: BlogAuthor[];
  tags: DocTag[];
  /** The whole post, compiled. */
  html: string;
  /** What list pages show: the post up to its truncate marker, compiled (the whole post without one). */
  previewHtml: string;
  /** Whether a truncate marker cut the preview (the list then says "Read more"). */
  truncated: boolean;
  toc: TocEntry[];
  /** The post's `# heading` stays in its body: its page shows no title of its own. */
  titleInBody: boolean;
  links: SourceLink[];
  ids: string[];
  sections: PageSection[];
  /** The Markdown, front matter removed (served at `<route>.md`). */
  markdown: string;
  assets: DocAsset[];
  editUrl: string | null;
  keywords?: string[];
  image?: string;
  unlisted: boolean;
  warnings: string[];
}

/** A post as a feed item shows it: what the page store keeps for the feeds (blogFeedSource.ts). */
export type FeedPost = Pick<
  BlogPost,
  'route' | 'title' | 'description' | 'date' | 'html' | 'authors' | 'tags' | 'unlisted'
>;
