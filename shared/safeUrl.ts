/**
 * The one rule for URLs that come from a site (its pages, its components, its config, its
 * sidebars): a URL whose scheme runs script when followed or loaded never reaches a reader.
 * `javascript:` and `vbscript:` run script; `data:` can hold a whole HTML document or a script,
 * so it is refused too, except an image (`data:image/png`, …) that an `<img>` or `<source>` shows:
 * an image cannot run script. The Content-Security-Policy would block most of these in the
 * browser, but silently; the build refuses or removes them and says so.
 *
 * The scheme is read as a browser reads it: leading spaces and control characters are skipped,
 * tabs and newlines anywhere are ignored (`java\tscript:` is `javascript:`), case does not count.
 * HTML character references are already decoded by the HTML parser that read the attribute.
 */

/** Schemes never allowed. */
const SCRIPT_SCHEMES = new Set(['javascript', 'vbscript']);

/** The image types a `data:` URL may hold where an image is shown. */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml)[;,]/i;

/** `url` as a browser's URL parser reads its start: no tab or newline, no leading space or control character. */
// eslint-disable-next-line no-control-regex
const asRead = (url: string) => url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');

/** The URL's scheme, lower case, as a browser reads it (`JaVa\nScript:x` → `javascript`); null when it has none. */
export function urlScheme(url: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(asRead(url));
  return match?.[1] ? match[1].toLowerCase() : null;
}

export interface SafeUrlOptions {
  /** The URL is an image shown by `<img>` or `<source>` (`src`, `srcset`): a `data:image/…` URL is allowed. */
  image?: boolean;
}

/**
 * Why `url` must not reach a page (`javascript: URLs run script`), or null when it may. Used by
 * the page HTML check (rehypeSafeHtml.ts), the site settings schema, the Docusaurus config import
 * and the sidebars.
 */
export function unsafeUrlReason(url: string, { image = false }: SafeUrlOptions = {}): string | null {
  const scheme = urlScheme(url);
  if (scheme === null) return null;
  if (SCRIPT_SCHEMES.has(scheme)) return `${scheme}: URLs run script`;
  if (scheme !== 'data') return null;
  if (image && DATA_IMAGE.test(asRead(url))) return null;
  return 'data: URLs may hold a page or a script; only images (data:image/png, jpeg, gif, webp, avif or svg+xml) in <img> and <source> are allowed';
}

/** Whether `url` may reach a page (unsafeUrlReason gives none). */
export function isSafeUrl(url: string, options: SafeUrlOptions = {}): boolean {
  return unsafeUrlReason(url, options) === null;
}

/** `url` as messages quote it: at most 40 characters. */
export function quoteUrl(url: string): string {
  const text = url.trim();
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}

/**
 * The URLs of a `srcset` value (`a.png 1x, data:image/png;base64,AAAA 2x`), read as HTML's
 * srcset parser reads them: a URL is a run of non-space characters (commas inside it belong to it,
 * as in a `data:` URL), ended by a space or by trailing commas; its descriptors run to the next comma.
 */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = [];
  let at = 0;
  const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);
  while (at < srcset.length) {
    while (at < srcset.length && (isSpace(srcset[at]) || srcset[at] === ',')) at += 1;
    if (at >= srcset.length) break;
    const start = at;
    while (at < srcset.length && !isSpace(srcset[at])) at += 1;
    const url = srcset.slice(start, at);
    if (url.endsWith(',')) {
      urls.push(url.replace(/,+$/, ''));
      continue;
    }
    urls.push(url);
    // Descriptors, up to the next comma outside parentheses.
    let depth = 0;
    while (at < srcset.length) {
      const char = srcset[at];
      if (char === '(') depth += 1;
      else if (char === ')') depth = Math.max(0, depth - 1);
      else if (char === ',' && depth === 0) break;
      at += 1;
    }
  }
  return urls.filter((url) => url !== '');
}
