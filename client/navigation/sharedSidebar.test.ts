import { describe, expect, it } from 'vitest';
import type { DocPageData, PageData, SidebarItem } from '../../shared/types.ts';
import { withSharedSidebar } from './sharedSidebar.ts';

const sidebar = (): SidebarItem[] => [
  { type: 'doc', path: '/docs/a', label: 'A' },
  { type: 'category', label: 'Guides', items: [{ type: 'doc', path: '/docs/b', label: 'B' }] },
];

const docPage = (version: string, items: SidebarItem[]): DocPageData =>
  ({ kind: 'doc', path: '/docs/a', title: 'A', version, sidebar: items }) as unknown as DocPageData;

describe('withSharedSidebar', () => {
  it('keeps the sidebar already known when a page brings an equal one, so memoised rows see the same objects', () => {
    const first = withSharedSidebar(docPage('shared-equal', sidebar()));
    const second = withSharedSidebar(docPage('shared-equal', sidebar()));
    expect(second.sidebar).toBe(first.sidebar);
    expect(second.sidebar[1]).toBe(first.sidebar[1]);
  });

  it('takes a different sidebar as it comes, and keeps it for the pages after', () => {
    const first = withSharedSidebar(docPage('shared-changed', sidebar()));
    const changedItems = sidebar();
    changedItems.push({ type: 'doc', path: '/docs/c', label: 'C' });
    const changed = withSharedSidebar(docPage('shared-changed', changedItems));
    expect(changed.sidebar).not.toBe(first.sidebar);
    expect(changed.sidebar).toBe(changedItems);
    expect(withSharedSidebar(docPage('shared-changed', sidebar().concat(changedItems[2]!))).sidebar).toBe(changedItems);
  });

  it('keeps each version’s sidebar apart', () => {
    const one = withSharedSidebar(docPage('shared-one', sidebar()));
    const two = withSharedSidebar(docPage('shared-two', sidebar()));
    expect(two.sidebar).not.toBe(one.sidebar);
  });

  it('leaves pages without a sidebar as they are', () => {
    const home = { kind: 'home', path: '/', title: 'Home' } as unknown as PageData;
    expect(withSharedSidebar(home)).toBe(home);
  });
});
