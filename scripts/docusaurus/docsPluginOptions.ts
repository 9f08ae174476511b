/**
 * Where a Docusaurus site keeps its docs, as Docusaurus resolves it from the config: the options
 * of every docs plugin instance — the classic preset's `docs` and each
 * `@docusaurus/plugin-content-docs` in `plugins` — with Docusaurus's defaults.
 */
import { isAbsolute, join } from 'node:path';
import type { DocsVersioning } from '../../shared/siteSettingsSchema.ts';
import type { SiteSettings } from '../../shared/types.ts';
import { remarkPluginsOfDocs } from './remarkPluginsOfDocs.ts';
import { CLASSIC_PRESETS, entries, isRecord } from './configEntries.ts';

export interface DocsPluginOptions {
  /** The instance's id: `default` unless the config names one (`architecture`). */
  id: string;
  /** The docs folder: `<site>/docs` by default. */
  docsDir: string;
  /** The docs' route prefix without slashes: `docs` by default, `` at the site root. */
  routeBasePath: string;
  /** The sidebars file; null when the sidebar is generated from the folders (or turned off). */
  sidebarPath: string | null;
  editUrl: string | null;
  /** The label of the current version (`versions.current.label`), `Next` by default. */
  currentVersionLabel: string;
  /** `lastVersion`, `includeCurrentVersion`, `onlyIncludeVersions`, `versions`, as the config sets them. */
  versioning: DocsVersioning;
  /** The remark plugins the portal runs too (npm2yarn), for site.config.json. */
  remarkPlugins: NonNullable<SiteSettings['remarkPlugins']>;
  /** What was found but not carried over (an edit URL function, a plugin the portal cannot run). */
  notCarried: string[];
}

const DOCS_PLUGINS = new Set(['content-docs', '@docusaurus/plugin-content-docs']);
const DEFAULT_ID = 'default';

const strings = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;

/** `versions.<name>`: what of it the portal follows (path, label, banner, badge). */
function versionOptions(value: unknown): DocsVersioning['versions'] {
  if (!isRecord(value)) return undefined;
  const banners = new Set(['none', 'unreleased', 'unmaintained']);
  return Object.fromEntries(
    Object.entries(value).map(([name, raw]) => {
      const own = isRecord(raw) ? raw : {};
      return [
        name,
        {
          ...(typeof own.path === 'string' ? { path: own.path.replace(/^\/+|\/+$/g, '') } : {}),
          ...(typeof own.label === 'string' ? { label: own.label } : {}),
          ...(typeof own.banner === 'string' && banners.has(own.banner)
            ? { banner: own.banner as 'none' | 'unreleased' | 'unmaintained' }
            : {}),
          ...(typeof own.badge === 'boolean' ? { badge: own.badge } : {}),
        },
      ];
    }),
  );
}

function instanceOptions(options: Record<string, unknown>, siteDir: string): DocsPluginOptions {
  const notCarried: string[] = [];
  const id = typeof options.id === 'string' ? options.id : DEFAULT_ID;
  const path = typeof options.path === 'string' ? options.path : 'docs';
  const sidebarPath = typeof options.sidebarPath === 'string' ? options.sidebarPath : null;
  if (options.editUrl !== undefined && typeof options.editUrl !== 'string') notCarried.push('editUrl (a function)');
  const versions = versionOptions(options.versions);
  const current = versions?.current ?? {};
  const docsDir = isAbsolute(path) ? path : join(siteDir, path);
  const plugins = remarkPluginsOfDocs(options, docsDir);
  notCarried.push(...plugins.notCarried);
  const onlyIncludeVersions = strings(options.onlyIncludeVersions);
  return {
    id,
    docsDir,
    routeBasePath: typeof options.routeBasePath === 'string' ? options.routeBasePath.replace(/^\/+|\/+$/g, '') : 'docs',
    sidebarPath: sidebarPath && (isAbsolute(sidebarPath) ? sidebarPath : join(siteDir, sidebarPath)),
    editUrl: typeof options.editUrl === 'string' ? options.editUrl : null,
    currentVersionLabel: current.label ?? 'Next',
    versioning: {
      ...(typeof options.lastVersion === 'string' ? { lastVersion: options.lastVersion } : {}),
      ...(typeof options.includeCurrentVersion === 'boolean'
        ? { includeCurrentVersion: options.includeCurrentVersion }
        : {}),
      ...(onlyIncludeVersions ? { onlyIncludeVersions } : {}),
      ...(versions && Object.keys(versions).length > 0 ? { versions } : {}),
    },
    remarkPlugins: plugins.remarkPlugins,
    notCarried,
  };
}

/** Every docs plugin instance of the site, the default one (id `default`) first when there is one. */
export function docsPluginInstances(config: Record<string, unknown>, siteDir: string): DocsPluginOptions[] {
  const all = [
    // The classic preset has docs unless told `docs: false`; another preset given `docs` options
    // (one that wraps the classic preset, as companies' internal presets do) passes them on to it.
    ...entries(config.presets).flatMap(({ name, options }) =>
      CLASSIC_PRESETS.has(name)
        ? options.docs === false
          ? []
          : [isRecord(options.docs) ? options.docs : {}]
        : isRecord(options.docs)
          ? [options.docs]
          : [],
    ),
    ...entries(config.plugins)
      .filter(({ name }) => DOCS_PLUGINS.has(name))
      .map(({ options }) => options),
  ].map((options) => instanceOptions(options, siteDir));
  return [...all.filter(({ id }) => id === DEFAULT_ID), ...all.filter(({ id }) => id !== DEFAULT_ID)];
}

/** The default docs plugin's options (Docusaurus's defaults when the site has none). */
export function docsPluginOptions(config: Record<string, unknown>, siteDir: string): DocsPluginOptions {
  return docsPluginInstances(config, siteDir)[0] ?? instanceOptions({}, siteDir);
}
