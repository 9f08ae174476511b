/**
 * Renders the Docusaurus theme components a page imported (remarkMdxImports.ts) as the Markdown
 * constructs the portal already has, before the rest of the pipeline runs: `<Tabs>`/`<TabItem>`
 * become `::::tabs`, `<Admonition>` an admonition, `<CodeBlock>` a fenced block, `<Details>` a
 * `<details>`, `<Link>` a link, `<TOCInline>` and `<DocCardList>` placeholders filled once the
 * headings and the sidebar are known. Their content is then highlighted, linked, checked and
 * searched like any other Markdown. Computed values were evaluated before
 * (remarkMdxEvaluateAttributes.ts); a component whose values are no literals is left to its
 * portal stand-in (siteCode/shims/theme.tsx).
 */
import type { BlockContent, Code, Link, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { attribute, expressionLiteral, type JsxElement, NotALiteral, textAttribute } from './jsxAttributes.ts';
import { fallbackNode, noteProblem } from './pageProblems.ts';
import type { ThemeComponent } from './themeComponents.ts';

type Converted = RootContent | RootContent[];

export default function remarkMdxThemeComponents() {
  return (tree: Root, file: VFile) => {
    const components = file.data.themeComponents ?? new Map<string, ThemeComponent>();
    // Outermost first: a <Tabs> takes its <TabItem>s along; what is inside is converted after.
    visit(tree, (node, index, parent) => {
      if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !parent || index === undefined)
        return;
      const component = node.name ? components.get(node.name) : undefined;
      if (!component || component === 'TabItem') return;
      // Its computed values are no literals: its portal stand-in renders it (rehypeMdxEvaluate.ts).
      if (node.data?.portalEvaluate) return SKIP;
      let converted: Converted;
      try {
        converted = convert(component, node, components);
      } catch (error) {
        if (!(error instanceof NotALiteral)) throw error;
        const problem = noteProblem(
          file,
          node.position?.start.line,
          `<${node.name}>: ${error.message}, which the build cannot read without running code`,
        );
        converted = fallbackNode(problem, node.type === 'mdxJsxTextElement');
      }
      const nodes = Array.isArray(converted) ? converted : [converted];
      (parent.children as RootContent[]).splice(index, 1, ...nodes);
      return [SKIP, index];
    });
  };
}

function convert(
  component: ThemeComponent,
  node: JsxElement,
  components: ReadonlyMap<string, ThemeComponent>,
): Converted {
  switch (component) {
    case 'Admonition':
      return admonition(node);
    case 'Tabs':
      return tabs(node, components);
    case 'CodeBlock':
      return codeBlock(node);
    case 'Details':
      return details(node);
    case 'Link':
      return link(node);
    case 'TOCInline':
      return placeholder('dataPortalTocInline', {
        dataMinLevel: textAttribute(node, 'minHeadingLevel'),
        dataMaxLevel: textAttribute(node, 'maxHeadingLevel'),
      });
    case 'DocCardList':
      return placeholder('dataPortalDocCardList', {});
    case 'TabItem':
      throw new NotALiteral('a <TabItem> outside <Tabs>');
  }
}

/** An empty block that a later step (rehypeTocInline.ts, docPage.ts) fills. */
function placeholder(marker: string, properties: Record<string, string | undefined>): Paragraph {
  return { type: 'paragraph', data: { hName: 'div', hProperties: { [marker]: '', ...properties } }, children: [] };
}

const flow = (node: JsxElement) => node.children as BlockContent[];

function admonition(node: JsxElement): ContainerDirective {
  const type = textAttribute(node, 'type') ?? 'note';
  const title = textAttribute(node, 'title');
  const label: Paragraph[] = title
    ? [{ type: 'paragraph', data: { directiveLabel: true }, children: [{ type: 'text', value: title }] }]
    : [];
  return {
    type: 'containerDirective',
    name: type,
    attributes: {},
    children: [...label, ...flow(node)],
    position: node.position,
  };
}

function tabs(node: JsxElement, components: ReadonlyMap<string, ThemeComponent>): ContainerDirective {
  const values = attribute(node, 'values');
  const labels = new Map<string, string>();
  if (Array.isArray(values)) {
    for (const entry of values) {
      if (entry && typeof entry === 'object' && !Array.isArray(entry))
        labels.set(String(entry.value), String(entry.label ?? entry.value));
    }
  }
  const defaultValue = textAttribute(node, 'defaultValue');
  const groupId = textAttribute(node, 'groupId');
  const items = (node.children as RootContent[]).filter(
    (child) => !(child.type === 'paragraph' && toString(child).trim() === ''),
  );
  return {
    type: 'containerDirective',
    name: 'tabs',
    attributes: groupId ? { groupId } : {},
    position: node.position,
    children: items.map((child) => {
      const isTabItem =
        (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') &&
        child.name !== null &&
        components.get(child.name) === 'TabItem';
      // Anything else is passed on as it is: the tabs step then names it (only tabs sit in tabs).
      if (!isTabItem) return child as BlockContent;
      const item = child as JsxElement;
      const value = textAttribute(item, 'value') ?? '';
      const label = textAttribute(item, 'label') ?? labels.get(value) ?? value;
      const isDefault = attribute(item, 'default') === true || (defaultValue !== undefined && defaultValue === value);
      return {
        type: 'containerDirective',
        name: 'tab',
        attributes: { label, ...(value ? { value } : {}), ...(isDefault ? { default: '' } : {}) },
        children: flow(item),
        position: item.position,
      } satisfies ContainerDirective;
    }),
  };
}

/** `<CodeBlock language="js" title="a.js" showLineNumbers>{`code`}</CodeBlock>` as a fenced block. */
function codeBlock(node: JsxElement): Code {
  const meta = [
    textAttribute(node, 'title') !== undefined ? `title="${textAttribute(node, 'title')}"` : '',
    attribute(node, 'showLineNumbers') === true ? 'showLineNumbers' : '',
    textAttribute(node, 'metastring') ?? '',
  ].filter(Boolean);
  return {
    type: 'code',
    lang: textAttribute(node, 'language') ?? null,
    meta: meta.length > 0 ? meta.join(' ') : null,
    value: codeOf(node)
      .replace(/^\n/, '')
      .replace(/\n\s*$/, ''),
    position: node.position,
  };
}

function codeOf(node: JsxElement): string {
  const [only, ...rest] = node.children;
  if (!only) return '';
  if (rest.length === 0 && (only.type === 'mdxFlowExpression' || only.type === 'mdxTextExpression')) {
    const value = expressionLiteral(only.data?.estree);
    if (typeof value !== 'string') throw new NotALiteral('its code must be text or a template literal');
    return value;
  }
  return toString(node);
}

function details(node: JsxElement): MdxJsxFlowElement {
  const summary = textAttribute(node, 'summary');
  const children = flow(node);
  const summaryNode: Paragraph[] = summary
    ? [{ type: 'paragraph', data: { hName: 'summary' }, children: [{ type: 'text', value: summary }] }]
    : [];
  return {
    type: 'mdxJsxFlowElement',
    name: 'details',
    attributes: [],
    children: [...summaryNode, ...children],
    position: node.position,
  };
}

function link(node: JsxElement): Link | Paragraph {
  const url = textAttribute(node, 'to') ?? textAttribute(node, 'href') ?? '';
  if (node.type === 'mdxJsxTextElement')
    return { type: 'link', url, children: node.children as PhrasingContent[], position: node.position };
  const phrasing = node.children.flatMap((child) => (child.type === 'paragraph' ? child.children : []));
  return { type: 'paragraph', children: [{ type: 'link', url, children: phrasing, position: node.position }] };
}
