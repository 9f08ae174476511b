/**
 * MDX that reached a reader as text: what a page's article shows, outside code, that is source
 * rather than content. `import`/`export` lines, `:::` fences, component tags (`<Tabs`, `</TabItem>`),
 * `{/* comments *\/}` and `{expressions}`, found in the article's text as a reader sees it (tags
 * removed, entities decoded), so a tag the page rendered is not a hit but `&lt;Tabs&gt;` is.
 */

export interface RawMdxHit {
  /** What was found: `import/export line`, `::: fence`, `JSX tag as text`, `MDX comment`, `{expression}`. */
  kind: string;
  /** The line of text it was found on, shortened. */
  text: string;
}

/** The page's `<article>`, or '' when it has none. */
export function articleOf(html: string): string {
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  return start === -1 || end < start ? '' : html.slice(start, end);
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: ' ' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Elements whose content is not prose: code, navigation, the page-failed notice (its lines are messages). */
const SKIPPED =
  /<(pre|code|script|style|nav|svg|kbd|samp)\b[^>]*>[\s\S]*?<\/\1>|<aside\b[^>]*data-docs-fallback[^>]*>[\s\S]*?<\/aside>/gi;
const BLOCK_END =
  /<\/(p|li|h[1-6]|div|td|th|tr|dt|dd|blockquote|summary|details|section|aside|figcaption|table)>|<br\s*\/?>|<hr\s*\/?>/gi;

/** The article's text as lines, code and navigation left out. */
export function proseLines(articleHtml: string): string[] {
  let html = articleHtml;
  // Nested code inside pre is removed with its pre; repeat for nested skipped elements.
  for (let previous = ''; previous !== html;) {
    previous = html;
    html = html.replace(SKIPPED, ' ');
  }
  const text = decode(html.replace(BLOCK_END, '\n').replace(/<[^>]*>/g, ''));
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

const CHECKS: { kind: string; pattern: RegExp }[] = [
  {
    kind: 'import/export line',
    pattern:
      /^(import\s+(?:[\w$*{}\s,]+\s+from\s+)?['"]|import\s+[\w$]+\s*,?\s*\{|export\s+(?:default\b|const\s|let\s|var\s|function[\s*]|class\s|\{|\*\s))/,
  },
  { kind: '::: fence', pattern: /^:::/ },
  { kind: 'MDX comment', pattern: /\{\/\*/ },
  // A component or a closing tag shown as text: `<Tabs groupId="x">`, `</TabItem>`, `<Foo />`, `<div className=`.
  // A component's name has a lower-case letter: `<URL>` and `<NAME>` are placeholders written as text.
  // A tag never follows a word character: `Promise<RuntimeConfig>` is a type written as text.
  {
    kind: 'JSX tag as text',
    pattern:
      /(?<![\w$])<[A-Z][\w.]*[a-z][\w.]*(\s[^<>]*)?\/?>|<\/[A-Za-z][\w.-]*[a-z][\w.-]*\s*>|<[a-z][\w-]*\s+[\w:-]+=(\{|"[^"]*"[^<>]*\/?>)|(?<![\w$])<[A-Z][\w.]*[a-z][\w.]*\s*$/,
  },
  // An expression left unevaluated: `{props.title}`, `{useBaseUrl('/x')}`, `{'text'}`, `{` + "`tpl`" + `}`.
  {
    kind: '{expression}',
    pattern: /\{\s*(?:[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:\([^(){}]*\))?|'[^']*'|"[^"]*"|`[^`]*`)\s*\}(?!\})/,
  },
];

/** Every line of the article's prose that shows MDX source, each line once with its first kind. */
/**
 * `mdx1`: the site is on Docusaurus 2, whose MDX 1 showed `{…}` in Markdown prose as text
 * (`Returns: {string}`), so braces there are what Docusaurus shows, not an expression left over.
 */
export function rawMdxHits(html: string, { mdx1 = false }: { mdx1?: boolean } = {}): RawMdxHit[] {
  const hits: RawMdxHit[] = [];
  const checks = mdx1 ? CHECKS.filter(({ kind }) => kind !== '{expression}') : CHECKS;
  for (const line of proseLines(articleOf(html))) {
    // `{{ x }}` is a template in prose (Vue, Handlebars, GitHub Actions), which Docusaurus shows as text too.
    const withoutTemplates = line.replace(/\{\{[\s\S]*?\}\}/g, ' ');
    const check = checks.find(({ pattern }) => pattern.test(withoutTemplates));
    if (check) hits.push({ kind: check.kind, text: line.length > 140 ? `${line.slice(0, 137)}...` : line });
  }
  return hits;
}
