/**
 * The remark and rehype steps every page goes through, Markdown and MDX alike: one list each, in
 * order, so both compilers (compileMarkdown.ts, mdx/compileMdx.ts) run the same pipeline.
 */
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeHighlight from 'rehype-highlight';
import rehypeHighlightCodeLines from 'rehype-highlight-code-lines';
import rehypeSlug from 'rehype-slug';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import { siteConfig } from '../../../shared/site-config.ts';
import { headingAnchorOptions } from './plugins/headingAnchorOptions.ts';
import rehypeBaseUrlAssets from './mdx/rehypeBaseUrlAssets.ts';
import { siteRemarkPlugins } from './mdx/siteRemarkPlugins.ts';
import { highlightAliases, highlightLanguages } from './plugins/highlightLanguages.ts';
import rehypeCodeBlocks from './plugins/rehypeCodeBlocks.ts';
import rehypeCollectIds from './plugins/rehypeCollectIds.ts';
import rehypeCollectSections from './plugins/rehypeCollectSections.ts';
import rehypeCollectToc from './plugins/rehypeCollectToc.ts';
import rehypeSafeHtml from './plugins/rehypeSafeHtml.ts';
import rehypeTocInline from './plugins/rehypeTocInline.ts';
import remarkAdmonitions, { admonitionNames } from './plugins/remarkAdmonitions.ts';
import remarkApiReference from './plugins/remarkApiReference.ts';
import remarkCodeFile from './plugins/remarkCodeFile.ts';
import remarkCodeMagicComments from './plugins/remarkCodeMagicComments.ts';
import remarkCollectCodeBlocks from './plugins/remarkCollectCodeBlocks.ts';
import remarkCollectLinks from './plugins/remarkCollectLinks.ts';
import remarkContentTitle from './plugins/remarkContentTitle.ts';
import remarkHeadingIds from './plugins/remarkHeadingIds.ts';
import remarkDocAssets from './plugins/remarkDocAssets.ts';
import remarkEmojiShortcodes from './plugins/remarkEmojiShortcodes.ts';
import remarkFenceMeta from './plugins/remarkFenceMeta.ts';
import remarkParseFrontMatter from './plugins/remarkParseFrontMatter.ts';
import remarkResolveDocLinks from './plugins/remarkResolveDocLinks.ts';
import remarkTabs, { tabsNames } from './plugins/remarkTabs.ts';
import remarkUnknownDirectives from './plugins/remarkUnknownDirectives.ts';

/** The syntax every page may use besides CommonMark: front matter, GFM, directives. */
export const syntaxPlugins: PluggableList = [[remarkFrontmatter, ['yaml']], remarkGfm, remarkDirective];

/** What every page's Markdown tree goes through once parsed. */
export const remarkTransforms: PluggableList = [
  // The site's own Docusaurus remark plugins (npm2yarn) first, as Docusaurus runs them.
  ...siteRemarkPlugins(siteConfig.settings),
  remarkParseFrontMatter,
  remarkContentTitle,
  remarkHeadingIds,
  // First among the directives: what it generates holds tabs, and must not be read as stray text.
  remarkApiReference,
  remarkCodeFile,
  // Before any link is collected: a stray `:name` becomes plain text again, links in it included.
  [remarkUnknownDirectives, { known: [...admonitionNames, ...tabsNames] }],
  // After it: a shortcode such as `:tada:` was read as a directive and is text again.
  remarkEmojiShortcodes,
  remarkAdmonitions,
  remarkTabs,
  remarkFenceMeta,
  remarkCodeMagicComments,
  remarkCollectCodeBlocks,
  // Before links are resolved and collected: a link to a file becomes its served URL.
  remarkDocAssets,
  remarkResolveDocLinks,
  remarkCollectLinks,
];

export const rehypePlugins: PluggableList = [
  // First: raw HTML is parsed and site code rendered before this list (compileMarkdown.ts,
  // mdx/compileMdx.ts); no script, event handler or script URL of the site goes further.
  rehypeSafeHtml,
  // `<img src="/immer/img/x.svg">`, written with the site's base URL, is `/img/x.svg` like any other.
  [rehypeBaseUrlAssets, { baseUrl: siteConfig.settings.baseUrl }],
  rehypeSlug,
  // Anchors need the ids rehype-slug gives.
  [rehypeAutolinkHeadings, headingAnchorOptions],
  // Code blocks get their title (which search reads) and copy button first. Then the collectors,
  // which only read: every id is final (the steps after them add none), and they run before
  // highlighting, which turns each block's one text node into hundreds of elements that every walk
  // would go through (the docs compile ~10% faster so).
  [rehypeCodeBlocks, { copyText: siteConfig.labels.copyCode }],
  rehypeCollectToc,
  rehypeCollectIds,
  rehypeCollectSections,
  // After the table of contents is known: `<TOCInline />` shows it.
  rehypeTocInline,
  [rehypeHighlight, { languages: highlightLanguages, aliases: highlightAliases, detect: false }],
  // After highlighting, which it splits into lines. `keepOuterBlankLine` keeps leading and trailing
  // blank lines of the code, which it would otherwise drop (shifting the line numbers and the copy).
  [rehypeHighlightCodeLines, { keepOuterBlankLine: true }],
];
