/**
 * How large a page's HTML may be: DOCS_MAX_PAGE_MB, 8 MB by default. A page over it is a page that
 * cannot be built (a component that rendered a 200,000-row table made a 39 MB page), named with its
 * size: every reader would download it, and the server would hold it for as long as it runs.
 * The largest page of the sites tried (react-native's) is well under 1 MB.
 */
const DEFAULT_MB = 8;

export function maxPageBytes(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.DOCS_MAX_PAGE_MB;
  if (raw === undefined || raw === '') return DEFAULT_MB * 1024 * 1024;
  const megabytes = Number(raw);
  if (!Number.isFinite(megabytes) || megabytes <= 0 || megabytes > 1024)
    throw new Error(`DOCS_MAX_PAGE_MB must be a number of megabytes from 0 to 1024, got "${raw}"`);
  return megabytes * 1024 * 1024;
}

const mb = (value: number) => `${(value / 1024 / 1024).toFixed(1)} MB`;

/** The one-line problem of a page over the limit, or null. */
export function pageSizeProblem(path: string, html: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const limit = maxPageBytes(env);
  const bytes = Buffer.byteLength(html);
  if (bytes <= limit) return null;
  return `${path}:1: the page's HTML is ${mb(bytes)}, over the ${mb(limit)} a page may be (DOCS_MAX_PAGE_MB)`;
}

/**
 * Why what one component rendered cannot be on a page, or null: checked as soon as it renders,
 * before the page's steps go through it (a 39 MB table took minutes and gigabytes there).
 */
export function renderedSizeProblem(html: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const limit = maxPageBytes(env);
  // A string's length is at most its UTF-8 size: most renders are measured without encoding them.
  if (html.length <= limit / 3) return null;
  const bytes = Buffer.byteLength(html);
  return bytes <= limit
    ? null
    : `it rendered ${mb(bytes)} of HTML, over the ${mb(limit)} a page may be (DOCS_MAX_PAGE_MB)`;
}
