/**
 * Refuses, with file and line, an `<iframe>` written as raw HTML in a `.md` page whose host the
 * site's `embeds.allowedHosts` lacks: the Content-Security-Policy would blank it in the browser
 * without a word. MDX pages are checked on their JSX (mdx/remarkMdxCheckElements.ts).
 */
import type { Root } from 'hast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { siteConfig } from '../../../../shared/site-config.ts';
import { allowedEmbedHosts, iframeRefusal } from '../../../../shared/videoEmbeds.ts';

export interface Options {
  /** Hosts iframes may load from: the site's `embeds.allowedHosts`, by default the video players. */
  allowedHosts?: readonly string[];
}

export default function rehypeCheckIframes({ allowedHosts = allowedEmbedHosts(siteConfig.settings) }: Options = {}) {
  return (tree: Root, file: VFile) => {
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'iframe') return;
      const src = node.properties.src;
      const refusal = iframeRefusal(typeof src === 'string' ? src : '', allowedHosts);
      if (refusal) file.fail(refusal, node);
    });
  };
}
