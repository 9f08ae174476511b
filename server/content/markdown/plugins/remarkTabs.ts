/** Turns `::::tabs` / `:::tab{label="…"}` containers into WAI-ARIA tabs: a list of tab buttons, a panel per tab. */
import { h } from 'hastscript';
import type { BlockContent, DefinitionContent, Paragraph, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** The container directive names this plugin handles. */
export const tabsNames = ['tabs', 'tab'] as const;

const isTab = (node: BlockContent | DefinitionContent): node is ContainerDirective =>
  node.type === 'containerDirective' && node.name === 'tab';

/** A tab's default value: its label lower-cased, punctuation dropped, spaces hyphenated (Objective-C → objective-c). */
const slugOf = (label: string): string =>
  label
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s+/g, '-');

interface Tab {
  node: ContainerDirective;
  label: string;
  value: string;
}

/** Reads and checks the tabs of one `::::tabs`; fails with the offending node's line. */
function readTabs(tabs: ContainerDirective, file: VFile): Tab[] {
  if (tabs.children.length === 0) file.fail('"::::tabs" needs at least one ":::tab" inside', tabs);
  const seen = new Set<string>();
  return tabs.children.map((node) => {
    // Anything else between the tabs would belong to no panel and show in none.
    if (!isTab(node)) return file.fail('only ":::tab" containers may sit directly inside "::::tabs"', node);
    const label = node.attributes?.label?.trim();
    if (!label) return file.fail('":::tab" needs a label, as in :::tab{label="Swift"}', node);
    const value = node.attributes?.value?.trim() || slugOf(label);
    if (!value) return file.fail(`":::tab" labelled "${label}" needs a value="…"`, node);
    if (seen.has(value)) {
      file.fail(`two tabs in one "::::tabs" have the value "${value}"; give one a value="…"`, node);
    }
    seen.add(value);
    return { node, label, value };
  });
}

function buildTabs(tabs: ContainerDirective, id: string, file: VFile): void {
  const items = readTabs(tabs, file);
  const groupId = tabs.attributes?.groupId || undefined;
  tabs.data = { ...tabs.data, hName: 'div', hProperties: { className: ['tabs'], dataPortalTabsGroup: groupId } };
  // The first tab is selected, unless one is marked `default` (Docusaurus's TabItem prop).
  const selectedIndex = Math.max(
    0,
    items.findIndex(({ node }) => node.attributes?.default !== undefined),
  );
  items.forEach(({ node, label, value }, index) => {
    const selected = index === selectedIndex;
    node.data = {
      ...node.data,
      hName: 'div',
      hProperties: {
        className: ['tabs__panel'],
        role: 'tabpanel',
        id: `${id}-panel-${value}`,
        ariaLabelledBy: [`${id}-tab-${value}`],
        dataPortalTab: value,
        // Every panel stays in the HTML (search, no-JS readers, print); CSS hides the unselected.
        dataSelected: selected ? '' : undefined,
      },
    };
    // The label repeated in its panel, for when the tab list is not shown (no CSS, print).
    const panelLabel: Paragraph = {
      type: 'paragraph',
      data: { hProperties: { className: ['tabs__panel-label'] } },
      children: [{ type: 'text', value: label }],
    };
    node.children.unshift(panelLabel);
  });
  const buttons = items.map(({ label, value }, index) =>
    h(
      'button',
      {
        type: 'button',
        role: 'tab',
        className: ['tabs__tab'],
        id: `${id}-tab-${value}`,
        ariaControls: `${id}-panel-${value}`,
        ariaSelected: index === selectedIndex ? 'true' : 'false',
        tabIndex: index === selectedIndex ? 0 : -1, // roving tabindex: only the selected tab is in the Tab order
        dataPortalTab: value,
      },
      label,
    ),
  );
  // An mdast node standing in for the tab list, which has no Markdown source of its own.
  const list: Paragraph = {
    type: 'paragraph',
    data: { hName: 'div', hProperties: { className: ['tabs__list'], role: 'tablist' }, hChildren: buttons },
    children: [],
  };
  tabs.children.unshift(list);
}

export default function remarkTabs() {
  return (tree: Root, file: VFile) => {
    let count = 0;
    visit(tree, 'containerDirective', (node, _index, parent) => {
      if (node.name === 'tab' && !(parent?.type === 'containerDirective' && parent.name === 'tabs')) {
        file.fail('":::tab" must sit directly inside "::::tabs"', node);
      }
      if (node.name !== 'tabs') return;
      // Numbered in document order so ids are unique within the page; nested tabs come after their parent.
      count += 1;
      buildTabs(node, `tabs-${count}`, file);
    });
  };
}
