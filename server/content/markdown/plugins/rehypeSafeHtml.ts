/**
 * No script from the site reaches a reader. Every page, of every format, goes through this step
 * once its raw HTML is parsed (rehypeRawHtml.ts) and its site code rendered
 * (mdx/rehypeMdxEvaluate.ts); after it the page's HTML holds no `<script>` (any type), no `<style>`,
 * no `on*` event handler, no `javascript:`, `vbscript:` or `data:` URL in an attribute that takes a
 * URL (a `data:image/…` in an `<img>` or `<source>` excepted: shared/safeUrl.ts), no `<object>`,
 * `<embed>`, `<applet>`, `<frame>`, `<base>`, `<meta http-equiv>`, `<iframe srcdoc>`, and no
 * `<form>` (its content is kept, so nothing is posted anywhere).
 *
 * Nothing goes silently:
 * - what the page's author wrote (raw HTML in a `.md` page, a Markdown link, an MDX element or
 *   attribute, code the page itself defines) is a page problem (mdx/pageProblems.ts), as `<script>`
 *   in MDX is: under `onPageError: throw` the build fails naming `file:line`; under `warn` the
 *   element or attribute is removed, a notice (`data-docs-fallback`) takes its place and the
 *   problem is a warning;
 * - what the site's code rendered (a component's output, `dangerouslySetInnerHTML` included) is
 *   removed, with a warning (ruleId `unsafe-html-removed`) naming the page's `file:line` and the
 *   component: `docs/a.mdx:12: <Analytics> (from "@site/src/components/Analytics") rendered a <script>: removed`.
 *
 * Why not hast-util-sanitize (rehype-sanitize): it removes silently, with no hook to say what it
 * removed and where, and the contract wants each removal named; and it is an allow-list, so every
 * tag and attribute the portal and a site's components produce (SVG icons and their attributes,
 * custom elements, inline `style`, ARIA, `data-*`, ids it would prefix with `user-content-`) would
 * have to be listed, anything missed being dropped without a word. What can run script in a page is
 * a short, known list: this step removes exactly that, and reports it.
 */
import type { Element, Root, RootContent } from 'hast';
import { fromParse5 } from 'hast-util-from-parse5';
import { parseFragment } from 'parse5';
import { find, html, svg } from 'property-information';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { quoteUrl, srcsetUrls, unsafeUrlReason } from '../../../../shared/safeUrl.ts';
import { fallbackElement, formatProblem, noteProblem } from '../mdx/pageProblems.ts';

export const UNSAFE_HTML_REMOVED = 'unsafe-html-removed';

/** Where HTML rendered by one construct of an MDX page came from (set by mdx/rehypeMdxEvaluate.ts). */
export interface SiteCodeOrigin {
  /** `<Analytics>`, `{render()}`. */
  label: string;
  /** The module the component was imported from; none for what the page itself defines. */
  source?: string;
  /** The construct's line in the page (or in its partial). */
  line?: number;
}

/** The construct each element rendered by site code came from, set as it is put in the tree. */
const siteCodeOrigins = new WeakMap<Element, SiteCodeOrigin>();

/** Notes that `element` (and what it holds) is what the construct `origin` rendered. */
export function markSiteCode(element: Element, origin: SiteCodeOrigin): void {
  siteCodeOrigins.set(element, origin);
}

/** Elements removed wherever they are, with why. */
const REFUSED_ELEMENTS: Record<string, string> = {
  script: 'no script from the site reaches a page (the Content-Security-Policy would block it)',
  style: 'the Content-Security-Policy forbids inline style sheets; use the site’s CSS',
  object: 'a plugin or embedded document can run script',
  embed: 'a plugin or embedded document can run script',
  applet: 'a plugin or embedded document can run script',
  frame: 'a frame can run script; use an <iframe> of a host in the site’s embeds.allowedHosts',
  frameset: 'a frame can run script; use an <iframe> of a host in the site’s embeds.allowedHosts',
  base: 'it would change where every link of the page goes',
};

const META_HTTP_EQUIV = 'it would act as an HTTP header (a refresh, a policy) inside the page';
const IFRAME_SRCDOC = 'its document would run in the portal’s origin';
/** A form is unwrapped: its content stays, nothing is sent. */
const FORM = 'a page sends nothing anywhere (its content is kept, without the form)';
const EVENT_HANDLER = 'event handlers run script';

/** Attributes that take one URL, as HTML, SVG and MathML name them (lower case). */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'background',
  'cite',
  'data',
  'longdesc',
  'profile',
  'codebase',
  'classid',
  'manifest',
  'icon',
  'dynsrc',
  'lowsrc',
  'archive',
  'usemap',
]);
/** Attributes holding several URLs, and how to read them. */
const URL_LIST_ATTRIBUTES: Record<string, (value: string) => string[]> = {
  srcset: srcsetUrls,
  imagesrcset: srcsetUrls,
  ping: (value) => value.split(/\s+/),
};
/** SVG animations set an attribute (an `<a>`'s href) to these values. */
const ANIMATION_ELEMENTS = new Set(['animate', 'set', 'animatemotion', 'animatetransform']);
const ANIMATION_VALUES: Record<string, (value: string) => string[]> = {
  to: (value) => [value],
  from: (value) => [value],
  by: (value) => [value],
  values: (value) => value.split(';'),
};
/** Elements that show an image, and their attributes a `data:image/…` URL may be in. */
const IMAGE_ATTRIBUTES: Record<string, Set<string>> = {
  img: new Set(['src', 'srcset']),
  source: new Set(['src', 'srcset']),
};

/** Property name → its attribute names; a page has thousands of elements with the same few properties. */
const namesOf = new Map<string, string[]>();

/** The attribute's HTML name (lower case) for a hast property name, in HTML or SVG. */
function attributeNames(property: string): string[] {
  let names = namesOf.get(property);
  if (!names) {
    names = [...new Set([find(html, property).attribute, find(svg, property).attribute])].map((name) =>
      name.toLowerCase(),
    );
    namesOf.set(property, names);
  }
  return names;
}

const valueText = (value: unknown): string =>
  Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : '';

/** Why the attribute must go, or null. */
function attributeRefusal(element: Element, property: string, value: unknown): { name: string; reason: string } | null {
  const names = attributeNames(property);
  const tag = element.tagName.toLowerCase();
  for (const name of names) {
    if (name.startsWith('on')) return { name, reason: EVENT_HANDLER };
    const text = valueText(value);
    const image = IMAGE_ATTRIBUTES[tag]?.has(name) === true;
    let urls: string[] = [];
    if (URL_ATTRIBUTES.has(name)) urls = [text];
    else if (URL_LIST_ATTRIBUTES[name]) urls = URL_LIST_ATTRIBUTES[name](text);
    else if (ANIMATION_ELEMENTS.has(tag) && ANIMATION_VALUES[name]) urls = ANIMATION_VALUES[name](text);
    for (const url of urls) {
      const reason = unsafeUrlReason(url.trim(), { image });
      if (reason) return { name: `${name}=${quoteUrl(url)}`, reason };
    }
  }
  return null;
}

/** Why the element must go, or null. */
function elementRefusal(element: Element): string | null {
  const tag = element.tagName.toLowerCase();
  const refused = REFUSED_ELEMENTS[tag];
  if (refused) return refused;
  if (tag === 'meta' && element.properties.httpEquiv !== undefined) return META_HTTP_EQUIV;
  if (tag === 'iframe' && element.properties.srcDoc !== undefined) return IFRAME_SRCDOC;
  if (tag === 'form') return FORM;
  return null;
}

/** Flow containers: a notice in them is a block; elsewhere an inline phrase. */
const FLOW_PARENTS = new Set([
  'div',
  'section',
  'article',
  'aside',
  'main',
  'header',
  'footer',
  'nav',
  'blockquote',
  'li',
  'dd',
  'td',
  'th',
  'details',
  'figure',
  'body',
]);

interface Context {
  /** The construct whose rendering this is, if any. */
  origin?: SiteCodeOrigin;
  /** The line of the nearest element written in the page. */
  line?: number;
  /** Whether a notice here is a block (the parent is the root or a flow container). */
  block: boolean;
}

export default function rehypeSafeHtml() {
  return (tree: Root, file: VFile) => {
    const warned = new Set<string>();
    /**
     * Reports one removal; returns the notice to put in its place (for what the page wrote), or
     * null (what site code rendered is removed with a warning only).
     */
    const report = (context: Context, what: string, reason: string, inline: boolean): Element | null => {
      const { origin } = context;
      if (origin?.source !== undefined) {
        const text = formatProblem(
          file,
          origin.line,
          `${origin.label} (from "${origin.source}") rendered ${what}: removed`,
        );
        if (!warned.has(text)) {
          warned.add(text);
          file.message(text, { ruleId: UNSAFE_HTML_REMOVED });
        }
        return null;
      }
      const line = origin?.line ?? context.line;
      const message = origin
        ? `${origin.label} rendered ${what}, which is not allowed: ${reason}`
        : `${what} is not allowed: ${reason}`;
      return fallbackElement(noteProblem(file, line, message), inline);
    };

    const walk = (parent: Root | Element, outer: Context) => {
      const children = parent.children as RootContent[];
      for (let index = 0; index < children.length; index += 1) {
        const node = children[index];
        if (node?.type !== 'element') continue;
        const context: Context = {
          origin: node.position ? undefined : (siteCodeOrigins.get(node) ?? outer.origin),
          line: node.position?.start.line ?? outer.line,
          block: outer.block,
        };
        const tag = node.tagName.toLowerCase();
        const refusal = elementRefusal(node);
        if (refusal) {
          const named = tag === 'meta' ? 'meta http-equiv' : tag === 'iframe' ? 'iframe srcdoc' : tag;
          const article = /^[aeiou]/.test(tag) ? 'an' : 'a';
          const what = context.origin?.source !== undefined ? `${article} <${named}>` : `<${named}>`;
          const notice = report(context, what, refusal, !outer.block);
          const kept: RootContent[] = [];
          if (tag === 'form')
            // Its content stays, still known as the construct's rendering.
            for (const child of node.children) {
              if (child.type === 'element' && !child.position && context.origin)
                if (!siteCodeOrigins.has(child)) siteCodeOrigins.set(child, context.origin);
              kept.push(child);
            }
          children.splice(index, 1, ...(notice ? [notice] : []), ...kept);
          // On with what took its place: the notice is skipped, the form's content is checked.
          index += (notice ? 1 : 0) - 1;
          continue;
        }
        // The element stays, without the attribute; each notice follows it.
        let notices = 0;
        for (const [property, value] of Object.entries(node.properties)) {
          const attribute = attributeRefusal(node, property, value);
          if (!attribute) continue;
          delete node.properties[property];
          const notice = report(context, `${attribute.name} on <${tag}>`, attribute.reason, true);
          if (notice) children.splice(index + 1 + notices++, 0, notice);
        }
        const inner: Context = { ...context, block: FLOW_PARENTS.has(tag) };
        walk(node, inner);
        // A <template>'s content is a tree of its own (hast-util-from-parse5).
        const content = (node as Element & { content?: Root }).content;
        if (content) walk(content, inner);
        index += notices;
      }
    };
    walk(tree, { block: true });
  };
}

/**
 * What an HTML fragment the site gives outside its pages (a sidebars file's `type: 'html'` item)
 * holds that this step would remove, as problems read (`onclick on <img> is not allowed: event
 * handlers run script`). None: it may be shown.
 */
export function unsafeHtmlIn(fragment: string): string[] {
  const tree = fromParse5(parseFragment(fragment, { scriptingEnabled: false })) as Root;
  const found: string[] = [];
  const check = (root: Root) =>
    visit(root, 'element', (element: Element) => {
      const tag = element.tagName.toLowerCase();
      const refusal = elementRefusal(element);
      if (refusal) found.push(`<${tag}> is not allowed: ${refusal}`);
      for (const [property, value] of Object.entries(element.properties)) {
        const attribute = attributeRefusal(element, property, value);
        if (attribute) found.push(`${attribute.name} on <${tag}> is not allowed: ${attribute.reason}`);
      }
      const content = (element as Element & { content?: Root }).content;
      if (content) check(content);
    });
  check(tree);
  return found;
}
