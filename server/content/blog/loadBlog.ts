/**
 * Reads and compiles one blog's posts, as `@docusaurus/plugin-content-blog` finds them: every `.md`
 * and `.mdx` file of its folder except `_`-prefixed files and folders (partials); dated by front
 * matter, file name or git; drafts left out of builds; each post compiled as a doc page is (MDX,
 * site code, safe HTML), and its preview (the part before `<!-- truncate -->`) compiled too.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import readingTime from 'reading-time';
import { siteConfig } from '../../../shared/site-config.ts';
import { compileMarkdown } from '../markdown/compileMarkdown.ts';
import { parseFrontMatter } from '../markdown/frontMatter.ts';
import { formatOf } from '../markdown/markdownFormat.ts';
import { readFrontMatter, withoutFrontMatter } from '../markdown/readFrontMatter.ts';
import { tagsBelow } from '../navigation/docTags.ts';
import { firstCommitDates, sourceDateEpoch } from '../sources/lastUpdated.ts';
import { loadTagsFile, type TagsFile } from '../sources/loadTagsFile.ts';
import { folderFiles } from '../sources/folderFiles.ts';
import { byFileThenLine, linesOf } from '../sources/settleAll.ts';
import { type AuthorsMap, loadAuthorsMap, postAuthors } from './blogAuthors.ts';
import type { BlogPost } from './blogPost.ts';
import type { BlogSource } from './blogSources.ts';
import { parsePostFileName, postRoute } from './postIdentity.ts';

/** Docusaurus's default `truncateMarker`: `<!-- truncate -->` in Markdown, `{/* truncate *\/}` in MDX. */
const TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

export interface LoadedBlog {
  source: BlogSource;
  /** Newest first, or oldest first under `sortPosts: ascending`; drafts left out. */
  posts: BlogPost[];
  authorsMap: AuthorsMap;
  tagsFile: TagsFile;
  /** Every problem of the posts that could not be built, sorted by file and line (those posts are left out). */
  problems: string[];
}

const isPostFile = (file: string) => /\.mdx?$/.test(file) && !file.split('/').some((part) => part.startsWith('_'));

export async function loadBlog(source: BlogSource, { includeDrafts = false } = {}): Promise<LoadedBlog> {
  const authorsFile = `${source.displayDir}/${source.authorsMapPath}`;
  const [files, authorsMap, tagsFile, addedDates] = await Promise.all([
    folderFiles(source.dir).then((all) => all.filter(isPostFile)),
    loadAuthorsMap(source.dir, source.displayDir, source.authorsMapPath),
    loadTagsFile(source.dir, source.displayDir),
    firstCommitDates(source.dir),
  ]);
  const problems: string[] = [];
  // Routes first, so that a post's links to other posts' files resolve.
  const read = await Promise.all(
    files.map(async (file) => {
      const text = await readFile(join(source.dir, file), 'utf8');
      try {
        const matter = readFrontMatter(text, `${source.displayDir}/${file}`);
        const slug = typeof matter.slug === 'string' ? matter.slug : undefined;
        return { file, text, matter, route: postRoute(source.routeBase, parsePostFileName(file), slug) };
      } catch (error) {
        problems.push(...linesOf(error));
        return null;
      }
    }),
  );
  const pages = read.flatMap((page) => (page !== null && (includeDrafts || page.matter.draft !== true) ? [page] : []));
  const routesByFile = new Map(pages.map(({ file, route }) => [file, route]));
  const context = { source, authorsMap, authorsFile, tagsFile, routesByFile, addedDates };
  const posts: BlogPost[] = [];
  for (const outcome of await Promise.all(pages.map((page) => compilePost(page, context)))) {
    if ('problems' in outcome) problems.push(...outcome.problems);
    else posts.push(outcome.post);
  }
  // Two posts at one route are reported with every other page's route (assemblePages.ts).
  // Newest first; posts of one day in file order (the sort is stable), as Docusaurus lists them.
  posts.sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  if (source.sortPosts === 'ascending') posts.reverse();
  return { source, posts, authorsMap, tagsFile, problems: problems.sort(byFileThenLine) };
}

interface PostContext {
  source: BlogSource;
  authorsMap: AuthorsMap;
  authorsFile: string;
  tagsFile: TagsFile;
  routesByFile: ReadonlyMap<string, string>;
  addedDates: Map<string, string>;
}

async function compilePost(
  page: { file: string; text: string; matter: Record<string, unknown>; route: string },
  { source, authorsMap, authorsFile, tagsFile, routesByFile, addedDates }: PostContext,
): Promise<{ post: BlogPost } | { problems: string[] }> {
  const { file, text, matter, route } = page;
  const sourcePath = `${source.displayDir}/${file}`;
  const location = { file, routeBase: source.routeBase, docsDir: source.dir, routesByFile };
  const format = formatOf(file, matter.format, siteConfig.settings.markdownFormat);
  try {
    const compiled = await compileMarkdown(text, sourcePath, location, null, format);
    const frontMatter = parseFrontMatter(compiled.matter, sourcePath);
    const authors = postAuthors(compiled.matter, authorsMap, {
      sourcePath,
      authorsFile,
      authorsRoute: source.routes.authors,
    });
    const marker = TRUNCATE_MARKER.exec(text);
    // The preview is the post up to its marker, compiled on its own: its imports and front matter come first.
    const preview = marker
      ? await compileMarkdown(text.slice(0, marker.index), sourcePath, location, null, format)
      : null;
    const fileName = parsePostFileName(file);
    const title = frontMatter.title ?? compiled.contentTitle ?? fileName.text;
    const body = withoutFrontMatter(compiled.expandedSource).trimStart();
    return {
      post: {
        file,
        sourcePath,
        route,
        title,
        description: frontMatter.description ?? compiled.excerpt ?? '',
        date: await postDate(compiled.matter.date, fileName.date, { sourcePath, file, dir: source.dir, addedDates }),
        ...(source.showReadingTime ? { readingTime: readingTime(body).minutes } : {}),
        authors,
        tags: tagsBelow(frontMatter, source.routes.tags, tagsFile),
        html: compiled.html,
        previewHtml: preview ? preview.html : compiled.html,
        truncated: marker !== null,
        toc: frontMatter.hideTableOfContents ? [] : compiled.toc,
        titleInBody: compiled.titleInBody,
        links: compiled.links,
        ids: compiled.ids,
        sections: compiled.sections,
        markdown: body,
        assets: compiled.assets,
        editUrl: source.editUrl === null ? null : `${source.editUrl.replace(/\/?$/, '/')}${sourcePath}`,
        ...(frontMatter.keywords ? { keywords: frontMatter.keywords } : {}),
        ...(frontMatter.image ? { image: frontMatter.image } : {}),
        unlisted: frontMatter.unlisted === true,
        warnings: compiled.warnings,
      },
    };
  } catch (error) {
    return { problems: linesOf(error) };
  }
}

/**
 * Front matter `date` (a YAML date or a string `new Date` reads), else the file name's, else when
 * git first saw the file, else SOURCE_DATE_EPOCH, else the file's modification time (Docusaurus
 * takes its creation time: neither is the same on two clones, so a post should carry its date).
 */
async function postDate(
  written: unknown,
  fromFileName: string | undefined,
  {
    sourcePath,
    file,
    dir,
    addedDates,
  }: { sourcePath: string; file: string; dir: string; addedDates: Map<string, string> },
): Promise<string> {
  if (written !== undefined) {
    const date = written instanceof Date ? written : typeof written === 'string' ? new Date(written) : null;
    if (date === null || Number.isNaN(date.getTime()))
      throw new Error(
        `${sourcePath}: front matter "date" must be a date such as 2021-03-09, got ${JSON.stringify(written)}`,
      );
    return date.toISOString();
  }
  return fromFileName ?? addedDates.get(file) ?? sourceDateEpoch() ?? (await stat(join(dir, file))).mtime.toISOString();
}
