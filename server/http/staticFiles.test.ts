/** Which files of a build's client folder are served, and as what. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStaticFiles } from './staticFiles.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'portal-static-'));
  const files: Record<string, string> = {
    'client/assets/app-1a2b.js': 'console.log(1);',
    'client/assets/app-1a2b.js.br': 'brotli bytes',
    'client/assets/app-1a2b.js.gz': 'gzip bytes',
    // A file a doc links to that is itself an archive.
    'client/assets/docs/sample-app-3f2a9c1b.tar.gz': 'an archive',
    'client/assets/docs/logs-77aa.gz': 'compressed logs',
    'public/favicon.svg': '<svg/>',
  };
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the static files of a build', () => {
  it('serves a doc’s own .gz files, and an asset’s compressed copies only as its encodings', () => {
    const files = loadStaticFiles(join(root, 'client'), join(root, 'public'), { sourceMaps: false });
    expect([...files.keys()].sort()).toEqual([
      '/assets/app-1a2b.js',
      '/assets/docs/logs-77aa.gz',
      '/assets/docs/sample-app-3f2a9c1b.tar.gz',
      '/favicon.svg',
    ]);
  });
});
