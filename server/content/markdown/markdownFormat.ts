/** How a page's Markdown is read: CommonMark with the portal's directives, or MDX. */
export type MarkdownFormat = 'md' | 'mdx';

/**
 * A page's format, as Docusaurus decides it: its front matter's `format`, else the site's
 * `markdownFormat` (`mdx`, Docusaurus 3's default, `md`, or `detect`: `.mdx` files only).
 */
export function formatOf(
  file: string,
  frontMatterFormat: unknown,
  siteFormat: 'mdx' | 'md' | 'detect',
): MarkdownFormat {
  const chosen =
    frontMatterFormat === 'md' || frontMatterFormat === 'mdx' || frontMatterFormat === 'detect'
      ? frontMatterFormat
      : siteFormat;
  if (chosen === 'detect') return file.endsWith('.mdx') ? 'mdx' : 'md';
  return chosen;
}
