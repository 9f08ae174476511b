/** The Markdown → HTML pipeline: one unified processor, built once and reused for every page. */
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeHighlight from 'rehype-highlight';
import rehypeHighlightCodeLines from 'rehype-highlight-code-lines';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import type { Contract } from '../../contract/contract.ts';
import { siteConfig } from '../../../shared/site-config.ts';
import type { TocEntry } from '../../../shared/types.ts';
import { headingAnchorOptions } from './plugins/headingAnchorOptions.ts';
import { highlightAliases, highlightLanguages } from './plugins/highlightLanguages.ts';
import rehypeCodeBlocks from './plugins/rehypeCodeBlocks.ts';
import rehypeCollectIds from './plugins/rehypeCollectIds.ts';
import rehypeCollectSections, { type PageSection } from './plugins/rehypeCollectSections.ts';
import rehypeCollectToc from './plugins/rehypeCollectToc.ts';
import remarkAdmonitions, { admonitionNames } from './plugins/remarkAdmonitions.ts';
import { applyExpansions } from './plugins/directiveExpansion.ts';
import { legacyAdmonitionTitles } from './legacyAdmonitionTitles.ts';
import remarkApiReference, { type ApiReferenceUse } from './plugins/remarkApiReference.ts';
import remarkCollectCodeBlocks, { type CodeBlock } from './plugins/remarkCollectCodeBlocks.ts';
import remarkCodeFile, { type CodeFile } from './plugins/remarkCodeFile.ts';
import remarkContentTitle from './plugins/remarkContentTitle.ts';
import remarkCodeMagicComments from './plugins/remarkCodeMagicComments.ts';
import remarkCollectLinks, { type SourceLink } from './plugins/remarkCollectLinks.ts';
import remarkFenceMeta from './plugins/remarkFenceMeta.ts';
import remarkParseFrontMatter from './plugins/remarkParseFrontMatter.ts';
import remarkResolveDocLinks, { type DocLocation } from './plugins/remarkResolveDocLinks.ts';
import remarkTabs, { tabsNames } from './plugins/remarkTabs.ts';
import remarkUnknownDirectives from './plugins/remarkUnknownDirectives.ts';

export interface CompiledMarkdown {
  /** Front matter exactly as written; `parseFrontMatter` validates it. */
  matter: Record<string, unknown>;
  html: string;
  toc: TocEntry[];
  /** Every link written in the Markdown, with its line, for the link check. */
  links: SourceLink[];
  /** Every element id in the HTML: the anchors links may target. */
  ids: string[];
  /** The page's text by section, for search. */
  sections: PageSection[];
  /** The source with generated parts (`::operation`, `::webhook`) written out: the page for machines. */
  expandedSource: string;
  /** What the page documents from the API contract. */
  apiReferences: ApiReferenceUse[];
  /** The files the page shows with `::code-file`, served for download. */
  codeFiles: CodeFile[];
  /** Every fenced block, generated ones included, with its source line (for the samples check). */
  codeBlocks: CodeBlock[];
  /** The text of the `# heading` the page starts with (see remarkContentTitle.ts). */
  contentTitle?: string;
  /** The first paragraph's text: the description when the front matter has none. */
  excerpt?: string;
  /** What the build reports without failing, each `file:line: message`. */
  warnings: string[];
}

const processor = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkParseFrontMatter)
  .use(remarkContentTitle)
  .use(remarkGfm)
  .use(remarkDirective)
  // First among the directives: what it generates holds tabs, and must not be read as stray text.
  .use(remarkApiReference)
  .use(remarkCodeFile)
  // Before any link is collected: a stray `:name` becomes plain text again, links in it included.
  .use(remarkUnknownDirectives, { known: [...admonitionNames, ...tabsNames] })
  .use(remarkAdmonitions)
  .use(remarkTabs)
  .use(remarkFenceMeta)
  .use(remarkCodeMagicComments)
  .use(remarkCollectCodeBlocks)
  .use(remarkResolveDocLinks)
  .use(remarkCollectLinks)
  .use(remarkRehype)
  .use(rehypeSlug)
  // Anchors need the ids rehype-slug gives.
  .use(rehypeAutolinkHeadings, headingAnchorOptions)
  .use(rehypeHighlight, { languages: highlightLanguages, aliases: highlightAliases, detect: false })
  // After highlighting, which it splits into lines. `keepOuterBlankLine` keeps leading and trailing
  // blank lines of the code, which it would otherwise drop (shifting the line numbers and the copy).
  .use(rehypeHighlightCodeLines, { keepOuterBlankLine: true })
  .use(rehypeCodeBlocks, { copyText: siteConfig.labels.copyCode })
  // The collectors only read, so they run on the finished tree and see every final id.
  .use(rehypeCollectToc)
  .use(rehypeCollectIds)
  .use(rehypeCollectSections)
  .use(rehypeStringify)
  .freeze();

/**
 * Compiles one Markdown document; `path` is only used to name the file in errors. `location` (the
 * file within its docs version) lets relative `.md` links resolve to routes; `contract` is what
 * `::operation` and `::webhook` read.
 */
export async function compileMarkdown(
  markdown: string,
  path = 'input.md',
  location?: DocLocation,
  contract: Contract | null = null,
): Promise<CompiledMarkdown> {
  const file = new VFile({
    value: legacyAdmonitionTitles(markdown, admonitionNames),
    path,
    data: { contract, ...(location ? { docLocation: location } : {}) },
  });
  let html: string;
  try {
    html = String(await processor.process(file));
  } catch (error) {
    // Plugins fail through `file.fail`, which records the message, with its line, on the file.
    const fatal = file.messages.find((message) => message.fatal === true);
    throw fatal ? new Error(`${path}:${fatal.line ?? '?'}: ${fatal.reason}`, { cause: error }) : error;
  }
  // A fence language highlight.js does not know renders as plain text, as in Docusaurus, but is
  // reported: a typo such as ```swfit would otherwise ship unhighlighted without a word.
  const warnings = file.messages
    .filter((message) => message.ruleId === 'missing-language')
    .map((message) => `${path}:${message.line ?? '?'}: ${message.reason} (shown as plain text)`);
  return {
    matter: (file.data.matter ?? {}) as Record<string, unknown>,
    html,
    toc: file.data.toc ?? [],
    links: file.data.links ?? [],
    ids: file.data.ids ?? [],
    sections: file.data.sections ?? [],
    expandedSource: applyExpansions(markdown, file.data.expansions ?? []),
    apiReferences: file.data.apiReferences ?? [],
    codeFiles: file.data.codeFiles ?? [],
    codeBlocks: file.data.codeBlocks ?? [],
    ...(file.data.contentTitle ? { contentTitle: file.data.contentTitle } : {}),
    ...(file.data.excerpt ? { excerpt: file.data.excerpt } : {}),
    warnings,
  };
}
