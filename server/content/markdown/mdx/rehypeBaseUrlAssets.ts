/**
 * An image written with the site's base URL (`<img src="/immer/img/logo.svg">`, as Docusaurus
 * sites write raw `<img>` tags, which Docusaurus leaves as they are) becomes its site path
 * (`/img/logo.svg`), as every other link of the page store is: the base URL is then put in front
 * once, when the server loads the store (pageStore/withBaseUrl.ts), and the build checks the file
 * where it is (verifyBuild.ts).
 */
import type { Root } from 'hast';
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { stripBase } from '../../../../shared/baseUrl.ts';

export interface RehypeBaseUrlAssetsOptions {
  /** The site's base URL (site.config.json's `baseUrl`): `/immer/`. */
  baseUrl?: string;
}

export default function rehypeBaseUrlAssets({ baseUrl = '/' }: RehypeBaseUrlAssetsOptions = {}) {
  return (tree: Root) => {
    if (baseUrl === '/') return;
    const sitePath = (src: unknown) =>
      typeof src === 'string' && src.startsWith('/') && !src.startsWith('//') ? stripBase(baseUrl, src) : null;
    visit(tree, (node) => {
      if (node.type === 'element' && node.tagName === 'img') {
        node.properties.src = sitePath(node.properties.src) ?? node.properties.src;
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        // An `<img>` with a computed attribute (`style={{…}}`) stays JSX (rehypeMdxJsxToElements.ts).
        const jsx = node as MdxJsxFlowElementHast | MdxJsxTextElementHast;
        if (jsx.name !== 'img') return;
        for (const attribute of jsx.attributes)
          if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'src')
            attribute.value = sitePath(attribute.value) ?? attribute.value;
      }
    });
  };
}
