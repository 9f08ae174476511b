import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { DocPageData, SidebarItem } from '../../../shared/types.ts';
import { tempDocsWriter } from '../../../tests/support/tempDocs.ts';
import { buildPageStore } from '../pageStore/buildPageStore.ts';
import { readDocsVersions } from '../sources/docsVersions.ts';

const contract = await readFile(new URL('../../contract/fixtures/small.yaml', import.meta.url), 'utf8');
const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: ${title}.\n---\n\n${body}\n`;
const writeSite = tempDocsWriter();

describe('the operation a page documents', () => {
  it('is in its page data and on its sidebar item, for the method badges; other pages have none', async () => {
    const store = await buildPageStore(
      await readDocsVersions(
        await writeSite({
          'api/openapi.yaml': contract,
          'docs/get-note.md': page('Get a note', '::operation{id="getNote"}'),
          'docs/create-note.md': page('Create a note', 'Text.\n\n::operation{id="createNote"}'),
          'docs/events.md': page('Events', '::webhook{event="note.created"}'),
        }),
      ),
    );
    const doc = (route: string) => store.pages[route] as DocPageData;
    expect(doc('/docs/get-note').operation).toEqual({ method: 'GET', path: '/v1/notes/{noteId}' });
    expect(doc('/docs/create-note').operation).toEqual({ method: 'POST', path: '/v1/notes' });
    expect(doc('/docs/events')).not.toHaveProperty('operation');
    const items = doc('/docs/events').sidebar as (SidebarItem & { type: 'doc' })[];
    expect(items.map(({ path, method }) => ({ path, method }))).toEqual([
      { path: '/docs/create-note', method: 'POST' },
      { path: '/docs/events', method: undefined },
      { path: '/docs/get-note', method: 'GET' },
    ]);
    expect(items.find((item) => item.path === '/docs/events')).not.toHaveProperty('method');
  });
});
