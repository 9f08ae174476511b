/**
 * The remark plugins a Docusaurus site names in its config that the portal runs too
 * (site.config.json's `remarkPlugins`, written by `npm run import:docusaurus`). What they produce
 * as Docusaurus theme components (`<Tabs>`/`<TabItem>`) is rendered as the portal's own
 * constructs, the way a page's imported components are (remarkMdxThemeComponents.ts), in Markdown
 * and MDX pages alike.
 */
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import type { Root } from 'mdast';
import type { Pluggable, PluggableList } from 'unified';
import type { VFile } from 'vfile';
import type { SiteSettings } from '../../../../shared/types.ts';
import remarkMdxThemeComponents from './remarkMdxThemeComponents.ts';
import type { ThemeComponent } from './themeComponents.ts';

type Transform = (tree: Root, file: VFile) => Promise<void> | void;

const TABS = new Map<string, ThemeComponent>([
  ['Tabs', 'Tabs'],
  ['TabItem', 'TabItem'],
]);

/** Runs `transform`, drops the `@theme/Tabs` import it may add, renders its `<Tabs>` as tabs. */
function withThemeTabs(transform: Transform): Transform {
  return async (tree, file) => {
    const before = new Set(tree.children);
    await transform(tree, file);
    tree.children = tree.children.filter((node) => before.has(node) || node.type !== 'mdxjsEsm');
    const own = file.data.themeComponents;
    file.data.themeComponents = TABS;
    try {
      remarkMdxThemeComponents()(tree, file);
    } finally {
      if (own) file.data.themeComponents = own;
      else delete file.data.themeComponents;
    }
  };
}

/** The plugins by package name, each a remark attacher. */
export const SITE_REMARK_PLUGINS: Record<string, (options?: Record<string, unknown>) => Transform> = {
  // `npm install x` code blocks with `npm2yarn` in their meta become npm / Yarn / pnpm / Bun tabs.
  '@docusaurus/remark-plugin-npm2yarn': (options) =>
    withThemeTabs((npm2yarn as unknown as (options?: Record<string, unknown>) => Transform)(options)),
};

/** The site's plugins, for the pipeline (markdownPlugins.ts). */
export function siteRemarkPlugins(settings: Pick<SiteSettings, 'remarkPlugins'>): PluggableList {
  return (settings.remarkPlugins ?? []).flatMap(({ name, options }): Pluggable[] => {
    const attacher = SITE_REMARK_PLUGINS[name];
    return attacher ? [[attacher, options]] : [];
  });
}
