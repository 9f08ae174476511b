/**
 * Compiles an MDX page to static HTML at build time, keeping the page-data design: `@mdx-js/mdx`
 * compiles it with the portal's remark and rehype steps (theme components already turned into
 * Markdown constructs, their computed values evaluated first), the page's own code (the site's
 * components, packages, `export`s, expressions) is rendered construct by construct
 * (rehypeMdxEvaluate.ts), then the result runs once, here, and React renders it to a string. The
 * browser receives HTML, as for any Markdown page; no MDX runtime ships to it.
 *
 * A construct that cannot be built is noted (pageProblems.ts): under `onPageError: throw` the page
 * fails with every such problem at once; under `warn` it is kept, each construct replaced by its
 * notice, and the problems are its warnings.
 */
import { compile, run } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import type { VFile } from 'vfile';
import { siteConfig } from '../../../../shared/site-config.ts';
import { type PageErrorAction, readPageErrorPolicy } from '../pageErrorPolicy.ts';
import { rehypePlugins, remarkTransforms, syntaxPlugins } from '../markdownPlugins.ts';
import { escapeProseBraces, readAsMdx } from './mdx1Compat.ts';
import { htmlCommentsToMdx } from './mdxHtmlComments.ts';
import rehypeMdxEvaluate from './rehypeMdxEvaluate.ts';
import rehypeMdxJsxToElements from './rehypeMdxJsxToElements.ts';
import remarkMdxCheckElements from './remarkMdxCheckElements.ts';
import remarkMdxCodeBlockFences from './remarkMdxCodeBlockFences.ts';
import remarkMdxEvaluateAttributes from './remarkMdxEvaluateAttributes.ts';
import remarkMdxGlobalComponents from './remarkMdxGlobalComponents.ts';
import remarkMdxImports from './remarkMdxImports.ts';
import remarkMdxThemeComponents from './remarkMdxThemeComponents.ts';

export interface CompileMdxOptions {
  /**
   * Read the page as MDX 1 did (a Docusaurus 2 site, `docusaurusVersion: 2`): what MDX 3 refuses
   * and MDX 1 accepted is converted (mdx1Compat.ts). Off by default, as for Docusaurus 3.
   */
  mdx1?: boolean;
  /** Accept MDX 1's `<!-- … -->` comments (Docusaurus's `markdown.mdx1Compat.comments`, on by default; always with `mdx1`). */
  htmlComments?: boolean;
  /** Hosts iframes may load from; by default the site's `embeds.allowedHosts` (remarkMdxCheckElements). */
  allowedEmbedHosts?: readonly string[];
  /** What a construct that cannot be built does; the site's `onPageError` and DOCS_ON_PAGE_ERROR by default. */
  onPageError?: PageErrorAction;
}

/**
 * How many MDX pages compile at once. The build starts every page of every version together; the
 * compile is CPU work, so more at once is no faster, but each page in flight holds its syntax trees
 * (and, running site code, its program): waiting pages hold only their text.
 */
const MDX_CONCURRENCY = 8;
let running = 0;
const waiting: (() => void)[] = [];

async function oneOfFew<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MDX_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** Compiles `file` (its data collects the TOC, links and the rest, as for Markdown); returns its HTML. */
export function compileMdx(file: VFile, options: CompileMdxOptions = {}): Promise<string> {
  return oneOfFew(() => compileOne(file, options));
}

async function compileOne(
  file: VFile,
  {
    mdx1 = siteConfig.settings.docusaurusVersion === 2,
    htmlComments = mdx1 || siteConfig.settings.mdx1Compat?.comments !== false,
    allowedEmbedHosts,
    onPageError = readPageErrorPolicy(siteConfig.settings),
  }: CompileMdxOptions = {},
): Promise<string> {
  if (htmlComments) file.value = htmlCommentsToMdx(String(file.value));
  // MDX 1 read `{` in prose as text (mdx1Compat.ts).
  if (mdx1) file.value = escapeProseBraces(String(file.value), file.path);
  const compileFile = () =>
    compile(file, {
      // Whatever the file's extension: the caller decided it is MDX (see formatOf).
      format: 'mdx',
      outputFormat: 'function-body',
      development: false,
      remarkPlugins: [
        ...syntaxPlugins,
        remarkMdxCodeBlockFences,
        [remarkMdxImports, { mdx1, htmlComments }],
        remarkMdxGlobalComponents,
        remarkMdxEvaluateAttributes,
        remarkMdxThemeComponents,
        [remarkMdxCheckElements, allowedEmbedHosts ? { allowedHosts: allowedEmbedHosts } : {}],
        ...remarkTransforms,
      ],
      rehypePlugins: [rehypeMdxJsxToElements, rehypeMdxEvaluate, ...rehypePlugins],
    });
  let code: Awaited<ReturnType<typeof compileFile>>;
  try {
    code = await compileFile();
  } catch (error) {
    // MDX stops at a page's first parse error: read the page again for all of them, converting
    // what MDX 1 accepted on a Docusaurus 2 site. A page that parses failed in a later step.
    const source = String(file.value);
    const reading = readAsMdx(source, file.path, { mdx1 });
    if (reading.problems.length > 0) throw new Error(reading.problems.join('\n'), { cause: error });
    if (reading.value === source) throw error;
    file.value = mdx1 ? escapeProseBraces(reading.value, file.path) : reading.value;
    code = await compileFile();
  }
  const problems = file.data.pageProblems ?? [];
  // Every problem of the page at once, one line each (compileMarkdown.ts reports them as warnings under warn).
  if (problems.length > 0 && onPageError === 'throw') throw new Error(problems.join('\n'));
  let Content: (props: Record<string, unknown>) => unknown;
  try {
    ({ default: Content } = (await run(String(code.value), { ...runtime, baseUrl: import.meta.url })) as {
      default: typeof Content;
    });
    return renderToStaticMarkup(createElement(Content as Parameters<typeof createElement>[0]));
  } catch (error) {
    // The page's own expressions failed (`{require('./x.png')}`, an undefined name).
    throw new Error(`${file.path}: the page's JavaScript failed at build time: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
