/** Turns the compiled docs into the page store: every route's `PageData`, built once. */
import { siteConfig } from '../../shared/site-config.ts';
import type { DocPageData, NotFoundPageData, PageData } from '../../shared/types.ts';
import { BrokenLinksError, findBrokenLinks } from './checkLinks.ts';
import { loadDocs } from './loadDocs.ts';
import { buildSidebar, placeInSidebar } from './sidebar.ts';

export interface PageStore {
  /** Page data by canonical route (`/`, `/docs/ios/installation`). */
  pages: Record<string, PageData>;
  /** Rendered for every unknown path; its `path` is replaced by the requested one. */
  notFound: NotFoundPageData;
}

export async function buildPageStore(docsDir: string): Promise<PageStore> {
  const { docs, categories } = await loadDocs(docsDir);
  const brokenLinks = findBrokenLinks(docs, ['/']);
  if (brokenLinks.length > 0) throw new BrokenLinksError(brokenLinks);
  const sidebar = buildSidebar(docs, categories);
  const placements = placeInSidebar(sidebar);

  const pages: Record<string, PageData> = {
    '/': {
      kind: 'home',
      path: '/',
      title: siteConfig.tagline,
      description: siteConfig.description,
      cards: siteConfig.homeCards,
    },
  };
  for (const doc of docs) {
    const placement = placements.get(doc.route);
    const page: DocPageData = {
      kind: 'doc',
      path: doc.route,
      title: doc.frontMatter.title,
      description: doc.frontMatter.description,
      html: doc.html,
      toc: doc.toc,
      sidebar,
      breadcrumbs: placement?.breadcrumbs ?? [],
      prev: placement?.prev ?? null,
      next: placement?.next ?? null,
    };
    pages[doc.route] = page;
  }

  return {
    pages,
    notFound: {
      kind: 'notFound',
      path: '/404',
      title: siteConfig.notFound.title,
      description: siteConfig.notFound.description,
    },
  };
}
