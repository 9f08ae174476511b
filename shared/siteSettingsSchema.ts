/**
 * site.config.json's schema, and the one description of the site's settings: their types are
 * inferred from it. The build checks the file against it (server/content/sources/siteSettings.ts);
 * the client imports only the types, which compile away, so zod stays out of the browser.
 */
import { z } from 'zod';
import { quoteUrl, unsafeUrlReason } from './safeUrl.ts';

/** A URL of the chrome (navbar, footer, edit links): never one that runs script (shared/safeUrl.ts). */
const safeUrl = z.string().superRefine((value, context) => {
  const reason = unsafeUrlReason(value);
  if (reason) context.addIssue({ code: 'custom', message: `${quoteUrl(value)} is not allowed: ${reason}` });
});
const siteLink = z.object({ label: z.string().min(1), href: safeUrl.min(1) });
/** What link checking does with a broken link or anchor (Docusaurus's `onBrokenLinks`). */
const brokenLinkAction = z.enum(['throw', 'warn', 'ignore']);
const route = z.string().regex(/^\/(?:[^/].*)?$/, { error: 'must be a path starting with "/"' });
const footerColumn = z.object({ title: z.string(), links: z.array(siteLink) });
/**
 * A navbar item that opens a list of links (Docusaurus's `type: 'dropdown'`); its label links too
 * when it has an `href`.
 */
const navbarDropdown = z.object({
  label: z.string().min(1),
  href: safeUrl.min(1).optional(),
  items: z.array(siteLink).min(1),
});
const navbarItem = z.union([siteLink, navbarDropdown]);
/** What Docusaurus's `versions.<name>` option may set for one docs version. */
const versionOptions = z.object({
  /** Its path segment after the route base: `next`, `v2`, or `` for the route base itself. */
  path: z
    .string()
    .regex(/^[\w.-]*$/, { error: 'must be one path segment such as "v2"' })
    .optional(),
  label: z.string().min(1).optional(),
  banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
  badge: z.boolean().optional(),
});
/** Docusaurus's version options of a docs plugin instance, with its meaning and defaults. */
const versioning = {
  /** The version served at the route base: the newest of versions.json by default, else `current`. */
  lastVersion: z.string().optional(),
  /** Whether the current docs (the folder itself) are served too; true by default. */
  includeCurrentVersion: z.boolean().optional(),
  /** Only these versions (`current` and names of versions.json) are built. */
  onlyIncludeVersions: z.array(z.string()).optional(),
  versions: z.record(z.string(), versionOptions).optional(),
};
/** A path on the site (`/img/logo.svg`, under `static/` or `public/`) or a URL of an image. */
const imagePath = safeUrl.refine((value) => value.startsWith('/') || /^https:\/\//.test(value), {
  error: 'must be a path on the site such as "/img/logo.svg" or an https URL',
});
/** A CSS colour the brand stylesheet can read: `#2e8555`, `rgb(46 133 85)`. */
const cssColor = z
  .string()
  .regex(/^(?:#[\da-f]{3,8}|(?:rgb|hsl)a?\([^)]*\))$/i, { error: 'must be a colour such as "#2e8555"' });
/** An image of the chrome: its file (and dark-mode form), its text alternative, its size in CSS pixels. */
const chromeImage = {
  src: imagePath,
  srcDark: imagePath.optional(),
  alt: z.string().optional(),
  width: z.number().positive().optional(),
  height: z.number().positive().optional(),
};
/** A card on the home page leading to one area of the docs. */
const homeCard = z.object({ title: z.string(), description: z.string(), path: z.string() });

/** A path segment below a blog's route base (`archive`, `tags`, `page`, `authors`). */
const blogSegment = z.string().regex(/^[\w.-]+(?:\/[\w.-]+)*$/, { error: 'must be a path segment such as "archive"' });
/**
 * One blog, as one `@docusaurus/plugin-content-blog` instance serves it: its posts from a folder,
 * at a route base. Option names and defaults are Docusaurus's (handbook/docusaurus.md#the-blog).
 */
const blogInstance = z.object({
  /** The plugin instance's id: `default`, `releases`. */
  id: z.string().regex(/^[\w-]+$/, { error: 'must be a name such as "releases"' }),
  /** Its folder, from the content root: `blog`. */
  path: z.string().regex(/^[\w.-]+(?:\/[\w.-]+)*$/, { error: 'must be a folder of the content root' }),
  routeBase: route.refine((value) => value !== '/' && !value.endsWith('/'), {
    error: 'must be a path such as "/blog"',
  }),
  /** The list pages' title and description ("Blog"). */
  blogTitle: z.string().min(1).optional(),
  blogDescription: z.string().optional(),
  /** Posts on one list page (10), or `ALL` on one page. */
  postsPerPage: z.union([z.number().int().positive(), z.literal('ALL')]).optional(),
  /** Posts in the sidebar (5), `ALL`, or 0 for no sidebar; and its title ("Recent posts"). */
  blogSidebarCount: z.union([z.number().int().min(0), z.literal('ALL')]).optional(),
  blogSidebarTitle: z.string().optional(),
  /** "5 min read" beside each post's date (true). */
  showReadingTime: z.boolean().optional(),
  /** Newest first (`descending`, the default) or oldest first. */
  sortPosts: z.enum(['descending', 'ascending']).optional(),
  /** Segments below the route base; `archiveBasePath: null` serves no archive. */
  archiveBasePath: blogSegment.nullable().optional(),
  tagsBasePath: blogSegment.optional(),
  pageBasePath: blogSegment.optional(),
  authorsBasePath: blogSegment.optional(),
  /** The authors file, from the blog's folder (`authors.yml`). */
  authorsMapPath: z.string().min(1).optional(),
  /** Where its posts' source lives: "Edit this page" links to `<editUrl><path from the content root>`. */
  editUrl: safeUrl.optional(),
  /** The feeds served beside it (`rss`, `atom` by default; `[]` for none), and what they say. */
  feedOptions: z
    .object({
      type: z.array(z.enum(['rss', 'atom', 'json'])).optional(),
      title: z.string().optional(),
      description: z.string().optional(),
      copyright: z.string().optional(),
      /** The newest posts a feed holds (20); `false` for all. */
      limit: z.union([z.number().int().positive(), z.literal(false)]).optional(),
    })
    .optional(),
});

/** site.config.json: the settings of the site itself, which `npm run import:docusaurus` writes. */
export const siteSettingsSchema = z.object({
  /** A note to whoever edits the file; nothing reads it. */
  $comment: z.string().optional(),
  /** Navbar title. */
  title: z.string().min(1),
  tagline: z.string(),
  description: z.string(),
  company: z.string(),
  copyrightYear: z.number().int(),
  /** The public origin (`https://docs.example.com`): SITE_URL's default. */
  url: z.url().optional(),
  /** The path prefix (`/docs-site/`): BASE_URL's default. */
  baseUrl: z
    .string()
    .regex(/^\/(.*\/)?$/, { error: 'must start and end with "/"' })
    .optional(),
  docs: z.object({
    /** Route prefix of the docs: `/docs`, or `/` for docs at the site root (Docusaurus's `routeBasePath`). */
    routeBase: route.refine((value) => value === '/' || !value.endsWith('/'), {
      error: 'must be a path such as "/docs" or "/"',
    }),
    /** Where `/docs`, the navbar's docs link and "Get started" lead. */
    home: route,
    /** Label of the current (unreleased) docs in the version dropdown. */
    currentVersionLabel: z.string().min(1),
    ...versioning,
  }),
  /**
   * More docs folders, each at its own route base, as more `@docusaurus/plugin-content-docs`
   * instances are (`architecture/` at `/architecture`); versioned like `docs` in `<id>_versions.json`.
   */
  docsInstances: z
    .array(
      z.object({
        /** The plugin instance's id: `architecture`. */
        id: z.string().regex(/^[\w-]+$/, { error: 'must be a name such as "architecture"' }),
        /** The folder of its current docs, from the content root: `architecture`. */
        path: z.string().regex(/^[\w.-]+(?:\/[\w.-]+)*$/, { error: 'must be a folder of the content root' }),
        routeBase: route.refine((value) => value === '/' || !value.endsWith('/'), {
          error: 'must be a path such as "/architecture"',
        }),
        /** Its sidebars file, from the content root; without one the sidebar follows the folders. */
        sidebarPath: z.string().optional(),
        currentVersionLabel: z.string().min(1).optional(),
        ...versioning,
      }),
    )
    .optional(),
  /**
   * The site's blogs, each a folder of posts beside `docs/` (`{ "id": "default", "path": "blog",
   * "routeBase": "/blog" }`); none when absent. The import writes one per blog the site has.
   */
  blogs: z.array(blogInstance).optional(),
  /**
   * The site's own pages, as Docusaurus's pages plugin serves `src/pages`: the folder, from the
   * content root (`site/src/pages`, where the import puts a site's code). Markdown and MDX pages,
   * and React pages (`.js`, `.jsx`, `.ts`, `.tsx`) rendered at build time; `index` is its folder's page.
   */
  pages: z
    .object({ path: z.string().regex(/^[\w.-]+(?:\/[\w.-]+)*$/, { error: 'must be a folder of the content root' }) })
    .optional(),
  /**
   * The site's look, as Docusaurus's `themeConfig` and custom CSS give it (the import writes it):
   * the navbar logo (and its dark-mode form), the favicon, and the primary colour in each mode.
   */
  brand: z
    .object({
      logo: z.object(chromeImage).optional(),
      /** The image above the footer's copyright line (Docusaurus's `footer.logo`), linking to `href` when it has one. */
      footerLogo: z.object({ ...chromeImage, href: safeUrl.min(1).optional() }).optional(),
      favicon: imagePath.optional(),
      primaryColor: z.object({ light: cssColor.optional(), dark: cssColor.optional() }).optional(),
    })
    .optional(),
  /**
   * Colour mode, as Docusaurus's `themeConfig.colorMode`: the mode a first visit gets (`light`),
   * whether the reader's system setting decides it instead until they choose (`false`), and
   * whether the switch is hidden (`false`). A reader's own choice is kept either way.
   */
  colorMode: z
    .object({
      defaultMode: z.enum(['light', 'dark']).optional(),
      respectPrefersColorScheme: z.boolean().optional(),
      disableSwitch: z.boolean().optional(),
    })
    .optional(),
  /**
   * A line above the navbar on every page (Docusaurus's `themeConfig.announcementBar`): its HTML
   * (links, emphasis; checked by server/content/sources/announcementHtml.ts), its colours, and
   * whether a reader may close it, which is then remembered for its `id`.
   */
  announcementBar: z
    .object({
      id: z.string().min(1),
      content: z.string().min(1),
      backgroundColor: cssColor.optional(),
      textColor: cssColor.optional(),
      isCloseable: z.boolean().optional(),
    })
    .optional(),
  /** Where the docs' source lives: "Edit this page" links to `<editUrlBase><path in repository>`. */
  editUrlBase: safeUrl,
  /** The navbar's links, and lists of links under one label (dropdowns). */
  navbarLinks: z.array(navbarItem),
  footerColumns: z.array(footerColumn),
  homeCards: z.array(homeCard),
  onBrokenLinks: brokenLinkAction,
  onBrokenAnchors: brokenLinkAction,
  /** A file a page loads that is not there (Docusaurus's `markdown.hooks.onBrokenMarkdownImages`); `throw` when absent. */
  onBrokenMarkdownImages: brokenLinkAction.optional(),
  /** What a page that cannot be built does: `throw` (the default, as in Docusaurus) or `warn` (a notice in its place). */
  onPageError: z.enum(['throw', 'warn']).optional(),
  /** How `.md` files are parsed: `mdx` (Docusaurus 3's default), `md` (CommonMark), `detect` (by extension). */
  markdownFormat: z.enum(['mdx', 'md', 'detect']),
  /** highlight.js grammars enabled besides the common ones (`kotlin`, `dockerfile`). */
  extraCodeLanguages: z.array(z.string()),
  /** Docusaurus's `markdown.mdx1Compat`: `comments` (default on) accepts `<!-- … -->` in MDX pages and drops them. */
  mdx1Compat: z.object({ comments: z.boolean().optional() }).optional(),
  /**
   * The Docusaurus major version the site was built with; the import writes `2` for a Docusaurus 2
   * site, whose pages are then read as MDX 1 read them (autolinks, `<` and `{` as text, `<br>`).
   * Absent: Docusaurus 3 (MDX 3), as for the portal's own docs.
   */
  docusaurusVersion: z.union([z.literal(2), z.literal(3)]).optional(),
  /** Expand the portal's `{{name}}` facts from the docs' `_facts.yaml` (default off: imported sites use `{{` in code). */
  facts: z.boolean().optional(),
  /**
   * Plugins, presets and themes the site's Docusaurus config names that were not installed when it
   * was imported (`docusaurus-plugin-internaldocs-fb`): a component their theme gives every page
   * is named with them where a page uses it.
   */
  pluginsNotInstalled: z.array(z.string().min(1)).optional(),
  /**
   * The theme folders of the installed plugins the site's config lists, relative to the site's code
   * folder (`site/`), the last winning: `@theme/X` the site's `src/theme/` lacks is looked up there,
   * as in Docusaurus (`node_modules/docusaurus-plugin-x/theme`). Written by the import.
   */
  themePaths: z
    .array(z.string().regex(/^(?!\/)(?!.*(?:^|\/)\.\.(?:\/|$)).+$/, { error: 'must be a path inside site/' }))
    .optional(),
  /** Docusaurus remark plugins the docs go through (`@docusaurus/remark-plugin-npm2yarn`), with their options. */
  remarkPlugins: z
    .array(z.object({ name: z.string().min(1), options: z.record(z.string(), z.unknown()).optional() }))
    .optional(),
  /** Docusaurus's `customFields`, which the site's code reads through `useDocusaurusContext()` (JSON values only). */
  customFields: z.record(z.string(), z.unknown()).optional(),
  /** Hosts whose pages an `<iframe>` may show (`codesandbox.io`, `*.example.com`); the CSP's frame-src follows them. */
  embeds: z
    .object({ allowedHosts: z.array(z.string().regex(/^(\*\.)?[a-z0-9.-]+$/i, { error: 'must be a host name' })) })
    .optional(),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type SiteLink = z.infer<typeof siteLink>;
export type FooterColumn = z.infer<typeof footerColumn>;
export type NavbarItem = z.infer<typeof navbarItem>;
export type NavbarDropdown = z.infer<typeof navbarDropdown>;
export type ChromeImage = NonNullable<NonNullable<SiteSettings['brand']>['logo']>;
export type HomeCard = z.infer<typeof homeCard>;
export type BrokenLinkAction = z.infer<typeof brokenLinkAction>;
export type BlogSettings = z.infer<typeof blogInstance>;
export type DocsInstanceSettings = NonNullable<SiteSettings['docsInstances']>[number];
/** The version options shared by `docs` and each of `docsInstances`. */
export type DocsVersioning = Pick<
  DocsInstanceSettings,
  'lastVersion' | 'includeCurrentVersion' | 'onlyIncludeVersions' | 'versions'
>;
