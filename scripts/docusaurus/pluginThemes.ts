/**
 * The theme folders of the installed plugins, presets and themes a Docusaurus config lists, as
 * Docusaurus finds them: each preset is called for the themes and plugins it gives, each plugin
 * and theme for its `getThemePath()`. Their files are `@theme/…` for the site's code, below the
 * site's own `src/theme/` (a theme's `MDXComponents` gives pages components without an import:
 * server/content/markdown/mdx/remarkMdxGlobalComponents.ts). Docusaurus's own packages are the
 * portal's and local plugins are the site's code, so neither is called. A plugin that cannot be
 * loaded or called is named, and the others still count.
 *
 * The paths are relative to the site's folder, whose `node_modules/` the import carries to the
 * portal's `site/` (placeSiteCode.ts); a theme outside it (a monorepo's root `node_modules/`) is
 * named as not carried.
 */
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative, sep } from 'node:path';
import { evaluateSiteModule } from '../../server/content/siteModules/evaluateSiteModule.ts';
import { siteEnv, withSiteEnv } from '../../server/content/siteModules/siteEnv.ts';
import { isStandIn } from '../../server/content/siteModules/standIn.ts';
import { type PluginKind, pluginResolver } from './pluginsNotInstalled.ts';

export interface PluginThemes {
  /** Theme folders relative to the site's folder, in the order Docusaurus applies them (the last wins). */
  themePaths: string[];
  /** Plugins that could not be read, and theme folders that are not carried, one line each. */
  problems: string[];
}

type Entry = { value: unknown; options: unknown; kind: PluginKind };

const entriesOf = (list: unknown, kind: PluginKind): Entry[] =>
  Array.isArray(list)
    ? list
        .filter((entry) => entry !== false && entry !== null && entry !== undefined)
        .map((entry) =>
          Array.isArray(entry)
            ? { value: entry[0], options: entry[1] ?? {}, kind }
            : { value: entry, options: {}, kind },
        )
    : [];

/** Docusaurus's context, as much of it as plugins read while being set up. */
function contextOf(config: Record<string, unknown>, siteDir: string) {
  return {
    siteDir,
    siteConfig: config,
    siteConfigPath: join(siteDir, 'docusaurus.config.js'),
    generatedFilesDir: join(tmpdir(), 'docusaurus-generated'),
    outDir: join(tmpdir(), 'docusaurus-build'),
    baseUrl: typeof config.baseUrl === 'string' ? config.baseUrl : '/',
    i18n: {
      defaultLocale: 'en',
      locales: ['en'],
      currentLocale: 'en',
      path: 'i18n',
      localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' } },
    },
    codeTranslations: {},
    siteStorage: { type: 'localStorage', namespace: '' },
  };
}

export async function pluginThemes(config: Record<string, unknown>, siteDir: string): Promise<PluginThemes> {
  const context = contextOf(config, siteDir);
  const themePaths: string[] = [];
  const problems: string[] = [];

  const resolve = pluginResolver(siteDir);
  /** The module file a listed name is, when it is an installed package other than Docusaurus's. */
  const installedFile = (name: string, kind: PluginKind): string | null => {
    const found = resolve(name, kind);
    return found && !found.name.startsWith('@docusaurus/') ? found.file : null;
  };

  const visit = async ({ value, options, kind }: Entry, depth: number): Promise<void> => {
    if (depth > 4 || isStandIn(value)) return;
    let setUp: unknown = value;
    let name = typeof value === 'function' ? value.name || 'a plugin function' : 'a plugin';
    if (typeof value === 'string') {
      const file = installedFile(value, kind);
      if (!file) return;
      name = value;
      try {
        setUp = (await evaluateSiteModule(file, { alone: true })).value;
      } catch (error) {
        problems.push(`${kind} ${name}: could not be loaded: ${(error as Error).message.split('\n')[0]}`);
        return;
      }
    } else if (typeof value !== 'function') return;
    if (typeof setUp !== 'function' || isStandIn(setUp)) return;
    let made: unknown;
    try {
      // With the site's environment, as the config is evaluated (siteEnv.ts).
      made = await withSiteEnv(siteEnv(), async () =>
        (setUp as (context: unknown, options: unknown) => unknown)(context, options),
      );
    } catch (error) {
      problems.push(`${kind} ${name}: could not be set up: ${(error as Error).message.split('\n')[0]}`);
      return;
    }
    if (!made || typeof made !== 'object') return;
    const result = made as { themes?: unknown; plugins?: unknown; getThemePath?: () => unknown };
    if (kind === 'preset') {
      // A preset's plugins, then its themes, as Docusaurus orders them.
      for (const entry of entriesOf(result.plugins, 'plugin')) await visit(entry, depth + 1);
      for (const entry of entriesOf(result.themes, 'theme')) await visit(entry, depth + 1);
      return;
    }
    let path: unknown;
    try {
      path = result.getThemePath?.();
    } catch (error) {
      problems.push(`${kind} ${name}: getThemePath failed: ${(error as Error).message.split('\n')[0]}`);
      return;
    }
    if (typeof path !== 'string') return;
    const inSite = relative(siteDir, path);
    if (inSite.startsWith('..') || isAbsolute(inSite)) {
      problems.push(`${kind} ${name}: its theme folder is outside the site's folder, so not carried (${path})`);
      return;
    }
    themePaths.push(inSite.split(sep).join('/'));
  };

  for (const entry of [
    // Presets first, then the site's own plugins and themes, which win (Docusaurus's order).
    ...entriesOf(config.presets, 'preset'),
    ...entriesOf(config.plugins, 'plugin'),
    ...entriesOf(config.themes, 'theme'),
  ])
    await visit(entry, 0);
  return { themePaths: [...new Set(themePaths)], problems };
}
