/**
 * A page's Markdown or MDX → HTML. Markdown goes through one unified processor, built once and
 * reused for every page; MDX through @mdx-js/mdx with the same steps (mdx/compileMdx.ts).
 */
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { VFileMessage } from 'vfile-message';
import type { Contract } from '../../contract/contract.ts';
import type { TocEntry } from '../../../shared/types.ts';
import { rewriteDocusaurusSyntax } from './docusaurusSyntax.ts';
import { pageSizeProblem } from './pageSizeLimit.ts';
import rehypeCheckIframes from './plugins/rehypeCheckIframes.ts';
import rehypeRawHtml from './plugins/rehypeRawHtml.ts';
import { UNSAFE_HTML_REMOVED } from './plugins/rehypeSafeHtml.ts';
import { readPageErrorPolicy } from './pageErrorPolicy.ts';
import { siteConfig } from '../../../shared/site-config.ts';
import { rehypePlugins, remarkTransforms, syntaxPlugins } from './markdownPlugins.ts';
import type { PageSection } from './plugins/rehypeCollectSections.ts';
import { admonitionNames } from './plugins/remarkAdmonitions.ts';
import { UNKNOWN_DIRECTIVE } from './plugins/remarkUnknownDirectives.ts';
import { applyExpansions } from './plugins/directiveExpansion.ts';
import type { ApiReferenceUse } from './plugins/remarkApiReference.ts';
import type { CodeBlock } from './plugins/remarkCollectCodeBlocks.ts';
import type { CodeFile } from './plugins/remarkCodeFile.ts';
import type { SourceLink } from './plugins/remarkCollectLinks.ts';
import type { DocLocation } from './plugins/remarkResolveDocLinks.ts';
import type { DocAsset } from './plugins/remarkDocAssets.ts';
import type { MarkdownFormat } from './markdownFormat.ts';
import { setSiteMarkdownCompile } from './siteCode/siteMarkdown.ts';
import { compilingMarkdown } from './siteCode/sitePage.ts';

/**
 * The MDX compiler (@mdx-js/mdx and its parser, about 20 MB of memory), loaded by the first MDX
 * page: a site of plain Markdown never loads it.
 */
let mdx: Promise<(file: VFile) => Promise<string>> | undefined;
const mdxCompiler = () => (mdx ??= import('./mdx/compileMdx.ts').then((module) => module.compileMdx));

/** How a page is parsed: CommonMark with directives, or MDX (Markdown with JSX and imports). */

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
  /** The page's `# heading` is part of its body: the page must not show a title of its own. */
  titleInBody: boolean;
  /** Files of the docs folder the page shows or links to, served under hashed names. */
  assets: DocAsset[];
  /** What site code gave `@theme/Layout` (a page of `src/pages`): its title and description. */
  layoutHead: { title?: string; description?: string };
}

const markdownProcessor = unified()
  .use(remarkParse)
  .use(syntaxPlugins)
  .use(remarkTransforms)
  // Raw HTML (`<details>`, `<table>`, `<br>`) is kept and parsed, as Docusaurus keeps it in `.md`.
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeRawHtml)
  .use(rehypeCheckIframes)
  .use(rehypePlugins)
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
  format: MarkdownFormat = 'md',
): Promise<CompiledMarkdown> {
  const file = new VFile({
    value: rewriteDocusaurusSyntax(markdown, admonitionNames),
    path,
    data: { contract, ...(location ? { docLocation: location } : {}) },
  });
  let html: string;
  try {
    // Markdown that the page's site code imports is compiled meanwhile, within the page's version.
    html = await compilingMarkdown.run({ location }, async () =>
      format === 'mdx' ? (await mdxCompiler())(file) : String(await markdownProcessor.process(file)),
    );
  } catch (error) {
    // Plugins fail through `file.fail`, which records the message, with its line, on the file;
    // MDX's parser throws such a message itself (`Could not parse expression with acorn`).
    const fatal =
      file.messages.find((message) => message.fatal === true) ?? (error instanceof VFileMessage ? error : null);
    if (!fatal) throw error;
    // The problems an MDX page noted before (mdx/pageProblems.ts) are named too.
    const lines = [...(file.data.pageProblems ?? []), `${path}:${fatal.line ?? '?'}: ${fatal.reason}`];
    throw new Error(lines.join('\n'), { cause: error });
  }
  // What a `.md` page's raw HTML may not hold (plugins/rehypeSafeHtml.ts) fails it under
  // `onPageError: throw`, every problem at once, as an MDX page's constructs do (mdx/compileMdx.ts).
  const problems = file.data.pageProblems ?? [];
  if (format !== 'mdx' && problems.length > 0 && readPageErrorPolicy(siteConfig.settings) === 'throw')
    throw new Error(problems.join('\n'));
  // A page too large to send is a page that cannot be built.
  const tooLarge = pageSizeProblem(path, html);
  if (tooLarge) throw new Error(tooLarge);
  // A fence language highlight.js does not know renders as plain text, as in Docusaurus, but is
  // reported: a typo such as ```swfit would otherwise ship unhighlighted without a word.
  const warnings = file.messages
    .filter((message) => message.ruleId === 'missing-language')
    .map((message) => `${path}:${message.line ?? '?'}: ${message.reason} (shown as plain text)`);
  // Under `onPageError: warn`, a directive no plugin handles shows its content (remarkUnknownDirectives.ts).
  for (const message of file.messages.filter(({ ruleId }) => ruleId === UNKNOWN_DIRECTIVE))
    warnings.push(`${path}:${message.line ?? '?'}: ${message.reason} (shown as its content)`);
  // What the site's code rendered that may not reach a reader, removed (plugins/rehypeSafeHtml.ts).
  for (const message of file.messages.filter(({ ruleId }) => ruleId === UNSAFE_HTML_REMOVED))
    warnings.push(message.reason);
  // Under `onPageError: warn`, what an MDX page could not build shows as notices in it (mdx/pageProblems.ts).
  warnings.push(...(file.data.pageProblems ?? []));
  // What Markdown imported by its site code brought (siteCode/siteMarkdown.ts): its files and problems.
  const imported = file.data.sitePage;
  for (const warning of imported?.warnings ?? []) if (!warnings.includes(warning)) warnings.push(warning);
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
    titleInBody: file.data.titleInBody === true,
    assets: [...(file.data.assets ?? []), ...(imported?.assets ?? [])],
    layoutHead: imported?.head ?? {},
  };
}

// Markdown that site code imports goes through this same compile (siteCode/siteMarkdown.ts).
setSiteMarkdownCompile(compileMarkdown);
