/**
 * Markdown that site code imports (`import Content from './_table.md'` in a component): compiled
 * by the docs' own compile (compileMarkdown.ts, Markdown or MDX as the site's `markdownFormat`
 * says), as a page or a partial is: its front matter read and removed, its relative links and
 * images resolved from its own file (to the routes of the importing page's docs version, and to
 * copied files), its headings given ids, its code highlighted, its admonitions built, its
 * problems named at its own file:line. The module site code gets renders that HTML; its
 * `frontMatter`, `toc` and `contentTitle` are exported, as Docusaurus's MDX loader exports them.
 *
 * The HTML is finished: the page's HTML steps, which run again over what site code renders, leave
 * its heading anchors and code blocks as they are (headingAnchorOptions.ts, rehypeCodeBlocks.ts).
 */
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Root } from 'hast';
import { fromParse5 } from 'hast-util-from-parse5';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { parseFragment } from 'parse5';
import type { ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { siteConfig } from '../../../../shared/site-config.ts';
import type { TocEntry } from '../../../../shared/types.ts';
import { type MarkdownFormat, formatOf } from '../markdownFormat.ts';
import type { DocAsset } from '../plugins/remarkDocAssets.ts';
import type { DocLocation } from '../plugins/remarkResolveDocLinks.ts';
import { readFrontMatter } from '../readFrontMatter.ts';
import { currentSitePage } from './sitePage.ts';

/** The module the generated code imports its renderer from (siteModules.ts serves it). */
export const SITE_MARKDOWN_MODULE = '@portal/site-markdown';

/** What the compile gives the module: HTML, and what the page rendering it takes on. */
interface CompiledContent {
  html: string;
  assets: DocAsset[];
  warnings: string[];
}

const posixPath = (path: string) => path.split(sep).join('/');
const isInside = (dir: string, path: string) => !relative(dir, path).startsWith('..');

/**
 * Where the file sits for the docs steps. Inside the importing page's docs folder: there, as a
 * partial. Elsewhere (the site's `src/`): within the content root, its links resolving to the
 * version's pages by their paths from there (`../../docs/intro.md` from `site/src/x.md`) or from
 * the docs root (`intro.md`).
 */
function locationOf(path: string, page: DocLocation | undefined, contentRoot: string): DocLocation | undefined {
  if (!page?.docsDir) return undefined;
  const { docsDir } = page;
  if (isInside(docsDir, path)) return { ...page, file: posixPath(relative(docsDir, path)) };
  if (!isInside(contentRoot, path)) return undefined;
  const fromRoot = (file: string) => posixPath(relative(contentRoot, join(docsDir, file)));
  const routesByFile = page.routesByFile && [
    ...page.routesByFile,
    ...[...page.routesByFile].map(([file, route]) => [fromRoot(file), route] as const),
  ];
  return {
    ...page,
    file: posixPath(relative(contentRoot, path)),
    docsDir: contentRoot,
    ...(routesByFile ? { routesByFile: new Map(routesByFile) } : {}),
  };
}

/** What of the docs' compile (compileMarkdown.ts) a Markdown module needs. */
export type SiteMarkdownCompile = (
  markdown: string,
  path: string,
  location: DocLocation | undefined,
  contract: null,
  format: MarkdownFormat,
) => Promise<{
  html: string;
  matter: Record<string, unknown>;
  toc: TocEntry[];
  contentTitle?: string;
  assets: DocAsset[];
  warnings: string[];
}>;

let compileMarkdown: SiteMarkdownCompile | null = null;

/**
 * The docs' compile, which compileMarkdown.ts hands over as it loads: it compiles pages whose site
 * code imports Markdown, so importing it from here would make a circle of imports.
 */
export function setSiteMarkdownCompile(compile: SiteMarkdownCompile): void {
  compileMarkdown = compile;
}

/**
 * The ES module for the Markdown file at `path`, compiled for a page whose location is `page`;
 * throws the compile's problems, each `file:line: message`, as a page's are.
 */
export async function siteMarkdownModule(
  path: string,
  page: DocLocation | undefined,
  contentRoot: string,
): Promise<string> {
  const text = readFileSync(path, 'utf8');
  const shown = posixPath(relative(contentRoot, path));
  const location = locationOf(path, page, contentRoot);
  const matter = readFrontMatter(text, shown);
  const format = formatOf(path, matter.format, siteConfig.settings.markdownFormat ?? 'mdx');
  if (!compileMarkdown)
    throw new Error(`${shown}: Markdown imported by site code is compiled only within a docs build`);
  const compiled = await compileMarkdown(text, shown, location, null, format);
  // A file it shows is served from where it is: its path from the page's docs folder.
  const assets = compiled.assets.map(({ route, file }) => ({
    route,
    file: location?.docsDir && page?.docsDir ? posixPath(relative(page.docsDir, join(location.docsDir, file))) : file,
  }));
  const content: CompiledContent = { html: compiled.html, assets, warnings: compiled.warnings };
  return [
    `import { markdownContent } from ${JSON.stringify(SITE_MARKDOWN_MODULE)};`,
    `export default markdownContent(${JSON.stringify(content)});`,
    `export const frontMatter = ${JSON.stringify(compiled.matter)};`,
    `export const toc = ${JSON.stringify(compiled.toc)};`,
    `export const contentTitle = ${JSON.stringify(compiled.contentTitle)};`,
  ].join('\n');
}

/** The component a compiled Markdown file is: its HTML as React elements, in no element of its own. */
export function markdownContent({ html, assets, warnings }: CompiledContent): () => ReactNode {
  let elements: ReactNode;
  return function MDXContent() {
    const page = currentSitePage();
    page.assets.push(...assets);
    for (const warning of warnings) if (!page.warnings.includes(warning)) page.warnings.push(warning);
    elements ??= toJsxRuntime(fromParse5(parseFragment(html, { scriptingEnabled: false })) as Root, {
      Fragment,
      jsx,
      jsxs,
    });
    return elements;
  };
}
