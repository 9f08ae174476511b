/**
 * Resolves a page's `import` lines at build time. Docusaurus theme components
 * (`@theme/Tabs`, themeComponents.ts) are noted by the name the page gives them; partials
 * (`import Shared from './_shared.mdx'`, or `@site/docs/…`, inside the docs folder) are parsed
 * as a page is (`:::note Title`, `## Heading {#id}`, HTML comments under `mdx1Compat.comments`,
 * `mdx-code-block` fences) and put in place of each `<Shared />`, keeping their own file and
 * `props` (partials.ts). A partial that is not there is a problem of its import, one that cannot
 * be parsed a problem at its own line; each use then shows the notice. Every import is taken out
 * of the page's ESM and kept in
 * `file.data.pageImports`: the site's own modules, packages and the portal's `@docusaurus/*` and
 * `@theme/*` stand-ins are loaded when the page's code runs (siteCode/pageProgram.ts), so that an
 * import that cannot be loaded fails only what uses it.
 */
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import type { ImportDeclaration, Program } from 'estree';
import type { Root, RootContent } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { Processor } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { siteConfig } from '../../../../shared/site-config.ts';
import { rewriteDocusaurusSyntax } from '../docusaurusSyntax.ts';
import { admonitionNames } from '../plugins/remarkAdmonitions.ts';
import type { DocLocation } from '../plugins/remarkResolveDocLinks.ts';
import type { PageImport } from '../siteCode/pageProgram.ts';
import type { JsxElement } from './jsxAttributes.ts';
import { htmlCommentsToMdx } from './mdxHtmlComments.ts';
import { escapeProseBraces, readAsMdx } from './mdx1Compat.ts';
import { fallbackNode, noteProblem } from './pageProblems.ts';
import {
  bindPartialProps,
  instantiatePartial,
  partialDisplay,
  partialPlace,
  placePartial,
  registerPartial,
} from './partials.ts';
import remarkMdxCodeBlockFences from './remarkMdxCodeBlockFences.ts';
import { type ThemeComponent, themeComponentOf } from './themeComponents.ts';

declare module 'vfile' {
  interface DataMap {
    /** The theme components a page imported, by the local name it uses. */
    themeComponents: ReadonlyMap<string, ThemeComponent>;
    /** Every import of the page and of the partials it includes, in order. */
    pageImports: PageImport[];
  }
}

const PARTIAL = /\.mdx?$/;

/**
 * The partial's path inside the docs folder, or null when `source` is not a partial there; `from`
 * is the importing file's (the page's, or a partial's: its imports are its own, as in Docusaurus).
 */
function partialPath(source: string, location: DocLocation | undefined, from: string): string | null {
  if (!PARTIAL.test(source) || !location?.docsDir) return null;
  let path: string;
  if (source.startsWith('@site/')) {
    // `@site` is the site's folder; the docs folder is `docs/` in it.
    path = posix.relative('docs', posix.normalize(source.slice('@site/'.length)));
  } else if (source.startsWith('./') || source.startsWith('../')) {
    path = posix.normalize(posix.join(posix.dirname(from), source));
  } else {
    return null;
  }
  return path.startsWith('../') ? null : path;
}

export interface Options {
  /** Read partials as MDX 1 read them, as pages are on a Docusaurus 2 site (compileMdx.ts's `mdx1`). */
  mdx1?: boolean;
  /** Accept MDX 1's `<!-- … -->` in partials, as in pages (`markdown.mdx1Compat.comments`, on by default). */
  htmlComments?: boolean;
}

export default function remarkMdxImports(
  this: Processor,
  {
    mdx1 = siteConfig.settings.docusaurusVersion === 2,
    htmlComments = mdx1 || siteConfig.settings.mdx1Compat?.comments !== false,
  }: Options = {},
) {
  const fences = remarkMdxCodeBlockFences.call(this);
  const parse = (text: string, path: string) => {
    // What a page's text goes through before it is parsed (compileMarkdown.ts, compileMdx.ts).
    const docusaurus = rewriteDocusaurusSyntax(text, admonitionNames);
    const commented = htmlComments ? htmlCommentsToMdx(docusaurus) : docusaurus;
    const prepared = mdx1 ? escapeProseBraces(commented, path) : commented;
    let partialFile = new VFile({ value: prepared, path });
    let tree: Root;
    try {
      tree = this.parse(partialFile) as Root;
    } catch (error) {
      // As for a page (compileMdx.ts): MDX 1's constructs converted on a Docusaurus 2 site; what
      // cannot be converted fails as MDX said.
      const reading = readAsMdx(prepared, path, { mdx1 });
      if (reading.problems.length > 0 || reading.value === prepared) throw error;
      partialFile = new VFile({ value: mdx1 ? escapeProseBraces(reading.value, path) : reading.value, path });
      tree = this.parse(partialFile) as Root;
    }
    // As in a page: an `mdx-code-block` fence is the MDX it holds.
    fences(tree, partialFile);
    return tree;
  };
  return (tree: Root, file: VFile) => {
    const themeComponents = new Map<string, ThemeComponent>();
    file.data.themeComponents = themeComponents;
    file.data.pageImports = [];
    const page = file.data.docLocation?.file ?? '';
    resolveImports(tree, file, themeComponents, parse, [page]);
  };
}

/** A partial's nodes, ready to be put in place of each use, or the problem that stands for it. */
type Partial = { nodes: RootContent[] } | { problem: string };

/** Reads and parses the partial `path` (of the docs folder), imported at `line`; its lines are its own. */
function loadPartial(
  file: VFile,
  source: string,
  path: string,
  line: number | undefined,
  parse: (text: string, path: string) => Root,
): { tree: Root } | { problem: string } {
  const docsDir = file.data.docLocation?.docsDir as string;
  let text: string;
  try {
    text = readFileSync(posix.join(docsDir, path), 'utf8');
  } catch {
    return { problem: noteProblem(file, line, `cannot import "${source}": no such file in the docs (${path})`) };
  }
  const importer = partialPlace(file, line);
  const range = registerPartial(
    file,
    {
      file: path,
      display: partialDisplay(file, path),
      includers: importer ? [importer.display, ...importer.includers] : [],
    },
    text.split('\n').length,
  );
  let tree: Root;
  try {
    tree = parse(text, path);
  } catch (error) {
    // MDX's parser throws a message with the place it stopped at.
    const message = error as { reason?: unknown; line?: number };
    if (typeof message.reason !== 'string') throw error;
    return { problem: noteProblem(file, message.line ? message.line + range.offset : line, message.reason) };
  }
  placePartial([tree], range);
  return { tree };
}

function resolveImports(
  tree: Root,
  file: VFile,
  themeComponents: Map<string, ThemeComponent>,
  parse: (text: string, path: string) => Root,
  /** The files being included, the page first: the last one's imports are read. */
  including: string[],
): void {
  const from = including.at(-1) ?? '';
  const partials = new Map<string, Partial>();
  const location = file.data.docLocation;
  visit(tree, 'mdxjsEsm', (node: MdxjsEsm, index, parent) => {
    const program = node.data?.estree as Program | undefined;
    if (!program) return;
    const kept = program.body.filter((statement) => {
      if (statement.type !== 'ImportDeclaration') return true;
      const source = String(statement.source.value);
      const local = defaultLocalName(statement);
      const theme = themeComponentOf(source);
      const line = statement.loc?.start.line ?? node.position?.start.line;
      const imports = (file.data.pageImports ??= []);
      // A partial's relative imports of site code start from its own folder.
      const fromDir =
        including.length > 1 && location?.docsDir ? posix.join(location.docsDir, posix.dirname(from)) : undefined;
      if (theme && local) {
        themeComponents.set(local, theme);
        imports.push({ declaration: statement, line });
        return false;
      }
      const partial = partialPath(source, location, from);
      if (partial && local && location?.docsDir) {
        imports.push({ declaration: statement, line, partial: true });
        if (including.includes(partial)) {
          partials.set(local, { problem: noteProblem(file, line, `"${source}" includes itself`) });
          return false;
        }
        const loaded = loadPartial(file, source, partial, line, parse);
        if ('problem' in loaded) {
          partials.set(local, loaded);
          return false;
        }
        resolveImports(loaded.tree, file, themeComponents, parse, [...including, partial]);
        partials.set(local, { nodes: loaded.tree.children.filter((child) => child.type !== 'yaml') });
        return false;
      }
      // The site's code, a package or a portal stand-in: loaded when the page's code runs.
      imports.push({ declaration: statement, line, ...(fromDir ? { fromDir } : {}) });
      return false;
    });
    if (kept.length === program.body.length) return;
    if (kept.length > 0 || !parent || index === undefined) {
      program.body = kept;
      // The source text follows the tree for the page's Markdown twin only; MDX compiles the estree.
      return;
    }
    parent.children.splice(index, 1);
    return [SKIP, index];
  });
  if (partials.size === 0) return;
  visit(tree, (node, index, parent) => {
    if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !parent || index === undefined)
      return;
    const partial = node.name ? partials.get(node.name) : undefined;
    if (!partial) return;
    if ('problem' in partial) {
      (parent.children as RootContent[])[index] = fallbackNode(partial.problem, node.type === 'mdxJsxTextElement');
      return SKIP;
    }
    // Each use is the partial's own copy: its lines placed where it is used, its `props` the use's attributes.
    const content = structuredClone(partial.nodes);
    instantiatePartial(file, content, node.position?.start.line);
    bindPartialProps(content, node as JsxElement);
    (parent.children as RootContent[]).splice(index, 1, ...content);
    return [SKIP, index + content.length];
  });
}

function defaultLocalName(statement: ImportDeclaration): string | undefined {
  const specifier = statement.specifiers[0];
  return statement.specifiers.length === 1 && specifier?.type === 'ImportDefaultSpecifier'
    ? specifier.local.name
    : undefined;
}
