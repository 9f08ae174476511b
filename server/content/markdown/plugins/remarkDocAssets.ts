/**
 * Images and files a page refers to by a path, as Docusaurus lets authors: next to the Markdown
 * (`![Diagram](./img/diagram.png)`, `[the PDF](../files/guide.pdf)`, `<img src="./a.png" />` in
 * MDX) are served under content-hashed names (`/assets/docs/diagram-3f2a9c1b.png`, cached for a
 * year); `@site/static/img/logo.png` is the static file `/img/logo.png`. An image whose file is not
 * there fails the build with the page and line; a link to a missing file is left as written for the
 * link check to report, as Docusaurus leaves it (its transformLinks turns only files it finds
 * into assets, and only paths ending in a file name: `api.mdx/` is a route). A path in a partial
 * the page includes is the partial's own (mdx/partials.ts); its missing image is a problem named
 * at the partial's line, and a notice in its place.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Node } from 'unist';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { fallbackNode, noteProblem } from '../mdx/pageProblems.ts';
import { partialPlace } from '../mdx/partials.ts';
import { hasUrlScheme } from './remarkResolveDocLinks.ts';

/** A file of the docs folder served at `route`. */
export interface DocAsset {
  route: string;
  /** Path within the version's docs folder: `guides/img/diagram.png`. */
  file: string;
}

declare module 'vfile' {
  interface DataMap {
    assets: DocAsset[];
  }
}

/** Where hashed doc files are served from: inside the client's immutable `/assets/`. */
export const DOC_ASSETS_ROUTE = '/assets/docs';

const PAGE = /\.mdx?$/;
const STATIC_ALIAS = '@site/static/';

/** An image of a partial that is not there: the problem, named at the partial's line. */
class MissingInPartial extends Error {}

/**
 * The URL a written path becomes, or null when it is not a file path of the docs. `kind`: an
 * image must be there; a link to what is not a file of the docs is a link like any other.
 */
function assetUrl(url: string, file: VFile, node: Node, kind: 'image' | 'link'): string | null {
  if (url.startsWith(STATIC_ALIAS)) return `/${url.slice(STATIC_ALIAS.length)}`;
  const location = file.data.docLocation;
  if (!location?.docsDir || url === '' || hasUrlScheme(url) || /^[/#?]/.test(url)) return null;
  const path = decodeURI(url.split(/[?#]/)[0] as string);
  // Pages and routes (`setup.md`, `../api`, `api.mdx/`) are links, checked elsewhere.
  if (PAGE.test(path) || !/\.[^./\\]+$/.test(path)) return null;
  const line = node.position?.start.line;
  const partial = partialPlace(file, line);
  const target = posix.normalize(posix.join(posix.dirname(partial?.file ?? location.file), path));
  const missing = (message: string) => {
    if (kind === 'link') return null;
    if (partial) throw new MissingInPartial(noteProblem(file, line, message));
    return file.fail(message, node);
  };
  if (target.startsWith('../')) return missing(`"${url}" points outside the docs folder`);
  let bytes: Buffer;
  try {
    bytes = readFileSync(posix.join(location.docsDir, target));
  } catch {
    return missing(`"${url}": no such file (${target})`);
  }
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
  const extension = posix.extname(target);
  const route = `${DOC_ASSETS_ROUTE}/${posix.basename(target, extension)}-${hash}${extension}`;
  file.data.assets = [...(file.data.assets ?? []), { route, file: target }];
  return route + url.slice(url.split(/[?#]/)[0]?.length ?? 0);
}

export default function remarkDocAssets() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      try {
        if (node.type === 'image' || node.type === 'link' || node.type === 'definition') {
          const url = assetUrl(node.url, file, node, node.type === 'image' ? 'image' : 'link');
          if (url !== null) node.url = url;
        } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
          rewriteJsxPath(node as MdxJsxFlowElement | MdxJsxTextElement, file);
        }
      } catch (error) {
        if (!(error instanceof MissingInPartial) || !parent || index === undefined) throw error;
        const inline = node.type === 'image' || node.type === 'mdxJsxTextElement';
        (parent.children as RootContent[])[index] = fallbackNode(error.message, inline);
        return SKIP;
      }
      return undefined;
    });
  };
}

/** `<img src="./a.png">` and `<a href="./a.pdf">` written as JSX: literal paths only. */
function rewriteJsxPath(element: MdxJsxFlowElement | MdxJsxTextElement, file: VFile): void {
  const attributeName = element.name === 'img' ? 'src' : element.name === 'a' ? 'href' : null;
  if (!attributeName) return;
  for (const attr of element.attributes) {
    if (attr.type !== 'mdxJsxAttribute' || attr.name !== attributeName || typeof attr.value !== 'string') continue;
    const url = assetUrl(attr.value, file, element, element.name === 'img' ? 'image' : 'link');
    if (url !== null) attr.value = url;
  }
}
