/**
 * Problems of one construct of an MDX page (an element whose code fails, an import that cannot be
 * loaded, an unknown component): each is noted on the page as `file:line: message`, and the
 * construct is replaced by a notice carrying `data-docs-fallback` (as a page that fails whole gets,
 * sources/failedDoc.ts), so the rest of the page still renders and every problem of the page is
 * named in one run. compileMdx.ts then fails the page with all of them (`onPageError: throw`) or
 * keeps the page and reports them as warnings (`warn`).
 */
import type { Element, ElementContent } from 'hast';
import type { Paragraph } from 'mdast';
import type { VFile } from 'vfile';
import { partialPlace } from './partials.ts';

declare module 'vfile' {
  interface DataMap {
    /** Every problem of the page's constructs, `file:line: message`, each once, in the order found. */
    pageProblems: string[];
  }
}

/**
 * A problem at `line` of the page as printed, `file:line: message`. A line of a partial the page
 * includes (partials.ts) names the partial and its own line, then who includes it:
 * `docs/_shared.mdx:4 (included by docs/a.mdx): …`.
 */
export function formatProblem(file: VFile, line: number | undefined, message: string): string {
  const place = partialPlace(file, line);
  if (!place) return `${file.path}:${line ?? '?'}: ${message}`;
  return `${place.display}:${place.line} (included by ${[...place.includers, file.path].join(', included by ')}): ${message}`;
}

/** Notes a problem at `line` of the page (formatProblem); returns its line as printed. */
export function noteProblem(file: VFile, line: number | undefined, message: string): string {
  const text = formatProblem(file, line, message);
  const problems = (file.data.pageProblems ??= []);
  if (!problems.includes(text)) problems.push(text);
  return text;
}

/** The notice in place of a construct: a caution admonition (block) or a marked phrase (inline). */
export function fallbackElement(problem: string, inline: boolean): Element {
  const code: Element = {
    type: 'element',
    tagName: 'code',
    properties: {},
    children: [{ type: 'text', value: problem }],
  };
  if (inline)
    return {
      type: 'element',
      tagName: 'span',
      properties: { className: ['docs-fallback-inline'], dataDocsFallback: '', role: 'note' },
      children: [code],
    };
  const children: ElementContent[] = [
    {
      type: 'element',
      tagName: 'p',
      properties: { className: ['admonition__title'] },
      children: [{ type: 'text', value: 'Part of this page could not be built' }],
    },
    { type: 'element', tagName: 'p', properties: {}, children: [code] },
  ];
  return {
    type: 'element',
    tagName: 'aside',
    properties: { className: ['admonition', 'admonition--caution'], dataDocsFallback: '', role: 'note' },
    children,
  };
}

/** The same notice as a Markdown tree node, for steps that run before the HTML tree exists. */
export function fallbackNode(problem: string, inline: boolean): Paragraph {
  const element = fallbackElement(problem, inline);
  return {
    type: 'paragraph',
    data: { hName: element.tagName, hProperties: element.properties, hChildren: element.children },
    children: [],
  };
}
