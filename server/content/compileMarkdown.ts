/** The Markdown → HTML pipeline: one unified processor, built once and reused for every page. */
import rehypeHighlight from 'rehype-highlight';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import type { TocEntry } from '../../shared/types.ts';
import { highlightAliases, highlightLanguages } from './highlightLanguages.ts';
import rehypeCollectIds from './rehypeCollectIds.ts';
import rehypeCollectToc from './rehypeCollectToc.ts';
import remarkCollectLinks, { type SourceLink } from './remarkCollectLinks.ts';
import remarkParseFrontMatter from './remarkParseFrontMatter.ts';

export interface CompiledMarkdown {
  /** Front matter exactly as written; `parseFrontMatter` validates it. */
  matter: Record<string, unknown>;
  html: string;
  toc: TocEntry[];
  /** Every link written in the Markdown, with its line, for the link check. */
  links: SourceLink[];
  /** Every element id in the HTML: the anchors links may target. */
  ids: string[];
}

const processor = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkParseFrontMatter)
  .use(remarkGfm)
  .use(remarkCollectLinks)
  .use(remarkRehype)
  .use(rehypeSlug)
  .use(rehypeCollectToc)
  .use(rehypeCollectIds)
  .use(rehypeHighlight, { languages: highlightLanguages, aliases: highlightAliases, detect: false })
  .use(rehypeStringify)
  .freeze();

/** Compiles one Markdown document; `path` is only used to name the file in errors. */
export async function compileMarkdown(markdown: string, path = 'input.md'): Promise<CompiledMarkdown> {
  const file = new VFile({ value: markdown, path });
  const html = String(await processor.process(file));
  // rehype-highlight only warns about a fence language it does not know; a typo such as
  // ```swfit would then ship unhighlighted, so it fails the build instead.
  const unknownLanguage = file.messages.find((message) => message.ruleId === 'missing-language');
  if (unknownLanguage) throw new Error(`${path}:${unknownLanguage.line ?? '?'}: ${unknownLanguage.reason}`);
  return {
    matter: (file.data.matter ?? {}) as Record<string, unknown>,
    html,
    toc: file.data.toc ?? [],
    links: file.data.links ?? [],
    ids: file.data.ids ?? [],
  };
}
