/**
 * The `@theme/*` components site code renders, as the portal's own markup: the HTML the static
 * pipeline gives the same Markdown construct (remarkTabs.ts, remarkAdmonitions.ts, a fenced
 * block), so that what site code renders looks, behaves and is searched like the rest of the site.
 * A page's own `<Tabs>` or `<CodeBlock>` goes the static way (remarkMdxThemeComponents.ts), its
 * computed values evaluated first; these are for what site code renders and what the static way
 * cannot read (a JSX title, a component as a child).
 */
import {
  Children,
  createElement,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type ImgHTMLAttributes,
} from 'react';
import { admonitionStyles, defaultTitles } from '../../plugins/remarkAdmonitions.ts';
import { currentSitePage } from '../sitePage.ts';
import { Link } from './docusaurus.tsx';

const h = createElement;

/** Text of React children, for code: strings and numbers joined, elements' own text. */
function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

interface CodeBlockProps {
  children?: ReactNode;
  language?: string;
  className?: string;
  title?: ReactNode;
  showLineNumbers?: boolean | number;
  metastring?: string;
}

/**
 * A fenced block: `<pre><code class="language-x">`, its meta (title, line numbers, highlighted
 * lines) carried in `data-meta`, which rehypeMdxEvaluate.ts hands to the code-block steps as a
 * fence's meta.
 */
function CodeBlock({ children, language, className, title, showLineNumbers, metastring }: CodeBlockProps) {
  const lang = language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1];
  const meta = [
    title !== undefined ? `title="${textOf(title).replace(/"/g, "'")}"` : '',
    showLineNumbers ? 'showLineNumbers' : '',
    metastring ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const code = textOf(children)
    .replace(/^\n/, '')
    .replace(/\n\s*$/, '');
  return h(
    'pre',
    null,
    h('code', { className: lang ? `language-${lang}` : undefined, 'data-meta': meta || undefined }, `${code}\n`),
  );
}

interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}

/** Rendered by its `<Tabs>`, which reads its props. */
function TabItem({ children }: TabItemProps) {
  return h(Fragment, null, children);
}

interface TabsProps {
  children?: ReactNode;
  values?: { value: string; label?: string }[];
  defaultValue?: string | null;
  groupId?: string;
}

/** WAI-ARIA tabs, as remarkTabs.ts writes them: every panel in the HTML, the unselected hidden by CSS. */
function Tabs({ children, values, defaultValue, groupId }: TabsProps) {
  const items = Children.toArray(children).filter(isValidElement) as ReactElement<TabItemProps>[];
  const labels = new Map((values ?? []).map((entry) => [String(entry.value), String(entry.label ?? entry.value)]));
  const tabs = items.map((item) => {
    const value = String(item.props.value ?? '');
    return { value, label: item.props.label ?? labels.get(value) ?? value, item };
  });
  const marked = tabs.findIndex(({ item, value }) =>
    defaultValue !== undefined && defaultValue !== null ? value === defaultValue : item.props.default === true,
  );
  const selected = Math.max(0, marked);
  const id = `site-tabs-${currentSitePage().nextId()}`;
  return h(
    'div',
    { className: 'tabs', 'data-portal-tabs-group': groupId },
    h(
      'div',
      { className: 'tabs__list', role: 'tablist' },
      tabs.map(({ value, label }, index) =>
        h(
          'button',
          {
            key: value,
            type: 'button',
            role: 'tab',
            className: 'tabs__tab',
            id: `${id}-tab-${value}`,
            'aria-controls': `${id}-panel-${value}`,
            'aria-selected': index === selected ? 'true' : 'false',
            tabIndex: index === selected ? 0 : -1,
            'data-portal-tab': value,
          },
          label,
        ),
      ),
    ),
    tabs.map(({ value, label, item }, index) =>
      h(
        'div',
        {
          key: value,
          className: 'tabs__panel',
          role: 'tabpanel',
          id: `${id}-panel-${value}`,
          'aria-labelledby': `${id}-tab-${value}`,
          'data-portal-tab': value,
          'data-selected': index === selected ? '' : undefined,
        },
        h('p', { className: 'tabs__panel-label' }, label),
        item.props.children,
      ),
    ),
  );
}

type AdmonitionType = keyof typeof defaultTitles;

function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; children?: ReactNode }) {
  const kind: AdmonitionType = Object.hasOwn(defaultTitles, type) ? (type as AdmonitionType) : 'note';
  return h(
    'aside',
    { className: `admonition admonition--${admonitionStyles[kind]}` },
    h('p', { className: 'admonition__title' }, title ?? defaultTitles[kind]),
    children,
  );
}

function Details({ summary, children, ...rest }: { summary?: ReactNode; children?: ReactNode }) {
  return h('details', rest, summary !== undefined ? h('summary', null, summary) : null, children);
}

type ThemedImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  sources: { light: string; dark: string };
};

/**
 * Both images, as Docusaurus renders them on the server; the colour mode (`<html data-theme>`,
 * client/colorMode) shows one: the portal's CSS hides `.themed-image--dark` in light mode and
 * `.themed-image--light` in dark mode.
 */
function ThemedImage({ sources, className, alt, ...rest }: ThemedImageProps) {
  return h(
    Fragment,
    null,
    (['light', 'dark'] as const).map((mode) =>
      h('img', {
        key: mode,
        ...rest,
        alt,
        src: sources[mode],
        className: [className, 'themed-image', `themed-image--${mode}`].filter(Boolean).join(' '),
      }),
    ),
  );
}

/** Placeholders the page's own steps fill (rehypeTocInline.ts, docPage.ts), as the static way writes them. */
function TOCInline({ minHeadingLevel, maxHeadingLevel }: { minHeadingLevel?: number; maxHeadingLevel?: number }) {
  return h('div', {
    'data-portal-toc-inline': '',
    'data-min-level': minHeadingLevel,
    'data-max-level': maxHeadingLevel,
  });
}

function DocCardList() {
  return h('div', { 'data-portal-doc-card-list': '' });
}

function Heading({ as = 'h2', ...rest }: { as?: string; id?: string; children?: ReactNode }) {
  return h(as, rest);
}

/** `@theme/MDXComponents`: what MDX renders each tag with, here the tag itself (Link for `a`). */
const tag =
  (name: string) =>
  (props: Record<string, unknown>): ReactElement =>
    h(name, props);
const mdxComponents: Record<string, unknown> = {
  a: Link,
  code: tag('code'),
  pre: tag('pre'),
  img: tag('img'),
  ul: tag('ul'),
  li: tag('li'),
  details: Details,
  Details,
  Heading,
  h1: tag('h1'),
  h2: tag('h2'),
  h3: tag('h3'),
  h4: tag('h4'),
  h5: tag('h5'),
  h6: tag('h6'),
  admonition: Admonition,
};

/**
 * Docusaurus's page layout, for the pages of `src/pages`: the portal's own navbar and footer are
 * around every page already, so it renders what it holds, and hands its `title` and `description`
 * to the page's head.
 */
function Layout({
  title,
  description,
  wrapperClassName,
  children,
}: {
  title?: string;
  description?: string;
  wrapperClassName?: string;
  children?: ReactNode;
}) {
  const { head } = currentSitePage();
  if (title && head.title === undefined) head.title = title;
  if (description && head.description === undefined) head.description = description;
  return h('div', { className: wrapperClassName ? `site-layout ${wrapperClassName}` : 'site-layout' }, children);
}

const module = (exports: Record<string, unknown>) => ({ __esModule: true, ...exports });

/** The modules by import path (`@theme-original/*` and `@theme-init/*` give the same). */
export const themeModules: Record<string, Record<string, unknown>> = {
  '@theme/CodeBlock': module({ default: CodeBlock }),
  '@theme/Layout': module({ default: Layout }),
  '@theme/Tabs': module({ default: Tabs }),
  '@theme/TabItem': module({ default: TabItem }),
  '@theme/Admonition': module({ default: Admonition }),
  '@theme/Details': module({ default: Details }),
  '@theme/ThemedImage': module({ default: ThemedImage }),
  '@theme/TOCInline': module({ default: TOCInline }),
  '@theme/DocCardList': module({ default: DocCardList }),
  '@theme/Heading': module({ default: Heading }),
  '@theme/MDXComponents': module({ default: mdxComponents }),
  '@theme/MDXComponents/A': module({ default: Link }),
  '@theme/MDXComponents/Code': module({ default: tag('code') }),
  '@theme/MDXComponents/Pre': module({ default: tag('pre') }),
  '@theme/MDXComponents/Img': module({ default: tag('img') }),
  '@theme/MDXComponents/Ul': module({ default: tag('ul') }),
  '@theme/MDXComponents/Li': module({ default: tag('li') }),
  '@theme/MDXComponents/Details': module({ default: Details }),
  '@theme/MDXComponents/Heading': module({ default: Heading }),
};
