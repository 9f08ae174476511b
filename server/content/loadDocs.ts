/** Reads every Markdown file and `_category_.json` under the docs folder and compiles the docs. */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { TocEntry } from '../../shared/types.ts';
import type { SourceLink } from './remarkCollectLinks.ts';
import { compileMarkdown } from './compileMarkdown.ts';
import { type DocFrontMatter, parseFrontMatter } from './frontMatter.ts';

export interface DocSource {
  /** Path relative to the version's folder, with `/` separators: `ios/installation.md`. */
  file: string;
  /** Path for messages, from the repository root: `docs/ios/installation.md`. */
  sourcePath: string;
  route: string;
  /** Folders between the docs root and the file: `['api', 'chat']`. */
  categoryPath: string[];
  frontMatter: DocFrontMatter;
  html: string;
  toc: TocEntry[];
  links: SourceLink[];
  ids: string[];
}

export interface CategoryMeta {
  label: string;
  position: number | undefined;
}

export interface LoadedDocs {
  docs: DocSource[];
  /** Category metadata by folder path relative to the docs root (`api/chat`). */
  categories: Map<string, CategoryMeta>;
}

/** `ios/installation.md` → `/docs/ios/installation`; an `index.md` stands for its folder. */
export function routeForDocFile(file: string, routeBase = '/docs'): string {
  const withoutExtension = file.replace(/\.md$/, '').replace(/(^|\/)index$/, '');
  return withoutExtension === '' ? routeBase : `${routeBase}/${withoutExtension}`;
}

export interface LoadDocsOptions {
  /** Route prefix of the pages: `/docs`, or `/docs/1.0` for a frozen version. */
  routeBase?: string;
  /** The folder as messages name it, from the repository root: `docs`, `versioned_docs/version-1.0`. */
  displayDir?: string;
}

/** Compiles one version's docs. */
export async function loadDocs(docsDir: string, { routeBase = '/docs', displayDir = 'docs' }: LoadDocsOptions = {}): Promise<LoadedDocs> {
  const entries = await readdir(docsDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(docsDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();

  const categories = new Map<string, CategoryMeta>();
  for (const file of files.filter((name) => name.endsWith('_category_.json'))) {
    const folder = file.slice(0, -'/_category_.json'.length);
    categories.set(folder, parseCategory(await readFile(join(docsDir, file), 'utf8'), `${displayDir}/${file}`));
  }

  const docs = await Promise.all(
    files
      .filter((file) => file.endsWith('.md'))
      .map(async (file): Promise<DocSource> => {
        const sourcePath = `${displayDir}/${file}`;
        const compiled = await compileMarkdown(await readFile(join(docsDir, file), 'utf8'), sourcePath);
        return {
          file,
          sourcePath,
          route: routeForDocFile(file, routeBase),
          categoryPath: file.split('/').slice(0, -1),
          frontMatter: parseFrontMatter(compiled.matter, sourcePath),
          html: compiled.html,
          toc: compiled.toc,
          links: compiled.links,
          ids: compiled.ids,
        };
      }),
  );
  assertUniqueRoutes(docs);
  return { docs, categories };
}

function parseCategory(json: string, file: string): CategoryMeta {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new Error(`${file}: invalid JSON (${(error as Error).message})`);
  }
  const { label, position } = (value ?? {}) as Record<string, unknown>;
  if (typeof label !== 'string' || label === '') throw new Error(`${file}: needs a string "label"`);
  if (position !== undefined && typeof position !== 'number') {
    throw new Error(`${file}: "position" must be a number`);
  }
  return { label, position };
}

/** Two files claiming one route (`ios.md` and `ios/index.md`, or a version named like a folder). */
export function assertUniqueRoutes(docs: DocSource[]): void {
  const seen = new Map<string, string>();
  for (const doc of docs) {
    const other = seen.get(doc.route);
    if (other) throw new Error(`${doc.sourcePath}: route ${doc.route} is already taken by ${other}`);
    seen.set(doc.route, doc.sourcePath);
  }
}
