/** The search index of assembled pages: every listed doc's sections, under its page's title and area. */
import type { DocPageData } from '../../../shared/types.ts';
import { buildSearchIndex, type SerializedSearchIndex, sectionDocuments } from '../../search/searchIndex.ts';
import type { LoadedVersion } from '../sources/loadVersion.ts';
import type { AssembledPages } from './assemblePages.ts';

export function indexSections(loaded: LoadedVersion[], { pages }: AssembledPages): SerializedSearchIndex {
  return buildSearchIndex(
    loaded.flatMap(({ source, docs }) =>
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
  );
}
