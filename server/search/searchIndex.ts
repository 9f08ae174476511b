/**
 * The full-text index: one document per page section, built with the content and stored in the
 * page store as MiniSearch's plain-object form, so the server loads it instead of re-indexing.
 */
import MiniSearch, { type Options } from 'minisearch';
import { indexTerms, indexWords } from './searchTerms.ts';

/** What is indexed for one section; the fields not searched are stored for results. */
export interface SectionDocument {
  /** `<route>#<anchor>` */
  id: string;
  route: string;
  anchor: string;
  version: string;
  /** The page's title. */
  title: string;
  /** The categories above the page ("iOS SDK"): "badge ios" should find the iOS page. */
  area: string;
  heading: string;
  text: string;
  /** Generated from the API contract: weighs less (see siteSearch.ts). */
  generated?: boolean;
}

export type SerializedSearchIndex = ReturnType<MiniSearch<SectionDocument>['toJSON']>;

export const indexOptions: Options<SectionDocument> = {
  fields: ['title', 'area', 'heading', 'text'],
  storeFields: ['route', 'anchor', 'version', 'title', 'area', 'heading', 'text', 'generated'],
  tokenize: indexWords,
  processTerm: (term) => indexTerms(term),
};

/** A section of a page as the Markdown pipeline collects it (rehypeCollectSections). */
export interface IndexedSection {
  /** The heading's id, `''` for the text above the first heading. */
  anchor: string;
  heading: string;
  text: string;
  generated?: boolean;
}

interface IndexedPage {
  route: string;
  version: string;
  title: string;
  breadcrumbs: string[];
  description: string;
  sections: IndexedSection[];
}

/**
 * The version pages outside the docs versions are indexed under (blog posts, the site's own
 * pages): a search of the main docs version finds them too (siteSearch.ts).
 */
export const UNVERSIONED_SEARCH_VERSION = 'unversioned';

/** A page's sections as index documents; the description opens the text above the first heading. */
export function sectionDocuments(page: IndexedPage): SectionDocument[] {
  const [first] = page.sections;
  const intro = first?.anchor === '' ? first : { anchor: '', heading: '', text: '' };
  const sections = [
    { ...intro, text: `${page.description} ${intro.text}`.trim() },
    ...page.sections.filter((section) => section !== intro),
  ];
  // Sections that share an anchor (headings a React page rendered without ids, a heading repeated)
  // are one place to land on: one document, their texts joined, so no id is indexed twice.
  const byAnchor = new Map<string, (typeof sections)[number]>();
  for (const section of sections) {
    const same = byAnchor.get(section.anchor);
    if (!same) byAnchor.set(section.anchor, { ...section });
    else same.text = [same.text, section.heading, section.text].filter(Boolean).join(' ');
  }
  return [...byAnchor.values()].map((section) => ({
    id: `${page.route}#${section.anchor}`,
    route: page.route,
    anchor: section.anchor,
    version: page.version,
    title: page.title,
    area: page.breadcrumbs.join(' '),
    heading: section.heading,
    text: section.text,
    ...(section.generated ? { generated: true } : {}),
  }));
}

export function buildSearchIndex(documents: SectionDocument[]): SerializedSearchIndex {
  const index = new MiniSearch<SectionDocument>(indexOptions);
  index.addAll(documents);
  return index.toJSON();
}

export function loadSearchIndex(serialized: SerializedSearchIndex): MiniSearch<SectionDocument> {
  return MiniSearch.loadJS<SectionDocument>(serialized, indexOptions);
}
