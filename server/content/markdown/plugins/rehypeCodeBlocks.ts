/** Wraps each code block's `<pre>` in `div.code-block`, with the fence's `title="…"` and a copy button. */
import type { Element, ElementContent, Root } from 'hast';
import { h } from 'hastscript';
import { SKIP, visit } from 'unist-util-visit';

export interface Options {
  /** Visible text of the copy button. */
  copyText?: string;
  /** The button's accessible name, which says what it copies. */
  copyLabel?: string;
}

// remark-rehype keeps the fence's meta (everything after the language) as `data.meta` on <code>.
const titlePattern = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/;

const isCode = (node: ElementContent): node is Element => node.type === 'element' && node.tagName === 'code';

function languageOf(code: Element): string | undefined {
  const classNames = Array.isArray(code.properties.className) ? code.properties.className.map(String) : [];
  return classNames.find((name) => name.startsWith('language-'))?.slice('language-'.length);
}

/**
 * remark-rehype ends every fence's code with "\n" the author did not write; dropping it makes the
 * `<pre>`'s textContent, which the copy button copies, exactly the code between the fences.
 * Returns whether the last character was reached (it may sit deep in highlight or line spans).
 */
function dropFinalNewline(parent: Element): boolean {
  for (let index = parent.children.length - 1; index >= 0; index -= 1) {
    const child = parent.children[index];
    if (child?.type === 'element' && dropFinalNewline(child)) return true;
    if (child?.type !== 'text' || child.value === '') continue;
    child.value = child.value.replace(/\n$/, '');
    if (child.value === '') parent.children.splice(index, 1);
    return true;
  }
  return false;
}

const isBuilt = (element: Element) =>
  element.tagName === 'div' &&
  Array.isArray(element.properties.className) &&
  element.properties.className.includes('code-block');

export default function rehypeCodeBlocks({ copyText = 'Copy', copyLabel = 'Copy code to clipboard' }: Options = {}) {
  return (tree: Root) => {
    visit(tree, 'element', (pre, index, parent) => {
      // A block built already (Markdown that site code imports, compiled on its own) stays as it is.
      if (isBuilt(pre)) return SKIP;
      const code = pre.tagName === 'pre' ? pre.children.find(isCode) : undefined;
      if (!code || !parent || index === undefined) return;
      dropFinalNewline(code);
      const match = titlePattern.exec(String(code.data?.meta ?? ''));
      const title = match?.[1] ?? match?.[2];
      // Long lines scroll sideways: keyboard users need to focus the block to scroll it (WCAG 2.1.1).
      pre.properties.tabIndex = 0;
      parent.children[index] = h('div', { className: ['code-block'], dataLanguage: languageOf(code) }, [
        title ? h('div', { className: ['code-block__title'] }, title) : undefined,
        pre,
        h('button', { type: 'button', className: ['code-block__copy'], dataPortalCopy: '', ariaLabel: copyLabel }, [
          copyText,
        ]),
      ]);
      return [SKIP, index + 1];
    });
  };
}
