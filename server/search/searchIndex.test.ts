import { describe, expect, it } from 'vitest';
import { buildSearchIndex, sectionDocuments } from './searchIndex.ts';

const page = (sections: { anchor: string; heading: string; text: string }[]) => ({
  route: '/showcase',
  version: 'unversioned',
  title: 'Showcase',
  description: 'Apps built with it.',
  breadcrumbs: [],
  sections,
});

describe('sectionDocuments', () => {
  it('makes sections that share an anchor one document, so a page never indexes an id twice', () => {
    // A React page's headings carry no ids: every section lands on the page itself.
    const documents = sectionDocuments(
      page([
        { anchor: '', heading: '', text: 'Intro.' },
        { anchor: '', heading: 'Featured', text: 'Apps.' },
        { anchor: 'more', heading: 'More', text: 'Others.' },
        { anchor: '', heading: 'Add yours', text: 'Open a pull request.' },
      ]),
    );
    expect(documents.map(({ id, text }) => [id, text])).toEqual([
      ['/showcase#', 'Apps built with it. Intro. Featured Apps. Add yours Open a pull request.'],
      ['/showcase#more', 'Others.'],
    ]);
    expect(() => buildSearchIndex(documents)).not.toThrow();
  });
});
