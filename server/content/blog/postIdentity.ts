/**
 * Where a blog post is and when it was written, from its file name, as Docusaurus's
 * `parseBlogFileName` reads it: `2021-03-09-release.md`, `2021/03/09/release.md` or
 * `2021-03-09-release/index.md` are dated 9 March 2021 at `/<base>/2021/03/09/release`; a file
 * without a date is at its path (`/<base>/notes/first`).
 */
const DATE_FILE_NAME = /^(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

export interface PostFileName {
  /** The file name's date at midnight UTC (ISO 8601), when it has one. */
  date?: string;
  /** The name without its date and extension: the title when the post has none. */
  text: string;
  /** Below the blog's route base: `/2021/03/09/release`. */
  slug: string;
}

export function parsePostFileName(file: string): PostFileName {
  const dated = DATE_FILE_NAME.exec(file);
  if (dated?.groups) {
    const { date = '', text = '' } = dated.groups;
    const [year, month, day] = date.split(/[-/]/).map(Number) as [number, number, number];
    const utc = new Date(Date.UTC(year, month - 1, day));
    // `2021-02-30` is no day: taken as undated, as an invalid date is no date at all.
    if (utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day)
      return { date: utc.toISOString(), text, slug: `/${date.replace(/-/g, '/')}/${text}` };
  }
  const text = file.replace(/(?:\/index)?\.mdx?$/, '');
  return { text, slug: `/${text}` };
}

/** The post's route: its `slug` front matter (below the route base), else its file name's. */
export function postRoute(routeBase: string, fileName: PostFileName, slug: string | undefined): string {
  const path = slug === undefined ? fileName.slug : `/${slug.replace(/^\/+/, '')}`;
  return `${routeBase}${path}`.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
}
