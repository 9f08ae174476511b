/**
 * Writes the page store a piece at a time, and reads the store the build wrote, refusing one
 * written by another version of the build.
 */
import { mkdir, open, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import type { PageStore } from './pageStore.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object of the given type, not looked into: the store is large and start-up time matters. */
const record = <T>() => z.custom<T>(isRecord);

/**
 * The store's top-level shape only, in the order a missing part is named. The pages themselves
 * are the build's own output, checked as a whole by verifyBuild.ts.
 */
const pageStoreSchema = z.object({
  pages: record<PageStore['pages']>(),
  notFound: record<PageStore['notFound']>(),
  versions: z.custom<PageStore['versions']>(Array.isArray),
  markdown: record<PageStore['markdown']>(),
  feeds: z.custom<PageStore['feeds']>(Array.isArray),
  codeFiles: record<PageStore['codeFiles']>(),
  docAssets: record<PageStore['docAssets']>(),
  sidebars: record<PageStore['sidebars']>(),
  search: record<PageStore['search']>(),
  buildId: z.string(),
  contract: z.object({ yaml: z.string(), json: z.string() }).nullable(),
  missingFiles: z.array(z.string()),
}) satisfies z.ZodType<PageStore>;

export async function readPageStore(file: string): Promise<PageStore> {
  let store: unknown;
  try {
    store = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the page store ${file}: run "npm run build" first (${(error as Error).message})`, {
      cause: error,
    });
  }
  const result = pageStoreSchema.safeParse(store);
  if (result.success) return result.data;
  if (!isRecord(store)) {
    throw new Error(
      `The page store ${file} holds ${JSON.stringify(store)?.slice(0, 20)}, not a page store: run "npm run build"`,
    );
  }
  const parts = result.error.issues.map((issue) => String(issue.path[0]));
  const missing = parts.filter((part) => store[part] === undefined || store[part] === null);
  if (missing.length > 0) {
    throw new Error(
      `The page store ${file} lacks ${missing.join(', ')}: it was written by an older build, run "npm run build"`,
    );
  }
  throw new Error(`The page store ${file} has malformed ${parts.join(', ')}: run "npm run build"`);
}

/**
 * `JSON.stringify(value)` in pieces, the same characters in the same order: objects and arrays are
 * opened `depth` levels down (every page, every Markdown text, every part of the search index is a
 * piece of its own), what lies deeper is stringified whole. The store of a large site is a string
 * of tens of MB (the react-native site's: 75 MB); made whole, it and its UTF-8 copy were held at
 * once, twice for the build id and once more for the file.
 */
export function* jsonPieces(value: unknown, depth = 3): Generator<string> {
  const opened =
    depth > 0 &&
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { toJSON?: unknown }).toJSON !== 'function';
  if (!opened) {
    // undefined, a function or a symbol stringify to nothing (a property holding one is left out).
    const text = JSON.stringify(value) as string | undefined;
    if (text !== undefined) yield text;
    return;
  }
  if (Array.isArray(value)) {
    yield '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) yield ',';
      const item: unknown = value[i];
      if (leftOut(item)) yield 'null';
      else yield* jsonPieces(item, depth - 1);
    }
    yield ']';
    return;
  }
  yield '{';
  let first = true;
  for (const [key, item] of Object.entries(value)) {
    if (leftOut(item)) continue;
    yield `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    yield* jsonPieces(item, depth - 1);
  }
  yield '}';
}

/** What JSON.stringify leaves out of an object (and writes as null in an array). */
const leftOut = (value: unknown) => value === undefined || typeof value === 'function' || typeof value === 'symbol';

/** Pieces are written in batches of about this many characters. */
const WRITE_BATCH = 1 << 20;

/** Writes `store` to `file` as `JSON.stringify` would, without ever holding the whole text. */
export async function writePageStore(file: string, store: PageStore): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const handle = await open(file, 'w');
  try {
    let batch = '';
    for (const piece of jsonPieces(store)) {
      batch += piece;
      if (batch.length >= WRITE_BATCH) {
        await handle.write(batch);
        batch = '';
      }
    }
    if (batch !== '') await handle.write(batch);
  } finally {
    await handle.close();
  }
}
