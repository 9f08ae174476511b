/**
 * The plugins, presets and themes a Docusaurus config names that are not installed where the site
 * is (`docusaurus-plugin-internaldocs-fb`): their themes may give every page components (through
 * `@theme/MDXComponents`) that then are nowhere, so the build names them where a page uses such a
 * component (site.config.json's `pluginsNotInstalled`). Docusaurus's own (`@docusaurus/*`,
 * `classic`) are left out: the portal does what they do. A name is resolved as Docusaurus resolves
 * it, shorthands included (`sass` → `docusaurus-plugin-sass`, `@scope/x` →
 * `@scope/docusaurus-plugin-x`), from the site's folder; a local path or an inline function plugin
 * is the site's own.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { isStandIn, moduleNameOf } from '../../server/content/siteModules/standIn.ts';
import { packageOf } from './packagesNotInstalled.ts';

export type PluginKind = 'plugin' | 'preset' | 'theme';
const LISTS: [string, PluginKind][] = [
  ['presets', 'preset'],
  ['plugins', 'plugin'],
  ['themes', 'theme'],
];

/** The package names Docusaurus tries for `name` in a list of `kind`s, in its order. */
export function candidateNames(name: string, kind: PluginKind): string[] {
  if (name.startsWith('@')) {
    const [scope, rest] = name.split('/');
    return rest === undefined
      ? [`${scope}/docusaurus-${kind}`]
      : [name, ...(rest.startsWith(`docusaurus-${kind}`) ? [] : [`${scope}/docusaurus-${kind}-${rest}`])];
  }
  return [name, `@docusaurus/${kind}-${name}`, `docusaurus-${kind}-${name}`];
}

/** Docusaurus's own packages, which a shorthand may name (`classic`, `content-docs`, `sitemap`). */
const DOCUSAURUS_OWN = new RegExp(
  '^@docusaurus/(?:preset-classic|theme-(?:classic|search-algolia|live-codeblock|mermaid)|plugin-(?:' +
    'content-docs|content-blog|content-pages|debug|sitemap|svgr|ideal-image|pwa|client-redirects|rsdoctor|' +
    'google-analytics|google-gtag|google-tag-manager|vercel-analytics))$',
);

/** A local plugin (`./src/plugins/x`, an absolute path): the site's own code, not a package. */
export const isLocalPlugin = (name: string) => /^(?:\.{1,2}[/\\]|\/|[A-Za-z]:[/\\])/.test(name);

/** An installed package Docusaurus would load for a listed name: its name and main file. */
export interface InstalledPlugin {
  name: string;
  file: string;
}

/**
 * Finds, from the site's folder, the package Docusaurus would load for a name listed as a `kind`
 * (the first of candidateNames that is installed); null for a local plugin or when none is.
 */
export function pluginResolver(siteDir: string): (name: string, kind: PluginKind) => InstalledPlugin | null {
  const require = createRequire(join(siteDir, 'package.json'));
  return (name, kind) => {
    if (isLocalPlugin(name)) return null;
    for (const candidate of candidateNames(name, kind)) {
      try {
        return { name: candidate, file: require.resolve(candidate) };
      } catch {
        // The next name Docusaurus would try.
      }
    }
    return null;
  };
}

export function pluginsNotInstalled(config: Record<string, unknown>, siteDir: string): string[] {
  const installed = pluginResolver(siteDir);
  const missing = new Set<string>();
  for (const [key, kind] of LISTS) {
    const list = config[key];
    if (!Array.isArray(list)) continue;
    for (const entry of list) {
      const value: unknown = Array.isArray(entry) ? entry[0] : entry;
      // A plugin the config required that is not there: its stand-in knows the module's name.
      if (isStandIn(value)) {
        const name = moduleNameOf(value);
        if (name && !name.startsWith('@docusaurus/')) missing.add(packageOf(name));
        continue;
      }
      if (typeof value !== 'string' || isLocalPlugin(value) || value.startsWith('@docusaurus/')) continue;
      if (installed(value, kind)) continue;
      // `@docusaurus/plugin-sitemap`, or a shorthand of one (`classic`, `content-docs`).
      if (candidateNames(value, kind).some((candidate) => DOCUSAURUS_OWN.test(candidate))) continue;
      missing.add(packageOf(value));
    }
  }
  return [...missing].sort();
}
