/** Finds internal links to pages or anchors that do not exist (the build fails or warns on them, see linkPolicy.ts). */
import { stripBase } from '../../../shared/baseUrl.ts';
import { siteConfig } from '../../../shared/site-config.ts';
import { hasUrlScheme } from '../markdown/plugins/remarkResolveDocLinks.ts';
import { FALLBACK_ATTRIBUTE } from '../sources/failedDoc.ts';
import type { DocSource } from '../sources/loadDocs.ts';

/** A fallback notice in a page's HTML (as rehype-stringify writes the attribute). */
const NOTICE = `${FALLBACK_ATTRIBUTE}=""`;

export interface BrokenLink {
  file: string;
  line: number;
  target: string;
  reason: string;
  /**
   * `page`: no page at the route inside the docs; `anchor`: the page exists, the heading does not;
   * `outside`: a route of the site outside the docs (`/blog/…`), which this portal does not serve;
   * `image`: a file the page loads (an image, a video) that is not there.
   */
  kind: 'page' | 'anchor' | 'outside' | 'image';
  /** For an image: the route of the file that is not there (the server knows not to look for it). */
  missingFile?: string;
}

/** `docs/ios/badge.md:12 → ../setup.md#nope (no heading #nope on /docs/setup)` */
export function formatBrokenLink(link: BrokenLink): string {
  return `${link.file}:${link.line} → ${link.target} (${link.reason})`;
}

/**
 * `extraRoutes` are pages that exist outside docs/ (the home page); `docsRouteBases` (`/docs`,
 * `/docs/next`, `/architecture`) tell a missing doc from a route elsewhere on the site.
 */
export function findBrokenLinks(
  /** The pages whose links are checked: docs, blog posts. */
  docs: Pick<DocSource, 'route' | 'ids' | 'html' | 'links' | 'sourcePath' | 'failed'>[],
  extraRoutes: string[],
  docsRouteBases = ['/docs'],
  siteBaseUrl = siteConfig.settings.baseUrl ?? '/',
  /** Links checked without being pages (the navbar's and footer's, chromeLinks.ts): they add no route. */
  linkOnly: { sourcePath: string; links: DocSource['links'] }[] = [],
): BrokenLink[] {
  const isInDocs = (route: string) =>
    docsRouteBases.some((base) => base === '/' || route === base || route.startsWith(`${base}/`));
  const anchorsByRoute = new Map<string, Set<string>>(extraRoutes.map((route) => [route, new Set()]));
  for (const doc of docs) anchorsByRoute.set(doc.route, new Set(doc.ids));
  // A page that could not be built (failedDoc.ts), or holds a construct that could not (a notice in
  // its place, mdx/pageProblems.ts), has its problem reported already; what headings it would have
  // is unknown, so links to its anchors are not reported as well.
  const unknownAnchors = new Set(
    docs.filter((doc) => doc.failed === true || doc.html.includes(NOTICE)).map((doc) => doc.route),
  );

  const broken: BrokenLink[] = [];
  // The chrome's links are site paths, resolved from the root.
  for (const doc of [...docs, ...linkOnly.map((source) => ({ ...source, route: '/' }))]) {
    for (const { url, written, line, image } of doc.links) {
      const resolved = resolveAgainst(url, doc.route).split(/[?#]/)[0];
      // An image path written with the site's base URL (`/immer/img/a.svg`) names the file without it.
      const route = image && resolved !== undefined ? (stripBase(siteBaseUrl, resolved) ?? resolved) : resolved;
      if (image) {
        // An image is a file: a page's anchors mean nothing to it.
        if (url.startsWith('//') || hasUrlScheme(url) || url === '' || route === undefined || anchorsByRoute.has(route))
          continue;
        broken.push({
          file: doc.sourcePath,
          line,
          target: written,
          reason: 'no such file',
          kind: 'image',
          missingFile: route,
        });
        continue;
      }
      const reason = problemWith(url, doc.route, anchorsByRoute, unknownAnchors);
      if (!reason) continue;
      // A relative link is reported as written, with the route it resolved to.
      const detail = reason === 'no such page' && written !== route ? `no such page: ${route}` : reason;
      const inDocs = route === undefined || route === '' || isInDocs(route);
      const kind = reason !== 'no such page' ? 'anchor' : inDocs ? 'page' : 'outside';
      broken.push({
        file: doc.sourcePath,
        line,
        target: written,
        reason: kind === 'outside' ? 'outside the docs: not served by this portal' : detail,
        kind,
      });
    }
  }
  return broken;
}

/**
 * A relative link (`intro`, `../api/`) as the browser resolves it from the page's route; a link
 * to a page by its id looks like one, and must not pass the check only to 404 in the browser.
 */
function resolveAgainst(url: string, fromRoute: string): string {
  if (url.startsWith('/') || url.startsWith('#') || url.startsWith('?')) return url;
  const resolved = new URL(url, `http://site${fromRoute}`);
  try {
    return decodeURI(resolved.pathname) + resolved.search + resolved.hash;
  } catch {
    return resolved.pathname + resolved.search + resolved.hash; // malformed escapes: checked as written
  }
}

function problemWith(
  written: string,
  fromRoute: string,
  anchorsByRoute: Map<string, Set<string>>,
  unknownAnchors: Set<string>,
): string | null {
  // Only site-internal targets are checked: paths, relative or absolute, and same-page anchors.
  if (written.startsWith('//') || hasUrlScheme(written) || written === '') return null;
  const url = resolveAgainst(written, fromRoute);
  const hashAt = url.indexOf('#');
  const pathAndQuery = hashAt === -1 ? url : url.slice(0, hashAt);
  // The server redirects `/docs/api/` to `/docs/api`, so a trailing slash finds the page too.
  const path = (pathAndQuery.split('?')[0] ?? '').replace(/(.)\/+$/, '$1') || fromRoute;
  const anchor = hashAt === -1 ? '' : decodeURIComponent(url.slice(hashAt + 1));
  const anchors = anchorsByRoute.get(path);
  if (!anchors) return 'no such page';
  if (anchor && !anchors.has(anchor) && !unknownAnchors.has(path)) return `no heading #${anchor} on ${path}`;
  return null;
}
