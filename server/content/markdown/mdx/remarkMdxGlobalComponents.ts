/**
 * Components an MDX page uses without importing them, as Docusaurus gives them to every page
 * through `@theme/MDXComponents`: its own (`<Details>`, `<Head>`) and those a site adds by
 * swizzling that map in `src/theme/MDXComponents` (`{...MDXComponents, Highlight, YouTube}`, a
 * documented Docusaurus pattern), or, without one, by the theme of an installed plugin (a company
 * plugin's `FbInternalOnly`). Each name a page uses that it neither imports nor defines is
 * looked up there, the site's map first (it may replace Docusaurus's own), and bound as if the page
 * imported it: Docusaurus's `Details` renders as the portal's own details (remarkMdxThemeComponents.ts),
 * the site's components run with the page's code (siteCode/pageProgram.ts). A name found nowhere is
 * left to remarkMdxCheckElements.ts, which names it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ImportDeclaration } from 'estree';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { portalModule } from '../siteCode/shims/index.ts';
import { loadSiteModule, siteCodeRoots, themePaths } from '../siteCode/siteModules.ts';
import { componentRoot, namesOfPage } from './pageNames.ts';
import { type ThemeComponent, themeComponentOf } from './themeComponents.ts';

/** Docusaurus's own capitalised entries of `@theme/MDXComponents`, by the module each comes from. */
const DOCUSAURUS_GLOBALS: Record<string, string> = { Details: '@theme/Details', Head: '@docusaurus/Head' };

const MAP_ENDINGS = ['.js', '.jsx', '.ts', '.tsx', '/index.js', '/index.jsx', '/index.ts', '/index.tsx'];

/**
 * The site's map, as site code imports it: its own swizzled `src/theme/MDXComponents`, else the
 * one of the last installed plugin's theme that has one (siteModules.ts's `themePaths`), as
 * Docusaurus's `@theme/MDXComponents` resolves; null when neither has one.
 */
export function siteMdxComponents(): string | null {
  const { siteDir, contentRoot } = siteCodeRoots();
  for (const folder of ['src/theme', ...[...themePaths()].reverse()]) {
    const bases = folder === 'src/theme' ? [siteDir, contentRoot] : [siteDir];
    if (bases.some((base) => MAP_ENDINGS.some((ending) => existsSync(join(base, folder, `MDXComponents${ending}`)))))
      return `@site/${folder}/MDXComponents`;
  }
  return null;
}

const importOf = (names: string[], source: string, as: 'default' | 'named'): ImportDeclaration => ({
  type: 'ImportDeclaration',
  specifiers: names.map((name) =>
    as === 'default'
      ? { type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }
      : {
          type: 'ImportSpecifier',
          imported: { type: 'Identifier', name },
          local: { type: 'Identifier', name },
        },
  ),
  attributes: [],
  source: { type: 'Literal', value: source },
});

/** The keys of the site's map, or null when it cannot be loaded (each use then names why). */
async function siteMapKeys(specifier: string, fromDir: string): Promise<Map<string, unknown> | null> {
  const loaded = await loadSiteModule(specifier, fromDir);
  if (!loaded.ok) return null;
  const exports = loaded.exports as { default?: unknown } | null;
  const map = exports && typeof exports === 'object' && 'default' in exports ? exports.default : exports;
  return map && typeof map === 'object' ? new Map(Object.entries(map)) : new Map();
}

export default function remarkMdxGlobalComponents() {
  return async (tree: Root, file: VFile) => {
    const defined = namesOfPage(tree, file);
    // The first line each name is used on: its import is placed there, for messages.
    const wanted = new Map<string, number | undefined>();
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const root = componentRoot(node.name);
      if (root !== null && !defined.has(root) && !wanted.has(root)) wanted.set(root, node.position?.start.line);
    });
    if (wanted.size === 0) return;
    const imports = (file.data.pageImports ??= []);
    const themeComponents = new Map<string, ThemeComponent>(file.data.themeComponents);
    const mapModule = siteMdxComponents();
    const siteMap = mapModule
      ? await siteMapKeys(mapModule, file.data.docLocation?.docsDir ?? siteCodeRoots().contentRoot)
      : undefined;
    for (const [name, line] of wanted) {
      const docusaurus = DOCUSAURUS_GLOBALS[name];
      const original = docusaurus ? (portalModule(docusaurus) as { default: unknown }).default : undefined;
      // The site's map when it has the name (or cannot be loaded, so that its problem is named),
      // unless its entry is Docusaurus's own, spread from the original map.
      const fromSite = siteMap === null ? !docusaurus : siteMap?.has(name) && siteMap.get(name) !== original;
      if (fromSite) {
        imports.push({ declaration: importOf([name], mapModule as string, 'named'), line, members: true });
      } else if (docusaurus) {
        const theme = themeComponentOf(docusaurus);
        if (theme) themeComponents.set(name, theme);
        imports.push({ declaration: importOf([name], docusaurus, 'default'), line });
      }
    }
    file.data.themeComponents = themeComponents;
  };
}
