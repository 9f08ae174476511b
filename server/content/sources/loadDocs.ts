/** Reads every Markdown file and `_category_.json` under the docs folder and compiles the docs. */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { z } from 'zod';
import { DOCS_ROUTE_BASE } from '../../../shared/docsRoutes.ts';
import type { TocEntry } from '../../../shared/types.ts';
import type { PageSection } from '../markdown/plugins/rehypeCollectSections.ts';
import type { SourceLink } from '../markdown/plugins/remarkCollectLinks.ts';
import type { Contract } from '../../contract/contract.ts';
import { compileMarkdown } from '../markdown/compileMarkdown.ts';
import { expandFacts } from '../markdown/expandFacts.ts';
import type { ApiReferenceUse } from '../markdown/plugins/remarkApiReference.ts';
import type { CodeFile } from '../markdown/plugins/remarkCodeFile.ts';
import type { CodeBlock } from '../markdown/plugins/remarkCollectCodeBlocks.ts';
import { type Facts, loadFacts } from './loadFacts.ts';
import { lastCommitDates, lastUpdated, sourceDateEpoch } from './lastUpdated.ts';
import { routeForDocFile } from '../docRoutes.ts';
import { type DocFrontMatter, parseFrontMatter } from '../markdown/frontMatter.ts';

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
  /** The page's text by section, for search. */
  sections: PageSection[];
  /** The Markdown, facts and generated reference written out, front matter removed (served at `<route>.md`). */
  markdown: string;
  /** What the page documents from the API contract (each operation and event belongs on one page). */
  apiReferences: ApiReferenceUse[];
  /** The files it shows with `::code-file`, downloadable at their route. */
  codeFiles: CodeFile[];
  /** Its fenced code blocks, for `npm run check:samples` (not kept in the page store). */
  codeBlocks: CodeBlock[];
  /** ISO 8601 time of the last change; null when git does not know the file (see lastUpdated.ts). */
  lastUpdated: string | null;
}

/** A `_category_.json`; each issue's message completes "<file>: …". */
const categorySchema = z.object(
  {
    label: z.string({ error: 'needs a string "label"' }).min(1, { error: 'needs a string "label"' }),
    position: z.number({ error: '"position" must be a number' }).optional(),
  },
  { error: 'needs a string "label"' },
);

export type CategoryMeta = z.infer<typeof categorySchema>;

export interface LoadedDocs {
  docs: DocSource[];
  /** Category metadata by folder path relative to the docs root (`api/chat`). */
  categories: Map<string, CategoryMeta>;
}

export interface LoadDocsOptions {
  /** Route prefix of the pages: `/docs`, or `/docs/1.0` for a frozen version. */
  routeBase?: string;
  /** The folder as messages name it, from the repository root: `docs`, `versioned_docs/version-1.0`. */
  displayDir?: string;
  /** What `::operation` and `::webhook` read; null when the site has no API contract. */
  contract?: Contract | null;
  /** What `{{name}}` reads: the docs folder's `_facts.yaml` (loadDocs reads it when not given). */
  facts?: Facts;
}

/** Compiles one version's docs. */
export async function loadDocs(docsDir: string, options: LoadDocsOptions = {}): Promise<LoadedDocs> {
  const entries = await readdir(docsDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(docsDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
  const categories = await loadCategories(docsDir, files, options);
  options = { ...options, facts: options.facts ?? (await loadFacts(docsDir, options.displayDir)) };
  const commitDates = await lastCommitDates(docsDir);
  const fallbackDate = sourceDateEpoch();
  const docs = await Promise.all(
    files.filter(isDocFile).map((file) => loadDoc(docsDir, file, options, commitDates, fallbackDate)),
  );
  assertUniqueRoutes(docs);
  return { docs, categories };
}

export const isDocFile = (file: string) => file.endsWith('.md');
export const isCategoryFile = (file: string) => file.endsWith('_category_.json');

/** Compiles one Markdown file (the dev server recompiles only what changed). */
export async function loadDoc(
  docsDir: string,
  file: string,
  { routeBase = DOCS_ROUTE_BASE, displayDir = 'docs', contract = null, facts = new Map() }: LoadDocsOptions = {},
  commitDates = new Map<string, string>(),
  fallbackDate = sourceDateEpoch(),
): Promise<DocSource> {
  const sourcePath = `${displayDir}/${file}`;
  const text = expandFacts(await readFile(join(docsDir, file), 'utf8'), facts, sourcePath);
  const compiled = await compileMarkdown(text, sourcePath, { file, routeBase, docsDir }, contract);
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
    sections: compiled.sections,
    markdown: compiled.expandedSource.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '').trimStart(),
    apiReferences: compiled.apiReferences,
    codeFiles: compiled.codeFiles,
    codeBlocks: compiled.codeBlocks,
    lastUpdated: lastUpdated(file, commitDates, fallbackDate),
  };
}

/** `_category_.json` files give folders their sidebar label and position. */
export async function loadCategories(
  docsDir: string,
  files: string[],
  { displayDir = 'docs' }: LoadDocsOptions = {},
): Promise<Map<string, CategoryMeta>> {
  const categories = new Map<string, CategoryMeta>();
  for (const file of files.filter(isCategoryFile)) {
    const folder = file.slice(0, -'/_category_.json'.length);
    categories.set(folder, parseCategory(await readFile(join(docsDir, file), 'utf8'), `${displayDir}/${file}`));
  }
  return categories;
}

function parseCategory(json: string, file: string): CategoryMeta {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new Error(`${file}: invalid JSON (${(error as Error).message})`, { cause: error });
  }
  const result = categorySchema.safeParse(value);
  if (!result.success) throw new Error(`${file}: ${result.error.issues[0]?.message ?? 'invalid category'}`);
  return result.data;
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
