import { describe, expect, it } from 'vitest';
import type { DocSource } from '../sources/loadDocs.ts';
import { buildSidebar, placeInSidebar } from './sidebar.ts';

function doc(file: string, title: string, sidebarPosition?: number): DocSource {
  const route = `/docs/${file.replace(/\.md$/, '')}`;
  return {
    file,
    sourcePath: `docs/${file}`,
    route,
    categoryPath: file.split('/').slice(0, -1),
    frontMatter: { title, description: `${title}.`, sidebarPosition, sidebarLabel: undefined },
    apiReferences: [],
    codeFiles: [],
    codeBlocks: [],
    html: '',
    toc: [],
    links: [],
    ids: [],
    sections: [],
    markdown: '',
    lastUpdated: '2025-01-01T00:00:00.000Z',
  };
}

const docs = [
  doc('api/chat/post-message.md', 'Post a message', 2),
  doc('api/chat/introduction.md', 'Chat introduction', 1),
  doc('api/introduction.md', 'API introduction', 1),
  doc('ios/badge.md', 'Badge'),
  doc('ios/actions.md', 'Actions'),
  doc('ios/installation.md', 'Installation', 1),
  doc('getting-started.md', 'Getting started', 1),
];
const categories = new Map([
  ['ios', { label: 'iOS', position: 2 }],
  ['api', { label: 'API', position: 3 }],
  ['api/chat', { label: 'Chat API', position: 2 }],
]);

describe('buildSidebar', () => {
  it('nests categories by folder and orders by position, then label', () => {
    expect(buildSidebar(docs, categories)).toEqual([
      { type: 'doc', label: 'Getting started', path: '/docs/getting-started' },
      {
        type: 'category',
        label: 'iOS',
        items: [
          { type: 'doc', label: 'Installation', path: '/docs/ios/installation' },
          { type: 'doc', label: 'Actions', path: '/docs/ios/actions' },
          { type: 'doc', label: 'Badge', path: '/docs/ios/badge' },
        ],
      },
      {
        type: 'category',
        label: 'API',
        items: [
          { type: 'doc', label: 'API introduction', path: '/docs/api/introduction' },
          {
            type: 'category',
            label: 'Chat API',
            items: [
              { type: 'doc', label: 'Chat introduction', path: '/docs/api/chat/introduction' },
              { type: 'doc', label: 'Post a message', path: '/docs/api/chat/post-message' },
            ],
          },
        ],
      },
    ]);
  });

  it('labels a folder without _category_.json by its name', () => {
    const sidebar = buildSidebar([doc('extras/faq.md', 'FAQ')], new Map());
    expect(sidebar).toEqual([
      { type: 'category', label: 'extras', items: [{ type: 'doc', label: 'FAQ', path: '/docs/extras/faq' }] },
    ]);
  });
});

describe('placeInSidebar', () => {
  const placements = placeInSidebar(buildSidebar(docs, categories));

  it('links each page to its neighbours in reading order, across categories', () => {
    expect(placements.get('/docs/ios/badge')).toEqual({
      breadcrumbs: ['iOS'],
      prev: { title: 'Actions', path: '/docs/ios/actions' },
      next: { title: 'API introduction', path: '/docs/api/introduction' },
    });
  });

  it('has no previous page for the first doc and no next page for the last', () => {
    expect(placements.get('/docs/getting-started')?.prev).toBeNull();
    expect(placements.get('/docs/api/chat/post-message')?.next).toBeNull();
  });

  it('lists every enclosing category in the breadcrumbs', () => {
    expect(placements.get('/docs/api/chat/introduction')?.breadcrumbs).toEqual(['API', 'Chat API']);
    expect(placements.get('/docs/getting-started')?.breadcrumbs).toEqual([]);
  });
});
