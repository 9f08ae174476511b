/**
 * Where a Docusaurus site keeps its docs, as Docusaurus resolves it from the config: the options
 * of the default docs plugin, given to the classic preset (`presets: [['classic', {docs: …}]]`)
 * or to `@docusaurus/plugin-content-docs` itself, with Docusaurus's defaults.
 */
import { isAbsolute, join } from 'node:path';
import type { SiteSettings } from '../../shared/types.ts';
import { remarkPluginsOfDocs } from './remarkPluginsOfDocs.ts';

export interface DocsPluginOptions {
  /** The docs folder: `<site>/docs` by default. */
  docsDir: string;
  /** The docs' route prefix without slashes: `docs` by default. */
  routeBasePath: string;
  /** The sidebars file; null when the sidebar is generated from the folders (or turned off). */
  sidebarPath: string | null;
  editUrl: string | null;
  /** The label of the current version (`versions.current.label`), `Next` by default. */
  currentVersionLabel: string;
  /** The remark plugins the portal runs too (npm2yarn), for site.config.json. */
  remarkPlugins: NonNullable<SiteSettings['remarkPlugins']>;
  /** What was found but not carried over (a second docs plugin, an edit URL function). */
  notCarried: string[];
}

const CLASSIC_PRESETS = new Set(['classic', '@docusaurus/preset-classic', 'docusaurus-preset-classic']);
const DOCS_PLUGINS = new Set(['content-docs', '@docusaurus/plugin-content-docs']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `'name'` or `['name', options]`, as presets and plugins are listed. */
function entries(list: unknown): { name: string; options: Record<string, unknown> }[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    if (typeof entry === 'string') return [{ name: entry, options: {} }];
    if (Array.isArray(entry) && typeof entry[0] === 'string')
      return [{ name: entry[0], options: isRecord(entry[1]) ? entry[1] : {} }];
    return [];
  });
}

export function docsPluginOptions(config: Record<string, unknown>, siteDir: string): DocsPluginOptions {
  const notCarried: string[] = [];
  const candidates = [
    ...entries(config.presets)
      .filter(({ name }) => CLASSIC_PRESETS.has(name))
      .flatMap(({ options }) => (options.docs === false ? [] : [isRecord(options.docs) ? options.docs : {}])),
    ...entries(config.plugins)
      .filter(({ name }) => DOCS_PLUGINS.has(name))
      .map(({ options }) => options),
  ];
  const [options = {}, ...others] = candidates.filter((candidate) => (candidate.id ?? 'default') === 'default');
  for (const other of [...others, ...candidates.filter((candidate) => (candidate.id ?? 'default') !== 'default')])
    notCarried.push(
      `a second docs plugin${other.id ? ` (id "${String(other.id)}")` : ''}: the portal serves one docs folder`,
    );
  const path = typeof options.path === 'string' ? options.path : 'docs';
  const sidebarPath = typeof options.sidebarPath === 'string' ? options.sidebarPath : null;
  if (options.editUrl !== undefined && typeof options.editUrl !== 'string') notCarried.push('editUrl (a function)');
  const versions = isRecord(options.versions) ? options.versions : {};
  const current = isRecord(versions.current) ? versions.current : {};
  const docsDir = isAbsolute(path) ? path : join(siteDir, path);
  const plugins = remarkPluginsOfDocs(options, docsDir);
  notCarried.push(...plugins.notCarried);
  return {
    docsDir,
    routeBasePath: typeof options.routeBasePath === 'string' ? options.routeBasePath.replace(/^\/+|\/+$/g, '') : 'docs',
    sidebarPath: sidebarPath && (isAbsolute(sidebarPath) ? sidebarPath : join(siteDir, sidebarPath)),
    editUrl: typeof options.editUrl === 'string' ? options.editUrl : null,
    currentVersionLabel: typeof current.label === 'string' ? current.label : 'Next',
    remarkPlugins: plugins.remarkPlugins,
    notCarried,
  };
}
