/**
 * Resolves a page's `import` lines at build time. Docusaurus theme components
 * (`@theme/Tabs`, themeComponents.ts) are noted by the name the page gives them; partials
 * (`import Shared from './_shared.mdx'`, or `@site/docs/…`, inside the docs folder) are parsed
 * and put in place of each `<Shared />`. Every import is taken out of the page's ESM and kept in
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
import type { DocLocation } from '../plugins/remarkResolveDocLinks.ts';
import type { PageImport } from '../siteCode/pageProgram.ts';
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

/** The partial's path inside the docs folder, or null when `source` is not a partial there. */
function partialPath(source: string, location: DocLocation | undefined): string | null {
  if (!PARTIAL.test(source) || !location?.docsDir) return null;
  let path: string;
  if (source.startsWith('@site/')) {
    // `@site` is the site's folder; the docs folder is `docs/` in it.
    path = posix.relative('docs', posix.normalize(source.slice('@site/'.length)));
  } else if (source.startsWith('./') || source.startsWith('../')) {
    path = posix.normalize(posix.join(posix.dirname(location.file), source));
  } else {
    return null;
  }
  return path.startsWith('../') ? null : path;
}

export default function remarkMdxImports(this: Processor) {
  const parse = (text: string, path: string) => this.parse(new VFile({ value: text, path })) as Root;
  return (tree: Root, file: VFile) => {
    const themeComponents = new Map<string, ThemeComponent>();
    file.data.themeComponents = themeComponents;
    file.data.pageImports = [];
    resolveImports(tree, file, themeComponents, parse, new Set([file.data.docLocation?.file ?? '']));
  };
}

function resolveImports(
  tree: Root,
  file: VFile,
  themeComponents: Map<string, ThemeComponent>,
  parse: (text: string, path: string) => Root,
  including: Set<string>,
): void {
  const partials = new Map<string, RootContent[]>();
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
      if (theme && local) {
        themeComponents.set(local, theme);
        imports.push({ declaration: statement, line });
        return false;
      }
      const partial = partialPath(source, location);
      if (partial && local && location?.docsDir) {
        if (including.has(partial)) file.fail(`"${source}" includes itself`, node);
        let text: string;
        try {
          text = readFileSync(posix.join(location.docsDir, partial), 'utf8');
        } catch {
          return file.fail(`cannot import "${source}": no such file in the docs (${partial})`, node);
        }
        const partialTree = parse(text, partial);
        resolveImports(partialTree, file, themeComponents, parse, new Set([...including, partial]));
        partials.set(
          local,
          partialTree.children.filter((child) => child.type !== 'yaml'),
        );
        imports.push({ declaration: statement, line, partial: true });
        return false;
      }
      // The site's code, a package or a portal stand-in: loaded when the page's code runs.
      imports.push({ declaration: statement, line });
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
    const content = node.name ? partials.get(node.name) : undefined;
    if (!content) return;
    (parent.children as RootContent[]).splice(index, 1, ...structuredClone(content));
    return [SKIP, index + content.length];
  });
}

function defaultLocalName(statement: ImportDeclaration): string | undefined {
  const specifier = statement.specifiers[0];
  return statement.specifiers.length === 1 && specifier?.type === 'ImportDefaultSpecifier'
    ? specifier.local.name
    : undefined;
}
