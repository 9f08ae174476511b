/**
 * Compiles an MDX page to static HTML at build time, keeping the page-data design: `@mdx-js/mdx`
 * compiles it with the portal's remark and rehype steps (theme components already turned into
 * Markdown constructs), then the result runs once, here, and React renders it to a string. The
 * browser receives HTML, as for any Markdown page; no MDX runtime ships to it.
 */
import { compile, run } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import type { VFile } from 'vfile';
import { siteConfig } from '../../../../shared/site-config.ts';
import { rehypePlugins, remarkTransforms, syntaxPlugins } from '../markdownPlugins.ts';
import { htmlCommentsToMdx } from './mdxHtmlComments.ts';
import rehypeMdxJsxToElements from './rehypeMdxJsxToElements.ts';
import remarkMdxCheckElements from './remarkMdxCheckElements.ts';
import remarkMdxImports from './remarkMdxImports.ts';
import remarkMdxThemeComponents from './remarkMdxThemeComponents.ts';

export interface CompileMdxOptions {
  /** Accept MDX 1's `<!-- … -->` comments (Docusaurus's `markdown.mdx1Compat.comments`, on by default). */
  htmlComments?: boolean;
  /** Hosts iframes may load from; by default the site's `embeds.allowedHosts` (remarkMdxCheckElements). */
  allowedEmbedHosts?: readonly string[];
}

/** Compiles `file` (its data collects the TOC, links and the rest, as for Markdown); returns its HTML. */
export async function compileMdx(
  file: VFile,
  { htmlComments = siteConfig.settings.mdx1Compat?.comments !== false, allowedEmbedHosts }: CompileMdxOptions = {},
): Promise<string> {
  if (htmlComments) file.value = htmlCommentsToMdx(String(file.value));
  const code = await compile(file, {
    // Whatever the file's extension: the caller decided it is MDX (see formatOf).
    format: 'mdx',
    outputFormat: 'function-body',
    development: false,
    remarkPlugins: [
      ...syntaxPlugins,
      remarkMdxImports,
      remarkMdxThemeComponents,
      [remarkMdxCheckElements, allowedEmbedHosts ? { allowedHosts: allowedEmbedHosts } : {}],
      ...remarkTransforms,
    ],
    rehypePlugins: [rehypeMdxJsxToElements, ...rehypePlugins],
  });
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
