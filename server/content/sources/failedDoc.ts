/**
 * The page a doc becomes when it cannot be built and DOCS_ON_PAGE_ERROR (or `onPageError`) is
 * `warn`: its title, and a notice naming each problem with its file:line, styled like a warning
 * admonition. The page keeps its id and route, so sidebars and links that name it stay valid.
 */
import { DOCS_ROUTE_BASE } from '../../../shared/docsRoutes.ts';
import { escapeHtml } from '../../../shared/escapeHtml.ts';
import { type DocFrontMatter, frontMatterSchema } from '../markdown/frontMatter.ts';
import type { Contract } from '../../contract/contract.ts';
import { type CompiledMarkdown, compileMarkdown } from '../markdown/compileMarkdown.ts';
import { expandFacts } from '../markdown/expandFacts.ts';
import { withoutFrontMatter } from '../markdown/readFrontMatter.ts';
import type { DocLocation } from '../markdown/plugins/remarkResolveDocLinks.ts';
import type { Facts } from './loadFacts.ts';
import { docPlace } from './docIdentity.ts';
import type { DocSource } from './loadDocs.ts';

/** The attribute every such notice carries in the served HTML (the portal's outside contract). */
export const FALLBACK_ATTRIBUTE = 'data-docs-fallback';

/** The notice: one line a problem, as the build prints it (`docs/a.mdx:3: unknown component <Fancy>…`). */
export function fallbackNotice(problems: string[], partial: boolean): string {
  const items = problems.map((line) => `<li><code>${escapeHtml(line)}</code></li>`).join('');
  const title = partial ? 'Part of this page could not be built' : 'This page could not be built';
  return (
    `<aside class="admonition admonition--caution" ${FALLBACK_ATTRIBUTE}="" role="note">` +
    `<p class="admonition__title">${title}</p><ul>${items}</ul></aside>`
  );
}

/** What could still be shown of a page: its Markdown without what made it fail (see partialPage). */
export type PartialPage = Pick<
  CompiledMarkdown,
  'html' | 'toc' | 'ids' | 'contentTitle' | 'titleInBody' | 'links' | 'assets'
>;

/**
 * The page read as plain Markdown (CommonMark, raw HTML as HTML), its MDX `import` and `export`
 * lines left out: the text, headings and code of a page whose MDX failed, without running any of
 * it. Null when even that fails.
 */
export async function partialPage(
  text: string,
  sourcePath: string,
  { location, contract, facts }: { location: DocLocation; contract: Contract | null; facts: Facts },
): Promise<PartialPage | null> {
  let partial: PartialPage;
  try {
    const markdown = withoutEsm(expandFacts(text, facts, sourcePath));
    partial = await compileMarkdown(markdown, sourcePath, location, contract, 'md');
  } catch {
    return null;
  }
  // Plain Markdown passes raw HTML through; what MDX refused to run stays out (the CSP forbids it).
  return RUNS_CODE.test(partial.html) ? null : partial;
}

/** A script or style element, or an event handler attribute, in HTML. */
const RUNS_CODE = /<(script|style)\b|<[a-z][^>]*\son[a-z]+\s*=/i;

/** Blanks top-level `import`/`export` lines outside code fences, keeping line numbers. */
function withoutEsm(text: string): string {
  let fence: string | null = null;
  return text
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (fence === null || marker.startsWith(fence))) fence = fence === null ? marker : null;
      return fence === null && /^(import|export)\s/.test(line) ? '' : line;
    })
    .join('\n');
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

export function failedDoc(
  page: { file: string; text: string; matter: Record<string, unknown> },
  problems: string[],
  { routeBase = DOCS_ROUTE_BASE, displayDir = 'docs' }: { routeBase?: string; displayDir?: string },
  partial: PartialPage | null = null,
): DocSource {
  const { file, matter } = page;
  const place = docPlace(file, matter, { routeBase, displayDir });
  const heading = /^#[ \t]+(.+?)[ \t#]*$/m.exec(withoutFrontMatter(page.text))?.[1];
  const title =
    text(matter.title) ?? text(partial?.contentTitle) ?? text(heading) ?? place.id.split('/').pop() ?? place.id;
  // Its sidebar label and position stay when the front matter itself is valid.
  const parsed = frontMatterSchema.safeParse(matter);
  const frontMatter: DocFrontMatter = parsed.success ? parsed.data : ({} as DocFrontMatter);
  return {
    ...place,
    frontMatter,
    title,
    description: text(matter.description) ?? title,
    html: fallbackNotice(problems, partial !== null) + (partial?.html ?? ''),
    toc: partial && !frontMatter.hideTableOfContents ? partial.toc : [],
    // Only the files it loads (images, `<img src>` of its raw HTML) are kept, for the build to know
    // which are not there (assemblePages.ts); its links are not checked: read as plain Markdown,
    // MDX may look like links it is not.
    links: partial?.links.filter((link) => link.image === true) ?? [],
    ids: partial?.ids ?? [],
    sections: [],
    markdown: withoutFrontMatter(page.text).trimStart(),
    apiReferences: [],
    codeFiles: [],
    codeBlocks: [],
    lastUpdated: null,
    warnings: [],
    titleInBody: partial?.titleInBody ?? false,
    // The files next to it that it shows or links to are copied, as for any page.
    assets: partial?.assets ?? [],
    failed: true,
  };
}
