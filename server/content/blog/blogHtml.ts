/**
 * The HTML a blog's pages are made of, written at build time as Docusaurus's blog theme lays it
 * out: a post's header (title, date, reading time, authors), its tags, a post's preview on a list
 * page, the archive and the authors. Post bodies are compiled HTML already; they are spliced in as
 * they are.
 */
import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import { siteConfig } from '../../../shared/site-config.ts';
import type { DocTag } from '../navigation/docTags.ts';
import type { BlogAuthor, BlogPost } from './blogPost.ts';

const labels = siteConfig.blog;

/** Compiled HTML, written out as it is (hast-util-to-html with `allowDangerousHtml`). */
export const raw = (html: string) => ({ type: 'raw', value: html }) as unknown as ElementContent;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/** `March 9, 2021`, in UTC as the date was written (Docusaurus's `formatBlogPostDate`). */
export const formatPostDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  );

/** "One min read", "5 min read": Docusaurus rounds up. */
export function readingTimeText(minutes: number): string {
  const rounded = Math.max(1, Math.ceil(minutes));
  return rounded === 1 ? labels.readingTime.one : fill(labels.readingTime.many, { minutes: rounded });
}

export const countedText = (forms: { one: string; many: string }, count: number, values: Record<string, string>) =>
  fill(count === 1 ? forms.one : forms.many, { count, ...values });

function postMeta(post: BlogPost): Element {
  return h('div.blog-post__meta', [
    h('time', { dateTime: post.date }, formatPostDate(post.date)),
    ...(post.readingTime === undefined ? [] : [' · ', readingTimeText(post.readingTime)]),
  ]);
}

/** Where an author's name leads: their page on the blog, else their own URL, else their email. */
const authorLink = (author: BlogAuthor) =>
  author.page ?? author.url ?? (author.email ? `mailto:${author.email}` : undefined);

/** An author's picture, name, title and social links; `withName: false` under a heading that names them already. */
export function authorCard(author: BlogAuthor, { withName = true } = {}): Element {
  const link = authorLink(author);
  const name = author.name ?? author.key ?? '';
  const linked = (content: ElementContent[] | string, className?: string) =>
    link ? h('a', { href: link, ...(className ? { className } : {}) }, content) : h('span', content);
  return h('div.blog-author', [
    ...(author.imageUrl
      ? [linked([h('img', { src: author.imageUrl, alt: name, loading: 'lazy' })], 'blog-author__avatar')]
      : []),
    h('div.blog-author__text', [
      ...(withName ? [h('span.blog-author__name', [linked(name)])] : []),
      ...(author.title ? [h('small.blog-author__title', author.title)] : []),
      ...(author.socials
        ? [
            h(
              'span.blog-author__socials',
              Object.entries(author.socials).map(([platform, url]) =>
                h('a', { href: url, rel: 'noopener noreferrer', title: platform }, platform),
              ),
            ),
          ]
        : []),
    ]),
  ]);
}

const authorsOf = (post: BlogPost): Element[] =>
  post.authors.length === 0
    ? []
    : [
        h(
          'div.blog-authors',
          post.authors.map((author) => authorCard(author)),
        ),
      ];

export function tagLinks(tags: DocTag[]): Element[] {
  if (tags.length === 0) return [];
  return [
    h('div.doc-tags', [
      h('b', siteConfig.labels.tags),
      h(
        'ul.tags',
        tags.map((tag) => h('li', [h('a.tag', { href: tag.permalink }, tag.label)])),
      ),
    ]),
  ];
}

/**
 * A post's page: its header, its body, its tags. A post whose `# heading` stays in its body (it
 * does not open the post) gets no title of its own, as a doc does.
 */
export function postHtml(post: BlogPost): ElementContent[] {
  return [
    h('header.blog-post__header', [
      ...(post.titleInBody ? [] : [h('h1.blog-post__title', post.title)]),
      postMeta(post),
      ...authorsOf(post),
    ]),
    raw(post.html),
    ...tagLinks(post.tags),
  ];
}

/** A post as a list page shows it: title, date, authors, its preview, tags and "Read more". */
export function postPreview(post: BlogPost): Element {
  return h('article.blog-preview', [
    h('header', [
      h('h2.blog-preview__title', [h('a', { href: post.route }, post.title)]),
      postMeta(post),
      ...authorsOf(post),
    ]),
    h('div.blog-preview__body', [raw(post.previewHtml)]),
    h('footer.blog-preview__footer', [
      ...tagLinks(post.tags),
      ...(post.truncated
        ? [
            h(
              'a.blog-preview__more',
              { href: post.route, ariaLabel: fill(labels.readMoreAbout, { title: post.title }) },
              labels.readMore,
            ),
          ]
        : []),
    ]),
  ]);
}

/** Every listed post by year, newest year first, each "March 9 – title" (Docusaurus's archive). */
export function archiveHtml(posts: BlogPost[]): Element {
  const years = new Map<string, BlogPost[]>();
  for (const post of [...posts].sort((a, b) => Date.parse(b.date) - Date.parse(a.date))) {
    const year = post.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  const dayOf = (iso: string) =>
    new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(iso));
  return h(
    'section.blog-archive',
    [...years].map(([year, inYear]) =>
      h('div.blog-archive__year', [
        h('h2', year),
        h(
          'ul',
          inYear.map((post) =>
            h('li', [
              h('time', { dateTime: post.date }, dayOf(post.date)),
              ' – ',
              h('a', { href: post.route }, post.title),
            ]),
          ),
        ),
      ]),
    ),
  );
}

/** The authors with a page of their own, each with their number of posts. */
export function authorsListHtml(authors: { author: BlogAuthor; count: number }[]): Element {
  return h(
    'ul.blog-authors-list',
    authors.map(({ author, count }) =>
      h('li', [
        authorCard(author),
        h(
          'span.tag__count',
          { title: countedText(labels.authorPosts, count, { name: author.name ?? '' }) },
          String(count),
        ),
      ]),
    ),
  );
}
