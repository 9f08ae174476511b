/**
 * What a page makes the browser load besides itself (scripts, stylesheets, icons, images, fonts,
 * media), found in its HTML and its stylesheet. Links a reader follows (`<a href>`, the canonical
 * and alternate links) are not loaded with the page; the build checks those (server/content/navigation/checkLinks.ts).
 * HTML here is what React and rehype write (attributes double-quoted), so patterns read it.
 */
import { APP_SCRIPT_META_NAME, TRY_IT_SCRIPT_META_NAME } from '../../shared/siteMeta.ts';

/** Elements whose `src`, `srcset` or `poster` is fetched with the page. */
const LOADING_ELEMENTS = new Set(['img', 'source', 'video', 'audio', 'track', 'script', 'iframe', 'embed', 'input']);
/** `<link rel>` values that name another page rather than something the page loads. */
const NAVIGATION_RELS = new Set(['canonical', 'alternate', 'next', 'prev', 'author', 'help', 'license', 'search']);
/** `<meta>` elements whose content is a file the page (or its social card) loads. */
const LOADED_METAS = new Set([
  'og:image',
  'og:image:url',
  'twitter:image',
  APP_SCRIPT_META_NAME,
  TRY_IT_SCRIPT_META_NAME,
]);

/** Whether the `<meta>` named `name` (its `name` or `property`) holds a URL the page loads. */
export const isLoadedMeta = (name: string): boolean => LOADED_METAS.has(name);

const TAG = /<([a-z][a-z0-9-]*)\b([^>]*)>/gi;
const ATTRIBUTE = /([^\s=/]+)\s*=\s*"([^"]*)"/g;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

const unescape = (value: string) =>
  value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);

/** `a.png 1x, b.png 2x` → `a.png`, `b.png`. */
const srcsetUrls = (srcset: string) =>
  srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);

/**
 * What one element (`<img>`, `<video>`, `<source>`…) makes the browser load: its `src`, `poster`
 * and `srcset`; nothing for other elements. `attribute` reads the element's attributes as written.
 */
export function elementSubresources(tag: string, attribute: (name: string) => string | undefined): string[] {
  if (!LOADING_ELEMENTS.has(tag)) return [];
  // `<input type="image" src>` loads its image; other inputs have no src.
  const urls = ['src', 'poster'].flatMap((name) => attribute(name) || []);
  const srcset = attribute('srcset');
  return srcset ? [...urls, ...srcsetUrls(srcset)] : urls;
}

/** The URLs, as written (relative ones too), that the HTML makes the browser load. */
export function htmlSubresources(html: string): string[] {
  const urls: string[] = [];
  for (const [, tagName = '', attributeText = ''] of html.matchAll(TAG)) {
    const tag = tagName.toLowerCase();
    const attributes = new Map(
      [...attributeText.matchAll(ATTRIBUTE)].map(([, name = '', value = '']) => [name.toLowerCase(), unescape(value)]),
    );
    const attribute = (name: string) => attributes.get(name);
    if (LOADING_ELEMENTS.has(tag)) {
      urls.push(...elementSubresources(tag, attribute));
    } else if (tag === 'link') {
      const rels = (attribute('rel') ?? '').toLowerCase().split(/\s+/);
      const href = attribute('href');
      if (href && !rels.some((rel) => NAVIGATION_RELS.has(rel))) urls.push(href);
      const imagesrcset = attribute('imagesrcset');
      if (imagesrcset) urls.push(...srcsetUrls(imagesrcset));
    } else if (tag === 'meta') {
      const name = attribute('property') ?? attribute('name') ?? '';
      const content = attribute('content');
      if (content && isLoadedMeta(name)) urls.push(content);
    }
  }
  return urls;
}

const CSS_URL = /url\(\s*(["']?)([^"')]+)\1\s*\)/g;
const CSS_IMPORT = /@import\s+(["'])([^"']+)\1/g;

/** The URLs, as written, that a stylesheet loads: `url(…)` (fonts, images) and `@import`. */
export function cssSubresources(css: string): string[] {
  return [...css.matchAll(CSS_URL), ...css.matchAll(CSS_IMPORT)].map(([, , url = '']) => url.trim());
}
