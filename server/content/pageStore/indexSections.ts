/** The search index of assembled pages: every listed doc's and blog post's sections, under its page's title and area. */
import type { DocPageData } from '../../../shared/types.ts';
import {
  UNVERSIONED_SEARCH_VERSION,
  buildSearchIndex,
  type SerializedSearchIndex,
  sectionDocuments,
} from '../../search/searchIndex.ts';
import type { LoadedVersion } from '../sources/loadVersion.ts';
import type { LoadedBlog } from '../blog/loadBlog.ts';
import type { LoadedSitePages } from '../pages/loadSitePages.ts';
import type { AssembledPages } from './assemblePages.ts';

export function indexSections(
  loaded: LoadedVersion[],
  blogs: LoadedBlog[],
  sitePages: LoadedSitePages | null,
  { pages }: AssembledPages,
): SerializedSearchIndex {
  const ownPages = (sitePages?.pages ?? [])
    .filter((page) => !page.unlisted)
    .flatMap((page) =>
      sectionDocuments({
        route: page.route,
        version: UNVERSIONED_SEARCH_VERSION,
        title: page.title,
        description: page.description,
        breadcrumbs: [],
        sections: page.sections,
      }),
    );
  // A post is found by a search of the docs readers land on, under its blog's title.
  const posts = blogs.flatMap(({ source, posts: of }) =>
    of
      .filter((post) => !post.unlisted)
      .flatMap((post) =>
        sectionDocuments({
          route: post.route,
          version: UNVERSIONED_SEARCH_VERSION,
          title: post.title,
          description: post.description,
          breadcrumbs: [source.title],
          sections: post.sections,
        }),
      ),
  );
  return buildSearchIndex([
    ...ownPages,
    ...posts,
    ...loaded.flatMap(({ source, docs }) =>
      // Unlisted pages are reachable by their URL only, as in Docusaurus: search does not offer them.
      docs
        .filter((doc) => doc.frontMatter.unlisted !== true)
        .flatMap((doc) => {
          const { title, description, breadcrumbs } = pages[doc.route] as DocPageData;
          return sectionDocuments({
            route: doc.route,
            version: source.name,
            title,
            description,
            breadcrumbs,
            sections: doc.sections,
          });
        }),
    ),
  ]);
}
