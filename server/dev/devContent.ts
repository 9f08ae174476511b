/**
 * The dev server's view of the docs: compiled once, then kept up to date file by file. Only the
 * file that changed is recompiled; the store is reassembled from what is kept (cheap), and
 * problems become warnings instead of stopping the server.
 */
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { type BrokenLink, formatBrokenLink } from '../content/navigation/checkLinks.ts';
import { assemblePageStore } from '../content/pageStore/buildPageStore.ts';
import type { ChromeLinkSource } from '../content/navigation/chromeLinks.ts';
import type { PageStore } from '../content/pageStore/pageStore.ts';
import type { DocsVersionSource } from '../content/sources/docsVersions.ts';
import { loadTagsFile, TAGS_FILE_NAME } from '../content/sources/loadTagsFile.ts';
import type { BlogSource } from '../content/blog/blogSources.ts';
import { type LoadedBlog, loadBlog } from '../content/blog/loadBlog.ts';
import { type LoadedSitePages, loadSitePages, type SitePagesSource } from '../content/pages/loadSitePages.ts';
import { docIdentity, isDocFile } from '../content/sources/docIdentity.ts';
import { categoryFolder, isCategoryFile, loadCategories } from '../content/sources/loadCategories.ts';
import { loadDoc } from '../content/sources/loadDocs.ts';
import { type LoadedVersion, loadSidebarsConfig, loadVersion } from '../content/sources/loadVersion.ts';
import { readFrontMatter } from '../content/markdown/readFrontMatter.ts';
import { FACTS_FILE } from '../content/sources/loadFacts.ts';

export interface ContentSnapshot {
  store: PageStore;
  /** Broken links and compile errors, one line each, shown in the browser while editing. */
  warnings: string[];
}

/**
 * Drafts are shown while writing, as Docusaurus's dev server shows them; a page that cannot be
 * built is served as its notice (failedDoc.ts) and its problems shown, whatever DOCS_ON_PAGE_ERROR
 * says: one broken page never keeps the dev server from starting.
 */
const DEV_OPTIONS = { includeDrafts: true, keepFailedPages: true };

export class DevContent {
  #versions: LoadedVersion[] = [];
  #blogs: LoadedBlog[] = [];
  #sitePages: LoadedSitePages | null = null;
  /** Compile errors by source path: the failing file keeps its last good version meanwhile. */
  readonly #errors = new Map<string, string>();

  constructor(
    private readonly sources: DocsVersionSource[],
    /** Routes of `public/` and `static/` files, which links may target. */
    private readonly fileRoutes: string[] = [],
    private readonly blogSources: BlogSource[] = [],
    private readonly sitePagesSource: SitePagesSource | null = null,
    /** The navbar's and footer's links, checked as pages' links are (navigation/chromeLinks.ts). */
    private readonly chromeLinks: ChromeLinkSource | null = null,
  ) {}

  async load(): Promise<ContentSnapshot> {
    this.#versions = await Promise.all(this.sources.map((source) => loadVersion(source, DEV_OPTIONS)));
    for (const version of this.#versions) this.#noteProblems(version.problems ?? []);
    this.#blogs = await Promise.all(this.blogSources.map((source) => this.#loadBlog(source)));
    await this.#loadSitePages();
    return this.snapshot();
  }

  /** The site's own pages, read again as a whole on any change in their folder (site code they share may have changed). */
  async #loadSitePages(): Promise<void> {
    const source = this.sitePagesSource;
    if (!source) return;
    for (const file of [...this.#errors.keys()])
      if (file.startsWith(`${source.displayDir}/`)) this.#errors.delete(file);
    this.#sitePages = await loadSitePages(source, { includeDrafts: true });
    this.#noteProblems(this.#sitePages.problems);
  }

  /** A blog is read again as a whole on any change in its folder: its pages list one another. */
  async #loadBlog(source: BlogSource): Promise<LoadedBlog> {
    for (const file of [...this.#errors.keys()])
      if (file.startsWith(`${source.displayDir}/`)) this.#errors.delete(file);
    const blog = await loadBlog(source, { includeDrafts: true });
    this.#noteProblems(blog.problems);
    return blog;
  }

  /** The problems of the pages a load kept as notices (or left out, for posts), shown until their file changes. */
  #noteProblems(problems: string[]): void {
    for (const line of problems) {
      // `docs/a.mdx:3: …` or `docs/a.md: …`: the file is what comes before the line number or message.
      const end = line.search(/:\d+:|: /);
      const file = end === -1 ? line : line.slice(0, end);
      const known = this.#errors.get(file);
      this.#errors.set(file, known ? `${known}\n${line}` : line);
    }
  }

  /** The version a changed file belongs to and its path inside it, or null for files elsewhere. */
  locate(absolutePath: string): { version: LoadedVersion; file: string } | null {
    for (const version of this.#versions) {
      const file = relative(version.source.dir, absolutePath).split(sep).join('/');
      if (!file.startsWith('..') && file !== '') return { version, file };
    }
    return null;
  }

  /** Applies one change; returns the routes whose page changed (all pages, for sidebar changes). */
  async apply(absolutePath: string, removed: boolean): Promise<ContentSnapshot> {
    if (this.sources.some((source) => source.sidebarsFiles.some((file) => file.path === absolutePath)))
      return this.#reloadSidebars();
    if (this.sitePagesSource && !relative(this.sitePagesSource.dir, absolutePath).startsWith('..')) {
      await this.#loadSitePages().catch((error: unknown) =>
        this.#errors.set(
          this.sitePagesSource?.displayDir ?? 'pages',
          error instanceof Error ? error.message : String(error),
        ),
      );
      return this.snapshot();
    }
    const blogAt = this.#blogs.findIndex(({ source }) => !relative(source.dir, absolutePath).startsWith('..'));
    if (blogAt !== -1) {
      try {
        this.#blogs[blogAt] = await this.#loadBlog(this.blogSources[blogAt] as BlogSource);
      } catch (error) {
        this.#errors.set(
          this.blogSources[blogAt]?.displayDir ?? 'blog',
          error instanceof Error ? error.message : String(error),
        );
      }
      return this.snapshot();
    }
    const located = this.locate(absolutePath);
    if (!located) return this.snapshot();
    const { version, file } = located;
    const { routeBase, displayDir } = version.source;
    const routesByFile = new Map(version.docs.map((doc) => [doc.file, doc.route]));
    const options = { routeBase, displayDir, contract: version.contract, facts: version.facts, routesByFile };
    const sourcePath = `${version.source.displayDir}/${file}`;
    this.#errors.delete(sourcePath);
    try {
      if (file === TAGS_FILE_NAME) {
        // Tag pages are put together from it with the pages: only the file is read again.
        version.tagsFile = removed ? {} : await loadTagsFile(version.source.dir, displayDir);
      } else if (file === FACTS_FILE || (isDocFile(file) && (await this.#routeChanged(version, file, removed)))) {
        // Any page may use any fact, and any page may link to one whose route moved: the version
        // is compiled again as a whole.
        Object.assign(version, await loadVersion(version.source, DEV_OPTIONS));
        this.#noteProblems(version.problems ?? []);
      } else if (isCategoryFile(file)) {
        const files = removed ? [] : [file];
        const updated = await loadCategories(version.source.dir, files, displayDir);
        const folder = categoryFolder(file);
        if (removed) version.categories.delete(folder);
        else version.categories.set(folder, updated.get(folder) ?? {});
      } else if (isDocFile(file)) {
        // An edited page keeps the date of its last commit (the build asks git once for all files).
        const known = version.docs.find((doc) => doc.file === file)?.lastUpdated;
        const dates = new Map(known ? [[file, known]] : []);
        // Compiled before the old version is dropped: a failing file keeps its last good page.
        const updated = removed ? [] : [await loadDoc(version.source.dir, file, options, dates)];
        // The order loadDocs gives (code units, as Array#sort), so the sidebar matches the build's.
        version.docs = [...version.docs.filter((doc) => doc.file !== file), ...updated].sort((a, b) =>
          a.file < b.file ? -1 : a.file > b.file ? 1 : 0,
        );
      }
    } catch (error) {
      this.#errors.set(sourcePath, error instanceof Error ? error.message : String(error));
    }
    return this.snapshot();
  }

  /** Whether a page appeared, went or moved (its `slug` or `id` changed): links to it change too. */
  async #routeChanged(version: LoadedVersion, file: string, removed: boolean): Promise<boolean> {
    const known = version.docs.find((doc) => doc.file === file);
    if (removed || !known) return true;
    const text = await readFile(join(version.source.dir, file), 'utf8');
    const matter = readFrontMatter(text, `${version.source.displayDir}/${file}`);
    return docIdentity(file, matter, version.source.routeBase).route !== known.route;
  }

  /** Re-reads the sidebars files after one changed; a broken one keeps the last good sidebars. */
  async #reloadSidebars(): Promise<ContentSnapshot> {
    this.#errors.delete('sidebars');
    try {
      for (const version of this.#versions) version.sidebarsConfig = await loadSidebarsConfig(version.source);
    } catch (error) {
      this.#errors.set('sidebars', error instanceof Error ? error.message : String(error));
    }
    return this.snapshot();
  }

  snapshot(): ContentSnapshot {
    const errors = [...this.#errors.values()];
    try {
      const { store, brokenLinks } = assemblePageStore(this.#versions, this.fileRoutes, {
        blogs: this.#blogs,
        sitePages: this.#sitePages,
        chromeLinks: this.chromeLinks,
      });
      const docWarnings = [
        ...this.#versions.flatMap((version) => version.docs.flatMap((doc) => doc.warnings)),
        ...this.#blogs.flatMap((blog) => blog.posts.flatMap((post) => post.warnings)),
      ];
      const linkWarnings = brokenLinks.map((link: BrokenLink) => formatBrokenLink(link));
      return { store, warnings: [...errors, ...docWarnings, ...linkWarnings] };
    } catch (error) {
      throw new Error([...errors, error instanceof Error ? error.message : String(error)].join('\n'), { cause: error });
    }
  }
}
