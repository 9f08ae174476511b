import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDocsWriter } from '../../../tests/support/tempDocs.ts';
import { readPageStore } from './pageStoreFile.ts';

const folder = tempDocsWriter();

describe('readPageStore', () => {
  it('reads a complete store', async () => {
    const store = {
      buildId: '0123456789abcdef',
      pages: {},
      notFound: {},
      versions: [],
      markdown: {},
      codeFiles: {},
      docAssets: {},
      sidebars: {},
      search: {},
      contract: null,
      missingFiles: ['/img/gone.png'],
    };
    const dir = await folder({ 'content.json': JSON.stringify(store) });
    expect(await readPageStore(join(dir, 'content.json'))).toEqual(store);
  });

  it('names what an older build left out', async () => {
    const dir = await folder({ 'content.json': JSON.stringify({ pages: {}, notFound: {}, versions: [] }) });
    await expect(readPageStore(join(dir, 'content.json'))).rejects.toThrow(
      'lacks markdown, codeFiles, docAssets, sidebars, search, buildId, contract, missingFiles: it was written by an older build, run "npm run build"',
    );
  });

  it('names the parts of the wrong type', async () => {
    const store = {
      buildId: 7,
      pages: {},
      notFound: {},
      versions: {},
      markdown: {},
      codeFiles: {},
      docAssets: {},
      sidebars: {},
      search: {},
      contract: 'openapi: 3.1.0',
      missingFiles: [],
    };
    const dir = await folder({ 'content.json': JSON.stringify(store) });
    await expect(readPageStore(join(dir, 'content.json'))).rejects.toThrow(
      'has malformed versions, buildId, contract: run "npm run build"',
    );
  });

  it.each(['null', '[]', '42'])('refuses %s with one line instead of a TypeError', async (content) => {
    const dir = await folder({ 'content.json': content });
    await expect(readPageStore(join(dir, 'content.json'))).rejects.toThrow(
      `holds ${content}, not a page store: run "npm run build"`,
    );
  });

  it('says to build when there is no store', async () => {
    const dir = await folder({});
    await expect(readPageStore(join(dir, 'content.json'))).rejects.toThrow(/run "npm run build" first/);
  });
});
