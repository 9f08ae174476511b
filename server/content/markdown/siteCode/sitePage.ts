/**
 * What the portal's `@docusaurus/*` and `@theme/*` stand-ins know about the page being rendered:
 * the site's settings, base URL and the page's docs version. Site code runs synchronously inside
 * one page's evaluation (pageProgram.ts), so the page is held here for the time of that run rather
 * than in a React context: Docusaurus hooks such as `useDocusaurusContext()` or `useActiveVersion()`
 * then also work where pages call them outside a component (`{getCurrentVersion()}`).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { basename } from 'node:path';
import { siteConfig } from '../../../../shared/site-config.ts';
import type { DocAsset } from '../plugins/remarkDocAssets.ts';
import type { DocLocation } from '../plugins/remarkResolveDocLinks.ts';

export interface SitePageVersion {
  /** `current`, or the version's name (`0.77`). */
  name: string;
  /** What Docusaurus shows: the current docs' label (`Next`) or the version's. */
  label: string;
  isCurrent: boolean;
}

export interface SitePage {
  /** The page as messages name it: `docs/intro.mdx`. */
  path: string;
  /** The site's base URL (`/`, `/immer/`). */
  baseUrl: string;
  version: SitePageVersion;
  /** Ids handed out to tabs rendered by site code, unique in the page. */
  nextId: () => number;
  /**
   * What Markdown that site code imports (siteMarkdown.ts) brings to the page where it is
   * rendered: the files it shows, served as the page's own, and its problems under `warn`.
   */
  assets: DocAsset[];
  warnings: string[];
  /** The title and description a page of `src/pages` gives `@theme/Layout`: its page's. */
  head: { title?: string; description?: string };
}

const { settings } = siteConfig;

/** The docs version a docs folder holds: `versioned_docs/version-0.77` → `0.77`, else the current docs. */
export function versionOfDocsDir(docsDir: string | undefined): SitePageVersion {
  const folder = docsDir ? basename(docsDir) : '';
  const match = /^version-(.+)$/.exec(folder);
  if (!match?.[1]) return { name: 'current', label: settings.docs.currentVersionLabel, isCurrent: true };
  const name = match[1];
  const label = settings.docs.versions?.[name]?.label ?? name;
  return { name, label, isCurrent: false };
}

export function newSitePage(path: string, docsDir: string | undefined): SitePage {
  let id = 0;
  return {
    path,
    baseUrl: settings.baseUrl ?? '/',
    version: versionOfDocsDir(docsDir),
    nextId: () => (id += 1),
    assets: [],
    warnings: [],
    head: {},
  };
}

/**
 * The Markdown file being compiled, for the time of its compile (compileMarkdown.ts), across its
 * awaits: Markdown that site code imports is compiled as part of the page that loads that code,
 * and resolves its links and files within that page's docs version.
 */
export const compilingMarkdown = new AsyncLocalStorage<{ location: DocLocation | undefined }>();

let current: SitePage | null = null;

/** The page whose code is running; a neutral page outside a run (a module's own top-level code). */
export function currentSitePage(): SitePage {
  return current ?? newSitePage('', undefined);
}

/** Runs `work` (synchronous) as `page`. */
export function asSitePage<T>(page: SitePage, work: () => T): T {
  const previous = current;
  current = page;
  try {
    return work();
  } finally {
    current = previous;
  }
}

/** The `siteConfig` of `useDocusaurusContext()`. */
export function docusaurusSiteConfig() {
  return {
    title: settings.title,
    tagline: settings.tagline,
    url: settings.url ?? '',
    baseUrl: settings.baseUrl ?? '/',
    customFields: settings.customFields ?? {},
    themeConfig: {},
    presets: [],
    plugins: [],
    themes: [],
    i18n: { defaultLocale: 'en', locales: ['en'] },
  };
}
