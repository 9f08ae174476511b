/** A compiled doc as the navigation code sees it, for tests that build sidebars without compiling Markdown. */
import { docIdentity } from '../../server/content/sources/docIdentity.ts';
import type { DocSource } from '../../server/content/sources/loadDocs.ts';
import type { DocFrontMatter } from '../../server/content/markdown/frontMatter.ts';

export function docSource(file: string, title: string, frontMatter: DocFrontMatter = {}): DocSource {
  const identity = docIdentity(file, frontMatter);
  return {
    file,
    sourcePath: `docs/${file}`,
    id: identity.id,
    route: identity.route,
    categoryPath: file.split('/').slice(0, -1),
    isCategoryIndex: identity.isCategoryIndex,
    ...(identity.numberPrefix === undefined ? {} : { numberPrefix: identity.numberPrefix }),
    frontMatter: { title, ...frontMatter },
    title,
    description: `${title}.`,
    apiReferences: [],
    codeFiles: [],
    codeBlocks: [],
    html: '',
    toc: [],
    links: [],
    ids: [],
    sections: [],
    markdown: '',
    lastUpdated: '2025-01-01T00:00:00.000Z',
    warnings: [],
    titleInBody: false,
    assets: [],
  };
}
