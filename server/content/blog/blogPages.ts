/**
 * Every page of one blog at Docusaurus's addresses: each post, the list (`/blog`, `/blog/page/2`),
 * the archive, the tags and each tag's posts (`/blog/tags/<tag>`, paginated alike), the authors and
 * each author's posts; and each page's Markdown for machines. Unlisted posts have their page but
 * are in no list, tag, archive, sidebar or feed, as Docusaurus's `getTagVisibility` and
 * `isUnlisted` do.
 */
import type { ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { h } from 'hastscript';
import type { BlogChrome, BlogPageData, DocsVersion, PageLink } from '../../../shared/types.ts';
import { siteConfig } from '../../../shared/site-config.ts';
import { groupTaggedDocs } from '../navigation/docTags.ts';
import { tagsListHtml } from '../navigation/tagsListHtml.ts';
import { authorsOfFile } from './blogAuthors.ts';
import { FEED_FILES } from './blogFeeds.ts';
import { archiveHtml, authorCard, authorsListHtml, countedText, postHtml, postPreview } from './blogHtml.ts';
import type { BlogAuthor, BlogPost } from './blogPost.ts';
import type { LoadedBlog } from './loadBlog.ts';

const labels = siteConfig.blog;

export interface BlogPages {
  pages: BlogPageData[];
  /** Each page's Markdown for machines, by route. */
  markdown: Record<string, string>;
}

const html = (content: ElementContent[]) => toHtml(content, { allowDangerousHtml: true });
const linkTo = (post: BlogPost): PageLink => ({ title: post.title, path: post.route });

export function blogPages(blog: LoadedBlog, docsVersions: DocsVersion[], buildId: string): BlogPages {
  const { source, posts } = blog;
  const listed = posts.filter((post) => !post.unlisted);
  const chrome: BlogChrome = {
    title: source.title,
    home: source.routeBase,
    sidebar:
      source.sidebarCount === 0 || listed.length === 0
        ? null
        : {
            title: source.sidebarTitle,
            posts: (source.sidebarCount === 'ALL' ? listed : listed.slice(0, source.sidebarCount)).map(linkTo),
          },
    feeds: source.feed.types.map((type) => ({
      type: FEED_FILES[type].contentType.split(';')[0] ?? '',
      path: `${source.routeBase}/${FEED_FILES[type].file}`,
    })),
  };
  const base = { kind: 'blog' as const, docsVersions, buildId, blog: chrome, toc: [], editUrl: null };
  const pages: BlogPageData[] = [];
  const markdown: Record<string, string> = {};

  // The posts, each with its newer and older neighbour in the list (unlisted posts have none).
  for (const post of posts) {
    const at = listed.indexOf(post);
    const newer = at > 0 ? listed[at - 1] : undefined;
    const older = at >= 0 ? listed[at + 1] : undefined;
    pages.push({
      ...base,
      path: post.route,
      title: post.title,
      description: post.description,
      heading: null,
      html: html(postHtml(post)),
      toc: post.toc,
      newer: newer ? linkTo(newer) : null,
      older: older ? linkTo(older) : null,
      editUrl: post.editUrl,
      post: {
        published: post.date,
        authors: post.authors.flatMap((author) => (author.name ? [author.name] : [])),
        tags: post.tags.map((tag) => tag.label),
      },
      ...(post.keywords ? { keywords: post.keywords } : {}),
      ...(post.image ? { image: post.image } : {}),
      ...(post.unlisted ? { unlisted: true } : {}),
    });
    markdown[post.route] = `# ${post.title}\n\n> ${post.description}\n\n${post.markdown}`;
  }

  /** A list of posts split into pages of `postsPerPage`: `<route>`, `<route>/page/2`, … */
  const paginated = (
    route: string,
    shown: BlogPost[],
    page: {
      title: string;
      description: string;
      heading: string | null;
      intro?: ElementContent[];
      unlisted?: boolean;
      /** The segment before a later page's number: `pageBasePath`, or `authorsBasePath` on an author's pages, as Docusaurus has it. */
      pageSegment?: string;
    },
  ) => {
    const size = source.postsPerPage === 'ALL' ? Math.max(shown.length, 1) : source.postsPerPage;
    const count = Math.max(1, Math.ceil(shown.length / size));
    const segment = page.pageSegment ?? source.pageBasePath;
    const routeOf = (index: number) => (index === 0 ? route : `${route}/${segment}/${index + 1}`);
    for (let index = 0; index < count; index++) {
      const onPage = shown.slice(index * size, (index + 1) * size);
      const title =
        index === 0 ? page.title : labels.pageOf.replace('{title}', page.title).replace('{page}', String(index + 1));
      pages.push({
        ...base,
        path: routeOf(index),
        title,
        description: page.description,
        heading: page.heading,
        html: html([...(page.intro ?? []), ...onPage.map(postPreview)]),
        newer: index > 0 ? { title: labels.newerEntries, path: routeOf(index - 1) } : null,
        older: index < count - 1 ? { title: labels.olderEntries, path: routeOf(index + 1) } : null,
        ...(page.unlisted ? { unlisted: true } : {}),
      });
      markdown[routeOf(index)] = listMarkdown(title, onPage);
    }
  };

  paginated(source.routeBase, listed, { title: source.title, description: source.description, heading: source.title });

  if (source.routes.archive !== null && listed.length > 0) {
    pages.push({
      ...base,
      path: source.routes.archive,
      title: labels.archive,
      description: labels.archive,
      heading: labels.archive,
      html: html([archiveHtml(listed)]),
      newer: null,
      older: null,
    });
    markdown[source.routes.archive] = listMarkdown(labels.archive, listed);
  }

  // Tags: a tag whose posts are all unlisted keeps an unlisted page and is not listed.
  const tagged = groupTaggedDocs(posts.map((post) => ({ doc: post, tags: post.tags })));
  const visibleTags = tagged.map(({ tag, docs }) => {
    const shown = docs.filter((post) => !post.unlisted);
    return { tag, posts: shown.length > 0 ? shown : docs, unlisted: shown.length === 0 };
  });
  const listedTags = visibleTags
    .filter((entry) => !entry.unlisted)
    .sort((a, b) => a.tag.label.localeCompare(b.tag.label));
  if (tagged.length > 0) {
    pages.push({
      ...base,
      path: source.routes.tags,
      title: labels.allTags,
      description: labels.allTags,
      heading: labels.allTags,
      html: html([tagsListHtml(listedTags.map(({ tag, posts: of }) => ({ tag, count: of.length })))]),
      newer: null,
      older: null,
    });
    markdown[source.routes.tags] = [
      `# ${labels.allTags}`,
      '',
      ...listedTags.map(({ tag, posts: of }) => `- [${tag.label}](${tag.permalink}.md) (${of.length})`),
      '',
    ].join('\n');
  }
  for (const { tag, posts: of, unlisted } of visibleTags) {
    const title = countedText(labels.tagged, of.length, { tag: tag.label });
    paginated(tag.permalink, of, {
      title,
      description: tag.description ?? title,
      heading: title,
      intro: [
        ...(tag.description ? [h('p', tag.description)] : []),
        h('p', [h('a', { href: source.routes.tags }, labels.viewAllTags)]),
      ],
      unlisted,
    });
  }

  // Authors: the list whenever the blog has an authors file (Docusaurus 3.5's), a page for each
  // author it gives one (`page: true`), with their listed posts.
  const authors = authorsOfFile(blog.authorsMap, source.routes.authors);
  const withPages = authors.filter((author) => author.page !== undefined);
  if (authors.length > 0) {
    const postsBy = (author: BlogAuthor) => listed.filter((post) => post.authors.some(({ key }) => key === author.key));
    pages.push({
      ...base,
      path: source.routes.authors,
      title: labels.authors,
      description: labels.authors,
      heading: labels.authors,
      html: html([authorsListHtml(authors.map((author) => ({ author, count: postsBy(author).length })))]),
      newer: null,
      older: null,
    });
    markdown[source.routes.authors] = [
      `# ${labels.authors}`,
      '',
      ...authors.map((author) =>
        author.page ? `- [${author.name ?? author.key}](${author.page}.md)` : `- ${author.name ?? author.key}`,
      ),
      '',
    ].join('\n');
    for (const author of withPages) {
      const name = author.name ?? author.key ?? '';
      const of = postsBy(author);
      paginated(author.page as string, of, {
        title: countedText(labels.authorPosts, of.length, { name }),
        description: author.title ?? name,
        heading: name,
        intro: [
          authorCard(author, { withName: false }),
          h('p', [h('a', { href: source.routes.authors }, labels.viewAllAuthors)]),
        ],
        pageSegment: source.routes.authors.slice(source.routeBase.length + 1),
      });
    }
  }
  return { pages, markdown };
}

function listMarkdown(title: string, posts: BlogPost[]): string {
  return [
    `# ${title}`,
    '',
    ...posts.map((post) => `- [${post.title}](${post.route}.md) (${post.date.slice(0, 10)}): ${post.description}`),
    '',
  ].join('\n');
}
