/**
 * Refuses, with the file, the line and the name, what a page's JSX asks for that the portal cannot
 * render: a component that is neither imported (from the theme, the site's code, a package), nor a
 * partial, nor defined by the page's own `export`; and an `<iframe>` of a host the site's
 * `embeds.allowedHosts` lacks (shared/videoEmbeds.ts). `<script>`, `<style>` and whatever else can
 * run script are refused later, for every format alike, by plugins/rehypeSafeHtml.ts.
 * Nothing is dropped silently and nothing prints as text.
 */
import type { Root, RootContent } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { siteConfig } from '../../../../shared/site-config.ts';
import { allowedEmbedHosts, iframeRefusal } from '../../../../shared/videoEmbeds.ts';
import { type JsxElement, textAttribute } from './jsxAttributes.ts';
import { componentRoot, namesOfPage } from './pageNames.ts';
import { fallbackNode, noteProblem } from './pageProblems.ts';

export interface Options {
  /** Hosts iframes may load from: the site's `embeds.allowedHosts`, by default the video players. */
  allowedHosts?: readonly string[];
}

export default function remarkMdxCheckElements({
  allowedHosts = allowedEmbedHosts(siteConfig.settings),
}: Options = {}) {
  return (tree: Root, file: VFile) => {
    // Imported names (the theme's, the site's modules', packages', global ones: remarkMdxGlobalComponents.ts) and its own.
    const defined = namesOfPage(tree, file);
    // Plugins the site's Docusaurus config names that are not installed: their theme may give the component.
    const notInstalled = siteConfig.settings.pluginsNotInstalled ?? [];
    const pluginsHint =
      notInstalled.length > 0
        ? `; the site's config names ${notInstalled.join(', ')}, not installed, whose theme may give it`
        : '';
    // Each refused element becomes a notice (pageProblems.ts): every one of the page is named.
    const refuse = (node: JsxElement, message: string) =>
      fallbackNode(noteProblem(file, node.position?.start.line, message), node.type === 'mdxJsxTextElement');
    visit(tree, (node, index, parent) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const name = node.name;
      if (name === null) return; // a fragment, <>…</>
      const root = componentRoot(name);
      let refusal: string | null = null;
      if (root !== null) {
        if (!defined.has(root))
          refusal = `unknown component <${name}>: import it (from @theme/…, @docusaurus/…, the site's code with @site/… or a package), define it with export in the page, or give it to every page in the site's src/theme/MDXComponents${pluginsHint}`;
      } else if (name === 'iframe') {
        refusal = iframeRefusal(textAttribute(node, 'src') ?? '', allowedHosts);
      }
      if (refusal === null || !parent || index === undefined) return;
      (parent.children as RootContent[])[index] = refuse(node, refusal);
      return SKIP;
    });
  };
}
