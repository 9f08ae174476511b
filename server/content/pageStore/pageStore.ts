/**
 * The page store: everything the server serves, built once from the docs (buildPageStore.ts),
 * written to `dist/content.json` by the build and read back at start (pageStoreFile.ts).
 */
import type { NotFoundPageData, PageData, DocsVersion, SidebarItem } from '../../../shared/types.ts';
import type { SerializedSearchIndex } from '../../search/searchIndex.ts';
import type { BlogFeedSource } from '../blog/blogFeedSource.ts';

export interface PageStore {
  /**
   * Names this build: a hash of the store and, from the full build, of the client and server
   * bundles (see buildId.ts). Every page's data carries it too.
   */
  buildId: string;
  /** Page data by canonical route (`/`, `/docs/ios/installation`). */
  pages: Record<string, PageData>;
  /** Rendered for every unknown path; its `path` is replaced by the requested one. */
  notFound: NotFoundPageData;
  /** Every docs version, current first (for the `/docs/<version>` redirects). */
  versions: DocsVersion[];
  /** Each doc's Markdown for machines (served at `<route>.md`), by route. */
  markdown: Record<string, string>;
  /** Each blog's feed items and options: the server writes `rss.xml`, `atom.xml`, `feed.json` from them. */
  feeds: BlogFeedSource[];
  /** The files pages show with `::code-file`, by the route they are downloaded from. */
  codeFiles: Record<string, string>;
  /** Each version's whole sidebar, by version name: what folded categories load (`/api/sidebar`). */
  sidebars: Record<string, SidebarItem[]>;
  /** The full-text index of every version's sections (`/api/search`, `/search`). */
  search: SerializedSearchIndex;
  /**
   * Files of the docs folders that pages show or link to, by the hashed route they are served at,
   * each named by its path from the content root (`docs/guides/img/a.png`): the build copies them
   * into the client's immutable assets (scripts/writeDocAssets.ts).
   */
  docAssets: Record<string, string>;
  /** The current version's API contract as served (`openapi.yaml`, `openapi.json`); null without one. */
  contract: { yaml: string; json: string } | null;
  /**
   * Files pages show that were not there at build time (the build reported each, and went on under
   * DOCS_ON_BROKEN_LINKS=warn): start-up does not refuse the build for them (verifyBuild.ts).
   */
  missingFiles: string[];
}
