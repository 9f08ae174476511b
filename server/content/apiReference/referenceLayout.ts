/**
 * The layout of an operation's reference in the page: containers around its parts, which the
 * generator writes as container directives (`::::::api-main`) and `layoutNodes` turns into
 * `<div class="api-operation__main">` and the like, and field tables turned into lists of fields.
 *
 * - `api-operation` holds the three columns' parts: `api-main` (request and parameters),
 *   `api-examples` (example request and response, beside the parameters on wide screens) and
 *   `api-details` (the response's fields, the errors). client/styles/reference.css lays them out.
 * - `api-table` holds a table that stays one (the errors: status, code, cause), its roles written
 *   out so that it keeps them where reference.css lays its rows out as blocks.
 * - `api-fields` holds one field table (parameters, response fields, headers): in the page it
 *   becomes a definition list, one term per field (its name, type and whether it is required)
 *   and its description, so that each field reads as one block at any width.
 *
 * The page's Markdown for machines keeps the plain tables, without containers.
 */
import type { Parent, PhrasingContent, RootContent, Table, TableCell } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';

/** Whether the generator writes the containers (the page) or not (its Markdown for machines). */
export type Layout = boolean;
export const NO_LAYOUT: Layout = false;
export const WITH_LAYOUT: Layout = true;

/** Each container's directive name, the colons of its fence (more than any it holds) and its class. */
const CONTAINERS = {
  operation: { name: 'api-operation', colons: 7, className: 'api-operation' },
  main: { name: 'api-main', colons: 6, className: 'api-operation__main' },
  examples: { name: 'api-examples', colons: 6, className: 'api-operation__examples' },
  details: { name: 'api-details', colons: 6, className: 'api-operation__details' },
  fields: { name: 'api-fields', colons: 5, className: 'api-fields' },
  table: { name: 'api-table', colons: 5, className: 'api-table' },
} as const;

export type ContainerKind = keyof typeof CONTAINERS;

/** The parts (empty ones left out), in a container when the layout is on. */
export function container(layout: Layout, kind: ContainerKind, parts: string[]): string {
  const body = parts.filter((part) => part !== '').join('\n\n');
  if (!layout) return body;
  const { name, colons } = CONTAINERS[kind];
  const fence = ':'.repeat(colons);
  return `${fence}${name}\n\n${body}\n\n${fence}`;
}

/** A node of the page that becomes an element with classes (hName), whatever it holds. */
export interface ApiLayoutNode extends Parent {
  type: 'apiLayout';
  children: (RootContent | ApiLayoutNode)[];
}

declare module 'mdast' {
  interface RootContentMap {
    apiLayout: ApiLayoutNode;
  }
  interface PhrasingContentMap {
    apiLayout: ApiLayoutNode;
  }
}

const element = (
  tagName: string,
  className: string | null,
  children: (RootContent | ApiLayoutNode)[],
  properties: Record<string, string> = {},
): ApiLayoutNode => ({
  type: 'apiLayout',
  children,
  data: { hName: tagName, hProperties: { ...(className ? { className: [className] } : {}), ...properties } },
});

const text = (value: string): PhrasingContent => ({ type: 'text', value });

const byName = new Map(Object.values(CONTAINERS).map((entry) => [entry.name as string, entry]));

/**
 * Replaces the layout containers in `nodes` (and below them) by their elements; returns the nodes.
 * Containers of other names (tabs, admonitions) are left to their plugins.
 */
export function layoutNodes(nodes: RootContent[]): RootContent[] {
  return nodes.map((node) => layoutNode(node) as RootContent);
}

function layoutNode(node: RootContent | ApiLayoutNode): RootContent | ApiLayoutNode {
  if ('children' in node) {
    const children = (node.children as RootContent[]).map(layoutNode);
    (node as Parent).children = children as RootContent[];
  }
  if (node.type !== 'containerDirective') return node;
  const entry = byName.get((node as ContainerDirective).name);
  if (!entry) return node;
  if (entry === CONTAINERS.fields) return fieldList(node as ContainerDirective);
  if (entry === CONTAINERS.table) return tableWithRoles(node as ContainerDirective);
  return { ...element('div', entry.className, node.children as RootContent[]), position: node.position };
}

/**
 * The table of an `api-table` container, with its roles written out: a table whose rows CSS turns
 * into blocks loses them in some browsers otherwise, and screen readers their headers.
 */
function tableWithRoles(node: ContainerDirective): ApiLayoutNode | Table {
  const table = node.children.find((child): child is Table => child.type === 'table');
  if (!table) return element('div', null, node.children);
  const withData = <T extends { data?: object }>(target: T, properties: Record<string, unknown>) => {
    target.data = { ...target.data, hProperties: properties } as T['data'];
  };
  withData(table, { className: ['api-table'], role: 'table' });
  table.children.forEach((row, index) => {
    withData(row, { role: 'row' });
    for (const cell of row.children) withData(cell, { role: index === 0 ? 'columnheader' : 'cell' });
  });
  return { ...table, position: node.position };
}

/** The table of an `api-fields` container as a definition list: one group (div) per row. */
function fieldList(node: ContainerDirective): ApiLayoutNode {
  const table = node.children.find((child): child is Table => child.type === 'table');
  if (!table) return element('div', null, node.children);
  const [header, ...rows] = table.children;
  const columns = (header?.children ?? []).map((cell) => toString(cell).trim().toLowerCase());
  const at = (cells: TableCell[], column: string) => {
    const index = columns.indexOf(column);
    return index === -1 ? undefined : cells[index];
  };
  const groups = rows.map(({ children: cells }) => {
    const [name] = cells;
    const type = at(cells, 'type');
    const required = at(cells, 'required');
    const defaultValue = at(cells, 'default');
    const description = at(cells, 'description');
    const head: (RootContent | ApiLayoutNode)[] = [element('span', 'api-field__name', name?.children ?? [])];
    if (type && toString(type) !== '') head.push(text(' '), element('span', 'api-field__type', type.children));
    if (required) {
      const yes = toString(required).trim() === 'Yes';
      head.push(
        text(' '),
        element('span', yes ? 'api-field__required' : 'api-field__optional', [text(yes ? 'Required' : 'Optional')]),
      );
    }
    const body: (RootContent | ApiLayoutNode)[] = [...(description?.children ?? [])];
    if (defaultValue && toString(defaultValue) !== '') {
      body.push(text(' '), element('span', 'api-field__default', [text('Default: '), ...defaultValue.children]));
    }
    return element('div', 'api-field', [
      element('dt', 'api-field__head', head),
      element('dd', 'api-field__description', body),
    ]);
  });
  return { ...element('dl', 'api-fields', groups), position: node.position };
}
