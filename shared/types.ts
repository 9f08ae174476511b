/** Types shared by the server (which builds page data) and the client (which renders it). */
import type { SearchResults } from './search.ts';
import type { HomeCard, SiteLink, SiteSettings } from './siteSettingsSchema.ts';

// The settings' types are inferred from their schema; re-exported here, where both sides look.
export type {
  BrokenLinkAction,
  ChromeImage,
  FooterColumn,
  HomeCard,
  NavbarDropdown,
  NavbarItem,
  SiteLink,
  SiteSettings,
} from './siteSettingsSchema.ts';

/** One entry of a page's table of contents: an h2 or h3 heading. */
export interface TocEntry {
  id: string;
  text: string;
  depth: 2 | 3;
}

/** A link to another page, as used for previous/next and breadcrumbs. */
export interface PageLink {
  title: string;
  path: string;
}

export type SidebarItem = SidebarDoc | SidebarCategory | SidebarLink | SidebarHtml;

export interface SidebarDoc {
  type: 'doc';
  label: string;
  path: string;
  /** Docusaurus's `className` / `sidebar_class_name`. */
  className?: string;
  /** The HTTP method (`GET`, `POST`…) of the operation the page documents, shown as a badge. */
  method?: string;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  items: SidebarItem[];
  /** The category's own page (a doc, or a generated index of its items); the label links to it. */
  path?: string;
  /** False: open even when the current page is elsewhere (Docusaurus's `collapsed: false`). */
  collapsed?: boolean;
  className?: string;
  /**
   * Set on large sites for categories away from the current page: their items were left out
   * (this many pages) and are loaded when the reader opens the category.
   */
  folded?: number;
}

/** A link to anywhere (Docusaurus's `type: 'link'`): another site, or a route outside the docs. */
export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  className?: string;
}

/** Author-written HTML in the sidebar (Docusaurus's `type: 'html'`), from the repository's own sidebars file. */
export interface SidebarHtml {
  type: 'html';
  value: string;
  className?: string;
}

/** A version of the docs and the page it opens on. */
export interface DocsVersion {
  /** Unique over the site: `current`, `1.0`, or `<instance>/<name>` in another docs folder. */
  name: string;
  /** The docs plugin instance (docs folder) it belongs to: `default`, `architecture`. */
  instance: string;
  /** Shown in the version dropdown: "Next" for the current docs. */
  label: string;
  homePath: string;
  /** Route prefix of the version's pages: `/docs`, `/docs/next`, `/docs/1.0`. */
  routeBase: string;
  /** Served at its folder's route base: the version readers land on (Docusaurus's last version). */
  isLast: boolean;
  /** The notice above its pages: `unreleased` (newer than the last version), `unmaintained` (older). */
  banner: 'unreleased' | 'unmaintained' | null;
  /** Whether its pages show a "Version: …" badge. */
  badge: boolean;
  /**
   * Whether its route base is a page itself (a doc with `slug: /`, or the home page when the docs
   * are at the site root); else the route base leads on to `homePath`.
   */
  rootIsPage: boolean;
}

/** The same page in another version (or that version's first page, when it lacks the page). */
export interface VersionLink {
  name: string;
  label: string;
  path: string;
}

interface PageBase {
  /** Canonical route, without the base URL: `/`, `/docs/ios/installation`. */
  path: string;
  title: string;
  description: string;
  /** Every docs version, current first, for the version dropdown and links to the docs. */
  docsVersions: DocsVersion[];
  /**
   * The build this data comes from (a hash of its content and code, see server/content/pageStore/buildId.ts).
   * The client compares it with its own page's: data from another build means a rollout happened,
   * and it loads the new page in full instead of rendering it with its old code.
   */
  buildId: string;
}

export interface DocPageData extends PageBase {
  kind: 'doc';
  /** Article body, compiled from Markdown once at build time. */
  html: string;
  toc: TocEntry[];
  sidebar: SidebarItem[];
  /** Categories above the page, outermost first. */
  breadcrumbs: string[];
  prev: PageLink | null;
  next: PageLink | null;
  /** Name of the docs version this page belongs to. */
  version: string;
  /** Where to propose a change to this page's Markdown; null when `custom_edit_url: null`. */
  editUrl: string | null;
  /** ISO 8601 time of the page's last commit; null when the build could not know it (no git, no SOURCE_DATE_EPOCH). */
  lastUpdated: string | null;
  versionLinks: VersionLink[];
  /** `hide_title`: the page shows no title heading of its own (its Markdown may have one). */
  hideTitle?: boolean;
  /** Its front matter's `tags`, each linking to the tag's page (`/docs/tags/<permalink>`). */
  tags?: PageLink[];
  /** `keywords`, for the `keywords` meta tag. */
  keywords?: string[];
  /** `image`: the social card (`og:image`), a URL or a path on the site. */
  image?: string;
  /** `unlisted`: reachable by its URL, but not indexed, listed, searched or in the sitemap. */
  unlisted?: boolean;
  /** Who last changed the page, when its front matter's `last_update.author` says. */
  lastUpdatedBy?: string;
  /**
   * The API operation the page documents (its `::operation` directive): the method in capitals
   * (`POST`) and the path requests go to, the server's path before the contract's
   * (`/v2/chat/messages`). Shown as a badge in the page head, the sidebar and search results.
   */
  operation?: { method: string; path: string };
}

export interface HomePageData extends PageBase {
  kind: 'home';
  cards: HomeCard[];
}

export interface NotFoundPageData extends PageBase {
  kind: 'notFound';
  /** Pages the reader may have meant ("Did you mean"), by route and title similarity and a search on the path's words. */
  suggestions?: PageLink[];
}

/** The search page, `/search?q=…`; without JavaScript the form submits to it. */
export interface SearchPageData extends PageBase {
  kind: 'search';
  /** The results for the address's query, when the server rendered it; null on the bare page. */
  results: SearchResults | null;
  /** Why the query was refused, shown instead of results. */
  error: string | null;
}

/** What every page of one blog shows beside its content. */
export interface BlogChrome {
  /** The blog's title ("Blog") and its first list page. */
  title: string;
  home: string;
  /** The recent-posts sidebar (`blogSidebarTitle`, `blogSidebarCount`); null when turned off. */
  sidebar: { title: string; posts: PageLink[] } | null;
  /** Its feeds, for `<link rel="alternate">`: `application/rss+xml` at `/blog/rss.xml`. */
  feeds: { type: string; path: string }[];
}

/**
 * A page of a blog: a post, a list of posts (the blog's pages, a tag's, an author's), the archive,
 * the tags or the authors. Its body is compiled HTML (a post's header, previews and lists are
 * written at build time, as a doc's body is), so one component shows every kind.
 */
export interface BlogPageData extends PageBase {
  kind: 'blog';
  blog: BlogChrome;
  /** The heading above the body; null when the body starts with its own (a post's header). */
  heading: string | null;
  html: string;
  toc: TocEntry[];
  /** A post: the newer and older posts; a list: its newer and older pages. */
  newer: PageLink | null;
  older: PageLink | null;
  editUrl: string | null;
  /** A post's date (ISO 8601) and authors, for the social card's article tags. */
  post?: { published: string; authors: string[]; tags: string[] };
  keywords?: string[];
  image?: string;
  unlisted?: boolean;
}

/**
 * A page of the site's own (`src/pages`): Markdown shown as an article with its table of contents,
 * or a React page's HTML, rendered at build time, across the whole width.
 */
export interface SitePageData extends PageBase {
  kind: 'page';
  /** `markdown` for `.md`/`.mdx`, `react` for a component page. */
  format: 'markdown' | 'react';
  /** A Markdown page's title heading; null when its body holds its own (or it is a React page). */
  heading: string | null;
  html: string;
  toc: TocEntry[];
  keywords?: string[];
  image?: string;
  unlisted?: boolean;
  /**
   * The page renders its own `<main>` (a Docusaurus page inside `@theme/Layout` usually does): the
   * portal's layout then holds it in a plain element, so the page has one main landmark.
   */
  ownMain?: true;
}

/** What `/api/content?path=…` returns and what the server renders from. */
export type PageData = DocPageData | HomePageData | NotFoundPageData | SearchPageData | BlogPageData | SitePageData;

/**
 * What the chrome reads (shared/site-config.ts): the site's settings, some lifted out of `docs`,
 * typed by their schema, and the interface text, which is not a setting.
 */
export interface SiteConfig extends Pick<
  SiteSettings,
  | 'title'
  | 'tagline'
  | 'description'
  | 'company'
  | 'copyrightYear'
  | 'navbarLinks'
  | 'footerColumns'
  | 'editUrlBase'
  | 'homeCards'
> {
  /** Route that `/docs` redirects to. */
  docsHome: SiteSettings['docs']['home'];
  /** Route prefix of the docs: `/docs`. */
  docsRouteBase: SiteSettings['docs']['routeBase'];
  /** Label of the current (unreleased) docs in the version dropdown. */
  currentVersionLabel: SiteSettings['docs']['currentVersionLabel'];
  /** The site's own settings, as site.config.json holds them. */
  settings: SiteSettings;
  notFound: { title: string; description: string; links: SiteLink[]; didYouMean: string };
  /** Text of the search page, the navbar's search box and the search dialog. */
  search: {
    title: string;
    description: string;
    /** The search field's accessible name; also its placeholder. */
    fieldLabel: string;
    submit: string;
    /** `{count}` and `{query}` are filled in; every result is listed. */
    resultCount: string;
    /** The same, for one result. */
    oneResult: string;
    /** Some of `{count}` results are listed: `{shown}` is how many (`10`), or which (`51–73`). */
    someResults: string;
    /** A `page` past the last result. */
    pastLastPage: string;
    noResults: string;
    /** The search page's links to the results before and after the listed ones. */
    pages: { label: string; previous: string; next: string };
    recent: string;
    clearRecent: string;
    seeAll: string;
    failed: string;
    keyHints: { navigate: string; select: string; close: string };
  };
  /** Interface text of the chrome: visible labels and the names of navigation landmarks. */
  labels: {
    skipToContent: string;
    /** The announcement bar's region, and its close button. */
    announcement: string;
    closeAnnouncement: string;
    dropdownMore: string;
    onThisPage: string;
    previousPage: string;
    nextPage: string;
    getStarted: string;
    docsBreadcrumb: string;
    mainNavigation: string;
    docsNavigation: string;
    breadcrumbsNavigation: string;
    pagination: string;
    loadingPage: string;
    switchToDark: string;
    switchToLight: string;
    menu: string;
    openMenu: string;
    closeMenu: string;
    copyCode: string;
    editThisPage: string;
    lastUpdated: string;
    /** Before the author's name: "Last updated on <date> by <author>". */
    lastUpdatedBy: string;
    tags: string;
    copied: string;
    loadError: { title: string; retry: string };
    versionBanner: { unreleased: string; unmaintained: string; latest: string; latestLink: string };
    versionBadge: string;
  };
  /** The blog's interface text, Docusaurus's wording (`theme.blog.*`); `{…}` filled in. */
  blog: {
    newerPost: string;
    olderPost: string;
    postPagination: string;
    newerEntries: string;
    olderEntries: string;
    listPagination: string;
    recentPosts: string;
    readMore: string;
    readMoreAbout: string;
    readingTime: { one: string; many: string };
    pageOf: string;
    archive: string;
    tagged: { one: string; many: string };
    allTags: string;
    viewAllTags: string;
    authors: string;
    viewAllAuthors: string;
    authorPosts: { one: string; many: string };
  };
}
