/**
 * What building a version's sidebars needs: its docs and category files, and the two lookups
 * both kinds of sidebar share (a doc's item, where a category's label leads). Generated index
 * pages are registered here as categories ask for them.
 */
import GithubSlugger from 'github-slugger';
import type { SidebarDoc } from '../../../shared/types.ts';
import { pageOperation } from '../apiReference/pageOperation.ts';
import type { CategoryLink, CategoryMeta } from '../sources/loadCategories.ts';
import type { DocSource } from '../sources/loadDocs.ts';

/** A page Docusaurus generates for a category with `link: {type: 'generated-index'}`: its items as cards. */
export interface GeneratedIndex {
  route: string;
  title: string;
  description: string;
  /** The category's label, which finds its items in the sidebar. */
  label: string;
}

export class SidebarContext {
  readonly generatedIndexes: GeneratedIndex[] = [];
  /** Problems found while building, each naming its file; the build reports them all. */
  readonly problems: string[] = [];
  readonly #byId: Map<string, DocSource>;
  // One slugger for the version, as Docusaurus's categoryLabelSlugger: a second "Guides" is `guides-1`.
  readonly #categorySlugs = new GithubSlugger();

  constructor(
    readonly docs: DocSource[],
    readonly categories: Map<string, CategoryMeta>,
    readonly displayDir: string,
    /** Route prefix of the version's pages, under which generated indexes live (`/docs/category/…`). */
    readonly routeBase: string,
  ) {
    this.#byId = new Map(docs.map((doc) => [doc.id, doc]));
  }

  doc(id: string): DocSource | undefined {
    return this.#byId.get(id);
  }

  docItem(doc: DocSource, label?: string, className?: string): SidebarDoc {
    const name = className ?? doc.frontMatter.sidebarClassName;
    // The method of the operation the page documents, so the sidebar draws its badge.
    const method = pageOperation(doc.apiReferences)?.method;
    return {
      type: 'doc',
      label: label ?? doc.frontMatter.sidebarLabel ?? doc.title,
      path: doc.route,
      ...(name ? { className: name } : {}),
      ...(method ? { method } : {}),
    };
  }

  /** The route a category's label links to, or undefined; `where` names the file for errors. */
  categoryLink(link: CategoryLink | undefined, label: string, where: string): string | undefined {
    if (!link) return undefined;
    if (link.type === 'doc') {
      const doc = this.doc(link.id);
      if (!doc) this.problems.push(`${where}: category "${label}" links to unknown doc id "${link.id}"`);
      return doc?.route;
    }
    const slug = link.slug ?? `/category/${this.#categorySlugs.slug(label)}`;
    const route = `${this.routeBase}${slug.startsWith('/') ? slug : `/${slug}`}`.replace(/\/+$/, '');
    this.generatedIndexes.push({ route, title: link.title ?? label, description: link.description ?? '', label });
    return route;
  }
}
