import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDocsWriter } from '../../../tests/support/tempDocs.ts';
import type { PageStore } from './pageStore.ts';
import { jsonPieces, readPageStore, writePageStore } from './pageStoreFile.ts';

const folder = tempDocsWriter();

describe('readPageStore', () => {
  it('reads a complete store', async () => {
    const store = {
      buildId: '0123456789abcdef',
      pages: {},
      notFound: {},
      versions: [],
      markdown: {},
      feeds: [],
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
      'lacks markdown, feeds, codeFiles, docAssets, sidebars, search, buildId, contract, missingFiles: it was written by an older build, run "npm run build"',
    );
  });

  it('names the parts of the wrong type', async () => {
    const store = {
      buildId: 7,
      pages: {},
      notFound: {},
      versions: {},
      markdown: {},
      feeds: [],
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

describe('jsonPieces', () => {
  const awkward = {
    text: 'quotes " and \\, a line\nbreak, é, 🙂 and a lone \ud800 surrogate',
    numbers: [0, -1.5, 1e21, Number.NaN, Number.POSITIVE_INFINITY],
    left: undefined,
    fn: () => 1,
    symbol: Symbol('s'),
    inArray: [undefined, () => 1, Symbol('t'), null, true],
    date: new Date(Date.UTC(2025, 5, 1)),
    withToJSON: { toJSON: () => ({ replaced: true }) },
    empty: { object: {}, array: [] },
    deep: { a: { b: { c: { d: [{ e: 'f' }] } } } },
    '"key"\n': 'odd key',
  };

  it.each([0, 1, 2, 3, 6])('joins into what JSON.stringify writes, opened %i levels down', (depth) => {
    expect([...jsonPieces(awkward, depth)].join('')).toBe(JSON.stringify(awkward));
  });

  it.each([[undefined], [null], ['text'], [42], [[]], [{}]])('writes %j as JSON.stringify does', (value) => {
    expect([...jsonPieces(value)].join('')).toBe(JSON.stringify(value) ?? '');
  });

  it('makes a piece of each page instead of one text', () => {
    const pages = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`/docs/p${i}`, { title: `P${i}` }]));
    expect([...jsonPieces({ pages })].length).toBeGreaterThan(50);
  });
});

describe('writePageStore', () => {
  it('writes the bytes JSON.stringify gives, across its write batches', async () => {
    // Pages of about 100 KB: the file is written in several batches.
    const html = 'é<p>'.repeat(25_000);
    const store = {
      buildId: '0123456789abcdef',
      pages: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`/docs/p${i}`, { path: `/docs/p${i}`, html }])),
      notFound: {},
      versions: [],
      markdown: { '/docs/p0': '# P0' },
      feeds: [],
      codeFiles: {},
      docAssets: {},
      sidebars: {},
      search: { index: [['term', { 0: { 1: 2 } }]] },
      contract: null,
    } as unknown as PageStore;
    const dir = await folder({});
    await writePageStore(join(dir, 'out', 'content.json'), store);
    expect(await readFile(join(dir, 'out', 'content.json'), 'utf8')).toBe(JSON.stringify(store));
  });
});
