/** Temporary docs folders for tests that compile a small set of Markdown files. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach } from 'vitest';

/**
 * Returns a function that writes `files` (relative path → text) into a new temporary folder and
 * returns its path; every folder made is removed after each test.
 */
export function tempDocsWriter(): (files: Record<string, string>) => Promise<string> {
  const made: string[] = [];
  afterEach(async () => {
    await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  return async (files) => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-docs-'));
    made.push(dir);
    for (const [name, text] of Object.entries(files)) {
      await mkdir(dirname(join(dir, name)), { recursive: true });
      await writeFile(join(dir, name), text);
    }
    return dir;
  };
}
