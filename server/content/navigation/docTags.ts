/**
 * Docs tags as Docusaurus's docs plugin gives them (`@docusaurus/utils` tags.ts): each tag a doc's
 * front matter names becomes a label and a page at `<version route>/tags/<permalink>`, the same
 * tag on several docs grouped by that page.
 */
import kebabCase from 'lodash.kebabcase';
import type { DocFrontMatter } from '../markdown/frontMatter.ts';
import type { TagsFile } from '../sources/loadTagsFile.ts';

/** A tag resolved for one version: its page's route is `permalink`. */
export interface DocTag {
  label: string;
  /** The tag page's route: `/docs/tags/getting-started`. */
  permalink: string;
  description?: string;
}

/** Where a version's tags are listed: `/docs/tags`, `/docs/next/tags`, `/tags` at the site root. */
export const tagsRouteOf = (versionRouteBase: string) => `${versionRouteBase === '/' ? '' : versionRouteBase}/tags`;

/** `tags/` joined to a permalink as Docusaurus's `normalizeUrl` joins them: one slash between. */
const joinRoute = (base: string, permalink: string) => `${base}/${permalink.replace(/^\/+|\/+$/g, '')}`;

type FrontMatterTag = NonNullable<DocFrontMatter['tags']>[number];

/**
 * One front matter tag: a key of the tags file takes its definition (label and permalink by
 * default from the key), any other name is an inline tag (its permalink lodash's kebab case of it,
 * `Getting Started` → `getting-started`), an object is a tag of its own.
 */
export function resolveTag(tag: FrontMatterTag, tagsRoute: string, tagsFile: TagsFile): DocTag {
  if (typeof tag !== 'string') {
    return { label: tag.label, permalink: joinRoute(tagsRoute, tag.permalink), ...describe(tag.description) };
  }
  const defined = Object.hasOwn(tagsFile, tag) ? tagsFile[tag] : undefined;
  if (!defined) return { label: tag, permalink: joinRoute(tagsRoute, kebabCase(tag)) };
  return {
    label: defined.label ?? tag,
    permalink: joinRoute(tagsRoute, defined.permalink ?? kebabCase(tag)),
    ...describe(defined.description),
  };
}

const describe = (description: string | undefined) => (description ? { description } : {});

/** A doc's tags, each once (two names leading to one page are one tag). */
export const tagsOfDoc = (frontMatter: DocFrontMatter, versionRouteBase: string, tagsFile: TagsFile): DocTag[] =>
  tagsBelow(frontMatter, tagsRouteOf(versionRouteBase), tagsFile);

/** A page's tags with their pages below `tagsRoute` (a docs version's, a blog's `tagsBasePath`), each once. */
export function tagsBelow(frontMatter: Pick<DocFrontMatter, 'tags'>, tagsRoute: string, tagsFile: TagsFile): DocTag[] {
  const byPermalink = new Map<string, DocTag>();
  for (const tag of frontMatter.tags ?? []) {
    const resolved = resolveTag(tag, tagsRoute, tagsFile);
    if (!byPermalink.has(resolved.permalink)) byPermalink.set(resolved.permalink, resolved);
  }
  return [...byPermalink.values()];
}

/** A tag with the docs that carry it, as its page lists them. */
export interface TaggedDocs<Doc> {
  tag: DocTag;
  docs: Doc[];
}

/**
 * Every tag of a version with its docs, grouped by permalink; the label and description are the
 * first doc's that names the tag (in file order), as Docusaurus takes the first.
 */
export function groupTaggedDocs<Doc>(docs: { doc: Doc; tags: DocTag[] }[]): TaggedDocs<Doc>[] {
  const groups = new Map<string, TaggedDocs<Doc>>();
  for (const { doc, tags } of docs) {
    for (const tag of tags) {
      const group = groups.get(tag.permalink);
      if (group) {
        group.docs.push(doc);
        if (!group.tag.description && tag.description) group.tag = { ...group.tag, description: tag.description };
      } else groups.set(tag.permalink, { tag, docs: [doc] });
    }
  }
  return [...groups.values()];
}
