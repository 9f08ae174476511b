/**
 * The `@docusaurus/*` client modules site code and pages use most, as the portal renders them: at
 * build time, to static HTML, once. Nothing here runs in the browser, so what only makes sense
 * there answers as Docusaurus's own server rendering does: `useIsBrowser()` is false,
 * `<BrowserOnly>` renders its fallback (or nothing), `ExecutionEnvironment.canUseDOM` is false.
 */
import { type AnchorHTMLAttributes, createElement, Fragment, type ReactNode } from 'react';
import { isForeignUrl, withBase } from '../../../../../shared/baseUrl.ts';
import { currentSitePage, docusaurusSiteConfig } from '../sitePage.ts';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to?: string;
  href?: string;
  children?: ReactNode;
  isNavLink?: boolean;
  activeClassName?: string;
  autoAddBaseUrl?: boolean;
};

/**
 * `<Link to="/docs/x">`: a plain anchor to the site path. The base URL is put in front of every
 * internal link of the page store once, when the server loads it (pageStore/withBaseUrl.ts).
 */
function Link({
  to,
  href,
  isNavLink: _isNavLink,
  activeClassName: _active,
  autoAddBaseUrl: _auto,
  ...rest
}: LinkProps) {
  const target = to ?? href ?? '';
  const external = isForeignUrl(target);
  return createElement('a', {
    href: target,
    ...(external && rest.target === undefined ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
    ...rest,
  });
}

interface BaseUrlOptions {
  forcePrependBaseUrl?: boolean;
  absolute?: boolean;
}

/** Docusaurus's `useBaseUrl`: a site path with the base URL in front (`/img/a.png` → `/immer/img/a.png`). */
function baseUrlOf(url: string, { forcePrependBaseUrl = false, absolute = false }: BaseUrlOptions = {}): string {
  const { baseUrl } = currentSitePage();
  if (!url || url.startsWith('#') || isForeignUrl(url)) return url;
  if (!forcePrependBaseUrl && baseUrl !== '/' && url.startsWith(baseUrl)) return url;
  const path = withBase(baseUrl, url.startsWith('/') ? url : `/${url}`);
  return absolute ? `${docusaurusSiteConfig().url.replace(/\/$/, '')}${path}` : path;
}

function useDocusaurusContext() {
  return {
    siteConfig: docusaurusSiteConfig(),
    siteMetadata: { docusaurusVersion: '3', pluginVersions: {}, siteVersion: undefined },
    globalData: {},
    i18n: {
      defaultLocale: 'en',
      locales: ['en'],
      currentLocale: 'en',
      localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en' } },
    },
    codeTranslations: {},
  };
}

/** `{name}` placeholders of a message replaced by `values`. */
function interpolate(message: string, values: Record<string, ReactNode> = {}): ReactNode {
  const parts = message.split(/(\{\w+\})/);
  if (parts.every((part) => !/^\{\w+\}$/.test(part) || typeof values[part.slice(1, -1)] !== 'object'))
    return parts.map((part) => (/^\{\w+\}$/.test(part) ? String(values[part.slice(1, -1)] ?? part) : part)).join('');
  return createElement(
    Fragment,
    null,
    ...parts.map((part) => (/^\{\w+\}$/.test(part) ? (values[part.slice(1, -1)] ?? part) : part)),
  );
}

interface TranslateProps {
  id?: string;
  description?: string;
  values?: Record<string, ReactNode>;
  children?: string;
}

/** The site has one language: `<Translate>` and `translate()` give the default message. */
function Translate({ children, values }: TranslateProps) {
  return createElement(Fragment, null, interpolate(String(children ?? ''), values));
}

function translate({ message, id }: { message?: string; id?: string; description?: string }, values = {}) {
  return String(interpolate(message ?? id ?? '', values as Record<string, ReactNode>));
}

/** Rendered at build time: the children function never runs (it needs the browser). */
function BrowserOnly({ fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  return createElement(Fragment, null, fallback ?? null);
}

const ExecutionEnvironment = {
  canUseDOM: false,
  canUseEventListeners: false,
  canUseIntersectionObserver: false,
  canUseViewport: false,
};

function activeVersion() {
  const { version, baseUrl } = currentSitePage();
  return {
    name: version.name,
    label: version.label,
    isLast: version.isCurrent,
    path: baseUrl,
    mainDocId: '',
    docs: [],
    draftIds: [],
    sidebars: {},
  };
}

function useDocsVersion() {
  const { version } = currentSitePage();
  return {
    version: version.name,
    label: version.label,
    banner: null,
    badge: false,
    noIndex: false,
    className: `docs-version-${version.name}`,
    pluginId: 'default',
    isLast: version.isCurrent,
    docs: {},
    docsSidebars: {},
  };
}

const noop = () => undefined;

const module = (exports: Record<string, unknown>) => ({ __esModule: true, ...exports });

/** The modules by import path. */
export const docusaurusModules: Record<string, Record<string, unknown>> = {
  '@docusaurus/Link': module({ default: Link }),
  '@docusaurus/useBaseUrl': module({
    default: baseUrlOf,
    useBaseUrlUtils: () => ({ withBaseUrl: baseUrlOf }),
  }),
  '@docusaurus/useDocusaurusContext': module({ default: useDocusaurusContext }),
  // The one generated module the portal can give as Docusaurus does: the site's config, which the
  // pages plugin also passes to a React page as its `config` prop (loadSitePages.ts).
  '@generated/docusaurus.config': module({ default: docusaurusSiteConfig() }),
  '@docusaurus/BrowserOnly': module({ default: BrowserOnly }),
  '@docusaurus/Translate': module({ default: Translate, translate }),
  '@docusaurus/Interpolate': module({
    default: ({ children, values }: { children?: string; values?: Record<string, ReactNode> }) =>
      createElement(Fragment, null, interpolate(String(children ?? ''), values)),
    interpolate,
  }),
  '@docusaurus/useIsBrowser': module({ default: () => false }),
  '@docusaurus/ExecutionEnvironment': module({ default: ExecutionEnvironment }),
  '@docusaurus/Head': module({ default: () => null }),
  '@docusaurus/isInternalUrl': module({ default: (url: string) => !isForeignUrl(url) && !url.startsWith('#') }),
  '@docusaurus/useGlobalData': module({
    default: () => ({}),
    useAllPluginInstancesData: () => ({}),
    usePluginData: () => undefined,
  }),
  '@docusaurus/router': module({
    useLocation: () => ({ pathname: currentSitePage().baseUrl, search: '', hash: '', state: undefined }),
    useHistory: () => ({ push: noop, replace: noop, location: { pathname: '', search: '', hash: '' } }),
    Redirect: () => null,
  }),
  '@docusaurus/plugin-content-docs/client': module({
    useActiveVersion: activeVersion,
    useActiveDocContext: () => ({ activeVersion: activeVersion(), activeDoc: undefined, alternateDocVersions: {} }),
    useLatestVersion: activeVersion,
    useVersions: () => [activeVersion()],
    useDocsVersion,
    useDocsPreferredVersion: () => ({ preferredVersion: null, savePreferredVersionName: noop }),
    useAllDocsData: () => ({}),
  }),
  '@docusaurus/theme-common': module({
    useColorMode: () => ({ colorMode: 'light', setColorMode: noop, isDarkTheme: false, setLightTheme: noop }),
    ThemeClassNames: { common: {}, docs: {}, wrapper: {}, page: {}, layout: {} },
    useThemeConfig: () => ({}),
  }),
};

export { baseUrlOf, Link };
