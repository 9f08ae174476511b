/** The site's own pages as the store serves them: page data, Markdown for machines, route claims. */
import type { DocsVersion, SitePageData } from '../../../shared/types.ts';
import type { LoadedSitePages } from './loadSitePages.ts';

export function sitePagesData(
  loaded: LoadedSitePages | null,
  docsVersions: DocsVersion[],
  buildId: string,
): { pages: SitePageData[]; markdown: Record<string, string> } {
  const pages: SitePageData[] = [];
  const markdown: Record<string, string> = {};
  for (const page of loaded?.pages ?? []) {
    pages.push({
      kind: 'page',
      path: page.route,
      title: page.title,
      description: page.description,
      docsVersions,
      buildId,
      format: page.format,
      heading: page.heading,
      html: page.html,
      toc: page.toc,
      ...(page.keywords ? { keywords: page.keywords } : {}),
      ...(page.image ? { image: page.image } : {}),
      ...(page.unlisted ? { unlisted: true } : {}),
      // React renders an element's tag as `<main>` or `<main class…>`; text holding it is escaped.
      ...(page.format === 'react' && /<main[\s>]/.test(page.html) ? { ownMain: true as const } : {}),
    });
    markdown[page.route] = `# ${page.title}\n\n> ${page.description}\n\n${page.markdown}`;
  }
  return { pages, markdown };
}
