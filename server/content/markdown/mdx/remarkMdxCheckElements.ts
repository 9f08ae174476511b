/**
 * Refuses, with the file, the line and the name, what a page's JSX asks for that the portal cannot
 * render: a component that is neither imported from the theme, nor a partial, nor defined by the
 * page's own `export`; `<script>` and `<style>` (the Content-Security-Policy would block them);
 * and an `<iframe>` of a host the site's `embeds.allowedHosts` lacks (shared/videoEmbeds.ts).
 * Nothing is dropped silently and nothing prints as text.
 */
import type { Program } from 'estree';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { siteConfig } from '../../../../shared/site-config.ts';
import { allowedEmbedHosts, iframeRefusal } from '../../../../shared/videoEmbeds.ts';
import { textAttribute } from './jsxAttributes.ts';

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
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const name = node.name;
      if (name === null) return; // a fragment, <>…</>
      const root = name.split('.')[0] as string;
      if (/^[A-Z]/.test(root) || name.includes('.')) {
        if (!defined.has(root))
          file.fail(
            `unknown component <${name}>: import it from @theme/… (Tabs, TabItem, Admonition, Details, CodeBlock, TOCInline, DocCardList) or @docusaurus/Link, or define it with export in the page`,
            node,
          );
        return;
      }
      const refused = REFUSED_TAGS[name];
      if (refused) file.fail(`<${name}> is not allowed: ${refused}`, node);
      if (name === 'iframe') {
        const refusal = iframeRefusal(textAttribute(node, 'src') ?? '', allowedHosts);
        if (refusal) file.fail(refusal, node);
      }
    });
  };
}
