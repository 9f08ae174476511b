/**
 * How files that come from the imported site (its `static/` folder, and the files its docs link to
 * under `/assets/docs/`) are served, so that none of them can run as the portal. They are served
 * from the portal's own origin, where a script would read what the portal keeps in the browser
 * (a reader's sandbox key in localStorage) and act as the reader.
 *
 * - What a browser renders as a document that can hold scripts (HTML, XHTML, SVG, any XML) gets
 *   its own Content-Security-Policy: `sandbox` (an opaque origin, no scripts, no forms, no
 *   plugins) and `default-src 'none'` with images, styles, fonts and media allowed. Opened
 *   directly, such a file still shows; its scripts never run, and it can read nothing of the
 *   portal's storage or cookies. Used as an image (`<img src="x.svg">`), an SVG never runs
 *   scripts anyway and shows as before.
 * - JavaScript (`.js`, `.mjs`, `.cjs`, or any JavaScript MIME type) is sent as `text/plain` with
 *   `X-Content-Type-Options: nosniff`: browsers refuse to run it from `<script src>`, and never
 *   take it as a module or a service worker, although the pages' `script-src 'self'` admits its URL.
 *   Opened directly it reads as text.
 * - Everything else (images, fonts, CSS, PDFs, downloads) is served as its type says, as before:
 *   with nosniff (helmet's, on every response) no browser reads one of them as HTML or script.
 *   PDFs in particular must not get `sandbox`: Chromium's viewer does not open in a sandboxed
 *   document.
 *
 * Every site file but a script says `Cross-Origin-Resource-Policy: cross-origin` instead of
 * helmet's `same-origin`: a sandboxed document's origin is opaque, so to it the site's own images
 * and stylesheets are cross-origin, and `same-origin` left a static HTML page without its images
 * (net::ERR_BLOCKED_BY_RESPONSE.NotSameOrigin). These files are public and the same for every
 * reader (no cookie or key decides them), which is what `same-origin` protects; other sites could
 * show them anyway by copying them. Scripts keep `same-origin`: nothing needs them elsewhere.
 */

/** The policy of a site file a browser would render as a document: no scripts, an opaque origin. */
export const SITE_DOCUMENT_CSP = [
  // No `allow-scripts`, no `allow-same-origin`: the document runs nothing and is no one's origin.
  // Links that open a new tab or download still work; what they open is served under its own
  // headers (this policy again, for another site file).
  'sandbox allow-popups allow-popups-to-escape-sandbox allow-downloads',
  "default-src 'none'",
  "img-src 'self' data: https:",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data: https:",
  "media-src 'self' data: https:",
  // Not covered by default-src.
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** What scripts are sent as: a type no browser executes (with nosniff). */
export const INERT_SCRIPT_TYPE = 'text/plain; charset=utf-8';

/** The JavaScript MIME type essences of the WHATWG MIME Sniffing standard. */
const JAVASCRIPT_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** Lets sandboxed site documents (an opaque origin) show the site's images; see above. */
const SHARED_RESOURCE: [string, string] = ['Cross-Origin-Resource-Policy', 'cross-origin'];

const SCRIPT_NAME = /\.(?:js|mjs|cjs)$/i;

/** HTML, XHTML, SVG and every XML type (`text/xml`, `application/rss+xml`, XSLT). */
const DOCUMENT_TYPE =
  /^(?:text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|text\/xsl|application\/xml|[a-z]+\/[^;]*\+xml)$/;
const DOCUMENT_NAME = /\.(?:html?|shtml|xht(?:ml)?|svgz?|xml|xsl|xslt)$/i;

export interface SiteFileServing {
  /** The Content-Type to send. */
  type: string;
  /** Headers beside it (they replace helmet's of the same name). */
  headers: [string, string][];
}

function essence(type: string): string {
  return (type.split(';')[0] ?? '').trim().toLowerCase();
}

/** How a site file named `name`, whose type by its name is `type`, is sent. */
export function siteFileServing(name: string, type: string): SiteFileServing {
  const mimeType = essence(type);
  if (SCRIPT_NAME.test(name) || JAVASCRIPT_TYPES.has(mimeType)) {
    return {
      type: INERT_SCRIPT_TYPE,
      headers: [
        ['X-Content-Type-Options', 'nosniff'],
        ['Content-Security-Policy', SITE_DOCUMENT_CSP],
      ],
    };
  }
  if (DOCUMENT_NAME.test(name) || DOCUMENT_TYPE.test(mimeType)) {
    return {
      type,
      headers: [['X-Content-Type-Options', 'nosniff'], ['Content-Security-Policy', SITE_DOCUMENT_CSP], SHARED_RESOURCE],
    };
  }
  return { type, headers: [SHARED_RESOURCE] };
}
