/**
 * The site's own pages, as `@docusaurus/plugin-content-pages` finds them in `src/pages`: every
 * `.md`, `.mdx`, `.js`, `.jsx`, `.ts` and `.tsx` file except `_`-prefixed files and folders, tests
 * and `__tests__`, at its path (`help.js` → `/help`, `index.js` → its folder's address). Markdown
 * is compiled as a doc is; a React page is rendered once, at build time, through the same site
 * code box as the components docs import (an MDX page that renders it), so it runs with the same
 * limits, stand-ins and HTML checks, and none of its code reaches the browser.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { siteConfig } from '../../../shared/site-config.ts';
import type { TocEntry } from '../../../shared/types.ts';
import { compileMarkdown } from '../markdown/compileMarkdown.ts';
import { parseFrontMatter } from '../markdown/frontMatter.ts';
import { formatOf } from '../markdown/markdownFormat.ts';
import { readFrontMatter, withoutFrontMatter } from '../markdown/readFrontMatter.ts';
import type { PageSection } from '../markdown/plugins/rehypeCollectSections.ts';
import type { SourceLink } from '../markdown/plugins/remarkCollectLinks.ts';
import type { DocAsset } from '../markdown/plugins/remarkDocAssets.ts';
import { folderFiles } from '../sources/folderFiles.ts';
import { byFileThenLine, linesOf } from '../sources/settleAll.ts';

export interface SitePagesSource {
  /** The folder on disk. */
  dir: string;
  /** The folder as messages name it, from the content root: `site/src/pages`. */
  displayDir: string;
}

export interface SitePageSource {
  file: string;
  sourcePath: string;
  route: string;
  format: 'markdown' | 'react';
  /** The title heading its page shows: a Markdown page's, unless its body keeps its own `# heading`. */
  heading: string | null;
  title: string;
  description: string;
  html: string;
  toc: TocEntry[];
  links: SourceLink[];
  ids: string[];
  sections: PageSection[];
  /** A Markdown page's text (served at `<route>.md`); a React page's title and description. */
  markdown: string;
  assets: DocAsset[];
  keywords?: string[];
  image?: string;
  unlisted: boolean;
  warnings: string[];
}

export interface LoadedSitePages {
  source: SitePagesSource;
  pages: SitePageSource[];
  /** Every problem of the pages that could not be built (those pages are left out), by file and line. */
  problems: string[];
}

const MARKDOWN = /\.mdx?$/;
const REACT = /\.[jt]sx?$/;
const isPageFile = (file: string) =>
  (MARKDOWN.test(file) || (REACT.test(file) && !file.endsWith('.d.ts'))) &&
  !file.split('/').some((part) => part.startsWith('_') || part === '__tests__') &&
  !/\.test\.[jt]sx?$/.test(file);

/** `help.js` → `/help`, `docs/index.md` → `/docs`, `index.tsx` → `/`. */
export const sitePageRoute = (file: string) =>
  `/${file.replace(/\.(?:mdx?|[jt]sx?)$/, '').replace(/(?:^|\/)index$/, '')}`.replace(/(.)\/$/, '$1');

export const sitePagesSourceOf = (contentRoot: string): SitePagesSource | null => {
  const path = siteConfig.settings.pages?.path;
  return path === undefined ? null : { dir: join(contentRoot, path), displayDir: path };
};

export async function loadSitePages(source: SitePagesSource, { includeDrafts = false } = {}): Promise<LoadedSitePages> {
  const files = await folderFiles(source.dir).then((all) => all.filter(isPageFile));
  const problems: string[] = [];
  const pages: SitePageSource[] = [];
  const outcomes = await Promise.all(files.map((file) => loadSitePage(source, file, includeDrafts)));
  for (const outcome of outcomes) {
    if (outcome === null) continue;
    if ('problems' in outcome) problems.push(...outcome.problems);
    else pages.push(outcome.page);
  }
  return { source, pages, problems: problems.sort(byFileThenLine) };
}

async function loadSitePage(
  source: SitePagesSource,
  file: string,
  includeDrafts: boolean,
): Promise<{ page: SitePageSource } | { problems: string[] } | null> {
  const sourcePath = `${source.displayDir}/${file}`;
  const route = sitePageRoute(file);
  const location = { file, routeBase: '', docsDir: source.dir };
  try {
    if (MARKDOWN.test(file)) {
      const text = await readFile(join(source.dir, file), 'utf8');
      const matter = readFrontMatter(text, sourcePath);
      if (matter.draft === true && !includeDrafts) return null;
      const format = formatOf(file, matter.format, siteConfig.settings.markdownFormat);
      const compiled = await compileMarkdown(text, sourcePath, location, null, format);
      const frontMatter = parseFrontMatter(compiled.matter, sourcePath);
      const title = frontMatter.title ?? compiled.contentTitle ?? siteConfig.title;
      return {
        page: {
          file,
          sourcePath,
          route,
          format: 'markdown',
          heading: compiled.titleInBody ? null : title,
          title,
          description: frontMatter.description ?? compiled.excerpt ?? title,
          html: compiled.html,
          toc: frontMatter.hideTableOfContents ? [] : compiled.toc,
          links: compiled.links,
          ids: compiled.ids,
          sections: compiled.sections,
          markdown: withoutFrontMatter(compiled.expandedSource).trimStart(),
          assets: compiled.assets,
          ...(frontMatter.keywords ? { keywords: frontMatter.keywords } : {}),
          ...(frontMatter.image ? { image: frontMatter.image } : {}),
          unlisted: frontMatter.unlisted === true,
          warnings: compiled.warnings,
        },
      };
    }
    // A React page: its default export rendered, as an MDX page that imports and shows it, with the
    // site's config as its `config` prop, as plugin-content-pages gives it (pages written for
    // Docusaurus 1 read `this.props.config`). Its errors name its file (the import's line is the page's first).
    const render = `import Page from './${file.split('/').pop()}';\nimport siteConfig from '@generated/docusaurus.config';\n\n<Page config={siteConfig} />\n`;
    const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
    const compiled = await compileMarkdown(
      render,
      sourcePath,
      { ...location, file: `${folder}__page.mdx` },
      null,
      'mdx',
    );
    const title = compiled.layoutHead.title ?? siteConfig.title;
    const description = compiled.layoutHead.description ?? siteConfig.description;
    return {
      page: {
        file,
        sourcePath,
        route,
        format: 'react',
        heading: null,
        title,
        description,
        html: compiled.html,
        toc: [],
        links: compiled.links,
        ids: compiled.ids,
        sections: compiled.sections,
        markdown: `${description}\n`,
        assets: compiled.assets,
        unlisted: false,
        warnings: compiled.warnings,
      },
    };
  } catch (error) {
    return { problems: linesOf(error) };
  }
}
