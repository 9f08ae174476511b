/**
 * The Docusaurus components pages may import, by import path. Each is rendered at build time by
 * remarkMdxThemeComponents.ts into what the portal's own Markdown produces (tabs, admonitions,
 * code blocks), so they look, behave and are searched like the rest of the site.
 */
export const THEME_COMPONENTS = {
  '@theme/Tabs': 'Tabs',
  '@theme/TabItem': 'TabItem',
  '@theme/Admonition': 'Admonition',
  '@theme/Details': 'Details',
  '@theme/CodeBlock': 'CodeBlock',
  '@theme/TOCInline': 'TOCInline',
  '@theme/DocCardList': 'DocCardList',
  '@docusaurus/Link': 'Link',
} as const;

export type ThemeComponent = (typeof THEME_COMPONENTS)[keyof typeof THEME_COMPONENTS];

export const themeComponentOf = (source: string): ThemeComponent | undefined =>
  Object.hasOwn(THEME_COMPONENTS, source) ? THEME_COMPONENTS[source as keyof typeof THEME_COMPONENTS] : undefined;
