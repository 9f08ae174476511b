/** Every piece of site-wide text lives here, so the chrome never hard-codes copy. */
import type { SiteConfig } from './types.ts';

/** The first doc: where `/docs`, the navbar's Docs link and "Get started" lead. */
const docsHome = '/docs/getting-started';

export const siteConfig: SiteConfig = {
  title: 'Developer',
  tagline: 'Developer Portal',
  description:
    'Guides and references for integrating Advoca: the iOS, Android, Web and Cordova SDKs, the chat and user APIs, and webhooks.',
  company: 'Advoca Technologies Ltd.',
  copyrightYear: 2025,
  docsHome,
  currentVersionLabel: 'Next',
  editUrlBase: 'https://github.com/advoca/developer-portal/edit/main/',
  navbarLinks: [{ label: 'Docs', href: docsHome }],
  footerColumns: [
    {
      title: 'SDKs',
      links: [
        { label: 'iOS SDK', href: '/docs/ios/installation' },
        { label: 'Android SDK', href: '/docs/android/installation' },
        { label: 'Web SDK', href: '/docs/web/installation' },
      ],
    },
    {
      title: 'Server',
      links: [
        { label: 'API', href: '/docs/api/introduction' },
        { label: 'Webhooks', href: '/docs/webhooks/introduction' },
      ],
    },
    {
      title: 'Community',
      links: [
        { label: 'GitHub', href: 'https://github.com/advoca' },
        { label: 'X (Twitter)', href: 'https://x.com/advoca' },
        { label: 'LinkedIn', href: 'https://www.linkedin.com/company/advoca' },
      ],
    },
  ],
  homeCards: [
    {
      title: 'Getting started',
      description: 'What Advoca does, which integration path fits your product, and the keys you need.',
      path: docsHome,
    },
    {
      title: 'iOS SDK',
      description: 'Add the chat with professionals to a Swift app with Swift Package Manager or CocoaPods.',
      path: '/docs/ios/installation',
    },
    {
      title: 'Android SDK',
      description: 'Integrate the Kotlin SDK with Gradle, customise its theme and track its events.',
      path: '/docs/android/installation',
    },
    {
      title: 'Web SDK',
      description: 'Embed the chat in a web app from npm or a script tag.',
      path: '/docs/web/installation',
    },
    {
      title: 'Cordova plugin',
      description: 'Bring the SDK to hybrid apps with one plugin and a few lines of JavaScript.',
      path: '/docs/cordova/installation',
    },
    {
      title: 'API',
      description: 'The chat API and the server-to-server user API: authentication, errors, endpoints.',
      path: '/docs/api/introduction',
    },
    {
      title: 'Webhooks',
      description: 'Receive message and user events on your server and verify their signatures.',
      path: '/docs/webhooks/introduction',
    },
    {
      title: 'App stores',
      description: 'Set up Apple and Google developer accounts and give Advoca the access it needs.',
      path: '/docs/stores/create-apple-account',
    },
  ],
  notFound: {
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
    noResults: 'Nothing matches “{query}”. Check the spelling, or try fewer or other words.',
    recent: 'Recent searches',
    clearRecent: 'Clear',
    seeAll: 'See all results for “{query}”',
    failed: 'Search failed. Check your connection and try again.',
    keyHints: { navigate: 'to move', select: 'to open', close: 'to close' },
  },
  labels: {
    skipToContent: 'Skip to main content',
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
    copied: 'Copied',
    loadError: { title: 'This page could not be loaded', retry: 'Retry' },
  },
};
