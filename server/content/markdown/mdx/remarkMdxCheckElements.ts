/**
 * Refuses, with the file, the line and the name, what a page's JSX asks for that the portal cannot
 * render: a component that is neither imported (from the theme, the site's code, a package), nor a
 * partial, nor defined by the page's own `export`; `<script>` and `<style>` (the Content-Security-Policy would block them);
 * and an `<iframe>` of a host the site's `embeds.allowedHosts` lacks (shared/videoEmbeds.ts).
 * Nothing is dropped silently and nothing prints as text.
 */
import type { Program } from 'estree';
import type { Root, RootContent } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { siteConfig } from '../../../../shared/site-config.ts';
import { allowedEmbedHosts, iframeRefusal } from '../../../../shared/videoEmbeds.ts';
import { type JsxElement, textAttribute } from './jsxAttributes.ts';
import { fallbackNode, noteProblem } from './pageProblems.ts';

const REFUSED_TAGS: Record<string, string> = {
  script: 'the Content-Security-Policy forbids inline scripts',
  style: 'the Content-Security-Policy forbids inline style sheets; use the site’s CSS',
};

/** Names a page defines itself: `export const Box = …`, `export function Box() {}`. */
function exportedNames(tree: Root): Set<string> {
  const names = new Set<string>();
  visit(tree, 'mdxjsEsm', (node) => {
    for (const statement of (node.data?.estree as Program | undefined)?.body ?? []) {
      const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
      if (declaration?.type === 'VariableDeclaration') {
        for (const item of declaration.declarations) if (item.id.type === 'Identifier') names.add(item.id.name);
      } else if (declaration?.type === 'FunctionDeclaration' && declaration.id) {
        names.add(declaration.id.name);
      }
    }
  });
  return names;
}

export interface Options {
  /** Hosts iframes may load from: the site's `embeds.allowedHosts`, by default the video players. */
  allowedHosts?: readonly string[];
}

export default function remarkMdxCheckElements({
  allowedHosts = allowedEmbedHosts(siteConfig.settings),
}: Options = {}) {
  return (tree: Root, file: VFile) => {
    const defined = exportedNames(tree);
    // Imported names: the theme's, the site's modules', packages' (remarkMdxImports.ts).
    for (const { declaration } of file.data.pageImports ?? [])
      for (const specifier of declaration.specifiers) defined.add(specifier.local.name);
    // Each refused element becomes a notice (pageProblems.ts): every one of the page is named.
    const refuse = (node: JsxElement, message: string) =>
      fallbackNode(noteProblem(file, node.position?.start.line, message), node.type === 'mdxJsxTextElement');
    visit(tree, (node, index, parent) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const name = node.name;
      if (name === null) return; // a fragment, <>…</>
      const root = name.split('.')[0] as string;
      let refusal: string | null = null;
      if (/^[A-Z]/.test(root) || name.includes('.')) {
        if (!defined.has(root))
          refusal = `unknown component <${name}>: import it (from @theme/…, @docusaurus/…, the site's code with @site/… or a package), or define it with export in the page`;
      } else if (REFUSED_TAGS[name]) {
        refusal = `<${name}> is not allowed: ${REFUSED_TAGS[name]}`;
      } else if (name === 'iframe') {
        refusal = iframeRefusal(textAttribute(node, 'src') ?? '', allowedHosts);
      }
      if (refusal === null || !parent || index === undefined) return;
      (parent.children as RootContent[])[index] = refuse(node, refusal);
      return SKIP;
    });
  };
}
