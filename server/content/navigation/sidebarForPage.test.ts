import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../../../shared/types.ts';
import { sidebarForPage } from './sidebarForPage.ts';

const sidebar: SidebarItem[] = [
  { type: 'doc', label: 'Start', path: '/docs/start' },
  {
    type: 'category',
    label: 'iOS',
    items: [
      { type: 'doc', label: 'Install', path: '/docs/ios/install' },
      { type: 'category', label: 'Deep', items: [{ type: 'doc', label: 'A', path: '/docs/ios/deep/a' }] },
    ],
  },
  {
    type: 'category',
    label: 'Android',
    items: [
      { type: 'doc', label: 'B', path: '/docs/android/b' },
      { type: 'doc', label: 'C', path: '/docs/android/c' },
    ],
  },
];

describe('sidebarForPage', () => {
  it('sends a small site’s whole sidebar, the same object for every page', () => {
    expect(sidebarForPage(sidebar, '/docs/ios/install', 5)).toBe(sidebar);
  });

  it('folds, on a large site, the categories that do not hold the page, counting their pages', () => {
    expect(sidebarForPage(sidebar, '/docs/ios/install', 5, 2)).toEqual([
      { type: 'doc', label: 'Start', path: '/docs/start' },
      {
        type: 'category',
        label: 'iOS',
        items: [
          { type: 'doc', label: 'Install', path: '/docs/ios/install' },
          { type: 'category', label: 'Deep', items: [], folded: 1 },
        ],
      },
      { type: 'category', label: 'Android', items: [], folded: 2 },
    ]);
  });
});
