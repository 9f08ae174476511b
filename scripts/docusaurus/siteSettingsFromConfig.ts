/**
 * What of a Docusaurus config becomes the portal's site.config.json: title, tagline, URL, base
 * URL, navbar links and dropdowns, footer links, colour mode, announcement bar, edit URL, the docs folders with their route bases and version
 * options, the blogs, broken-link settings, Markdown format and extra code languages. Everything
 * else it finds is listed as not carried over.
 */
import { basename } from 'node:path';
import { all } from 'lowlight';
import { quoteUrl, unsafeUrlReason } from '../../shared/safeUrl.ts';
import type { BrokenLinkAction, FooterColumn, NavbarItem, SiteLink, SiteSettings } from '../../shared/types.ts';
import { announcementBarOf } from './announcementBarOf.ts';
import { BLOG_PLUGINS, type BlogPluginOptions } from './blogPluginOptions.ts';
import { type DocsFolder, docsSettings } from './docsFolders.ts';
import { moduleNameOf } from '../../server/content/siteModules/standIn.ts';
import { declaredRange } from './declaredRange.ts';
import { isRecord } from './configEntries.ts';
import { type SiteAddress, siteAddressOf, sitePath } from './chromeLinkPath.ts';
import { pluginsNotInstalled } from './pluginsNotInstalled.ts';

/**
 * Doc routes the links of the navbar and footer may name (Docusaurus's `type: 'doc'` items), in
 * the version each docs plugin instance serves at its route base, as Docusaurus links them.
 * `instance` is the item's `docsPluginId` (`default` without one).
 */
export interface DocRoutes {
  routeOfDoc: (id: string, instance: string) => string | undefined;
  /** A sidebar's first page (`type: 'docSidebar'`). */
  homeOfSidebar: (id: string, instance: string) => string | undefined;
  /** Where the docs open. */
  docsHome: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Prism's names for languages whose highlight.js grammar has another name. */
const PRISM_TO_HIGHLIGHT_JS: Record<string, string> = {
  docker: 'dockerfile',
  'visual-basic': 'vbnet',
  batch: 'dos',
  regex: 'plaintext',
  shellsession: 'shell',
  toml: 'ini',
};

/** Options of the site that the portal has no counterpart for, with what to do instead. */
const NOT_CARRIED: Record<string, string> = {
  i18n: 'i18n (the portal serves English only)',
  clientModules: 'clientModules',
  scripts: 'scripts (the Content-Security-Policy allows only the portal’s own)',
  stylesheets: 'stylesheets',
  trailingSlash: 'trailingSlash (the portal serves pages without one and redirects the other form)',
  headTags: 'headTags',
};

function brokenLinkAction(value: unknown): BrokenLinkAction {
  if (value === 'warn' || value === 'ignore' || value === 'throw') return value;
  if (value === 'log') return 'warn';
  return 'throw';
}

function link(
  item: Record<string, unknown>,
  routes: DocRoutes,
  site: SiteAddress,
  notCarried: string[],
  where: string,
): SiteLink[] {
  const label = text(item.label);
  if (item.type === 'docSidebar' || item.type === 'doc') {
    const id = text(item.type === 'doc' ? item.docId : item.sidebarId) ?? '';
    const instance = text(item.docsPluginId) ?? 'default';
    const href = item.type === 'doc' ? routes.routeOfDoc(id, instance) : routes.homeOfSidebar(id, instance);
    if (href) return [{ label: label ?? id, href }];
    notCarried.push(`${where} "${label ?? id}": no ${item.type === 'doc' ? 'doc' : 'sidebar'} "${id}"`);
    return [];
  }
  // A link that would run script (`javascript:`, `data:`) never reaches the chrome (shared/safeUrl.ts).
  for (const written of [text(item.to), text(item.href)]) {
    const reason = written === undefined ? null : unsafeUrlReason(written);
    if (written === undefined || !reason) continue;
    notCarried.push(`${where} "${label ?? item.type ?? ''}": ${quoteUrl(written)} (${reason})`);
    return [];
  }
  const href = sitePath(item, site);
  if (href && label) return [{ label, href }];
  if (item.type === 'search' || item.type === 'docsVersionDropdown') return []; // the portal has its own
  notCarried.push(`${where} item ${JSON.stringify(label ?? item.type ?? item)}`);
  return [];
}

/**
 * A navbar item: a link, or a dropdown (`type: 'dropdown'`) whose items are links, its label
 * linking too where it has a `to` or `href`, as in Docusaurus.
 */
function navbarItem(
  item: Record<string, unknown>,
  routes: DocRoutes,
  site: SiteAddress,
  notCarried: string[],
): NavbarItem[] {
  if (item.type !== 'dropdown' && !Array.isArray(item.items)) return link(item, routes, site, notCarried, 'navbar');
  const label = text(item.label) ?? '';
  const where = `navbar dropdown "${label}":`;
  const items = (Array.isArray(item.items) ? item.items.filter(isRecord) : []).flatMap((child) =>
    link(child, routes, site, notCarried, where),
  );
  if (label === '' || items.length === 0) {
    notCarried.push(`${where} ${label === '' ? 'it has no label' : 'none of its items could be carried'}`);
    return [];
  }
  const href = sitePath(item, site);
  return [{ label, ...(href ? { href } : {}), items }];
}

/** `themeConfig.colorMode`: the options Docusaurus's theme takes, as they are written. */
function colorModeOf(value: unknown): Pick<SiteSettings, 'colorMode'> {
  if (!isRecord(value)) return {};
  const colorMode: NonNullable<SiteSettings['colorMode']> = {
    ...(value.defaultMode === 'light' || value.defaultMode === 'dark' ? { defaultMode: value.defaultMode } : {}),
    ...(typeof value.respectPrefersColorScheme === 'boolean'
      ? { respectPrefersColorScheme: value.respectPrefersColorScheme }
      : {}),
    ...(typeof value.disableSwitch === 'boolean' ? { disableSwitch: value.disableSwitch } : {}),
  };
  return Object.keys(colorMode).length > 0 ? { colorMode } : {};
}

/**
 * `customFields`, for the site's code (`useDocusaurusContext().siteConfig.customFields`), as JSON
 * keeps them: a function or a value from a stand-in is left out and named.
 */
function customFieldsOf(value: unknown, notCarried: string[]): Pick<SiteSettings, 'customFields'> {
  if (!isRecord(value) || Object.keys(value).length === 0) return {};
  const kept = Object.fromEntries(
    Object.entries(value).filter(([key, field]) => {
      const json = typeof field === 'function' ? undefined : JSON.stringify(field);
      if (json !== undefined && JSON.parse(json) !== undefined) return true;
      notCarried.push(`customFields.${key} (not a JSON value)`);
      return false;
    }),
  );
  return Object.keys(kept).length > 0
    ? { customFields: JSON.parse(JSON.stringify(kept)) as Record<string, unknown> }
    : {};
}

/** `Copyright © 2025 Rocket, Inc. Built with Docusaurus.` → `Rocket, Inc.` */
function companyFrom(copyright: string | undefined): string | undefined {
  if (!copyright) return undefined;
  const name = copyright
    .replace(/<[^>]+>/g, ' ')
    .replace(/Built with Docusaurus\.?/i, '')
    .replace(/Copyright|©|\(c\)|\d{4}(\s*[-–]\s*\d{4})?/gi, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.,\s]+|[\s]+$/g, '');
  return name === '' ? undefined : name;
}

/** The docs and blog plugins themselves are carried (docsPluginOptions.ts, blogPluginOptions.ts). */
const CARRIED_PLUGINS = new Set(['content-docs', '@docusaurus/plugin-content-docs', ...BLOG_PLUGINS]);

/**
 * The names of the plugins or themes of a list as Docusaurus takes them: `'name'`,
 * `['name', options]`, a module's export (`require('x')`) or a function written in the config.
 */
function pluginNames(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    const plugin: unknown = Array.isArray(entry) ? entry[0] : entry;
    if (plugin === false || plugin === null || plugin === undefined) return [];
    const name =
      typeof plugin === 'string'
        ? plugin
        : (moduleNameOf(plugin) ?? (typeof plugin === 'function' ? 'a function written in the config' : undefined));
    return name && !CARRIED_PLUGINS.has(name) ? [name] : [];
  });
}

/** The major version of `@docusaurus/core` the site declares (`^2.3.1` → 2; declaredRange.ts). */
export function docusaurusMajorOf(siteDir: string): number | undefined {
  const major = /^\s*[\^~>=v\s]*(\d+)/.exec(declaredRange(siteDir, '@docusaurus/core') ?? '')?.[1];
  return major === undefined ? undefined : Number(major);
}

export interface CarriedSettings {
  settings: SiteSettings;
  notCarried: string[];
}

export function siteSettingsFromConfig(
  config: Record<string, unknown>,
  folders: DocsFolder[],
  routes: DocRoutes,
  current: SiteSettings,
  /** The iframe hosts the docs use (embedsOfDocs.ts), so that their pages build and the CSP lets the frames load. */
  embeds: Pick<SiteSettings, 'embeds'>,
  /** The folder holding the config (its package.json says which Docusaurus the site is written for). */
  siteDir: string,
  /** The site's blogs (blogPluginOptions.ts): those with settings are written, and what each leaves out is named. */
  blogs: Pick<BlogPluginOptions, 'settings' | 'notCarried'>[] = [],
): CarriedSettings {
  const docs = folders[0]?.options;
  if (!docs) throw new Error('the site has no docs plugin (the classic preset’s docs, or plugin-content-docs)');
  const docusaurusMajor = docusaurusMajorOf(siteDir);
  const notCarried = folders.flatMap(({ options }) => options.notCarried);
  // An edit URL that would run script (shared/safeUrl.ts) is left out: pages get no edit link.
  const editUrlRefusal = docs.editUrl ? unsafeUrlReason(docs.editUrl) : null;
  if (docs.editUrl && editUrlRefusal)
    notCarried.push(`editUrl ${quoteUrl(docs.editUrl)} (${editUrlRefusal}): pages have no "Edit this page" link`);
  const editUrl = editUrlRefusal ? null : docs.editUrl;
  if (editUrl && basename(docs.docsDir) !== 'docs')
    notCarried.push(
      `editUrl: the docs now live in docs/, and "Edit this page" links follow them (the old repository keeps them in ${basename(docs.docsDir)}/)`,
    );
  for (const [key, message] of Object.entries(NOT_CARRIED)) {
    const value = config[key];
    const meaningful =
      key === 'i18n'
        ? isRecord(value) && Array.isArray(value.locales) && value.locales.length > 1
        : value !== undefined;
    if (meaningful) notCarried.push(message);
  }
  for (const key of ['plugins', 'themes']) {
    const names = pluginNames(config[key]);
    if (names.length > 0) notCarried.push(`${key}: ${names.join(', ')}`);
  }
  notCarried.push(...blogs.flatMap((blog) => blog.notCarried));
  const blogSettings = blogs.flatMap(({ settings }) => (settings ? [settings] : []));
  // The logo, favicon and custom CSS are the site's look (siteLook.ts).
  const themeConfig = isRecord(config.themeConfig) ? config.themeConfig : {};
  const navbar = isRecord(themeConfig.navbar) ? themeConfig.navbar : {};
  const footer = isRecord(themeConfig.footer) ? themeConfig.footer : {};
  const prism = isRecord(themeConfig.prism) ? themeConfig.prism : {};
  if (themeConfig.algolia) notCarried.push('algolia (the portal has its own search)');
  const announcement = announcementBarOf(themeConfig);
  notCarried.push(...announcement.notCarried);

  const url = text(config.url);
  const baseUrl = text(config.baseUrl);
  const site = siteAddressOf(config);
  const navbarItems = Array.isArray(navbar.items) ? navbar.items.filter(isRecord) : [];
  const navbarLinks = navbarItems.flatMap((item) => navbarItem(item, routes, site, notCarried));
  const footerColumns: FooterColumn[] = (Array.isArray(footer.links) ? footer.links.filter(isRecord) : []).map(
    (column) => ({
      title: text(column.title) ?? '',
      links: (Array.isArray(column.items) ? column.items.filter(isRecord) : []).flatMap((item) =>
        link(item, routes, site, notCarried, 'footer'),
      ),
    }),
  );

  const extraCodeLanguages: string[] = [];
  for (const name of Array.isArray(prism.additionalLanguages) ? prism.additionalLanguages : []) {
    const grammar = PRISM_TO_HIGHLIGHT_JS[String(name)] ?? String(name);
    if (all[grammar]) extraCodeLanguages.push(grammar);
    else
      notCarried.push(
        `prism language "${String(name)}" (highlight.js has no grammar of that name; its blocks show as plain text)`,
      );
  }

  const title = text(config.title) ?? current.title;
  const tagline = text(config.tagline) ?? '';
  const markdown = isRecord(config.markdown) ? config.markdown : {};
  const format = markdown.format === 'md' || markdown.format === 'detect' ? markdown.format : 'mdx';
  const { instances, ...docsPart } = docsSettings(folders);
  const notInstalled = pluginsNotInstalled(config, siteDir);
  // One pipeline for every docs folder: the plugins any of them runs, each once.
  const remarkPlugins = [
    ...new Map(folders.flatMap(({ options }) => options.remarkPlugins).map((plugin) => [plugin.name, plugin])).values(),
  ];
  const settings: SiteSettings = {
    title,
    tagline: tagline || title,
    description: tagline || title,
    company: companyFrom(text(footer.copyright)) ?? title,
    copyrightYear: new Date().getFullYear(),
    ...(url ? { url } : {}),
    ...(baseUrl ? { baseUrl: baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/` } : {}),
    docs: { ...docsPart, home: routes.docsHome },
    ...(instances.length > 0 ? { docsInstances: instances } : {}),
    ...(blogSettings.length > 0 ? { blogs: blogSettings } : {}),
    ...colorModeOf(themeConfig.colorMode),
    ...(announcement.announcementBar ? { announcementBar: announcement.announcementBar } : {}),
    editUrlBase: editUrl ? (editUrl.endsWith('/') ? editUrl : `${editUrl}/`) : '',
    navbarLinks,
    footerColumns,
    homeCards: [],
    onBrokenLinks: brokenLinkAction(config.onBrokenLinks),
    onBrokenAnchors: brokenLinkAction(config.onBrokenAnchors ?? 'warn'),
    // Docusaurus 3.9's `markdown.hooks`; before it a missing image always failed the build.
    ...(isRecord(markdown.hooks) && markdown.hooks.onBrokenMarkdownImages !== undefined
      ? { onBrokenMarkdownImages: brokenLinkAction(markdown.hooks.onBrokenMarkdownImages) }
      : {}),
    markdownFormat: format,
    // Docusaurus 3 keeps MDX 1's comments unless the site turns them off.
    ...(isRecord(markdown.mdx1Compat) && markdown.mdx1Compat.comments === false
      ? { mdx1Compat: { comments: false } }
      : {}),
    // A Docusaurus 2 site's pages are MDX 1: the build reads them so (mdx/mdx1Compat.ts).
    ...(docusaurusMajor === 2 ? { docusaurusVersion: 2 as const } : {}),
    ...customFieldsOf(config.customFields, notCarried),
    ...embeds,
    extraCodeLanguages,
    ...(remarkPlugins.length > 0 ? { remarkPlugins } : {}),
    ...(notInstalled.length > 0 ? { pluginsNotInstalled: notInstalled } : {}),
  };
  return { settings, notCarried };
}
