/**
 * The pages Docusaurus's docs plugin gives each version's tags: the list of every tag
 * (`<version route>/tags`) and a page per tag listing its docs (`…/tags/<permalink>`), with the
 * wording of Docusaurus's theme. Written as HTML, the way generated category indexes are.
 */
import { toHtml } from 'hast-util-to-html';
import { h } from 'hastscript';
import type { DocPageData, DocsVersion } from '../../../shared/types.ts';
import { type DocTag, groupTaggedDocs, tagsRouteOf } from '../navigation/docTags.ts';
import type { DocSource } from '../sources/loadDocs.ts';
import { tagsListHtml } from '../navigation/tagsListHtml.ts';
import { type CompiledVersion, docTagsIn, UNSTAMPED, versionHomeLinks } from './docPage.ts';

/** Docusaurus's `theme.tags.tagsPageTitle`, `theme.docs.tagDocListPageTitle` and `theme.tags.tagsPageLink`. */
const LABELS = {
  allTags: 'Tags',
  taggedWith: (count: number, label: string) => `${count === 1 ? 'One doc' : `${count} docs`} tagged with "${label}"`,
  viewAll: 'View All Tags',
};

/** A version's tag pages by route, with their Markdown for machines. */
export interface VersionTagPages {
  pages: DocPageData[];
  markdown: Record<string, string>;
}

export function versionTagPages(
  version: CompiledVersion,
  versions: CompiledVersion[],
  docsVersions: DocsVersion[],
): VersionTagPages {
  const tagged = groupTaggedDocs(version.docs.map((doc) => ({ doc, tags: docTagsIn(version, doc) })));
  if (tagged.length === 0) return { pages: [], markdown: {} };
  const listRoute = tagsRouteOf(version.source.routeBase);
  const base = pageBase(version, versions, docsVersions);
  // As Docusaurus's getTagVisibility: a tag shows its listed docs; one whose docs are all unlisted
  // keeps its page (unlisted too, for the links of those docs) and is left out of the list.
  const visible = tagged.map(({ tag, docs }) => {
    const listed = docs.filter((doc) => doc.frontMatter.unlisted !== true);
    const shown = [...(listed.length > 0 ? listed : docs)].sort((a, b) => a.title.localeCompare(b.title));
    return { tag, docs: shown, unlisted: listed.length === 0 };
  });
  const listed = visible.filter((entry) => !entry.unlisted).sort((a, b) => a.tag.label.localeCompare(b.tag.label));
  const pages: DocPageData[] = [
    {
      ...base,
      path: listRoute,
      title: LABELS.allTags,
      description: LABELS.allTags,
      html: toHtml(tagsListHtml(listed.map(({ tag, docs }) => ({ tag, count: docs.length })))),
    },
    ...visible.map(({ tag, docs, unlisted }) => ({
      ...base,
      path: tag.permalink,
      title: LABELS.taggedWith(docs.length, tag.label),
      description: tag.description ?? LABELS.taggedWith(docs.length, tag.label),
      html: toHtml(tagPageHtml(tag, docs, listRoute)),
      ...(unlisted ? { unlisted: true } : {}),
    })),
  ];
  const markdown: Record<string, string> = {
    [listRoute]: [
      `# ${LABELS.allTags}`,
      '',
      ...listed.map(({ tag, docs }) => `- [${tag.label}](${tag.permalink}.md) (${docs.length})`),
      '',
    ].join('\n'),
  };
  for (const { tag, docs } of visible)
    markdown[tag.permalink] = [
      `# ${LABELS.taggedWith(docs.length, tag.label)}`,
      '',
      ...(tag.description ? [`> ${tag.description}`, ''] : []),
      ...docs.map((doc) => `- [${doc.title}](${doc.route}.md): ${doc.description}`),
      '',
    ].join('\n');
  return { pages, markdown };
}

/** What every tag page of the version shares: no sidebar, no pagination, the version's place. */
function pageBase(version: CompiledVersion, versions: CompiledVersion[], docsVersions: DocsVersion[]) {
  return {
    kind: 'doc' as const,
    docsVersions,
    buildId: UNSTAMPED,
    toc: [],
    sidebar: [],
    breadcrumbs: [],
    prev: null,
    next: null,
    version: version.source.name,
    editUrl: null,
    lastUpdated: null,
    versionLinks: versionHomeLinks(versions, version),
  };
}

/** The tag's description, a link to every tag, then each doc with its description. */
function tagPageHtml(tag: DocTag, docs: DocSource[], listRoute: string) {
  return h('section.tag-page', [
    ...(tag.description ? [h('p', tag.description)] : []),
    h('p', [h('a', { href: listRoute }, LABELS.viewAll)]),
    ...docs.map((doc) =>
      h('article.tag-page__doc', [h('h2', [h('a', { href: doc.route }, doc.title)]), h('p', doc.description)]),
    ),
  ]);
}
