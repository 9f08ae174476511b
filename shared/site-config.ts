/**
 * Every piece of site-wide text lives here, so the chrome never hard-codes copy. The site's own
 * settings (title, links, docs home, link checking: what importing a Docusaurus site replaces)
 * come from site.config.json, described (and typed) by its schema, siteSettingsSchema.ts; the build
 * checks the file against it (server/content/sources/siteSettings.ts).
 */
import settingsFile from '../site.config.json';
import type { SiteConfig, SiteSettings } from './types.ts';

const settings = settingsFile as SiteSettings;

/** The first doc: where `/docs`, the navbar's Docs link and "Get started" lead. */
const docsHome = settings.docs.home;

export const siteConfig: SiteConfig = {
  title: settings.title,
  tagline: settings.tagline,
  description: settings.description,
  company: settings.company,
  copyrightYear: settings.copyrightYear,
  docsHome,
  docsRouteBase: settings.docs.routeBase,
  currentVersionLabel: settings.docs.currentVersionLabel,
  editUrlBase: settings.editUrlBase,
  navbarLinks: settings.navbarLinks,
  footerColumns: settings.footerColumns,
  homeCards: settings.homeCards,
  settings,
  notFound: {
    didYouMean: 'Did you mean',
    title: 'Page not found',
    description: 'We could not find what you were looking for. The page may have moved, or the link may be mistyped.',
    links: [
      { label: 'Go to the home page', href: '/' },
      { label: 'Start with the docs', href: docsHome },
    ],
  },
  search: {
    title: 'Search the docs',
    description: 'Search every page of the Advoca developer docs: SDKs, APIs, webhooks and store guides.',
    fieldLabel: 'Search the docs',
    submit: 'Search',
    resultCount: '{count} results for “{query}”',
    oneResult: '1 result for “{query}”',
    someResults: 'Showing {shown} of {count} results for “{query}”',
    pastLastPage: 'No more results for “{query}”.',
    pages: { label: 'More results', previous: 'Previous results', next: 'Next results' },
    noResults: 'Nothing matches “{query}”. Check the spelling, or try fewer or other words.',
    recent: 'Recent searches',
    clearRecent: 'Clear',
    seeAll: 'See all results for “{query}”',
    failed: 'Search failed. Check your connection and try again.',
    keyHints: { navigate: 'to move', select: 'to open', close: 'to close' },
  },
  labels: {
    skipToContent: 'Skip to main content',
    announcement: 'Announcement',
    closeAnnouncement: 'Close',
    // A navbar dropdown whose label is a link: its button's name; `{label}` filled in.
    dropdownMore: '{label}: more links',
    onThisPage: 'On this page',
    previousPage: 'Previous',
    nextPage: 'Next',
    getStarted: 'Get started',
    docsBreadcrumb: 'Docs',
    mainNavigation: 'Main',
    docsNavigation: 'Docs',
    breadcrumbsNavigation: 'Breadcrumbs',
    pagination: 'Docs pages',
    loadingPage: 'Loading page',
    switchToDark: 'Switch to dark mode',
    switchToLight: 'Switch to light mode',
    menu: 'Menu',
    openMenu: 'Open the menu',
    closeMenu: 'Close the menu',
    copyCode: 'Copy',
    editThisPage: 'Edit this page',
    lastUpdated: 'Last updated on',
    lastUpdatedBy: 'by',
    // Docusaurus's `theme.tags.tagsListLabel`.
    tags: 'Tags:',
    copied: 'Copied',
    loadError: { title: 'This page could not be loaded', retry: 'Retry' },
    // Docusaurus's wording, which readers of an imported site know; `{title}`, `{version}` filled in.
    versionBanner: {
      unreleased: 'This is unreleased documentation for {title} {version}.',
      unmaintained: 'This is documentation for {title} {version}, which is no longer actively maintained.',
      latest: 'For up-to-date documentation, see the',
      latestLink: 'latest version',
    },
    versionBadge: 'Version: {version}',
  },
  blog: {
    newerPost: 'Newer post',
    olderPost: 'Older post',
    postPagination: 'Blog post page navigation',
    newerEntries: 'Newer entries',
    olderEntries: 'Older entries',
    listPagination: 'Blog list page navigation',
    recentPosts: 'Blog recent posts navigation',
    readMore: 'Read more',
    readMoreAbout: 'Read more about {title}',
    readingTime: { one: 'One min read', many: '{minutes} min read' },
    pageOf: '{title}, page {page}',
    archive: 'Archive',
    tagged: { one: 'One post tagged with "{tag}"', many: '{count} posts tagged with "{tag}"' },
    allTags: 'Tags',
    viewAllTags: 'View All Tags',
    authors: 'Authors',
    viewAllAuthors: 'View all authors',
    authorPosts: { one: '{name}: one post', many: '{name}: {count} posts' },
  },
};
